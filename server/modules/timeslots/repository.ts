/**
 * Timeslot reservations. A slot's capacity is checked and taken under a lock on its
 * `timeslot_slots` row (SELECT ... FOR UPDATE), so two diners racing for the last place are
 * served one after the other and the slot is never oversold, on PGlite and PostgreSQL alike.
 * A reservation of an unpaid order counts until it expires; a paid order's never expires.
 * Catering events take places in the same slots (kitchen_capacity_holds, one row per lead and
 * slot, `places` each), counted the same way: until the hold expires, or for good once booked.
 */
import { and, asc, eq, gte, inArray, isNull, lt, ne, or, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { brands, customers, kitchenCapacityHolds, orders, timeslotReservations, timeslotSlots, type OrderGuest } from '@/server/db/schema';
import { ORDER_STATUS } from '@/domain/ordering/order-status';

/** A reservation or hold counts while it has no expiry or has not expired yet. */
function unexpired(expiresAt: AnyPgColumn, now: Date) {
  return or(isNull(expiresAt), gt(expiresAt, now));
}

/** The rows of one location whose slot starts in [from, to). */
function slotWindow(table: { locationId: AnyPgColumn; slotStart: AnyPgColumn }, locationId: number, from: Date, to: Date) {
  return [eq(table.locationId, locationId), gte(table.slotStart, from), lt(table.slotStart, to)];
}

/** Places per slot start, keyed by the start as UTC ISO. */
function bySlotStart(rows: { start: Date; places: number }[]): Record<string, number> {
  return Object.fromEntries(rows.map((row) => [new Date(row.start).toISOString(), row.places]));
}

/** Places catering events hold per slot start (UTC ISO) in [from, to). */
export async function heldBetween(
  db: Database,
  locationId: number,
  from: Date,
  to: Date,
  now: Date,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ start: kitchenCapacityHolds.slotStart, places: sql<number>`sum(${kitchenCapacityHolds.places})::int` })
    .from(kitchenCapacityHolds)
    .where(and(...slotWindow(kitchenCapacityHolds, locationId, from, to), unexpired(kitchenCapacityHolds.expiresAt, now)))
    .groupBy(kitchenCapacityHolds.slotStart);
  return bySlotStart(rows);
}

function addCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const sum = { ...a };
  for (const [start, count] of Object.entries(b)) sum[start] = (sum[start] ?? 0) + count;
  return sum;
}

/** Places taken per slot start (UTC ISO) in [from, to) by orders and catering events, not counting `exceptOrderId`. */
export async function takenBetween(
  db: Database,
  locationId: number,
  from: Date,
  to: Date,
  now: Date,
  exceptOrderId: string,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ start: timeslotReservations.slotStart, places: sql<number>`count(*)::int` })
    .from(timeslotReservations)
    .where(
      and(
        ...slotWindow(timeslotReservations, locationId, from, to),
        ne(timeslotReservations.orderId, exceptOrderId),
        unexpired(timeslotReservations.expiresAt, now),
      ),
    )
    .groupBy(timeslotReservations.slotStart);
  return addCounts(bySlotStart(rows), await heldBetween(db, locationId, from, to, now));
}

/**
 * Locks the slot's row until the transaction ends, in one statement: the row is created, or the
 * conflict's update takes the same lock FOR UPDATE would.
 */
export async function lockSlot(tx: Database, locationId: number, slotStart: Date): Promise<void> {
  await tx
    .insert(timeslotSlots)
    .values({ locationId, slotStart })
    .onConflictDoUpdate({ target: [timeslotSlots.locationId, timeslotSlots.slotStart], set: { slotStart } });
}

/**
 * Locks several slots' rows (creating them first) until the transaction ends, in slot order so
 * two lockers of overlapping windows never wait on each other in a cycle.
 */
export async function lockSlots(tx: Database, locationId: number, slotStarts: readonly Date[]): Promise<void> {
  if (slotStarts.length === 0) return;
  const sorted = [...slotStarts].sort((a, b) => a.getTime() - b.getTime());
  await tx.insert(timeslotSlots).values(sorted.map((slotStart) => ({ locationId, slotStart }))).onConflictDoNothing();
  await tx
    .select({ slotStart: timeslotSlots.slotStart })
    .from(timeslotSlots)
    .where(and(eq(timeslotSlots.locationId, locationId), inArray(timeslotSlots.slotStart, sorted)))
    .orderBy(asc(timeslotSlots.slotStart))
    .for('update');
}

/** Places taken in one slot by other orders and by catering events (call with the slot locked). */
export async function takenAt(tx: Database, locationId: number, slotStart: Date, now: Date, exceptOrderId: string): Promise<number> {
  const end = new Date(slotStart.getTime() + 1);
  return (await takenBetween(tx, locationId, slotStart, end, now, exceptOrderId))[slotStart.toISOString()] ?? 0;
}

export type ReservationRow = typeof timeslotReservations.$inferSelect;

export async function reservationOf(db: Database, orderId: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(timeslotReservations).where(eq(timeslotReservations.orderId, orderId));
  return row;
}

/** The order's one reservation, replacing any earlier one. `expiresAt` null holds it for good. */
export async function saveReservation(
  tx: Database,
  reservation: { orderId: string; locationId: number; slotStart: Date; expiresAt: Date | null; quietBonusPoints: number },
): Promise<void> {
  const { orderId, locationId, slotStart, expiresAt, quietBonusPoints } = reservation;
  await tx
    .insert(timeslotReservations)
    .values({ orderId, locationId, slotStart, expiresAt, quietBonusPoints })
    .onConflictDoUpdate({ target: timeslotReservations.orderId, set: { locationId, slotStart, expiresAt, quietBonusPoints } });
}

/** The cap on the orders one guest may hold in one slot of the brand's stores; null: no cap. */
export async function guestSlotCapOf(db: Database, brandId: number): Promise<number | null> {
  const [row] = await db.select({ cap: brands.guestSlotOrderCap }).from(brands).where(eq(brands.id, brandId));
  return row?.cap ?? null;
}

/** What the slots read of an order: whose it is, its brand, category and handoff, and the time it holds. */
export type SlotOrder = Pick<typeof orders.$inferSelect, 'id' | 'brandId' | 'categoryId' | 'handoffId' | 'customerId' | 'guest' | 'deviceHash' | 'timeslotStart'>;

export type SlotHolder = { customerId: number | null; accountEmail: string | null; guest: OrderGuest | null; deviceHash: string | null };

/** Who holds the slot's places (call with the slot locked): every other order with a live reservation there, not cancelled. */
export async function holdersAt(tx: Database, locationId: number, slotStart: Date, now: Date, exceptOrderId: string): Promise<SlotHolder[]> {
  return tx
    .select({ customerId: orders.customerId, accountEmail: customers.email, guest: orders.guest, deviceHash: orders.deviceHash })
    .from(timeslotReservations)
    .innerJoin(orders, eq(orders.id, timeslotReservations.orderId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        eq(timeslotReservations.locationId, locationId),
        eq(timeslotReservations.slotStart, slotStart),
        ne(timeslotReservations.orderId, exceptOrderId),
        ne(orders.statusId, ORDER_STATUS.cancelled),
        unexpired(timeslotReservations.expiresAt, now),
      ),
    );
}

/** The email of the order's account, or null for a guest. */
export async function accountEmailOf(db: Database, customerId: number | null): Promise<string | null> {
  if (customerId === null) return null;
  const [row] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  return row?.email ?? null;
}
