/**
 * The rows money goes back through: an order's payments, the gift card credited with its ledger
 * row, and the staff refunds of an order (written pending, settled, listed with their payment).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { giftCardLedger, giftCards, orderRefunds, payments } from '@/server/db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type RefundSettlement = { status: 'succeeded' | 'failed'; reference?: string; failureMessage?: string };

export async function findPayment(db: Database, paymentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return payment;
}

/** Adds the amount to the gift card and writes its ledger row; answers the ledger row's id. */
export async function creditGiftCard(tx: Database, credit: { giftCardId: number; amount: string; orderId: string }, now: Date): Promise<number> {
  const [card] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${credit.amount}` })
    .where(eq(giftCards.id, credit.giftCardId))
    .returning({ balance: giftCards.balance });
  const [entry] = await tx
    .insert(giftCardLedger)
    .values({ giftCardId: credit.giftCardId, kind: 'refund', amount: credit.amount, balanceAfter: card!.balance, orderId: credit.orderId, createdAt: now })
    .returning({ id: giftCardLedger.id });
  return entry!.id;
}

/** What was refunded (or is being refunded) of each of the order's payments, by payment id. */
export async function refundedByPayment(db: Database, orderId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ paymentId: orderRefunds.paymentId, amount: sql<string>`sum(${orderRefunds.amount})::text` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), ne(orderRefunds.status, 'failed')))
    .groupBy(orderRefunds.paymentId);
  return new Map(rows.map((row) => [row.paymentId, row.amount]));
}

export async function insertOrderRefunds(tx: Database, rows: (typeof orderRefunds.$inferInsert)[]): Promise<OrderRefundRow[]> {
  return tx.insert(orderRefunds).values(rows).returning();
}

export async function settleOrderRefund(db: Database, id: number, settlement: RefundSettlement, now: Date): Promise<void> {
  await db.update(orderRefunds).set({ ...settlement, settledAt: now }).where(eq(orderRefunds.id, id));
}

export async function orderRefundsByIds(db: Database, ids: readonly number[]): Promise<OrderRefundRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(orderRefunds).where(inArray(orderRefunds.id, [...ids])).orderBy(asc(orderRefunds.id));
}

/** The order's staff refunds, oldest first. */
export async function orderRefundsOf(db: Database, orderId: string): Promise<OrderRefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}
