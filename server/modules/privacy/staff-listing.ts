/**
 * The privacy requests of a brand for its brand administrators, newest first, each with its legal
 * due date and outcome. Store staff are refused: requests are about people, not stores.
 */
import type { WirePrivacyPage, WireStaffPrivacyRequest } from '@/domain/wire/privacy';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import type { PageRequest } from '@/server/schemas/common';
import { privacyError } from './fields';
import { brandRequests, type PrivacyRequestRow } from './repository';

export function presentRequest(row: PrivacyRequestRow): WireStaffPrivacyRequest {
  return {
    id: row.id,
    requestType: row.requestType,
    requestorType: row.requestorType,
    agentName: row.agentName,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    status: row.status,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    outcome: row.outcome,
    locale: row.locale,
  };
}

export async function staffPrivacyRequests(db: Database, staff: StaffIdentity, { page, pageSize }: PageRequest): Promise<WirePrivacyPage> {
  if (staff.role !== 'brand_admin') throw privacyError(403, 'brandAdminOnly');
  const { rows, total } = await brandRequests(db, staff.brandId, { page, pageSize });
  return { data: rows.map(presentRequest), total, page, pageSize };
}
