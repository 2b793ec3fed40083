/**
 * What a signed Stripe event changes. Each event is stored once by its id before anything else; a
 * replay of one already handled changes nothing. Every effect is itself done once (an attempt is
 * settled once, a refund is published under the event's id), so an event whose handling failed
 * half-way is simply handled again when Stripe sends it again.
 * - payment_intent.succeeded: the attempt of its gateway key settles the capture as the reconciler
 *   would (Stripe is asked for the PaymentIntent first: the event is only a hint): a pending attempt
 *   records it and pays the order, one given up on meanwhile gets the money back;
 * - payment_intent.payment_failed: the pending attempt closes as declined, with the bank's reason;
 * - charge.refunded: the order's `refunded` event is published for what was given back outside
 *   Hickory (the Stripe dashboard); refunds staff gave through Hickory were published already;
 * - charge.dispute.created: kept and logged for staff.
 * Other events are stored and otherwise ignored.
 */
import type Stripe from 'stripe';
import { Decimal } from '@/domain/money';
import { DECLINE_CODES } from '@/domain/payments/messages';
import { fromMinorUnits } from '@/domain/payments/minor-units';
import type { Currency } from '@/domain/markets';
import type { PaymentDeps } from './deps';
import { relockOrder } from './orders-port';
import { closeAttempt, recordCapture } from './reconcile';
import { lookupOf, retrieve, STRIPE_METADATA } from './gateway/stripe-gateway';
import { attemptOfGatewayKey, claimStripeEvent, finishStripeEvent, paymentOfCapture, staffRefundedOn } from './stripe-webhook-repository';

export type StripeEventOutcome = 'handled' | 'replay';

export async function handleStripeEvent(deps: PaymentDeps, stripe: Stripe, event: Stripe.Event): Promise<StripeEventOutcome> {
  const object = event.data.object as { id?: string };
  const claimed = await claimStripeEvent(deps.db, {
    id: event.id,
    type: event.type,
    objectId: typeof object.id === 'string' ? object.id.slice(0, 255) : null,
    payload: event as unknown as Record<string, unknown>,
    receivedAt: deps.now(),
  });
  if (claimed === 'done') return 'replay';
  switch (event.type) {
    case 'payment_intent.succeeded':
      await finish(deps, event.id, await intentSucceeded(deps, stripe, event.data.object));
      break;
    case 'payment_intent.payment_failed':
      await finish(deps, event.id, await intentFailed(deps, event.data.object));
      break;
    case 'charge.refunded':
      await chargeRefunded(deps, event);
      break;
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const charge = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;
      const payment = await paymentOfCapture(deps.db, charge);
      deps.log.warn({ eventId: event.id, disputeId: dispute.id, charge, orderId: payment?.orderId, reason: dispute.reason, amount: dispute.amount }, 'Stripe dispute opened: answer it in the Stripe dashboard');
      await finish(deps, event.id, payment?.orderId ?? null);
      break;
    }
    default:
      await finish(deps, event.id, null);
  }
  return 'handled';
}

async function finish(deps: PaymentDeps, eventId: string, orderId: string | null): Promise<void> {
  await deps.db.transaction((tx) => finishStripeEvent(tx, eventId, orderId, deps.now()));
}

async function attemptOfIntent(deps: PaymentDeps, intent: Stripe.PaymentIntent) {
  const key = intent.metadata[STRIPE_METADATA.gatewayKey];
  return key ? attemptOfGatewayKey(deps.db, key) : undefined;
}

async function intentSucceeded(deps: PaymentDeps, stripe: Stripe, sent: Stripe.PaymentIntent): Promise<string | null> {
  const attempt = await attemptOfIntent(deps, sent);
  if (!attempt || attempt.status === 'succeeded') return attempt?.orderId ?? null;
  const intent = await retrieve(stripe, sent.id);
  const found = intent ? lookupOf(intent) : { found: false as const };
  if (!found.found || !found.capture) return attempt.orderId;
  const { authorizationId, brand, last4 } = found.authorization;
  await recordCapture(deps, attempt, { captureId: found.capture.captureId, authorizationId, brand, last4 });
  return attempt.orderId;
}

async function intentFailed(deps: PaymentDeps, intent: Stripe.PaymentIntent): Promise<string | null> {
  const attempt = await attemptOfIntent(deps, intent);
  if (!attempt) return null;
  const error = intent.last_payment_error;
  const reason = [error?.decline_code, error?.code].find((code): code is string => (DECLINE_CODES as readonly (string | undefined)[]).includes(code));
  await closeAttempt(deps.db, attempt.id, {
    status: reason ? 'declined' : 'failed',
    failureCode: (reason ?? error?.code ?? 'payment_failed').slice(0, 40),
    failureMessage: (error?.message ?? 'Stripe reported the payment as failed').slice(0, 300),
  });
  return attempt.orderId;
}

/**
 * The order's `refunded` event for what this event gave back, unless staff refunds in Hickory
 * account for everything refunded on the charge (they published their own).
 */
async function chargeRefunded(deps: PaymentDeps, event: Stripe.ChargeRefundedEvent): Promise<void> {
  const charge = event.data.object;
  const currency = charge.currency.toUpperCase() as Currency;
  const payment = await paymentOfCapture(deps.db, charge.id);
  if (!payment) {
    deps.log.warn({ eventId: event.id, charge: charge.id }, 'Stripe refund of a charge no payment records');
    await finish(deps, event.id, null);
    return;
  }
  const before = (event.data.previous_attributes as Partial<Stripe.Charge> | undefined)?.amount_refunded ?? 0;
  const refundedNow = fromMinorUnits(charge.amount_refunded - before, currency);
  const refundedInAll = fromMinorUnits(charge.amount_refunded, currency);
  const byStaff = await staffRefundedOn(deps.db, payment.id);
  const published = await deps.db.transaction(async (tx) => {
    if (!(await finishStripeEvent(tx, event.id, payment.orderId, deps.now()))) return false;
    if (new Decimal(byStaff).greaterThanOrEqualTo(refundedInAll) || new Decimal(refundedNow).lessThanOrEqualTo(0)) return false;
    const { order } = await relockOrder(tx, payment.orderId);
    await deps.lifecycle.publish(tx, 'refunded', order, deps.now(), { amountRefunded: refundedNow, occurrence: event.id });
    return true;
  });
  if (published) {
    deps.log.info({ eventId: event.id, orderId: payment.orderId, amountRefunded: refundedNow }, 'Stripe refund made outside Hickory recorded');
    await deps.lifecycle.nudge(payment.orderId);
  }
}
