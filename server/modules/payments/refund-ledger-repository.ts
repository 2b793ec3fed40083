/**
 * The order's refund ledger (order_refunds): one row per payment a refund touches, whoever gave
 * it: staff through the console (written 'pending' before the money moves, settled after), or the
 * processor's own dashboard (written 'succeeded' from its webhook, with no staff member and the
 * processor's refund id as reference, once per refund). What a payment may still give back is its
 * amount minus its rows that are not 'failed'.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderRefunds } from '@/server/db/schema';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type NewOrderRefund = typeof orderRefunds.$inferInsert;
export type RefundSettlement = { status: 'succeeded' | 'failed'; reference?: string; failureMessage?: string };

/** What was refunded (or is being refunded) of each of the order's payments, by payment id. */
export async function refundedByPayment(db: Database, orderId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ paymentId: orderRefunds.paymentId, amount: sql<string>`sum(${orderRefunds.amount})::text` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), ne(orderRefunds.status, 'failed')))
    .groupBy(orderRefunds.paymentId);
  return new Map(rows.map((row) => [row.paymentId, row.amount]));
}

/** What the ledger gave back, or is giving back, on one payment (every row but the failed ones). */
export async function refundedOnPayment(db: Database, paymentId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)::text` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.paymentId, paymentId), ne(orderRefunds.status, 'failed')));
  return row?.total ?? '0';
}

/** The references (processor refund ids among them) of a payment's rows. */
export async function refundReferencesOf(db: Database, paymentId: string): Promise<Set<string>> {
  const rows = await db.select({ reference: orderRefunds.reference }).from(orderRefunds).where(eq(orderRefunds.paymentId, paymentId));
  return new Set(rows.flatMap((row) => (row.reference ? [row.reference] : [])));
}

export async function insertOrderRefunds(tx: Database, rows: NewOrderRefund[]): Promise<OrderRefundRow[]> {
  return tx.insert(orderRefunds).values(rows).returning();
}

/**
 * A refund the processor made outside Hickory, recorded as gone through; undefined when a row with
 * its reference (the processor's refund id) was recorded before.
 */
export async function insertProcessorRefund(tx: Database, row: Omit<NewOrderRefund, 'status' | 'staffId'> & { reference: string }): Promise<OrderRefundRow | undefined> {
  const [inserted] = await tx
    .insert(orderRefunds)
    .values({ ...row, status: 'succeeded', staffId: null })
    .onConflictDoNothing({ target: orderRefunds.reference, where: isNull(orderRefunds.staffId) })
    .returning();
  return inserted;
}

export async function settleOrderRefund(db: Database, id: number, settlement: RefundSettlement, now: Date): Promise<void> {
  await db.update(orderRefunds).set({ ...settlement, settledAt: now }).where(eq(orderRefunds.id, id));
}

export async function orderRefundsByIds(db: Database, ids: readonly number[]): Promise<OrderRefundRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(orderRefunds).where(inArray(orderRefunds.id, [...ids])).orderBy(asc(orderRefunds.id));
}

/** The order's refunds, oldest first. */
export async function orderRefundsOf(db: Database, orderId: string): Promise<OrderRefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}
