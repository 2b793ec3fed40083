/**
 * A store's day: the local date of an instant in the store's time zone, and the UTC bounds of
 * a local date, so "today's orders" means the store's today wherever the server runs.
 */
import { addDays, formatLocalDate, toLocal, zonedToUtc, type LocalDate } from './zoned-time';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of a real calendar day, or null. */
export function parseLocalDate(value: string): LocalDate | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The store's local date of `now`, 'YYYY-MM-DD'. */
export function storeDateOf(now: Date, timeZone: string): string {
  return formatLocalDate(toLocal(now.getTime(), timeZone));
}

/** The UTC instants where the local day starts and the next one starts (23 or 25 hours apart across a DST change). */
export function storeDayBounds(date: LocalDate, timeZone: string): { from: Date; to: Date } {
  return { from: new Date(zonedToUtc(date, 0, timeZone)), to: new Date(zonedToUtc(addDays(date, 1), 0, timeZone)) };
}

/** 'HH:MM' of an instant in the store's time zone. */
export function storeTimeOf(instant: Date, timeZone: string): string {
  const local = toLocal(instant.getTime(), timeZone);
  return `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
}
