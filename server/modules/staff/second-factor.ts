/**
 * The second factor of staff sign-in (TOTP), as use cases:
 * - a member with a confirmed key gets a challenge for a right password, never a session; the
 *   challenge (5 minutes, an audience no staff route accepts) and a code of the app, or an unused
 *   recovery code, then sign in. A wrong, expired or replayed code is a failed try on the same
 *   budgets as a wrong password, and an audit row;
 * - a brand admin without one enrols once their password is their own: a new key (shown until
 *   confirmed), a first code to confirm it, then ten recovery codes shown once and kept hashed;
 * - a brand admin may reset another member's second factor (audited): the member's sessions end
 *   and they enrol again at their next sign-in.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import { RECOVERY_CODE_COUNT, recoveryCodeFromBytes, recoveryCodeOf, secondFactorRequired, TOTP, totpCodeOf } from '@/domain/staff/second-factor';
import { SECOND_FACTOR_MESSAGES as MESSAGES, secondFactorErrorCode, type SecondFactorMessageName } from '@/domain/staff/second-factor-messages';
import type { WireStaffSession } from '@/domain/wire/staff';
import type { WireSecondFactorReset, WireStaffEnrolment, WireStaffRecoveryCodes, WireStaffSecondFactorChallenge, WireStaffSecondFactorRequest } from '@/domain/wire/staff-second-factor';
import { revokeOtherStaffSessions } from '@/server/auth/repository';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import { staffSignInRequired } from '@/server/auth/staff-guard';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '@/server/errors';
import { throttledCheck, throttleKeys } from '@/server/modules/auth';
import { interpolate } from '@/domain/interpolate';
import { recordAudit } from './audit';
import type { StaffCaller, StaffDeps } from './deps';
import { recordFailedSignIn, recordingThrottled } from './failed-sign-in';
import { presentStaffSession } from './presenter';
import { findStaffById, storesOf, type StaffRow } from './repository';
import * as factors from './second-factor-repository';
import { matchTotp, newTotpSecret, totpQrSvg, totpUri } from './totp';

/** How long the code may take after the password. */
export const CHALLENGE_SECONDS = 5 * 60;

/** Staff budgets are apart from customers' even for the same email (as the password's). */
const staffThrottleKeys = (email: string, ip: string) => throttleKeys(`staff:${email}`, `staff:${ip}`);

const code = (name: SecondFactorMessageName) => ({ code: secondFactorErrorCode(name) });

export function hashRecoveryCode(recoveryCode: string): string {
  return createHash('sha256').update(recoveryCode).digest('hex');
}

export async function secondFactorChallenge(deps: StaffDeps, staffId: number): Promise<WireStaffSecondFactorChallenge> {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_SECONDS * 1000);
  const challenge = await deps.challenges.sign({ staffId, challengeId: randomUUID() }, expiresAt, now);
  return { secondFactorRequired: true, challenge, expiresAt: expiresAt.toISOString() };
}

/** Whether the member signs in in two steps: they have a confirmed key. */
export async function hasSecondFactor(deps: Pick<StaffDeps, 'db'>, staffId: number): Promise<boolean> {
  return Boolean((await factors.findSecondFactor(deps.db, staffId))?.confirmedAt);
}

/** Checks a typed code against the member's confirmed key or unused recovery codes, using it up when right. */
async function useCode(deps: StaffDeps, staffId: number, typed: string): Promise<'totp' | 'recovery-code' | null> {
  const now = deps.now();
  const totp = totpCodeOf(typed);
  const recovery = totp ? null : recoveryCodeOf(typed);
  if (!totp && !recovery) return null;
  return deps.db.transaction(async (tx) => {
    const factor = await factors.lockSecondFactor(tx, staffId);
    if (!factor?.confirmedAt) return null;
    if (recovery) return (await factors.useRecoveryCode(tx, staffId, hashRecoveryCode(recovery), now)) ? 'recovery-code' : null;
    const step = matchTotp(factor.secret, totp!, now, factor.lastUsedStep);
    if (step === null) return null;
    await factors.setLastUsedStep(tx, staffId, step);
    return 'totp';
  });
}

export async function completeSecondFactor(deps: StaffDeps, caller: StaffCaller, body: WireStaffSecondFactorRequest): Promise<WireStaffSession> {
  const claims = await deps.challenges.verify(body.challenge, deps.now());
  const staff = claims ? await findStaffById(deps.db, claims.staffId) : undefined;
  if (!staff) throw new UnauthorizedError(MESSAGES.challengeExpired, code('challengeExpired'));
  let used: 'totp' | 'recovery-code' | null = null;
  const ok = await throttledCheck(deps, staffThrottleKeys(staff.email, caller.ip), async () => {
    used = await useCode(deps, staff.id, body.code);
    return used !== null;
  }).catch(recordingThrottled(deps, caller, staff.email));
  if (!ok) {
    await recordFailedSignIn(deps, caller, staff.email, 'wrong-second-factor');
    throw new UnauthorizedError(MESSAGES.codeWrong, code('codeWrong'));
  }
  const issued = await deps.issue(staff.id);
  await recordAudit(deps.db, { staffId: staff.id, action: 'sign-in', subjectType: 'staff', subjectId: String(staff.id), after: { sessionId: issued.sessionId, secondFactor: used }, requestId: caller.requestId, clientAddress: caller.ip, at: deps.now() });
  return presentStaffSession(issued, staff, await storesOf(deps.db, staff), true);
}

/** The member who may enrol now: a brand admin whose password is their own and who has no confirmed key. */
async function enrollingMember(deps: StaffDeps, identity: StaffIdentity): Promise<StaffRow> {
  const row = await findStaffById(deps.db, identity.id);
  if (!row) throw staffSignInRequired();
  if (!secondFactorRequired(row.role)) throw new ForbiddenError(MESSAGES.adminsOnly, code('adminsOnly'));
  if (row.mustChangePassword) throw new ForbiddenError(STAFF_MESSAGES.passwordChangeRequired, { code: 'password_change_required' });
  if (await hasSecondFactor(deps, row.id)) throw new ConflictError(MESSAGES.alreadyEnrolled, code('alreadyEnrolled'));
  return row;
}

/** A new key for the member (replacing one that waited unconfirmed), as text, URI and QR code. */
export async function beginEnrolment(deps: StaffDeps, identity: StaffIdentity): Promise<WireStaffEnrolment> {
  const row = await enrollingMember(deps, identity);
  const secret = newTotpSecret();
  await factors.savePendingSecondFactor(deps.db, row.id, secret, deps.now());
  const uri = totpUri(secret, row.email);
  return { secret, uri, qrSvg: await totpQrSvg(uri), issuer: TOTP.issuer, account: row.email };
}

export async function confirmEnrolment(deps: StaffDeps, caller: StaffCaller, identity: StaffIdentity, typed: string): Promise<WireStaffRecoveryCodes> {
  const row = await enrollingMember(deps, identity);
  const pending = await factors.findSecondFactor(deps.db, row.id);
  if (!pending) throw new ConflictError(MESSAGES.notStarted, code('notStarted'));
  const now = deps.now();
  const totp = totpCodeOf(typed);
  let step: number | null = null;
  const ok = await throttledCheck(deps, staffThrottleKeys(row.email, caller.ip), async () => {
    step = totp ? matchTotp(pending.secret, totp, now, null) : null;
    return step !== null;
  });
  if (!ok) throw new BadRequestError(MESSAGES.codeWrong, undefined, code('codeWrong'));
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFromBytes(randomBytes(10)));
  await deps.db.transaction(async (tx) => {
    await factors.confirmSecondFactor(tx, row.id, step, now);
    await factors.replaceRecoveryCodes(tx, row.id, recoveryCodes.map(hashRecoveryCode));
    await recordAudit(tx, { staffId: row.id, action: 'second-factor-enrol', subjectType: 'staff', subjectId: String(row.id), after: { recoveryCodes: RECOVERY_CODE_COUNT }, requestId: caller.requestId, clientAddress: caller.ip, at: now });
  });
  return { recoveryCodes };
}

export async function resetSecondFactor(deps: StaffDeps, caller: StaffCaller, admin: StaffIdentity, staffId: number): Promise<WireSecondFactorReset> {
  if (admin.role !== 'brand_admin') throw new ForbiddenError(MESSAGES.resetAdminsOnly, code('resetAdminsOnly'));
  const member = await findStaffById(deps.db, staffId);
  if (!member || member.brandId !== admin.brandId) {
    throw new NotFoundError(interpolate(MESSAGES.memberNotFound, { id: staffId }), { ...code('memberNotFound'), params: { id: staffId } });
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const had = await factors.deleteSecondFactor(tx, member.id);
    await recordAudit(tx, { staffId: admin.id, action: 'second-factor-reset', subjectType: 'staff', subjectId: String(member.id), before: { enrolled: had }, after: { enrolled: false }, requestId: caller.requestId, clientAddress: caller.ip, at: now });
  });
  // The member's sessions end (the caller's own stays when they reset themselves).
  await revokeOtherStaffSessions(deps.db, member.id, now, admin.sessionId);
  return { code: 'second_factor_reset', message: `The second factor of ${member.email} was reset: they set up an authenticator app at their next sign-in` };
}
