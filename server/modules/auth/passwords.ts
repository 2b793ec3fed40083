/**
 * Forgot password (always 202, a single-use 1-hour link mailed after the answer), set password with that link (used or
 * expired links say so) and change password when signed in. A new password revokes the other
 * sessions (set-password all of them, change-password all but the caller's) and ends every
 * reset link still outstanding for the account.
 */
import { interpolate } from '@/domain/interpolate';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import { passwordErrorDetail, passwordMessage, passwordProblem } from '@/domain/passwords';
import type { WireAccepted, WireChangePasswordRequest, WireSetPasswordRequest } from '@/domain/wire/accounts';
import type { AuthCustomer } from '@/server/auth/plugin';
import { revokeOtherSessions } from '@/server/auth/repository';
import { BadRequestError, UnauthorizedError } from '@/server/errors';
import { spendAddressBudget, spendClientBudget } from './budgets';
import type { AuthCaller, AuthDeps } from './deps';
import { expireOutstandingTokens, linkRefused, useLinkOrRefuse, type LinkRefusals } from './email-tokens';
import { sendAccountMail } from './mail';
import { hashPassword, verifyPassword } from './password-hash';
import { findCustomerByEmail, findCustomerById, normalizeEmail, updateCustomer } from './repository';
import { throttledCheck } from './sign-in';
import { clearAccount, throttleKeys } from './throttle';

const LINK_REFUSALS: LinkRefusals = {
  invalid: { message: ACCOUNT_MESSAGES.resetLinkInvalid, code: 'reset_link_invalid' },
  used: { message: ACCOUNT_MESSAGES.resetLinkUsed, code: 'reset_link_used' },
  expired: { message: ACCOUNT_MESSAGES.resetLinkExpired, code: 'reset_link_expired' },
};

function checkNewPassword(deps: AuthDeps, password: string): void {
  const problem = passwordProblem(password, deps.isCommon);
  if (problem) throw new BadRequestError(passwordMessage(problem), undefined, passwordErrorDetail(problem));
}

/**
 * Answers the same, in the same time, whether or not the address has an account: the caller's
 * budget is the only work before the answer; finding the account and mailing the link come after.
 */
export async function forgotPassword(deps: AuthDeps, caller: AuthCaller, email: string): Promise<WireAccepted> {
  if (!email.trim()) throw new BadRequestError(VALIDATION_MESSAGES.emailRequired, undefined, { code: 'email_required' });
  const shown = normalizeEmail(email);
  await spendClientBudget(deps, 'forgot-password', caller.ip);
  deps.later('reset mail', () => mailResetLink(deps, shown));
  return { code: 'reset_email_sent', message: interpolate(ACCOUNT_MESSAGES.resetEmailSent, { email: shown }), params: { email: shown } };
}

async function mailResetLink(deps: AuthDeps, email: string): Promise<void> {
  const customer = await findCustomerByEmail(deps.db, email);
  if (customer && (await spendAddressBudget(deps, 'forgot-password', customer.email))) await sendAccountMail(deps, customer, 'reset-password');
}

export async function setPassword(deps: AuthDeps, body: WireSetPasswordRequest): Promise<WireAccepted> {
  // The password is checked first, so a refused password does not spend the link.
  checkNewPassword(deps, body.password);
  const now = deps.now();
  const customerId = await useLinkOrRefuse(deps.db, body.token, 'reset-password', now, LINK_REFUSALS);
  const customer = await updateCustomer(deps.db, customerId, { passwordHash: await hashPassword(body.password) }, now);
  if (!customer) throw linkRefused(LINK_REFUSALS.invalid);
  if (!customer.emailVerifiedAt) await updateCustomer(deps.db, customer.id, { emailVerifiedAt: now }, now);
  await expireOutstandingTokens(deps.db, customer.id, 'reset-password', now);
  await revokeOtherSessions(deps.db, customer.id, now);
  await clearAccount(deps.db, throttleKeys(customer.email, ''));
  return { code: 'password_set', message: ACCOUNT_MESSAGES.passwordSet };
}

export async function changePassword(
  deps: AuthDeps,
  caller: AuthCaller,
  signedIn: AuthCustomer,
  body: WireChangePasswordRequest,
): Promise<WireAccepted> {
  const customer = await findCustomerById(deps.db, signedIn.id);
  if (!customer) throw new UnauthorizedError(ACCOUNT_MESSAGES.signInRequired, { code: 'sign_in_required' });
  if (!customer.passwordHash) throw new BadRequestError(ACCOUNT_MESSAGES.noPasswordYet, undefined, { code: 'no_password_yet' });
  const hash = customer.passwordHash;
  const ok = await throttledCheck(deps, throttleKeys(customer.email, caller.ip), () => verifyPassword(body.currentPassword, hash));
  if (!ok) throw new BadRequestError(ACCOUNT_MESSAGES.currentPasswordWrong, undefined, { code: 'current_password_wrong' });
  checkNewPassword(deps, body.newPassword);
  if (body.newPassword === body.currentPassword) throw new BadRequestError(ACCOUNT_MESSAGES.newPasswordSameAsCurrent, undefined, { code: 'new_password_same_as_current' });
  const now = deps.now();
  await updateCustomer(deps.db, customer.id, { passwordHash: await hashPassword(body.newPassword) }, now);
  await expireOutstandingTokens(deps.db, customer.id, 'reset-password', now);
  await revokeOtherSessions(deps.db, customer.id, now, signedIn.sessionId);
  return { code: 'password_changed', message: ACCOUNT_MESSAGES.passwordChanged };
}
