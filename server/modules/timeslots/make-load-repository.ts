/**
 * What the kitchen has on: the make-minutes booked per slot by the orders holding a place there,
 * the open tickets of a store, and its pauses. A booking's load is read from its order's lines
 * (quantity × the item's make-minutes) when asked, so a cart changed after its time was chosen
 * weighs what it holds now; payment checks it again under the slot's lock (service.ts).
 */
import { and, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { items, orderItems, orders, storePauses, timeslotReservations } from '@/server/db/schema';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { LoadLine, OpenTicket } from '@/domain/kitchen/make-load';
import type { StorePause } from '@/domain/kitchen/store-pause';

/** An order's load and longest make-time, summed over its lines (grouped by the order). */
const loadColumns = {
  load: sql<number>`sum(${orderItems.quantity} * ${items.makeMinutes})::int`,
  largest: sql<number>`max(${items.makeMinutes})::int`,
};

/** The order's lines as the kitchen weighs them. */
export async function loadLinesOf(db: Database, orderId: string): Promise<LoadLine[]> {
  return db
    .select({ quantity: orderItems.quantity, makeMinutes: items.makeMinutes })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(eq(orderItems.orderId, orderId));
}

/**
 * Make-minutes booked per slot start (UTC ISO) in [from, to) by other orders' live reservations
 * (not cancelled), each charged at most the whole slot (`capacity`), as domain/kitchen/make-load.ts rules.
 */
export async function bookedLoadBetween(
  db: Database,
  locationId: number,
  window: { from: Date; to: Date; now: Date; exceptOrderId: string; capacity: number },
): Promise<Record<string, number>> {
  const perOrder = db
    .select({ start: timeslotReservations.slotStart, load: sql<number>`least(${loadColumns.load}, ${window.capacity})`.as('load') })
    .from(timeslotReservations)
    .innerJoin(orders, eq(orders.id, timeslotReservations.orderId))
    .innerJoin(orderItems, eq(orderItems.orderId, timeslotReservations.orderId))
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(
      and(
        eq(timeslotReservations.locationId, locationId),
        gte(timeslotReservations.slotStart, window.from),
        lt(timeslotReservations.slotStart, window.to),
        ne(timeslotReservations.orderId, window.exceptOrderId),
        ne(orders.statusId, ORDER_STATUS.cancelled),
        or(isNull(timeslotReservations.expiresAt), gt(timeslotReservations.expiresAt, window.now)),
      ),
    )
    .groupBy(timeslotReservations.slotStart, timeslotReservations.orderId)
    .as('per_order');
  const rows = await db
    .select({ start: perOrder.start, load: sql<number>`sum(${perOrder.load})::int` })
    .from(perOrder)
    .groupBy(perOrder.start);
  return Object.fromEntries(rows.map((row) => [new Date(row.start).toISOString(), row.load]));
}

/** How far back an unbumped ticket still counts: older ones were handed over without a bump. */
const TICKET_LOOKBACK_MINUTES = 120;
/** The longest make-time (the items' CHECK), so every ticket that may have started is read. */
const LONGEST_MAKE_MINUTES = 240;

/** The store's paid tickets not yet bumped to ready, promised from two hours ago to four hours ahead. */
export async function openTicketsOf(db: Database, locationId: number, now: Date): Promise<OpenTicket[]> {
  const rows = await db
    .select({ promisedAt: orders.timeslotStart, ...loadColumns })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(
      and(
        eq(orders.locationId, locationId),
        inArray(orders.statusId, [ORDER_STATUS.paid, ORDER_STATUS.preparing]),
        gte(orders.timeslotStart, new Date(now.getTime() - TICKET_LOOKBACK_MINUTES * 60_000)),
        lte(orders.timeslotStart, new Date(now.getTime() + LONGEST_MAKE_MINUTES * 60_000)),
      ),
    )
    .groupBy(orders.id);
  return rows.flatMap((row) => (row.promisedAt ? [{ promisedAt: row.promisedAt, load: row.load, largestMakeMinutes: row.largest }] : []));
}

/** The store's pauses (ended ones included; domain/kitchen/store-pause.ts tells which is in force). */
export async function pausesOf(db: Database, locationId: number): Promise<StorePause[]> {
  return db.select({ handoffId: storePauses.handoffId, until: storePauses.until }).from(storePauses).where(eq(storePauses.locationId, locationId));
}
