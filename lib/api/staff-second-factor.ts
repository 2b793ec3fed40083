/** The staff second factor's calls (contract: domain/wire/staff-second-factor.ts). */
import type { WireStaffSession } from '@/domain/wire/staff';
import { STAFF_SECOND_FACTOR_PATHS as PATHS, type WireStaffEnrolment, type WireStaffRecoveryCodes } from '@/domain/wire/staff-second-factor';
import { apiPost, type ApiContext } from './client';

const path = (relative: string) => `/online-ordering${relative}`;

export function staffSecondFactor(ctx: ApiContext, challenge: string, code: string): Promise<WireStaffSession> {
  return apiPost(ctx, path(PATHS.signIn), { challenge, code });
}

export function beginStaffEnrolment(ctx: ApiContext): Promise<WireStaffEnrolment> {
  return apiPost(ctx, path(PATHS.enrolment), undefined);
}

export function confirmStaffEnrolment(ctx: ApiContext, code: string): Promise<WireStaffRecoveryCodes> {
  return apiPost(ctx, path(PATHS.confirm), { code });
}

/** The shapes the console's sign-in steps read (components never import the wire contract). */
export type { WireStaffSession as StaffSession } from '@/domain/wire/staff';
export type { WireStaffEnrolment as StaffEnrolment } from '@/domain/wire/staff-second-factor';
export { isSecondFactorChallenge } from '@/domain/wire/staff-second-factor';
