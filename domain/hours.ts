/**
 * A store's weekly hours as the store page shows them: Monday to Sunday, each day's open
 * intervals in opening order ('11:00 AM – 2:00 PM, 5:00 PM – 10:00 PM'), times without their
 * seconds ('11:00:00' → '11:00'), inactive days Closed, flagged days By appointment only; and
 * the dated exceptions coming up. Pure: text for the labels comes from the caller's translator.
 */
import { dropSeconds, formatClock } from './clock-text';
import type { LocaleTag } from './markets';
import type { WireHoursException, WireOpenInterval, WireWorkingHours } from './wire/catalog';

type Weekday = WireWorkingHours['day'];

export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

export type ClockRange = { opens: string; closes: string };

export type HoursLine =
  | { day: Weekday; kind: 'open'; intervals: ClockRange[] }
  | { day: Weekday; kind: 'closed' }
  | { day: Weekday; kind: 'appointment' };

export { dropSeconds, formatClock };

/** A weekday entry as any API version sent it: without `intervals`, its one opened/closed pair. */
type WorkingHoursEntry = Omit<WireWorkingHours, 'intervals'> & { intervals?: WireOpenInterval[] };

function intervalsOf(entry: WorkingHoursEntry): WireOpenInterval[] {
  if (entry.intervals) return entry.intervals;
  return entry.active && entry.opened && entry.closed ? [{ opened: entry.opened, closed: entry.closed }] : [];
}

function clockRanges(intervals: readonly WireOpenInterval[], locale: LocaleTag): ClockRange[] {
  return intervals.map((interval) => ({ opens: formatClock(interval.opened, locale), closes: formatClock(interval.closed, locale) }));
}

function lineOf(day: Weekday, entry: WorkingHoursEntry | undefined, locale: LocaleTag): HoursLine {
  if (entry?.byAppointmentOnly) return { day, kind: 'appointment' };
  const intervals = entry?.active ? intervalsOf(entry) : [];
  if (intervals.length === 0) return { day, kind: 'closed' };
  return { day, kind: 'open', intervals: clockRanges(intervals, locale) };
}

/** Seven lines, Monday first, whatever order (or gaps) the API sent; a missing day is Closed. */
export function weeklyHours(entries: readonly WorkingHoursEntry[], locale: LocaleTag): HoursLine[] {
  return WEEKDAYS.map((day) => lineOf(day, entries.find((entry) => entry.day === day), locale));
}

export type ExceptionLine = {
  /** The store's local date, 'YYYY-MM-DD'. */
  date: string;
  /** The date as the locale reads it: 'Nov 26', '26 nov.', '11月26日'. */
  dateLabel: string;
  occasion: string | null;
  note: string | null;
} & ({ kind: 'closed' } | { kind: 'open'; intervals: ClockRange[] });

/** The date part of a local 'YYYY-MM-DD' as the locale writes a short month and day. */
function formatShortDate(date: string, locale: LocaleTag): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day, 12));
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(instant);
}

/** The coming exceptions, in date order: closed all day, or the day's replacement intervals. */
export function exceptionLines(exceptions: readonly WireHoursException[], locale: LocaleTag): ExceptionLine[] {
  return [...exceptions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((exception) => {
      const base = { date: exception.date, dateLabel: formatShortDate(exception.date, locale), occasion: exception.occasion, note: exception.note };
      if (exception.closed || exception.intervals.length === 0) return { ...base, kind: 'closed' as const };
      return { ...base, kind: 'open' as const, intervals: clockRanges(exception.intervals, locale) };
    });
}
