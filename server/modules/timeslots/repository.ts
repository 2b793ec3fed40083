/**
 * Timeslot reservations. A slot's capacity is checked and taken under a lock on its
 * `timeslot_slots` row (SELECT ... FOR UPDATE), so two diners racing for the last place are
 * served one after the other and the slot is never oversold, on PGlite and PostgreSQL alike.
 * A reservation of an unpaid order counts until it expires; a paid order's never expires.
 */
import { and, eq, gte, isNull, lt, ne, or, gt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { timeslotReservations, timeslotSlots } from '@/server/db/schema';

function active(now: Date) {
  return or(isNull(timeslotReservations.expiresAt), gt(timeslotReservations.expiresAt, now));
}

/** Places taken per slot start (UTC ISO) in [from, to), not counting `exceptOrderId`. */
export async function takenBetween(
  db: Database,
  locationId: number,
  from: Date,
  to: Date,
  now: Date,
  exceptOrderId: string,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ start: timeslotReservations.slotStart, taken: sql<number>`count(*)::int` })
    .from(timeslotReservations)
    .where(
      and(
        eq(timeslotReservations.locationId, locationId),
        gte(timeslotReservations.slotStart, from),
        lt(timeslotReservations.slotStart, to),
        ne(timeslotReservations.orderId, exceptOrderId),
        active(now),
      ),
    )
    .groupBy(timeslotReservations.slotStart);
  return Object.fromEntries(rows.map((row) => [new Date(row.start).toISOString(), row.taken]));
}

/** Locks the slot's row (creating it first) until the transaction ends. */
export async function lockSlot(tx: Database, locationId: number, slotStart: Date): Promise<void> {
  await tx.insert(timeslotSlots).values({ locationId, slotStart }).onConflictDoNothing();
  await tx
    .select({ locationId: timeslotSlots.locationId })
    .from(timeslotSlots)
    .where(and(eq(timeslotSlots.locationId, locationId), eq(timeslotSlots.slotStart, slotStart)))
    .for('update');
}

/** Places taken in one slot by other orders (call with the slot locked). */
export async function takenAt(tx: Database, locationId: number, slotStart: Date, now: Date, exceptOrderId: string): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(timeslotReservations)
    .where(
      and(
        eq(timeslotReservations.locationId, locationId),
        eq(timeslotReservations.slotStart, slotStart),
        ne(timeslotReservations.orderId, exceptOrderId),
        active(now),
      ),
    );
  return row?.taken ?? 0;
}

export type ReservationRow = typeof timeslotReservations.$inferSelect;

export async function reservationOf(db: Database, orderId: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(timeslotReservations).where(eq(timeslotReservations.orderId, orderId));
  return row;
}

/** The order's one reservation, replacing any earlier one. `expiresAt` null holds it for good. */
export async function saveReservation(
  tx: Database,
  reservation: { orderId: string; locationId: number; slotStart: Date; expiresAt: Date | null },
): Promise<void> {
  await tx
    .insert(timeslotReservations)
    .values(reservation)
    .onConflictDoUpdate({
      target: timeslotReservations.orderId,
      set: { locationId: reservation.locationId, slotStart: reservation.slotStart, expiresAt: reservation.expiresAt },
    });
}
