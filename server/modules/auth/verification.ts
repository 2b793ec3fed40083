/** The verification email (sent again on request) and the confirm-customer-email link. */
import { interpolate } from '@/domain/interpolate';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import type { WireAccepted, WireConfirmEmailAnswer } from '@/domain/wire/accounts';
import type { AuthCustomer } from '@/server/auth/plugin';
import { BadRequestError } from '@/server/errors';
import { spendAddressBudget, spendClientBudget, spendOwnAddressBudget } from './budgets';
import type { AuthCaller, AuthDeps } from './deps';
import { linkRefused, useLinkOrRefuse, type LinkRefusals } from './email-tokens';
import { sendAccountMail } from './mail';
import { presentCustomer } from './presenter';
import { findCustomerByEmail, findCustomerById, normalizeEmail, updateCustomer } from './repository';

const LINK_REFUSALS: LinkRefusals = {
  invalid: { message: ACCOUNT_MESSAGES.verificationLinkInvalid, code: 'verification_link_invalid' },
  used: { message: ACCOUNT_MESSAGES.verificationLinkUsed, code: 'verification_link_used' },
  expired: { message: ACCOUNT_MESSAGES.verificationLinkExpired, code: 'verification_link_expired' },
};

/**
 * Signed in: to the caller at once (or "already confirmed"), within their own address's budget.
 * Signed out: the same answer whatever the email, and the mail, if the email has an account
 * waiting for confirmation, goes after the answer.
 */
export async function resendVerification(
  deps: AuthDeps,
  caller: AuthCaller,
  signedIn: AuthCustomer | null,
  email: string | undefined,
): Promise<WireAccepted> {
  if (!signedIn && !email?.trim()) throw new BadRequestError(VALIDATION_MESSAGES.emailRequired, undefined, { code: 'email_required' });
  const customer = signedIn ? await findCustomerById(deps.db, signedIn.id) : undefined;
  if (customer?.emailVerifiedAt) return { code: 'already_verified', message: ACCOUNT_MESSAGES.alreadyVerified };
  await spendClientBudget(deps, 'verification-email', caller.ip);
  if (customer) {
    await spendOwnAddressBudget(deps, 'verification-email', customer.email);
    await sendAccountMail(deps, customer, 'verify-email');
  } else if (!signedIn) {
    deps.later('verification mail', () => mailWaitingAccount(deps, normalizeEmail(email ?? '')));
  }
  const shown = customer ? customer.email : normalizeEmail(email ?? '');
  return { code: 'verification_email_sent', message: interpolate(ACCOUNT_MESSAGES.verificationEmailSent, { email: shown }), params: { email: shown } };
}

async function mailWaitingAccount(deps: AuthDeps, email: string): Promise<void> {
  const customer = await findCustomerByEmail(deps.db, email);
  if (!customer || customer.emailVerifiedAt) return;
  if (await spendAddressBudget(deps, 'verification-email', customer.email)) await sendAccountMail(deps, customer, 'verify-email');
}

export async function confirmEmail(deps: AuthDeps, token: string): Promise<WireConfirmEmailAnswer> {
  const now = deps.now();
  const customerId = await useLinkOrRefuse(deps.db, token, 'verify-email', now, LINK_REFUSALS);
  const existing = await findCustomerById(deps.db, customerId);
  if (!existing) throw linkRefused(LINK_REFUSALS.invalid);
  const customer = existing.emailVerifiedAt ? existing : await updateCustomer(deps.db, existing.id, { emailVerifiedAt: now }, now);
  return { customer: presentCustomer(customer ?? existing) };
}
