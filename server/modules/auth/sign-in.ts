/**
 * Sign-in with email and password (throttled), with Facebook (through the verifier), and
 * logout (revokes the session row, so the token stops working at once).
 */
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import { isEmail } from '@/domain/validation';
import type { SocialProvider, WireAuthSession, WireLoginRequest } from '@/domain/wire/accounts';
import { revokeSession } from '@/server/auth/repository';
import { BadRequestError, UnauthorizedError } from '@/server/errors';
import type { AuthCaller, AuthDeps } from './deps';
import { verifyAgainstDummy, verifyPassword } from './password-hash';
import { presentSession } from './presenter';
import { findCustomerByEmail, findCustomerByFacebookId, insertCustomer, normalizeEmail, updateCustomer, type CustomerRow } from './repository';
import { newReferralCode } from './sign-up';
import type { SocialProfile } from './social-verifier';
import { clearAccount, releaseAttempt, reserveAttempt, throttleKeys, type ThrottleKeys } from './throttle';
import { WaitError } from './wait-error';

export class TooManyAttemptsError extends WaitError {
  constructor(waitMs: number) {
    super(waitMs, {
      oneMinute: { message: ACCOUNT_MESSAGES.tooManySignInAttemptsOneMinute, code: 'too_many_sign_in_attempts_one_minute' },
      minutes: { message: ACCOUNT_MESSAGES.tooManySignInAttempts, code: 'too_many_sign_in_attempts' },
    });
  }
}

/**
 * Runs a password check with one try taken from the account's and the IP's budgets first (429
 * when either is spent). A check that returns false keeps the try as a failure; one that returns
 * true gives it back and clears the account's count; one that throws gives it back. With
 * `clearOnSuccess: false` a right answer gives its try back but leaves the count (a password that
 * is only the first of two steps must not wipe the second step's failures).
 */
export async function throttledCheck(
  deps: Pick<AuthDeps, 'db' | 'throttle' | 'now'>,
  keys: ThrottleKeys,
  check: () => Promise<boolean>,
  { clearOnSuccess = true }: { clearOnSuccess?: boolean } = {},
): Promise<boolean> {
  const reservation = await reserveAttempt(deps.db, keys, deps.throttle, deps.now());
  if (!reservation.allowed) throw new TooManyAttemptsError(reservation.waitMs);
  let ok: boolean;
  try {
    ok = await check();
  } catch (error) {
    await releaseAttempt(deps.db, reservation.rowIds);
    throw error;
  }
  if (ok) {
    await releaseAttempt(deps.db, reservation.rowIds);
    if (clearOnSuccess) await clearAccount(deps.db, keys);
  }
  return ok;
}

export async function login(deps: AuthDeps, caller: AuthCaller, body: WireLoginRequest): Promise<WireAuthSession> {
  if (!body.email.trim()) throw new BadRequestError(VALIDATION_MESSAGES.emailRequired, undefined, { code: 'email_required' });
  // The form's own rule: a text that is no email address is no account's, so it is not a try.
  if (!isEmail(body.email)) throw new BadRequestError(VALIDATION_MESSAGES.emailFormatIncorrect, undefined, { code: 'email_format_incorrect' });
  if (!body.password) throw new BadRequestError(VALIDATION_MESSAGES.passwordRequired, undefined, { code: 'password_required' });
  const email = normalizeEmail(body.email);
  let customer: CustomerRow | undefined;
  const ok = await throttledCheck(deps, throttleKeys(email, caller.ip), async () => {
    customer = await findCustomerByEmail(deps.db, email);
    return customer?.passwordHash ? verifyPassword(body.password, customer.passwordHash) : verifyAgainstDummy(body.password);
  });
  if (!customer || !ok) throw new UnauthorizedError(VALIDATION_MESSAGES.wrongCredentials, { code: 'wrong_credentials' });
  return presentSession(await deps.issue(customer.id), customer);
}

export async function logout(deps: AuthDeps, sessionId: string | undefined): Promise<void> {
  if (sessionId) await revokeSession(deps.db, sessionId, deps.now());
}

export async function socialLogin(deps: AuthDeps, caller: AuthCaller, provider: SocialProvider, accessToken: string): Promise<WireAuthSession> {
  const profile = await deps.verifier.verify(provider, accessToken);
  if (!profile) throw new UnauthorizedError(ACCOUNT_MESSAGES.socialNotConfirmed, { code: 'social_not_confirmed' });
  const customer = await customerForProfile(deps, caller, profile);
  return presentSession(await deps.issue(customer.id), customer);
}

/** The linked customer, else the one with the same email (now linked), else a new one. */
async function customerForProfile(deps: AuthDeps, caller: AuthCaller, profile: SocialProfile): Promise<CustomerRow> {
  const linked = await findCustomerByFacebookId(deps.db, profile.providerUserId);
  if (linked) return linked;
  if (!profile.email) throw new BadRequestError(ACCOUNT_MESSAGES.socialNoEmail, undefined, { code: 'social_no_email' });
  const email = normalizeEmail(profile.email);
  const now = deps.now();
  const existing = await findCustomerByEmail(deps.db, email);
  if (existing) {
    const changes = { facebookId: profile.providerUserId, emailVerifiedAt: existing.emailVerifiedAt ?? now };
    return (await updateCustomer(deps.db, existing.id, changes, now)) ?? existing;
  }
  const created = await insertCustomer(deps.db, {
    email,
    emailVerifiedAt: now,
    firstName: profile.firstName || email.split('@')[0]!.slice(0, 80),
    lastName: profile.lastName,
    locale: caller.locale,
    referralCode: newReferralCode(),
    facebookId: profile.providerUserId,
  });
  if (created) return created;
  // Another request created or linked it a moment ago.
  const raced = (await findCustomerByFacebookId(deps.db, profile.providerUserId)) ?? (await findCustomerByEmail(deps.db, email));
  if (!raced) throw new UnauthorizedError(ACCOUNT_MESSAGES.socialNotConfirmed, { code: 'social_not_confirmed' });
  return raced;
}
