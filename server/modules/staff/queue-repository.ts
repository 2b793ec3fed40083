/** The reads of a store's kitchen queue: the placed orders due in a span, their lines and their handoff details. */
import { and, asc, eq, gte, inArray, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { Database } from '@/server/db/client';
import { items, orderHandoffDetails, orderItems, orderReviewHolds, orders } from '@/server/db/schema';

export type QueueOrderRow = typeof orders.$inferSelect;

/**
 * The store's placed (not open) orders due from `from` to `to` (excluded), by due time then number,
 * 500 at most. An order is due at its handoff time, else its payment, else its creation. An order
 * held for review and not yet released or cancelled is not in the kitchen's queue.
 */
export async function ordersDueBetween(db: Database, storeId: number, from: Date, to: Date) {
  const due = sql<Date>`coalesce(${orders.timeslotStart}, ${orders.paidAt}, ${orders.createdAt})`;
  const heldForReview = db
    .select({ orderId: orderReviewHolds.orderId })
    .from(orderReviewHolds)
    .where(and(eq(orderReviewHolds.orderId, orders.id), isNull(orderReviewHolds.resolvedAt)));
  return db
    .select({ order: orders, due: due.mapWith(orders.createdAt) })
    .from(orders)
    .where(and(eq(orders.locationId, storeId), ne(orders.statusId, ORDER_STATUS.open), gte(due, from), lt(due, to), notExists(heldForReview)))
    .orderBy(asc(due), asc(orders.number))
    .limit(500);
}

/** The lines of those orders with their item's title and translations, in line order. */
export async function orderLines(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderItems.orderId, quantity: orderItems.quantity, title: items.title, unit: items.unit, translations: items.translations, label: orderItems.label })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** The handoff details (table, vehicle, arrival) of those orders. */
export async function handoffDetailsOf(db: Database, orderIds: string[]) {
  return db.select().from(orderHandoffDetails).where(inArray(orderHandoffDetails.orderId, orderIds));
}
