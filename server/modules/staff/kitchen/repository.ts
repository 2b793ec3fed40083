/**
 * The reads of a store's kitchen screen: the orders on it (received, cooking or ready, due in a
 * span, none held for review), their lines with each item's make-time and the chosen options, and
 * a fingerprint of the store's orders that changes whenever the screen would.
 */
import { and, asc, count, eq, gte, inArray, isNull, lt, max, ne, notExists, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { SHOWN_TICKET_STATUSES } from '@/domain/kitchen/ticket-moves';
import type { Database } from '@/server/db/client';
import { items, options, orderHandoffDetails, orderItemOptions, orderItems, orderReviewHolds, orders } from '@/server/db/schema';

export type KitchenOrderRow = typeof orders.$inferSelect;

/** The kitchen screen holds at most this many orders (a store's day is far below it). */
const MAX_TICKETS = 300;

const due = sql<Date>`coalesce(${orders.timeslotStart}, ${orders.paidAt}, ${orders.createdAt})`;
const shownStatusIds = SHOWN_TICKET_STATUSES.map((status) => ORDER_STATUS[status]);

/** The store's received, cooking and ready orders due from `from` to `to` (excluded), not held for review. */
export async function kitchenOrders(db: Database, storeId: number, from: Date, to: Date): Promise<KitchenOrderRow[]> {
  const heldForReview = db
    .select({ orderId: orderReviewHolds.orderId })
    .from(orderReviewHolds)
    .where(and(eq(orderReviewHolds.orderId, orders.id), isNull(orderReviewHolds.resolvedAt)));
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.locationId, storeId), inArray(orders.statusId, shownStatusIds), gte(due, from), lt(due, to), notExists(heldForReview)))
    .orderBy(asc(due), asc(orders.number))
    .limit(MAX_TICKETS);
}

/** Those orders' lines with their item's title, unit and make-time, in line order. */
export async function kitchenLines(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      itemId: orderItems.itemId,
      quantity: orderItems.quantity,
      specialInstructions: orderItems.specialInstructions,
      label: orderItems.label,
      title: items.title,
      translations: items.translations,
      unit: items.unit,
      makeMinutes: items.makeMinutes,
    })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** The options chosen on those lines, in the options' own order. */
export async function kitchenLineOptions(db: Database, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db
    .select({ orderItemId: orderItemOptions.orderItemId, title: options.title, translations: options.translations })
    .from(orderItemOptions)
    .innerJoin(options, eq(options.id, orderItemOptions.optionId))
    .where(inArray(orderItemOptions.orderItemId, lineIds))
    .orderBy(asc(orderItemOptions.orderItemId), asc(options.sortOrder), asc(options.id));
}

/**
 * What the kitchen screen of a store depends on, as one text: how many placed orders are due in
 * the span, their latest change, how many are held for review and the latest curbside arrival.
 * A status move, a new payment, a release from review or an arrival changes it.
 */
export async function kitchenFingerprint(db: Database, storeId: number, from: Date, to: Date): Promise<string> {
  const [row] = await db
    .select({
      orders: count(orders.id),
      changed: max(orders.updatedAt),
      held: count(orderReviewHolds.orderId),
      arrived: max(orderHandoffDetails.arrivedAt),
    })
    .from(orders)
    .leftJoin(orderReviewHolds, and(eq(orderReviewHolds.orderId, orders.id), isNull(orderReviewHolds.resolvedAt)))
    .leftJoin(orderHandoffDetails, eq(orderHandoffDetails.orderId, orders.id))
    .where(and(eq(orders.locationId, storeId), ne(orders.statusId, ORDER_STATUS.open), gte(due, from), lt(due, to)));
  return [row?.orders ?? 0, String(row?.changed ?? ''), row?.held ?? 0, String(row?.arrived ?? '')].join('|');
}
