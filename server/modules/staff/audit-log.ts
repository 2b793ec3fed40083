/**
 * Reading the staff audit log: brand admins only (store staff are refused with 403, as the other
 * brand-wide lists refuse them), their brand's rows, filtered by member, store and days.
 */
import { interpolate } from '@/domain/interpolate';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import { AUDIT_RANGE_MAX_DAYS, auditRange } from '@/domain/staff/audit-range';
import type { WireStaffAuditPage } from '@/domain/wire/staff-audit';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { BadRequestError, ForbiddenError, NotFoundError } from '@/server/errors';
import { MAX_ID, type PageRequest } from '@/server/schemas/common';
import { auditLogPage, type AuditPerson } from './audit-log-repository';
import { presentAuditEntry } from './audit-log-presenter';
import { normalizeStaffEmail, storeOf } from './repository';

export type AuditLogQuery = PageRequest & { person?: string; storeId?: number; from?: string; to?: string };

function personOf(text: string | undefined): AuditPerson | null {
  const person = text?.trim();
  if (!person) return null;
  // A number past the id column's range is no account's: it is looked for as text, and finds nothing.
  return /^\d{1,10}$/.test(person) && Number(person) <= MAX_ID ? { staffId: Number(person) } : { email: normalizeStaffEmail(person) };
}

export async function staffAuditLog(db: Database, staff: StaffIdentity, query: AuditLogQuery): Promise<WireStaffAuditPage> {
  if (staff.role !== 'brand_admin') throw new ForbiddenError(STAFF_MESSAGES.auditLogBrandAdminOnly, { code: 'audit_log_brand_admin_only' });
  const range = auditRange(query.from, query.to);
  if (range === 'dateInvalid') throw new BadRequestError(STAFF_MESSAGES.dateInvalid, undefined, { code: 'date_invalid' });
  if (range === 'rangeInvalid') {
    const params = { days: AUDIT_RANGE_MAX_DAYS };
    throw new BadRequestError(interpolate(STAFF_MESSAGES.auditRangeInvalid, params), undefined, { code: 'audit_range_invalid', params });
  }
  if (query.storeId !== undefined && !(await storeOf(db, { id: staff.id, role: staff.role, brandId: staff.brandId }, query.storeId))) {
    const params = { storeId: query.storeId };
    throw new NotFoundError(interpolate(STAFF_MESSAGES.storeNotFound, params), { code: 'store_not_found', params });
  }
  const filter = { brandId: staff.brandId, person: personOf(query.person), storeId: query.storeId ?? null, ...range };
  const { rows, total } = await auditLogPage(db, filter, query);
  return { data: rows.map(presentAuditEntry), total, page: query.page, pageSize: query.pageSize };
}
