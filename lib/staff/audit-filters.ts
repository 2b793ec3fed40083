/**
 * The audit log's filters as the console's URL carries them:
 * `/staff/audit?person=ada@example.com&store=3&from=2030-06-01&to=2030-06-30&page=2`. Values of
 * the wrong shape are dropped, so a hand-edited URL shows the log rather than an error (the API
 * still refuses days in the wrong order, and the page says so).
 */
import { utcDay } from '@/domain/staff/audit-range';
import { SIGN_IN_EMAIL } from '@/domain/validation/fields';
import type { StaffAuditFilters } from '@/lib/api/staff-audit';

type Query = Record<string, string | string[] | undefined>;

const MAX_PAGE = 100_000;

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

function wholeNumber(text: string, max: number): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= max ? number : null;
}

export const NO_AUDIT_FILTERS: StaffAuditFilters = { person: '', storeId: null, from: '', to: '', page: 1 };

export function auditFiltersOf(query: Query): StaffAuditFilters {
  const day = (text: string) => (utcDay(text) ? text : '');
  return {
    person: first(query.person).trim().slice(0, SIGN_IN_EMAIL.max),
    storeId: wholeNumber(first(query.store), 999_999_999),
    from: day(first(query.from)),
    to: day(first(query.to)),
    page: wholeNumber(first(query.page), MAX_PAGE) ?? 1,
  };
}

/** The log's path with its filters, the page only past the first: '/staff/audit?person=7&from=2030-06-01'. */
export function auditLogPath(filters: StaffAuditFilters): string {
  const params = new URLSearchParams();
  if (filters.person.trim()) params.set('person', filters.person.trim());
  if (filters.storeId !== null) params.set('store', String(filters.storeId));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `/staff/audit?${search}` : '/staff/audit';
}
