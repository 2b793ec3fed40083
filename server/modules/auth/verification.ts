/** The verification email (sent again on request) and the confirm-customer-email link. */
import { interpolate } from '@/domain/interpolate';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import type { WireAccepted, WireConfirmEmailAnswer } from '@/domain/wire/accounts';
import type { AuthCustomer } from '@/server/auth/plugin';
import { BadRequestError } from '@/server/errors';
import type { AuthDeps } from './deps';
import { consumeEmailToken } from './email-tokens';
import { sendAccountMail } from './mail';
import { presentCustomer } from './presenter';
import { findCustomerByEmail, findCustomerById, normalizeEmail, updateCustomer } from './repository';

const LINK_MESSAGES = {
  invalid: ACCOUNT_MESSAGES.verificationLinkInvalid,
  used: ACCOUNT_MESSAGES.verificationLinkUsed,
  expired: ACCOUNT_MESSAGES.verificationLinkExpired,
} as const;

/** Signed in: to the caller (or "already confirmed"). Signed out: to the email, if it waits. */
export async function resendVerification(deps: AuthDeps, signedIn: AuthCustomer | null, email: string | undefined): Promise<WireAccepted> {
  const customer = signedIn ? await findCustomerById(deps.db, signedIn.id) : email?.trim() ? await findCustomerByEmail(deps.db, email) : undefined;
  if (!signedIn && !email?.trim()) throw new BadRequestError(VALIDATION_MESSAGES.emailRequired);
  if (signedIn && customer?.emailVerifiedAt) return { code: 'already_verified', message: ACCOUNT_MESSAGES.alreadyVerified };
  if (customer && !customer.emailVerifiedAt) await sendAccountMail(deps, customer, 'verify-email');
  const shown = customer && signedIn ? customer.email : normalizeEmail(email ?? '');
  return { code: 'verification_email_sent', message: interpolate(ACCOUNT_MESSAGES.verificationEmailSent, { email: shown }), params: { email: shown } };
}

export async function confirmEmail(deps: AuthDeps, token: string): Promise<WireConfirmEmailAnswer> {
  const now = deps.now();
  const consumed = await consumeEmailToken(deps.db, token, 'verify-email', now);
  if (consumed.status !== 'ok') throw new BadRequestError(LINK_MESSAGES[consumed.status]);
  const existing = await findCustomerById(deps.db, consumed.customerId);
  if (!existing) throw new BadRequestError(LINK_MESSAGES.invalid);
  const customer = existing.emailVerifiedAt ? existing : await updateCustomer(deps.db, existing.id, { emailVerifiedAt: now }, now);
  return { customer: presentCustomer(customer ?? existing) };
}
