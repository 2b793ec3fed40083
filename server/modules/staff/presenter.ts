/** Staff rows as the API shows them: explicit field maps, never a row (no password hash). */
import type { WireStaffMember, WireStaffSession, WireStaffStore } from '@/domain/wire/staff';
import type { IssuedStaffToken } from '@/server/auth/staff-sessions';
import type { StaffRow, StaffStoreRow } from './repository';

export function presentStore(row: StaffStoreRow): WireStaffStore {
  return { id: row.id, title: row.title, slug: row.slug, timeZone: row.timeZone, countryCode: row.countryCode };
}

export function presentStaff(row: StaffRow, stores: StaffStoreRow[]): WireStaffMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    brandId: row.brandId,
    mustChangePassword: row.mustChangePassword,
    stores: stores.map(presentStore),
  };
}

export function presentStaffSession(issued: IssuedStaffToken, row: StaffRow, stores: StaffStoreRow[]): WireStaffSession {
  return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), staff: presentStaff(row, stores) };
}
