/**
 * Staff sign-in (throttled like customers', on budgets of its own), sign-out, the signed-in
 * member, and changing the password, which a one-time password requires before anything else.
 * A member with a second factor gets a challenge for a right password, not a session
 * (second-factor.ts completes the sign-in).
 * Each of them is recorded in the audit log.
 */
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import { passwordErrorDetail, passwordMessage, passwordProblem } from '@/domain/passwords';
import { staffMaySignIn } from '@/domain/staff/one-time-passwords';
import { isEmail } from '@/domain/validation';
import type { WireAccepted } from '@/domain/wire/accounts';
import type { WireStaffChangePasswordRequest, WireStaffLoginRequest, WireStaffMember } from '@/domain/wire/staff';
import type { WireStaffLoginAnswer } from '@/domain/wire/staff-second-factor';
import { revokeOtherStaffSessions, revokeStaffSession } from '@/server/auth/repository';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import { staffSignInRequired } from '@/server/auth/staff-guard';
import { BadRequestError, UnauthorizedError } from '@/server/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword, throttledCheck, throttleKeys } from '@/server/modules/auth';
import { recordAudit } from './audit';
import type { StaffCaller, StaffDeps } from './deps';
import { recordFailedSignIn, recordingThrottled } from './failed-sign-in';
import { presentStaff, presentStaffSession } from './presenter';
import { hasSecondFactor, secondFactorChallenge } from './second-factor';
import { findStaffByEmail, findStaffById, normalizeStaffEmail, storesOf, updateStaffPassword, type StaffRow } from './repository';

/** Staff budgets are apart from customers' even for the same email. */
const staffThrottleKeys = (email: string, ip: string) => throttleKeys(`staff:${email}`, `staff:${ip}`);

export async function staffLogin(deps: StaffDeps, caller: StaffCaller, body: WireStaffLoginRequest): Promise<WireStaffLoginAnswer> {
  if (!body.email.trim()) throw new BadRequestError(VALIDATION_MESSAGES.emailRequired, undefined, { code: 'email_required' });
  if (!isEmail(body.email)) throw new BadRequestError(VALIDATION_MESSAGES.emailFormatIncorrect, undefined, { code: 'email_format_incorrect' });
  if (!body.password) throw new BadRequestError(VALIDATION_MESSAGES.passwordRequired, undefined, { code: 'password_required' });
  const email = normalizeStaffEmail(body.email);
  let staff: StaffRow | undefined;
  // With a second factor the password is only the first step: it leaves the failed tries counted.
  const known = await findStaffByEmail(deps.db, email);
  const twoSteps = known ? await hasSecondFactor(deps, known.id) : false;
  const ok = await throttledCheck(deps, staffThrottleKeys(email, caller.ip), async () => {
    staff = await findStaffByEmail(deps.db, email);
    // An expired one-time password, or a demo account outside demo mode, fails like a wrong password.
    return staff
      ? (await verifyPassword(body.password, staff.passwordHash)) && staffMaySignIn(staff, { demoMode: deps.demoMode, now: deps.now() })
      : verifyAgainstDummy(body.password);
  }, { clearOnSuccess: !twoSteps }).catch(recordingThrottled(deps, caller, email));
  if (!staff || !ok) {
    await recordFailedSignIn(deps, caller, email, staff ? 'wrong-password' : 'unknown-email');
    throw new UnauthorizedError(VALIDATION_MESSAGES.wrongCredentials, { code: 'wrong_credentials' });
  }
  if (twoSteps) return secondFactorChallenge(deps, staff.id);
  const issued = await deps.issue(staff.id);
  await recordAudit(deps.db, { staffId: staff.id, action: 'sign-in', subjectType: 'staff', subjectId: String(staff.id), after: { sessionId: issued.sessionId }, requestId: caller.requestId, clientAddress: caller.ip, at: deps.now() });
  return presentStaffSession(issued, staff, await storesOf(deps.db, staff), false);
}

export async function staffLogout(deps: StaffDeps, caller: StaffCaller, staff: StaffIdentity): Promise<void> {
  const now = deps.now();
  await revokeStaffSession(deps.db, staff.sessionId, now);
  await recordAudit(deps.db, { staffId: staff.id, action: 'sign-out', subjectType: 'staff', subjectId: String(staff.id), before: { sessionId: staff.sessionId }, requestId: caller.requestId, clientAddress: caller.ip, at: now });
}

export async function staffMe(deps: StaffDeps, staff: StaffIdentity): Promise<WireStaffMember> {
  const row = await findStaffById(deps.db, staff.id);
  if (!row) throw staffSignInRequired();
  return presentStaff(row, await storesOf(deps.db, row), await hasSecondFactor(deps, row.id));
}

export async function changeStaffPassword(
  deps: StaffDeps,
  caller: StaffCaller,
  staff: StaffIdentity,
  body: WireStaffChangePasswordRequest,
): Promise<WireAccepted> {
  const row = await findStaffById(deps.db, staff.id);
  if (!row) throw staffSignInRequired();
  const ok = await throttledCheck(deps, staffThrottleKeys(row.email, caller.ip), () => verifyPassword(body.currentPassword, row.passwordHash));
  if (!ok) throw new BadRequestError(ACCOUNT_MESSAGES.currentPasswordWrong, undefined, { code: 'current_password_wrong' });
  const problem = passwordProblem(body.newPassword, deps.isCommon);
  if (problem) throw new BadRequestError(passwordMessage(problem), undefined, passwordErrorDetail(problem));
  if (body.newPassword === body.currentPassword) throw new BadRequestError(ACCOUNT_MESSAGES.newPasswordSameAsCurrent, undefined, { code: 'new_password_same_as_current' });
  const now = deps.now();
  const hash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateStaffPassword(tx, row.id, hash, now);
    await recordAudit(tx, {
      staffId: row.id,
      action: 'change-password',
      subjectType: 'staff',
      subjectId: String(row.id),
      before: { mustChangePassword: row.mustChangePassword },
      after: { mustChangePassword: false },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
  });
  await revokeOtherStaffSessions(deps.db, row.id, now, staff.sessionId);
  return { code: 'password_changed', message: ACCOUNT_MESSAGES.passwordChanged };
}
