/** Staff rows as the API shows them: explicit field maps, never a row (no password hash). */
import type { WireStaffMember, WireStaffSession, WireStaffStore } from '@/domain/wire/staff';
import { secondFactorRequired } from '@/domain/staff/second-factor';
import type { IssuedStaffToken } from '@/server/auth/staff-sessions';
import type { StaffRow, StaffStoreRow } from './repository';

export function presentStore(row: StaffStoreRow): WireStaffStore {
  return { id: row.id, title: row.title, slug: row.slug, timeZone: row.timeZone, countryCode: row.countryCode };
}

/** `enrolled`: the member has a confirmed second factor. */
export function presentStaff(row: StaffRow, stores: StaffStoreRow[], enrolled: boolean): WireStaffMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    brandId: row.brandId,
    mustChangePassword: row.mustChangePassword,
    secondFactorEnrolmentRequired: secondFactorRequired(row.role) && !enrolled,
    stores: stores.map(presentStore),
  };
}

export function presentStaffSession(issued: IssuedStaffToken, row: StaffRow, stores: StaffStoreRow[], enrolled: boolean): WireStaffSession {
  return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), staff: presentStaff(row, stores, enrolled) };
}
