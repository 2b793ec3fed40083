/** A store's weekly hours and dated exceptions as the hours screen reads and writes them. */
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { WireHoursDay, WireHoursExceptionRequest } from '@/domain/wire/staff-hours';
import type { Database } from '@/server/db/client';
import { locationHours, locationHoursExceptions } from '@/server/db/schema';

export type WeekRow = typeof locationHours.$inferSelect;
export type ExceptionRow = typeof locationHoursExceptions.$inferSelect;

export async function weekRows(db: Database, storeId: number): Promise<WeekRow[]> {
  return db.select().from(locationHours).where(eq(locationHours.locationId, storeId)).orderBy(asc(locationHours.weekday), asc(locationHours.interval));
}

/**
 * The week replaces the store's rows: one row per interval in opening order; a by-appointment day
 * one row without times; a closed day none (the store page reads a day without rows as Closed).
 */
export async function replaceWeek(db: Database, storeId: number, week: readonly WireHoursDay[]): Promise<void> {
  await db.delete(locationHours).where(eq(locationHours.locationId, storeId));
  const rows = week.flatMap((day): (typeof locationHours.$inferInsert)[] =>
    day.byAppointmentOnly
      ? [{ locationId: storeId, weekday: day.weekday, interval: 0, active: true, opened: null, closed: null, byAppointmentOnly: true }]
      : day.intervals.map((interval, index) => ({ locationId: storeId, weekday: day.weekday, interval: index, active: true, opened: interval.opened, closed: interval.closed, byAppointmentOnly: false })),
  );
  if (rows.length > 0) await db.insert(locationHours).values(rows);
}

/** The store's exceptions on or after `since` ('YYYY-MM-DD'), in date order. */
export async function exceptionsFrom(db: Database, storeId: number, since: string): Promise<ExceptionRow[]> {
  return db
    .select()
    .from(locationHoursExceptions)
    .where(and(eq(locationHoursExceptions.locationId, storeId), gte(locationHoursExceptions.date, since)))
    .orderBy(asc(locationHoursExceptions.date));
}

export async function exceptionOf(db: Database, storeId: number, exceptionId: number): Promise<ExceptionRow | undefined> {
  const [row] = await db.select().from(locationHoursExceptions).where(and(eq(locationHoursExceptions.locationId, storeId), eq(locationHoursExceptions.id, exceptionId)));
  return row;
}

/** Whether another exception of the store (not `exceptId`) is on `date`. */
export async function dateTaken(db: Database, storeId: number, date: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: locationHoursExceptions.id })
    .from(locationHoursExceptions)
    .where(and(eq(locationHoursExceptions.locationId, storeId), eq(locationHoursExceptions.date, date), ...(exceptId === undefined ? [] : [ne(locationHoursExceptions.id, exceptId)])))
    .limit(1);
  return row !== undefined;
}

const columnsOf = (exception: WireHoursExceptionRequest) => ({
  date: exception.date,
  intervals: exception.closed ? [] : exception.intervals,
  occasion: exception.occasion,
  note: exception.note,
});

export async function insertException(db: Database, storeId: number, exception: WireHoursExceptionRequest): Promise<ExceptionRow> {
  const [row] = await db.insert(locationHoursExceptions).values({ locationId: storeId, ...columnsOf(exception) }).returning();
  return row!;
}

export async function updateException(db: Database, storeId: number, exceptionId: number, exception: WireHoursExceptionRequest): Promise<ExceptionRow> {
  const [row] = await db
    .update(locationHoursExceptions)
    .set(columnsOf(exception))
    .where(and(eq(locationHoursExceptions.locationId, storeId), eq(locationHoursExceptions.id, exceptionId)))
    .returning();
  return row!;
}

export async function deleteException(db: Database, storeId: number, exceptionId: number): Promise<void> {
  await db.delete(locationHoursExceptions).where(and(eq(locationHoursExceptions.locationId, storeId), eq(locationHoursExceptions.id, exceptionId)));
}
