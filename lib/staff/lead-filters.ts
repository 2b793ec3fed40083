/**
 * The catering leads list's filters as the console's URL carries them:
 * `?store=3&status=1,14&from=2030-06-01&to=2030-06-30&q=Ada&page=2`. A status may also come
 * repeated (`status=1&status=14`, what the filter form sends without script). Values of the
 * wrong shape are dropped, so a hand-edited URL shows the list rather than an error.
 */
import { isLeadStatusId } from '@/domain/catering/lead-status';
import { ESTIMATE_LIMITS, isEventDate } from '@/domain/validation/catering';
import type { StaffLeadFilters } from '@/lib/api/staff-lead-view';

type Query = Record<string, string | string[] | undefined>;

const MAX_PAGE = 100_000;

const all = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: string | string[] | undefined): string => all(value)[0] ?? '';

function wholeNumber(text: string, max: number): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= max ? number : null;
}

export const NO_LEAD_FILTERS: StaffLeadFilters = { storeId: null, statuses: [], from: '', to: '', q: '', page: 1 };

export function leadFiltersOf(query: Query): StaffLeadFilters {
  const statuses = all(query.status)
    .flatMap((text) => text.split(','))
    .map((text) => wholeNumber(text.trim(), 99))
    .filter((id): id is number => isLeadStatusId(id));
  const date = (text: string) => (isEventDate(text) ? text : '');
  return {
    storeId: wholeNumber(first(query.store), 999_999_999),
    statuses: [...new Set(statuses)].sort((a, b) => a - b),
    from: date(first(query.from)),
    to: date(first(query.to)),
    q: first(query.q).slice(0, ESTIMATE_LIMITS.search.max),
    page: wholeNumber(first(query.page), MAX_PAGE) ?? 1,
  };
}

/** The list's path with its filters, the page only past the first: '/staff/leads?status=1,14&q=Ada'. */
export function leadListPath(filters: StaffLeadFilters): string {
  const params = new URLSearchParams();
  if (filters.storeId !== null) params.set('store', String(filters.storeId));
  if (filters.statuses.length > 0) params.set('status', filters.statuses.join(','));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString().replace(/%2C/g, ',');
  return search ? `/staff/leads?${search}` : '/staff/leads';
}
