/**
 * The staff second factor's contract (under /online-ordering). A member with a confirmed second
 * factor signs in in two steps: the password answers a challenge (a short-lived token that opens
 * no staff route), and the challenge with a code from the authenticator app, or a recovery code,
 * answers the session. A brand admin without one enrols before the console opens: the key (as a
 * QR code and as text), a first code to confirm it, then ten recovery codes shown once.
 */
import type { WireStaffSession } from './staff';

export const STAFF_SECOND_FACTOR_PATHS = {
  signIn: '/staff/login/second-factor',
  enrolment: '/staff/second-factor/enrolment',
  confirm: '/staff/second-factor/enrolment/confirm',
  reset: '/staff/members/:staffId/second-factor/reset',
} as const;

/** The password was right; the code comes next, with this challenge, before `expiresAt`. */
export type WireStaffSecondFactorChallenge = { secondFactorRequired: true; challenge: string; expiresAt: string };

/** POST /staff/login answers a session, or a challenge when the member has a second factor. */
export type WireStaffLoginAnswer = WireStaffSession | WireStaffSecondFactorChallenge;

export type WireStaffSecondFactorRequest = { challenge: string; code: string };

/** The key of an enrolment waiting for its first code: as text, as an otpauth:// URI and as a QR code (SVG). */
export type WireStaffEnrolment = { secret: string; uri: string; qrSvg: string; issuer: string; account: string };

export type WireStaffEnrolmentConfirm = { code: string };

/** The recovery codes, shown this once; each signs in once in place of a code. */
export type WireStaffRecoveryCodes = { recoveryCodes: string[] };

/** A member's second factor was reset: they enrol again at their next sign-in. */
export type WireSecondFactorReset = { code: 'second_factor_reset'; message: string };

export function isSecondFactorChallenge(answer: WireStaffLoginAnswer): answer is WireStaffSecondFactorChallenge {
  return 'secondFactorRequired' in answer && answer.secondFactorRequired === true;
}
