/**
 * A store's opening hours: several open intervals per weekday and dated exceptions, read in
 * the store's own time zone.
 *
 * - Weekday 1 = Monday ... 7 = Sunday; `opened`/`closed` are 'HH:MM' or 'HH:MM:SS' local times.
 * - A weekday may have several entries (11:00–14:00 and 17:00–22:00): each active one is an interval.
 * - `closed` earlier than `opened` means the interval ends after midnight; equal means 24 hours.
 *   An interval belongs to the business day it opens on.
 * - An inactive entry, an entry without times, or a by-appointment-only entry opens no interval.
 * - An exception replaces the weekday's intervals on its local date: no intervals means closed
 *   all day. It does not cut short the previous day's interval running past midnight.
 */
import { addDays, formatLocalDate, isoWeekday, parseTimeOfDay, toLocal, zonedToUtc, type LocalDate } from './zoned-time';

export type WeeklyHoursEntry = {
  weekday: number;
  active: boolean;
  opened: string | null;
  closed: string | null;
  byAppointmentOnly?: boolean;
};

export type OpenInterval = { opened: string; closed: string };

/** A dated exception: `date` is the store's local 'YYYY-MM-DD'; empty `intervals` = closed all day. */
export type HoursException = { date: string; intervals: readonly OpenInterval[]; note?: string | null };

export type StoreSchedule = {
  hours: readonly WeeklyHoursEntry[];
  exceptions?: readonly HoursException[];
  timeZone: string;
};

/** An open interval as instants (ms since the epoch): open from `opens` until before `closes`. */
export type OpenWindow = { opens: number; closes: number };

const MINUTES_PER_DAY = 24 * 60;

/** The exception of a local date, if any. */
export function exceptionOn(date: LocalDate, exceptions: readonly HoursException[] = []): HoursException | undefined {
  const key = formatLocalDate(date);
  return exceptions.find((exception) => exception.date === key);
}

/** The weekday's open intervals, in opening order. */
export function weekdayIntervals(weekday: number, hours: readonly WeeklyHoursEntry[]): OpenInterval[] {
  return hours
    .filter((entry) => entry.weekday === weekday && entry.active && !entry.byAppointmentOnly && entry.opened && entry.closed)
    .map((entry) => ({ opened: entry.opened as string, closed: entry.closed as string }))
    .sort((a, b) => parseTimeOfDay(a.opened) - parseTimeOfDay(b.opened));
}

/** The open intervals of a local date: the exception's when there is one, else the weekday's. */
export function intervalsOn(date: LocalDate, hours: readonly WeeklyHoursEntry[], exceptions: readonly HoursException[] = []): OpenInterval[] {
  const exception = exceptionOn(date, exceptions);
  if (exception) return [...exception.intervals].sort((a, b) => parseTimeOfDay(a.opened) - parseTimeOfDay(b.opened));
  return weekdayIntervals(isoWeekday(date), hours);
}

/** Local minutes after the date's midnight: [open, close), close past 24:00 when it ends after midnight. */
export function intervalMinutes(interval: OpenInterval): { open: number; close: number } {
  const open = parseTimeOfDay(interval.opened);
  let close = parseTimeOfDay(interval.closed);
  if (close <= open) close += MINUTES_PER_DAY;
  return { open, close };
}

/** The open windows of the business day `date`, as instants, in order. */
export function windowsOn(date: LocalDate, schedule: StoreSchedule): OpenWindow[] {
  return intervalsOn(date, schedule.hours, schedule.exceptions).map((interval) => {
    const { open, close } = intervalMinutes(interval);
    return { opens: zonedToUtc(date, open, schedule.timeZone), closes: zonedToUtc(date, close, schedule.timeZone) };
  });
}

function localDateOf(instant: number, timeZone: string): LocalDate {
  const local = toLocal(instant, timeZone);
  return { year: local.year, month: local.month, day: local.day };
}

/** Whether the store is inside one of its open intervals at `now` (yesterday's may still run). */
export function isOpenAt(schedule: StoreSchedule, now: Date): boolean {
  const at = now.getTime();
  const today = localDateOf(at, schedule.timeZone);
  return [addDays(today, -1), today].some((date) =>
    windowsOn(date, schedule).some((window) => window.opens <= at && at < window.closes),
  );
}

/**
 * The next instant the store opens after `now` (now itself when it opens exactly then), looking
 * `horizonDays` local days ahead; null when it stays closed. Already open: the next opening after
 * the current interval.
 */
export function nextOpening(schedule: StoreSchedule, now: Date, horizonDays = 14): Date | null {
  const at = now.getTime();
  const today = localDateOf(at, schedule.timeZone);
  for (let offset = 0; offset <= horizonDays; offset += 1) {
    const found = windowsOn(addDays(today, offset), schedule).find((window) => window.opens >= at);
    if (found) return new Date(found.opens);
  }
  return null;
}

/** Exceptions dated from `from` (a local 'YYYY-MM-DD') for `days` days, in date order. */
export function upcomingExceptions<T extends HoursException>(exceptions: readonly T[], from: string, days: number): T[] {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const until = formatLocalDate(addDays({ year, month, day }, days));
  return exceptions
    .filter((exception) => exception.date >= from && exception.date < until)
    .sort((a, b) => a.date.localeCompare(b.date));
}
