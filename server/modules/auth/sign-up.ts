/**
 * Sign-up: every problem is listed (the first as the message); the phone is a number of the
 * market's country, national or with its +, kept in E.164 (domain/validation/phones.ts); the customer is created
 * unverified and sent a verification link, and signs in with the password they chose. An address
 * that already has an account answers the same, and its owner gets a notice instead.
 */
import { randomBytes } from 'node:crypto';
import { messageCode } from '@/domain/error-codes';
import { interpolate } from '@/domain/interpolate';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import { passwordErrorDetail, passwordMessage, passwordProblem } from '@/domain/passwords';
import { countryOfLocale, type CountryCode } from '@/domain/markets';
import { isEmail } from '@/domain/validation';
import { isPhoneOf, phoneE164 } from '@/domain/validation/phones';
import type { WireAccepted, WireSignUpRequest } from '@/domain/wire/accounts';
import { BadRequestError, type ErrorDetail } from '@/server/errors';
import { spendAddressBudget, spendClientBudget } from './budgets';
import type { AuthCaller, AuthDeps } from './deps';
import { sendAccountMail, sendSignUpNotice } from './mail';
import { hashPassword } from './password-hash';
import { findCustomerByEmail, findCustomerByReferralCode, insertCustomer, normalizeEmail, type CustomerRow, type NewCustomer } from './repository';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  return Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

type SignUpProblem = { message: string; detail: ErrorDetail };

const fieldProblem = (name: keyof typeof VALIDATION_MESSAGES): SignUpProblem => ({ message: VALIDATION_MESSAGES[name], detail: { code: messageCode(name) } });

/** Each problem of the form once, in the form's order, with its code. */
function problemsOf(body: WireSignUpRequest, isCommon: (password: string) => boolean, country: CountryCode): SignUpProblem[] {
  const problems: SignUpProblem[] = [];
  for (const field of [body.firstName, body.lastName, body.phone] as const) {
    if (!field.trim()) problems.push(fieldProblem('fieldRequired'));
  }
  if (body.phone.trim() && !isPhoneOf(country, body.phone)) problems.push(fieldProblem('invalidPhone'));
  if (!body.email.trim()) problems.push(fieldProblem('emailRequired'));
  else if (!isEmail(body.email)) problems.push(fieldProblem('emailFormatIncorrect'));
  else if (normalizeEmail(body.email) !== normalizeEmail(body.emailConfirmation)) problems.push(fieldProblem('emailsMustMatch'));
  const problem = passwordProblem(body.password, isCommon);
  if (problem) problems.push({ message: passwordMessage(problem), detail: passwordErrorDetail(problem) });
  else if (body.password !== body.passwordConfirmation) problems.push(fieldProblem('passwordsMustMatch'));
  return problems.filter((item, index) => problems.findIndex((other) => other.message === item.message) === index);
}

export function signUpProblems(body: WireSignUpRequest, isCommon: (password: string) => boolean, country: CountryCode): string[] {
  return problemsOf(body, isCommon, country).map((problem) => problem.message);
}

/**
 * Answers "check your email" alike whether or not the address has an account, and in about the
 * same time: the password is hashed and the insert tried either way, and the mail (a verification
 * link to a new account, a notice to an existing one's owner) goes after the answer. No session
 * comes back: a session for a new address only would tell the caller the address was free.
 */
export async function signUp(deps: AuthDeps, caller: AuthCaller, body: WireSignUpRequest): Promise<WireAccepted> {
  const country = countryOfLocale(caller.locale);
  const problems = problemsOf(body, deps.isCommon, country);
  if (problems.length > 0) {
    throw new BadRequestError(problems[0]!.message, problems.map((problem) => problem.message), problems[0]!.detail);
  }
  const email = normalizeEmail(body.email);
  const referredBy = await checkReferral(deps, body.referralCode);
  await spendClientBudget(deps, 'sign-up', caller.ip);
  const customer: NewCustomer = {
    email,
    passwordHash: await hashPassword(body.password),
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    phone: phoneE164(body.phone, country)!,
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
