/**
 * The staff audit log call (contract: domain/wire/staff-audit.ts), for brand admins. Takes a
 * staff context (lib/staff/session.ts); store staff are refused with 403.
 */
import { STAFF_AUDIT_PATHS, type WireStaffAuditEntry, type WireStaffAuditPage } from '@/domain/wire/staff-audit';
import { apiGet, type ApiContext } from './client';

export type StaffAuditEntry = WireStaffAuditEntry;

/** A page of the log, with how many pages the filters give. */
export type StaffAuditPage = { entries: StaffAuditEntry[]; total: number; page: number; pageCount: number };

/** The filters as the console's form holds them: '' or null where nothing is asked. */
export type StaffAuditFilters = { person: string; storeId: number | null; from: string; to: string; page: number };

const STAFF_AUDIT_PAGE_SIZE = 50;

/** The query of the call: only the filters that are set. */
function auditQuery(filters: StaffAuditFilters): Record<string, string | number | undefined> {
  const person = filters.person.trim();
  return {
    person: person || undefined,
    storeId: filters.storeId ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: filters.page,
    pageSize: STAFF_AUDIT_PAGE_SIZE,
  };
}

function toStaffAuditPage(wire: WireStaffAuditPage): StaffAuditPage {
  return { entries: wire.data, total: wire.total, page: wire.page, pageCount: Math.max(1, Math.ceil(wire.total / wire.pageSize)) };
}

export async function fetchStaffAuditLog(ctx: ApiContext, filters: StaffAuditFilters): Promise<StaffAuditPage> {
  return toStaffAuditPage(await apiGet<WireStaffAuditPage>(ctx, `/online-ordering${STAFF_AUDIT_PATHS.auditLog}`, { query: auditQuery(filters) }));
}
