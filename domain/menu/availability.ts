/**
 * Whether an item can be ordered for a handoff (pickup or delivery) time, judged against that
 * time, never against the time of browsing:
 *
 * - not sold: the store does not sell it at all for now (its assortment says so);
 * - sold out: staff marked it sold out today, until the store's next business day starts;
 * - outside its dayparts: an item with serving times (breakfast 07:00–11:00) is ordered for a
 *   handoff inside one of them, read on the store's clock; an item without any is served all day;
 * - holiday only: a holiday item is ordered for a handoff day of the store's holiday season.
 *
 * The first of these that applies is the answer; null: it can be ordered.
 */
import { addDays, formatLocalDate, parseTimeOfDay, toLocal, zonedToUtc, type LocalDate } from '../ordering/zoned-time';
import { windowsOn, type StoreSchedule } from '../ordering/store-hours';
import { isDayInRange, type DateRange } from '../ordering/holiday-periods';

/** A serving time on the store's clock, 'HH:MM', from `starts` up to (not including) `ends`. */
export type Daypart = { starts: string; ends: string };

export type ItemAvailability = {
  /** The store sells the item (its assortment row's flag). */
  sold: boolean;
  /** While set and later than the handoff, the item is sold out (an ISO instant). */
  soldOutUntil: string | null;
  dayparts: readonly Daypart[];
  holidayOnly: boolean;
};

export type Handoff = {
  at: Date;
  timeZone: string;
  /** The store's holiday days (its holiday period and pre-order pickup days); null: not judged here. */
  holidayDays: readonly DateRange[] | null;
};

export type Unavailability = 'not-sold' | 'sold-out' | 'outside-dayparts' | 'holiday-only';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a time of day written 'HH:MM' (00:00 to 23:59). */
export function isDaypartTime(value: string): boolean {
  return TIME.test(value);
}

/** A daypart that starts before it ends, both 'HH:MM'. */
export function isDaypart(part: Daypart): boolean {
  return isDaypartTime(part.starts) && isDaypartTime(part.ends) && part.starts < part.ends;
}

/** The first two dayparts that overlap, once sorted by start; null when none do. */
export function overlappingDayparts(parts: readonly Daypart[]): [Daypart, Daypart] | null {
  const sorted = [...parts].sort((a, b) => a.starts.localeCompare(b.starts));
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index]!.starts < sorted[index - 1]!.ends) return [sorted[index - 1]!, sorted[index]!];
  }
  return null;
}

/** Whether the instant, on `timeZone`'s clock, falls in one of `parts` (none: always). */
export function inDayparts(parts: readonly Daypart[], at: Date, timeZone: string): boolean {
  if (parts.length === 0) return true;
  const { hour, minute } = toLocal(at.getTime(), timeZone);
  const minutes = hour * 60 + minute;
  return parts.some((part) => parseTimeOfDay(part.starts) <= minutes && minutes < parseTimeOfDay(part.ends));
}

/** Why the item cannot be ordered for `handoff`, or null when it can. */
export function unavailabilityAt(item: ItemAvailability, handoff: Handoff): Unavailability | null {
  if (!item.sold) return 'not-sold';
  if (item.soldOutUntil !== null && handoff.at.getTime() < Date.parse(item.soldOutUntil)) return 'sold-out';
  if (!inDayparts(item.dayparts, handoff.at, handoff.timeZone)) return 'outside-dayparts';
  if (item.holidayOnly && handoff.holidayDays !== null) {
    const day = formatLocalDate(toLocal(handoff.at.getTime(), handoff.timeZone));
    if (!handoff.holidayDays.some((range) => isDayInRange(day, range))) return 'holiday-only';
  }
  return null;
}

function localDateOf(instant: number, timeZone: string): LocalDate {
  const { year, month, day } = toLocal(instant, timeZone);
  return { year, month, day };
}

/** How many days ahead the next business day is looked for. */
const HORIZON_DAYS = 14;

/**
 * When "sold out today", marked at `now`, ends: the first opening of the store's next business
 * day. The current business day is the one whose interval is open at `now` (yesterday's when it
 * runs past midnight), else today. A store with no opening in the next two weeks: the midnight
 * after the current business day.
 */
export function soldOutTodayUntil(schedule: StoreSchedule, now: Date): Date {
  const at = now.getTime();
  const today = localDateOf(at, schedule.timeZone);
  const yesterday = addDays(today, -1);
  const runsOn = windowsOn(yesterday, schedule).some((window) => window.opens <= at && at < window.closes);
  const businessDay = runsOn ? yesterday : today;
  for (let offset = 1; offset <= HORIZON_DAYS; offset += 1) {
    const [first] = windowsOn(addDays(businessDay, offset), schedule);
    if (first) return new Date(first.opens);
  }
  return new Date(zonedToUtc(addDays(businessDay, 1), 0, schedule.timeZone));
}

/** 'HH:MM–HH:MM, HH:MM–HH:MM': the dayparts as a message writes them. */
export function daypartsText(parts: readonly Daypart[]): string {
  return [...parts]
    .sort((a, b) => a.starts.localeCompare(b.starts))
    .map((part) => `${part.starts}–${part.ends}`)
    .join(', ');
}
