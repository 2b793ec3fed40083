/**
 * Sign-up: every problem is listed (the first as the message); the customer is created
 * unverified and sent a verification link, and signs in with the password they chose. An address
 * that already has an account answers the same, and its owner gets a notice instead.
 */
import { randomBytes } from 'node:crypto';
import { interpolate } from '@/domain/interpolate';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import { passwordErrorDetail, passwordMessage, passwordProblem, passwordProblemOfMessage } from '@/domain/passwords';
import { isEmail, isValidPhone } from '@/domain/validation';
import type { WireAccepted, WireSignUpRequest } from '@/domain/wire/accounts';
import { BadRequestError } from '@/server/errors';
import { spendAddressBudget, spendClientBudget } from './budgets';
import type { AuthCaller, AuthDeps } from './deps';
import { sendAccountMail, sendSignUpNotice } from './mail';
import { hashPassword } from './password-hash';
import { findCustomerByEmail, findCustomerByReferralCode, insertCustomer, normalizeEmail, type CustomerRow, type NewCustomer } from './repository';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  return Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

export function signUpProblems(body: WireSignUpRequest, isCommon: (password: string) => boolean): string[] {
  const errors: string[] = [];
  for (const field of [body.firstName, body.lastName, body.phone] as const) {
    if (!field.trim()) errors.push(VALIDATION_MESSAGES.fieldRequired);
  }
  if (body.phone.trim() && !isValidPhone(body.phone)) errors.push(VALIDATION_MESSAGES.invalidPhone);
  if (!body.email.trim()) errors.push(VALIDATION_MESSAGES.emailRequired);
  else if (!isEmail(body.email)) errors.push(VALIDATION_MESSAGES.emailFormatIncorrect);
  else if (normalizeEmail(body.email) !== normalizeEmail(body.emailConfirmation)) errors.push(VALIDATION_MESSAGES.emailsMustMatch);
  const problem = passwordProblem(body.password, isCommon);
  if (problem) errors.push(passwordMessage(problem));
  else if (body.password !== body.passwordConfirmation) errors.push(VALIDATION_MESSAGES.passwordsMustMatch);
  return [...new Set(errors)];
}

/**
 * Answers "check your email" alike whether or not the address has an account, and in about the
 * same time: the password is hashed and the insert tried either way, and the mail (a verification
 * link to a new account, a notice to an existing one's owner) goes after the answer. No session
 * comes back: a session for a new address only would tell the caller the address was free.
 */
export async function signUp(deps: AuthDeps, caller: AuthCaller, body: WireSignUpRequest): Promise<WireAccepted> {
  const errors = signUpProblems(body, deps.isCommon);
  if (errors.length > 0) {
    const problem = passwordProblemOfMessage(errors[0]!);
    throw new BadRequestError(errors[0]!, errors, problem ? passwordErrorDetail(problem) : undefined);
  }
  const email = normalizeEmail(body.email);
  const referredBy = await checkReferral(deps, body.referralCode);
  await spendClientBudget(deps, 'sign-up', caller.ip);
  const customer: NewCustomer = {
    email,
    passwordHash: await hashPassword(body.password),
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    phone: body.phone.trim(),
    address: body.address?.trim() || null,
    city: body.city?.trim() || null,
    state: body.state?.trim() || null,
    zip: body.zip?.trim() || null,
    locale: caller.locale,
    referralCode: newReferralCode(),
    referredByCode: referredBy,
  };
  const { created, owner } = await createUnlessTaken(deps, customer);
  if (owner) {
    deps.later('sign-up mail', async () => {
      if (!(await spendAddressBudget(deps, 'sign-up', owner.email))) return;
      if (created) await sendAccountMail(deps, owner, 'verify-email');
      else await sendSignUpNotice(deps, owner);
    });
  }
  return { code: 'sign_up_email_sent', message: interpolate(ACCOUNT_MESSAGES.signUpEmailSent, { email }), params: { email } };
}

/**
 * Inserts the customer unless the email has an account; either way reads the account back, so a
 * taken address costs the same queries as a new one. A referral code that another customer drew
 * (one chance in 10^12) is drawn again.
 */
async function createUnlessTaken(deps: AuthDeps, customer: NewCustomer): Promise<{ created: boolean; owner: CustomerRow | undefined }> {
  for (let attempt = 1; ; attempt += 1) {
    const row = await insertCustomer(deps.db, customer);
    const owner = await findCustomerByEmail(deps.db, customer.email);
    if (owner || attempt >= 3) return { created: row !== undefined && owner?.id === row.id, owner };
    customer = { ...customer, referralCode: newReferralCode() };
  }
}

async function checkReferral(deps: AuthDeps, code: string | undefined): Promise<string | null> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return null;
  if (!(await findCustomerByReferralCode(deps.db, wanted))) throw new BadRequestError(`Referral code "${wanted}" was not found`);
  return wanted;
}
