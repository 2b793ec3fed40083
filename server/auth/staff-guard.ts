/**
 * Staff routes' guard: a preHandler that accepts only a valid, unrevoked, unexpired staff token
 * (audience of the staff console) and puts its member on `request.staff`. A customer token, like
 * no token, is a 401; a staff token never signs a customer in (plugin.ts checks the customer
 * audience). While the member's password is a one-time password, only the routes marked
 * `allowOneTimePassword` answer; the others refuse with 403 password_change_required. So it is
 * for a brand admin without a confirmed second factor (403 second_factor_enrolment_required). A
 * sign-in halfway (the second factor's challenge) has an audience of its own and is refused here.
 */
import type { FastifyRequest } from 'fastify';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import { SECOND_FACTOR_MESSAGES } from '@/domain/staff/second-factor-messages';
import type { Database } from '@/server/db/client';
import { ForbiddenError, UnauthorizedError } from '@/server/errors';
import { createStaffJwtSigner } from './jwt';
import { bearerToken } from './plugin';
import { findActiveStaffSession } from './repository';
import type { StaffIdentity } from './staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffIdentity | null;
  }
}

export type StaffGuard = (request: FastifyRequest) => Promise<void>;
export type StaffGuards = { signedIn: StaffGuard; ready: StaffGuard };

export function staffSignInRequired(): UnauthorizedError {
  return new UnauthorizedError(STAFF_MESSAGES.staffSignInRequired, { code: 'staff_sign_in_required' });
}

/** `signedIn` lets a one-time password or a missing second factor through (me, sign-out, change password, enrolment); `ready` does not. */
export function createStaffGuards({ db, jwtSecret, now }: { db: Database; jwtSecret: string; now: () => Date }): StaffGuards {
  const signer = createStaffJwtSigner(jwtSecret);
  async function identify(request: FastifyRequest): Promise<StaffIdentity> {
    const token = bearerToken(request.headers);
    const at = now();
    const claims = token ? await signer.verify(token, at) : null;
    const staff = claims ? await findActiveStaffSession(db, claims.staffId, claims.sessionId, at) : null;
    if (!staff) throw staffSignInRequired();
    request.staff = staff;
    return staff;
  }
  return {
    signedIn: async (request) => {
      await identify(request);
    },
    ready: async (request) => {
      const staff = await identify(request);
      if (staff.mustChangePassword) throw new ForbiddenError(STAFF_MESSAGES.passwordChangeRequired, { code: 'password_change_required' });
      if (staff.mustEnrolSecondFactor) throw new ForbiddenError(SECOND_FACTOR_MESSAGES.enrolmentRequired, { code: 'second_factor_enrolment_required' });
    },
  };
}

/** The member of a guarded route. */
export function signedInStaff(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw staffSignInRequired();
  return request.staff;
}
