/**
 * Refunds of a cancelled lead, against the payments of the quote's order.
 * - `planRefunds` (in the cancelling step's transaction) splits the policy's amount over the
 *   order's payments, newest first, and writes one 'pending' row per payment it touches.
 * - `settleRefund` (after commit: a processor call never waits inside a transaction) gives each
 *   back: a gift card is credited in one transaction with its ledger row and the refund row;
 *   a card or PayPal capture is refunded at the processor and its answer recorded; money paid
 *   to the store directly (an offline payment) is given back by the store, settled at once. A refusal
 *   (no money moved) leaves the row 'failed' for a retry; a call that threw leaves it 'pending',
 *   since only the processor knows whether it went through, and nothing refunds it again.
 *   A refund that went through publishes the order's `refunded` event in the transaction that
 *   records it.
 */
import { Decimal, toMoneyString } from '@/domain/money';
import type { Database } from '@/server/db/client';
import type { LeadRow } from '@/server/modules/catering';
import { lockOrder } from '@/server/modules/orders';
import type { LeadDeps } from './deps';
import { creditGiftCard, findPayment, insertRefund, paymentsOfOrder, settleRefundRow, type PaymentRow, type RefundRow } from './repository';

export async function planRefunds(tx: Database, lead: LeadRow, amount: Decimal, staffId: number, now: Date): Promise<RefundRow[]> {
  let left = amount;
  const rows: RefundRow[] = [];
  for (const payment of (await paymentsOfOrder(tx, lead.orderId)).reverse()) {
    if (left.lessThanOrEqualTo(0)) break;
    if (payment.method === 'free' || new Decimal(payment.amount).lessThanOrEqualTo(0)) continue;
    const part = Decimal.min(left, payment.amount);
    left = left.minus(part);
    rows.push(await insertRefund(tx, { leadId: lead.id, paymentId: payment.id, amount: toMoneyString(part), currency: payment.currency, staffId, createdAt: now }));
  }
  return rows;
}

/** Records a refund that went through, with the order's `refunded` event, in `tx`. */
async function refunded(deps: LeadDeps, tx: Database, refund: RefundRow, payment: PaymentRow, reference: string, now: Date): Promise<void> {
  await settleRefundRow(tx, refund.id, { status: 'succeeded', reference }, now);
  const order = await lockOrder(tx, payment.orderId);
  if (order) await deps.lifecycle.publish(tx, 'refunded', order, now, { amountRefunded: refund.amount });
}

/** Credits the gift card, writes its ledger row and settles the refund, all at once. */
async function refundToGiftCard(deps: LeadDeps, refund: RefundRow, payment: PaymentRow, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const entryId = await creditGiftCard(tx, { giftCardId: payment.giftCardId!, amount: refund.amount, orderId: payment.orderId }, now);
    await refunded(deps, tx, refund, payment, `gift-card-ledger-${entryId}`, now);
  });
}

async function refundAtProcessor(deps: LeadDeps, refund: RefundRow, payment: PaymentRow, now: Date): Promise<void> {
  if (!payment.captureReference) {
    await settleRefundRow(deps.db, refund.id, { status: 'failed', failureMessage: `${payment.label} has no capture to refund` }, now);
    return;
  }
  const gateway = payment.method === 'paypal' ? deps.gateways.paypal : deps.gateways.gateway;
  let result;
  try {
    result = await gateway.refund(payment.captureReference, refund.amount);
  } catch (error) {
    deps.log.error({ err: error, refundId: refund.id }, 'a catering refund got no answer from the processor: it stays pending');
    return;
  }
  if (result.ok) await deps.db.transaction((tx) => refunded(deps, tx, refund, payment, result.refundId, now));
  else await settleRefundRow(deps.db, refund.id, { status: 'failed', failureMessage: result.message.slice(0, 300) }, now);
}

/** Gives one pending refund back and records how it went. */
export async function settleRefund(deps: LeadDeps, refund: RefundRow): Promise<void> {
  const payment = (await findPayment(deps.db, refund.paymentId))!;
  const now = deps.now();
  if (payment.method === 'giftcard' && payment.giftCardId !== null) await refundToGiftCard(deps, refund, payment, now);
  // Money the buyer paid the store directly goes back the same way, from the store.
  else if (payment.method === 'offline') await deps.db.transaction((tx) => refunded(deps, tx, refund, payment, 'given back by the store', now));
  else await refundAtProcessor(deps, refund, payment, now);
  await deps.lifecycle.nudge(payment.orderId);
}
