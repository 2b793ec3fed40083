/**
 * The rules of a store's hours as a manager edits them, checked the same way by the console's
 * form and the API (the store page, ordering and timeslots read the saved hours with
 * domain/ordering/store-hours.ts, whose reading of an interval these rules share):
 * - a time of day is 'HH:MM', 00:00 to 23:59;
 * - an interval closing at or before its opening time ends after midnight (same time: 24 hours,
 *   which must then be the day's only interval);
 * - a day holds at most MAX_INTERVALS_PER_DAY intervals, none overlapping the next, and an
 *   interval running past midnight must not run into the next day's first one (Sunday → Monday too);
 * - a dated exception is on a real date from the store's local today to EXCEPTION_HORIZON_DAYS
 *   ahead; closed all day has no intervals, special hours at least one; it names a known
 *   occasion or carries a short note, not both.
 * Problems are values (a name of HOURS_MESSAGES and its params), never exceptions.
 */
import { WEEKDAYS } from '@/domain/hours';
import { intervalMinutes, type OpenInterval } from '@/domain/ordering/store-hours';
import { addDays, formatLocalDate } from '@/domain/ordering/zoned-time';
import type { HoursMessageName } from './staff-hours-messages';

/** The location_hours primary key allows intervals 0 to 5 on a weekday. */
export const MAX_INTERVALS_PER_DAY = 6;
/** The location_hours_exceptions note column. */
export const EXCEPTION_NOTE_MAX = 80;
/** How far ahead an exception may be set. */
export const EXCEPTION_HORIZON_DAYS = 400;
/** The occasions the site names in every language (store.occasion.<name>). */
export const HOURS_OCCASIONS = ['thanksgiving', 'christmas', 'new-years-eve'] as const;
export type HoursOccasion = (typeof HOURS_OCCASIONS)[number];

const MINUTES_PER_DAY = 24 * 60;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type HoursProblem = { name: HoursMessageName; params?: Record<string, string | number> };

/** One weekday as edited: 1 = Monday … 7 = Sunday; no intervals = closed. */
export type WeekDayHours = { weekday: number; intervals: OpenInterval[]; byAppointmentOnly: boolean };

export type ExceptionDraft = { date: string; closed: boolean; intervals: OpenInterval[]; occasion: string | null; note: string | null };

export const isClock = (value: string): boolean => CLOCK.test(value);

const dayName = (weekday: number) => WEEKDAYS[weekday - 1] ?? String(weekday);

/** The problems of one day's intervals (`label` names the day in messages). */
export function dayProblems(intervals: readonly OpenInterval[], label: string): HoursProblem[] {
  if (intervals.length > MAX_INTERVALS_PER_DAY) return [{ name: 'tooManyIntervals', params: { max: MAX_INTERVALS_PER_DAY } }];
  const badTime = intervals.flatMap((interval) => [interval.opened, interval.closed]).find((time) => !isClock(time));
  if (badTime !== undefined) return [{ name: 'timeInvalid', params: { time: badTime } }];
  if (intervals.length > 1 && intervals.some((interval) => interval.opened === interval.closed)) return [{ name: 'intervalEmpty' }];
  const sorted = sortedIntervals(intervals);
  for (let index = 1; index < sorted.length; index += 1) {
    const before = sorted[index - 1]!;
    const after = sorted[index]!;
    if (intervalMinutes(after).open < intervalMinutes(before).close) {
      return [{ name: 'overlap', params: { first: rangeText(before), second: rangeText(after), day: label } }];
    }
  }
  return [];
}

/** Intervals in opening order. */
export function sortedIntervals(intervals: readonly OpenInterval[]): OpenInterval[] {
  return [...intervals].sort((a, b) => a.opened.localeCompare(b.opened));
}

const rangeText = (interval: OpenInterval) => `${interval.opened}–${interval.closed}`;

/** Minutes past the next midnight the day's last interval runs (0 when it ends the same day). */
function overnightMinutes(intervals: readonly OpenInterval[]): number {
  return Math.max(0, ...intervals.map((interval) => intervalMinutes(interval).close - MINUTES_PER_DAY));
}

function firstOpening(intervals: readonly OpenInterval[]): number | null {
  return intervals.length === 0 ? null : Math.min(...intervals.map((interval) => intervalMinutes(interval).open));
}

/** The problems of a week: each weekday once, each day's intervals, and nights running into the next day. */
export function weekProblems(week: readonly WeekDayHours[]): HoursProblem[] {
  const weekdays = week.map((day) => day.weekday).sort((a, b) => a - b);
  if (weekdays.length !== 7 || weekdays.some((weekday, index) => weekday !== index + 1)) return [{ name: 'weekIncomplete' }];
  const byDay = [...week].sort((a, b) => a.weekday - b.weekday);
  const own = byDay.flatMap((day) => dayProblems(day.intervals, dayName(day.weekday)));
  if (own.length > 0) return own;
  for (const day of byDay) {
    const next = byDay[day.weekday % 7]!;
    const nextOpens = firstOpening(next.intervals);
    if (nextOpens !== null && overnightMinutes(day.intervals) > nextOpens) return [{ name: 'overnightOverlap', params: { day: dayName(day.weekday) } }];
  }
  return [];
}

/** Whether 'YYYY-MM-DD' is a real calendar date. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return formatLocalDate(addDays({ year, month, day }, 0)) === value && month >= 1 && month <= 12;
}

/** The last date an exception may be set on, seen from the store's local `today`. */
export function lastExceptionDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return formatLocalDate(addDays({ year, month, day }, EXCEPTION_HORIZON_DAYS));
}

/** The problems of a dated exception, seen from the store's local `today` ('YYYY-MM-DD'). */
export function exceptionProblems(draft: ExceptionDraft, today: string): HoursProblem[] {
  if (draft.date.trim() === '') return [{ name: 'dateRequired' }];
  if (!isCalendarDate(draft.date)) return [{ name: 'dateInvalid', params: { date: draft.date } }];
  if (draft.date < today) return [{ name: 'datePast', params: { date: draft.date } }];
  if (draft.date > lastExceptionDate(today)) return [{ name: 'dateTooFar', params: { max: EXCEPTION_HORIZON_DAYS } }];
  if (draft.closed && draft.intervals.length > 0) return [{ name: 'closedWithIntervals' }];
  if (!draft.closed && draft.intervals.length === 0) return [{ name: 'intervalsRequired' }];
  if (draft.occasion !== null && draft.note !== null && draft.note.trim() !== '') return [{ name: 'occasionAndNote' }];
  if (draft.occasion !== null && !(HOURS_OCCASIONS as readonly string[]).includes(draft.occasion)) return [{ name: 'occasionUnknown', params: { occasion: draft.occasion } }];
  if (draft.note !== null && draft.note.trim().length > EXCEPTION_NOTE_MAX) return [{ name: 'noteTooLong', params: { max: EXCEPTION_NOTE_MAX } }];
  return dayProblems(draft.intervals, draft.date);
}
