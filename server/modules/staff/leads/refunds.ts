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
 */
import { and, eq, sql } from 'drizzle-orm';
import { Decimal, toMoneyString } from '@/domain/money';
import type { Database } from '@/server/db/client';
import { cateringRefunds, giftCardLedger, giftCards, payments } from '@/server/db/schema';
import type { LeadRow } from '@/server/modules/catering/repository';
import type { LeadDeps } from './deps';
import { paymentsOfOrder, type PaymentRow, type RefundRow } from './repository';

export async function planRefunds(tx: Database, lead: LeadRow, amount: Decimal, staffId: number, now: Date): Promise<RefundRow[]> {
  let left = amount;
  const rows: RefundRow[] = [];
  for (const payment of (await paymentsOfOrder(tx, lead.orderId)).reverse()) {
    if (left.lessThanOrEqualTo(0)) break;
    if (payment.method === 'free' || new Decimal(payment.amount).lessThanOrEqualTo(0)) continue;
    const part = Decimal.min(left, payment.amount);
    left = left.minus(part);
    const [row] = await tx
      .insert(cateringRefunds)
      .values({ leadId: lead.id, paymentId: payment.id, amount: toMoneyString(part), currency: payment.currency, staffId, createdAt: now })
      .returning();
    rows.push(row!);
  }
  return rows;
}

async function settle(db: Database, id: number, changes: Partial<RefundRow>, now: Date): Promise<void> {
  await db.update(cateringRefunds).set({ ...changes, settledAt: now }).where(eq(cateringRefunds.id, id));
}

/** Credits the gift card, writes its ledger row and settles the refund, all at once. */
async function refundToGiftCard(db: Database, refund: RefundRow, payment: PaymentRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [card] = await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${refund.amount}` })
      .where(eq(giftCards.id, payment.giftCardId!))
      .returning({ balance: giftCards.balance });
    const [entry] = await tx
      .insert(giftCardLedger)
      .values({ giftCardId: payment.giftCardId!, kind: 'refund', amount: refund.amount, balanceAfter: card!.balance, orderId: payment.orderId, createdAt: now })
      .returning({ id: giftCardLedger.id });
    await settle(tx, refund.id, { status: 'succeeded', reference: `gift-card-ledger-${entry!.id}` }, now);
  });
}

async function refundAtProcessor(deps: LeadDeps, refund: RefundRow, payment: PaymentRow, now: Date): Promise<void> {
  if (!payment.captureReference) {
    await settle(deps.db, refund.id, { status: 'failed', failureMessage: `${payment.label} has no capture to refund` }, now);
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
  if (result.ok) await settle(deps.db, refund.id, { status: 'succeeded', reference: result.refundId }, now);
  else await settle(deps.db, refund.id, { status: 'failed', failureMessage: result.message.slice(0, 300) }, now);
}

/** Gives one pending refund back and records how it went. */
export async function settleRefund(deps: LeadDeps, refund: RefundRow): Promise<void> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const now = deps.now();
  if (payment!.method === 'giftcard' && payment!.giftCardId !== null) await refundToGiftCard(deps.db, refund, payment!, now);
  // Money the buyer paid the store directly goes back the same way, from the store.
  else if (payment!.method === 'offline') await settle(deps.db, refund.id, { status: 'succeeded', reference: 'given back by the store' }, now);
  else await refundAtProcessor(deps, refund, payment!, now);
}

/** Takes the lead's failed refunds back to pending for a retry; only the caller that moved a row retries it. */
export async function claimFailedRefunds(db: Database, leadId: string): Promise<RefundRow[]> {
  return db
    .update(cateringRefunds)
    .set({ status: 'pending', failureMessage: null, settledAt: null })
    .where(and(eq(cateringRefunds.leadId, leadId), eq(cateringRefunds.status, 'failed')))
    .returning();
}

export async function refundRowsOf(db: Database, leadId: string): Promise<RefundRow[]> {
  return db.select().from(cateringRefunds).where(eq(cateringRefunds.leadId, leadId));
}
