/**
 * A card payment resumed after 3-D Secure. The first try answered `authentication_required` with
 * the PaymentIntent's client secret, and the diner confirmed it in Stripe.js; the payment is then
 * sent again with that PaymentIntent (`pi_...`) as its token. Instead of creating a PaymentIntent,
 * the gateway takes that one, when:
 * - it is this payment's: its amount, its currency and its `reference` (the order) are the
 *   attempt's, so a PaymentIntent of another order, or of another amount, never pays this one;
 * - it holds the money (`requires_capture`): its gateway key becomes the new attempt's, so that
 *   the reconciler finds it under that key, and it is captured as any authorization is.
 * The same attempt asking again (a retry of the request) is answered the same authorization, so
 * it is captured once; a PaymentIntent another attempt took is refused.
 * One still waiting for the diner answers `authentication_required` again, one whose challenge
 * failed is a decline.
 */
import type Stripe from 'stripe';
import { GENERIC_DECLINE_CODE } from '@/domain/payments/messages';
import { declineFor } from '@/domain/payments/test-cards';
import { toMinorUnits } from '@/domain/payments/minor-units';
import type { Authorization, AuthorizeRequest, GatewayFailure } from './gateway';
import { failure } from './request-checks';
import { quoteId } from './signed-id';

const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

/** Whether a card payment's token names a PaymentIntent (a payment resumed after 3-D Secure). */
export function isPaymentIntentToken(token: unknown): token is string {
  return typeof token === 'string' && PAYMENT_INTENT_ID.test(token);
}

/** How the gateway reads a PaymentIntent: by id (payment method and latest charge expanded), and as an authorization. */
export type IntentReader = {
  retrieve(stripe: Stripe, id: string): Promise<Stripe.PaymentIntent | null>;
  authorizationOf(intent: Stripe.PaymentIntent): Authorization | null;
  /** The metadata keys of the order and of the gateway key. */
  keys: { reference: string; gatewayKey: string };
  expand: string[];
};

export async function resumeAuthenticated(stripe: Stripe, request: AuthorizeRequest & { token: string }, amount: string, read: IntentReader): Promise<Authorization | GatewayFailure> {
  const intent = await read.retrieve(stripe, request.token);
  const notThis = failure('invalid_token', `Payment ${quoteId(request.token)} is not this order’s payment`);
  if (!intent) return notThis;
  const minor = toMinorUnits(amount, request.currency);
  const { metadata } = intent;
  if (minor === null || intent.amount !== minor || intent.currency !== request.currency.toLowerCase() || metadata[read.keys.reference] !== request.reference) {
    return notThis;
  }
  const ours = metadata[read.keys.gatewayKey] === request.idempotencyKey;
  if (intent.status === 'requires_action') {
    const clientSecret = intent.client_secret;
    return { ok: false, code: 'authentication_required', message: 'The bank still waits for the cardholder to confirm this payment', ...(clientSecret ? { clientSecret } : {}) };
  }
  if (intent.status === 'requires_payment_method') return { ok: false, ...declineFor(GENERIC_DECLINE_CODE) };
  if (intent.status === 'succeeded' || intent.status === 'requires_capture') {
    if (ours) return read.authorizationOf(intent) ?? notThis;
    if (intent.status === 'succeeded') return failure('invalid_token', `Payment ${quoteId(intent.id)} was already taken`);
    const taken = await stripe.paymentIntents.update(
      intent.id,
      { metadata: { [read.keys.gatewayKey]: request.idempotencyKey }, expand: read.expand },
      { idempotencyKey: `resume_${request.idempotencyKey}` },
    );
    return read.authorizationOf(taken) ?? notThis;
  }
  return failure('invalid_token', `Payment ${quoteId(intent.id)} cannot be paid: it is ${intent.status}`);
}
