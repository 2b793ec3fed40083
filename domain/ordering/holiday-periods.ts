/**
 * Holiday and pre-order periods of a brand or a store. A store's own settings replace its
 * brand's as a whole; without either, no period applies. Dates are calendar days
 * ('2026-12-24'), both ends included, read on the store's calendar (the brand's: UTC).
 *
 * - The holiday period: the holiday menu and navigation entries are on.
 * - The pre-order period: the days on which holiday pre-orders are taken.
 * - The timeslot generation dates: the days a pre-order may be picked up.
 */
import { formatLocalDate, toLocal } from './zoned-time';

/** A run of calendar days, 'YYYY-MM-DD', both ends included. */
export type DateRange = { start: string; end: string };

export type HolidayPeriods = {
  holiday: DateRange;
  preorder: DateRange;
  /** The days a pre-order may be picked up. */
  pickup: DateRange;
};

/** What the holiday check answers for a brand or a store. */
export type HolidayCheckAnswer = {
  isHolidayPeriod: boolean;
  isPreorderPeriod: boolean;
  holidayTimeslotGenStartDate: string | null;
  holidayTimeslotGenEndDate: string | null;
};

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether `day` lies in `range`, both ends included ('YYYY-MM-DD' sorts as text). */
export function isDayInRange(day: string, range: DateRange | null | undefined): boolean {
  return range != null && range.start <= day && day <= range.end;
}

/** The store's own periods when it has them, else its brand's, else none. */
export function effectivePeriods(brand: HolidayPeriods | null, store: HolidayPeriods | null): HolidayPeriods | null {
  return store ?? brand;
}

/** The calendar day of `now` on `timeZone`'s calendar. */
export function localDay(now: Date, timeZone = 'UTC'): string {
  return formatLocalDate(toLocal(now.getTime(), timeZone));
}

/** The holiday check of `periods` at `now`, on `timeZone`'s calendar. */
export function holidayCheck(periods: HolidayPeriods | null, now: Date, timeZone = 'UTC'): HolidayCheckAnswer {
  const today = localDay(now, timeZone);
  return {
    isHolidayPeriod: isDayInRange(today, periods?.holiday),
    isPreorderPeriod: isDayInRange(today, periods?.preorder),
    holidayTimeslotGenStartDate: periods?.pickup.start ?? null,
    holidayTimeslotGenEndDate: periods?.pickup.end ?? null,
  };
}

/**
 * The pick-up days a pre-order placed at `now` may choose: the generation dates while the
 * pre-order period runs, else none.
 */
export function preorderPickupDays(periods: HolidayPeriods | null, now: Date, timeZone: string): DateRange | null {
  if (!periods || !isDayInRange(localDay(now, timeZone), periods.preorder)) return null;
  return periods.pickup;
}

/** How many local days, today first, reach `last` (at least 1, at most 366). */
export function daysThrough(now: Date, timeZone: string, last: string): number {
  const today = Date.parse(`${localDay(now, timeZone)}T00:00:00Z`);
  const until = Date.parse(`${last}T00:00:00Z`);
  const days = Math.round((until - today) / 86_400_000) + 1;
  return Math.min(366, Math.max(1, days));
}
