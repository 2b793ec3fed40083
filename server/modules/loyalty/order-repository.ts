/** The order rows loyalty reads: their numbers, their settled tenders, and the fields the rewards rule judges. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';

export type OrderRow = typeof orders.$inferSelect;

const rewardFields = {
  id: orders.id,
  brandId: orders.brandId,
  customerId: orders.customerId,
  statusId: orders.statusId,
  subtotal: orders.subtotal,
  discountTotal: orders.discountTotal,
  total: orders.total,
};

export type RewardCandidate = Pick<OrderRow, keyof typeof rewardFields>;

/** The number of each order (unknown ids are left out). */
export async function orderNumbers(db: Database, orderIds: readonly string[]): Promise<{ id: string; number: number }[]> {
  if (orderIds.length === 0) return [];
  return db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, [...orderIds]));
}

/** The payments recorded for the orders. */
export function paymentsOfOrders(db: Database, orderIds: readonly string[]): Promise<{ orderId: string; method: string; amount: string }[]> {
  return db
    .select({ orderId: payments.orderId, method: payments.method, amount: payments.amount })
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]));
}

/** The customer's orders in one of the statuses. */
export function customerOrdersInStatuses(db: Database, customerId: number, statusIds: readonly number[]): Promise<RewardCandidate[]> {
  return db.select(rewardFields).from(orders).where(and(eq(orders.customerId, customerId), inArray(orders.statusId, [...statusIds])));
}

export async function rewardCandidate(db: Database, orderId: string): Promise<RewardCandidate | undefined> {
  const [row] = await db.select(rewardFields).from(orders).where(eq(orders.id, orderId));
  return row;
}
