/**
 * Gives one refund back, whatever the payment was, and records how it went on the refund's own row
 * (a catering lead's or an order's: the caller says how to settle it). Runs after the commit that
 * wrote the row 'pending': a processor call never waits inside a transaction.
 * - A gift card is credited in one transaction with its ledger row and the settled refund row.
 * - A card, wallet or PayPal capture is refunded at the processor and its answer recorded.
 * - Money paid to the store directly (an offline payment) is given back by the store: settled at once.
 * A refusal (no money moved) leaves the row 'failed'; a call that threw leaves it 'pending', since
 * only the processor knows whether it went through, and nothing refunds it again. A refund that
 * went through publishes the order's `refunded` event in the transaction that records it, and the
 * order's after-commit listeners are nudged once it committed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { lockOrder, type OrderLifecycle } from '@/server/modules/orders';
import { askRefund, type Gateways, type RefundSettlement } from '@/server/modules/payments';
import { creditGiftCard, findPayment, type PaymentRow } from './repository';

export type GiveBackDeps = { db: Database; gateways: Gateways; lifecycle: OrderLifecycle; now: () => Date; log: FastifyBaseLogger };

/** One refund to give back: its row, the payment it goes to, the amount, and how its row is settled. */
export type MoneyBack = {
  id: number;
  paymentId: string;
  amount: string;
  settle(db: Database, settlement: RefundSettlement, now: Date): Promise<void>;
  /** The staff refund (order_refunds row) the order's `refunded` event reports, if it is one. */
  orderRefundId?: number;
};

export type GiveBackOutcome = 'succeeded' | 'failed' | 'pending';

/** Records a refund that went through, with the order's `refunded` event, in `tx`. */
async function refunded(deps: GiveBackDeps, tx: Database, refund: MoneyBack, payment: PaymentRow, reference: string, now: Date): Promise<void> {
  await refund.settle(tx, { status: 'succeeded', reference }, now);
  const order = await lockOrder(tx, payment.orderId);
  if (!order) return;
  const which = refund.orderRefundId === undefined ? {} : { refundId: refund.orderRefundId, occurrence: `refund-${refund.orderRefundId}` };
  await deps.lifecycle.publish(tx, 'refunded', order, now, { amountRefunded: refund.amount, ...which });
}

async function refundAtProcessor(deps: GiveBackDeps, refund: MoneyBack, payment: PaymentRow, now: Date): Promise<GiveBackOutcome> {
  if (!payment.captureReference) {
    await refund.settle(deps.db, { status: 'failed', failureMessage: `${payment.label} has no capture to refund` }, now);
    return 'failed';
  }
  const gateway = payment.method === 'paypal' ? deps.gateways.paypal : deps.gateways.gateway;
  const answer = await askRefund(gateway, payment.captureReference, refund.amount, deps.log, { refundId: refund.id });
  if (answer.outcome === 'unknown') return 'pending';
  if (answer.outcome === 'refused') {
    await refund.settle(deps.db, { status: 'failed', failureMessage: answer.message }, now);
    return 'failed';
  }
  await deps.db.transaction((tx) => refunded(deps, tx, refund, payment, answer.refundId, now));
  return 'succeeded';
}

async function giveBackTo(deps: GiveBackDeps, refund: MoneyBack, payment: PaymentRow, now: Date): Promise<GiveBackOutcome> {
  if (payment.method === 'giftcard' && payment.giftCardId !== null) {
    await deps.db.transaction(async (tx) => {
      const entryId = await creditGiftCard(tx, { giftCardId: payment.giftCardId!, amount: refund.amount, orderId: payment.orderId }, now);
      await refunded(deps, tx, refund, payment, `gift-card-ledger-${entryId}`, now);
    });
    return 'succeeded';
  }
  if (payment.method === 'offline') {
    await deps.db.transaction((tx) => refunded(deps, tx, refund, payment, 'given back by the store', now));
    return 'succeeded';
  }
  return refundAtProcessor(deps, refund, payment, now);
}

/** Gives one pending refund back and records how it went. */
export async function giveBack(deps: GiveBackDeps, refund: MoneyBack): Promise<GiveBackOutcome> {
  const payment = (await findPayment(deps.db, refund.paymentId))!;
  const outcome = await giveBackTo(deps, refund, payment, deps.now());
  await deps.lifecycle.nudge(payment.orderId);
  return outcome;
}
