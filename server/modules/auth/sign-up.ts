/**
 * Sign-up: every problem is listed (the first as the message);
 * the customer is created unverified, signed in, and sent a verification link.
 */
import { randomBytes } from 'node:crypto';
import { interpolate } from '@/domain/interpolate';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import { passwordErrorDetail, passwordMessage, passwordProblem, passwordProblemOfMessage } from '@/domain/passwords';
import { isEmail, isValidPhone } from '@/domain/validation';
import type { WireAuthSession, WireSignUpRequest } from '@/domain/wire/accounts';
import { BadRequestError, ConflictError } from '@/server/errors';
import type { AuthCaller, AuthDeps } from './deps';
import { sendAccountMail } from './mail';
import { hashPassword } from './password-hash';
import { presentSession } from './presenter';
import { findCustomerByEmail, findCustomerByReferralCode, insertCustomer, normalizeEmail } from './repository';

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

export async function signUp(deps: AuthDeps, caller: AuthCaller, body: WireSignUpRequest): Promise<WireAuthSession> {
  const errors = signUpProblems(body, deps.isCommon);
  if (errors.length > 0) {
    const problem = passwordProblemOfMessage(errors[0]!);
    throw new BadRequestError(errors[0]!, errors, problem ? passwordErrorDetail(problem) : undefined);
  }
  const email = normalizeEmail(body.email);
  const referredBy = await checkReferral(deps, body.referralCode);
  if (await findCustomerByEmail(deps.db, email)) throw emailTaken(email);
  const row = await insertCustomer(deps.db, {
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
  });
  if (!row) throw emailTaken(email);
  await sendAccountMail(deps, row, 'verify-email');
  return presentSession(await deps.issue(row.id), row);
}

function emailTaken(email: string): ConflictError {
  return new ConflictError(interpolate(ACCOUNT_MESSAGES.emailTaken, { email }), { code: 'email_taken', params: { email } });
}

async function checkReferral(deps: AuthDeps, code: string | undefined): Promise<string | null> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return null;
  if (!(await findCustomerByReferralCode(deps.db, wanted))) throw new BadRequestError(`Referral code "${wanted}" was not found`);
  return wanted;
}
