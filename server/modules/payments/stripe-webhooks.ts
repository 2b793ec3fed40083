/**
 * What a signed Stripe event changes. Each event is stored once by its id before anything else; a
 * replay of one already handled changes nothing. Every effect is itself done once (an attempt is
 * settled once, a refund is published under the event's id), so an event whose handling failed
 * half-way is simply handled again when Stripe sends it again.
 * - payment_intent.succeeded: the attempt of its gateway key settles the capture as the reconciler
 *   would (Stripe is asked for the PaymentIntent first: the event is only a hint): a pending attempt
 *   records it and pays the order, one given up on meanwhile gets the money back;
 * - payment_intent.payment_failed: the pending attempt closes as declined, with the bank's reason;
 * - charge.refunded: each refund made outside Hickory (the Stripe dashboard) joins the order's
 *   refund ledger as gone through, with no staff member, "Refunded in the Stripe dashboard" and
 *   Stripe's refund id, once per refund id, and the order's `refunded` event is published for it
 *   (the diner's order page and refund email show it as a staff refund); refunds staff gave
 *   through Hickory are in the ledger already and are not recorded again;
 * - charge.dispute.created: kept and logged for staff.
 * Other events are stored and otherwise ignored.
 */
import type Stripe from 'stripe';
import { Decimal } from '@/domain/money';
import { DECLINE_CODES } from '@/domain/payments/messages';
import { fromMinorUnits } from '@/domain/payments/minor-units';
import type { Currency } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import type { PaymentDeps } from './deps';
import { relockOrder } from './orders-port';
import { closeAttempt, recordCapture } from './reconcile';
import { lookupOf, retrieve, STRIPE_METADATA } from './gateway/stripe-gateway';
import { insertProcessorRefund, refundedOnPayment, refundReferencesOf, type OrderRefundRow } from './refund-ledger-repository';
import type { PaymentRow } from './repository';
import { attemptOfGatewayKey, claimStripeEvent, finishStripeEvent, paymentOfCapture } from './stripe-webhook-repository';

/** The reason a refund made in the Stripe dashboard is recorded with. */
export const DASHBOARD_REFUND_REASON = 'Refunded in the Stripe dashboard';

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
      await chargeRefunded(deps, stripe, event);
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
  await closeAttempt(deps, attempt.id, {
    status: reason ? 'declined' : 'failed',
    failureCode: (reason ?? error?.code ?? 'payment_failed').slice(0, 40),
    failureMessage: (error?.message ?? 'Stripe reported the payment as failed').slice(0, 300),
  });
  return attempt.orderId;
}

/**
 * Records the charge's refunds made outside Hickory in the order's refund ledger, each with the
 * order's `refunded` event. Stripe is asked for the charge's refunds (outside any transaction);
 * then, under the order's lock, those whose id the ledger does not hold yet are recorded while the
 * charge's refunded amount is more than the ledger gives back on the payment, so a staff refund
 * still waiting for Stripe's answer (its row pending, its refund id not known yet) is never
 * recorded a second time.
 */
async function chargeRefunded(deps: PaymentDeps, stripe: Stripe, event: Stripe.ChargeRefundedEvent): Promise<void> {
  const charge = event.data.object;
  const currency = charge.currency.toUpperCase() as Currency;
  const payment = await paymentOfCapture(deps.db, charge.id);
  if (!payment) {
    deps.log.warn({ eventId: event.id, charge: charge.id }, 'Stripe refund of a charge no payment records');
    await finish(deps, event.id, null);
    return;
  }
  // Stripe lists newest first: oldest first here, the order they were made in.
  const refunds = [...(await stripe.refunds.list({ charge: charge.id, limit: 100 })).data]
    .reverse()
    .filter((refund) => refund.status === 'succeeded')
    .sort((a, b) => a.created - b.created);
  const recorded = await deps.db.transaction(async (tx) => {
    const { order } = await relockOrder(tx, payment.orderId);
    if (!(await finishStripeEvent(tx, event.id, payment.orderId, deps.now()))) return [];
    const rows = await recordDashboardRefunds(tx, payment, refunds, fromMinorUnits(charge.amount_refunded, currency), deps.now());
    for (const row of rows) {
      await deps.lifecycle.publish(tx, 'refunded', order, deps.now(), { amountRefunded: row.amount, refundId: row.id, occurrence: `refund-${row.id}` });
    }
    return rows;
  });
  if (recorded.length > 0) {
    deps.log.info({ eventId: event.id, orderId: payment.orderId, refunds: recorded.map((row) => row.reference) }, 'Stripe refund made outside Hickory recorded');
    await deps.lifecycle.nudge(payment.orderId);
  }
}

/** The refunds the ledger does not know yet, as far as the charge's refunded amount leaves room for them, oldest first. */
async function recordDashboardRefunds(
  tx: Database,
  payment: PaymentRow,
  refunds: Stripe.Refund[],
  refundedOnCharge: string,
  now: Date,
): Promise<OrderRefundRow[]> {
  const known = await refundReferencesOf(tx, payment.id);
  let unaccounted = new Decimal(refundedOnCharge).minus(await refundedOnPayment(tx, payment.id));
  const rows: OrderRefundRow[] = [];
  for (const refund of refunds) {
    const amount = fromMinorUnits(refund.amount, payment.currency as Currency);
    if (known.has(refund.id) || new Decimal(amount).lessThanOrEqualTo(0) || new Decimal(amount).greaterThan(unaccounted)) continue;
    const row = await insertProcessorRefund(tx, {
      orderId: payment.orderId,
      paymentId: payment.id,
      amount,
      currency: payment.currency,
      reason: DASHBOARD_REFUND_REASON,
      reference: refund.id,
      createdAt: now,
      settledAt: now,
    });
    if (!row) continue;
    unaccounted = unaccounted.minus(amount);
    rows.push(row);
  }
  return rows;
}
