/**
 * The holiday window of SPEC §4: 15 September to 15 January, both days included. The global
 * holiday check is requested only within it. The calendar day is read in the chain's home time
 * zone (the window spans New Year, so it is two ranges of the year).
 */
import { HOLIDAY_WINDOW } from './constants';

export const HOLIDAY_TIME_ZONE = 'America/Chicago';

type MonthDay = { month: number; day: number };

/** The calendar month (1–12) and day of `now` in `timeZone`. */
export function monthDayIn(now: Date, timeZone: string = HOLIDAY_TIME_ZONE): MonthDay {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric', day: 'numeric' }).formatToParts(now);
  const value = (type: 'month' | 'day') => Number(parts.find((part) => part.type === type)?.value);
  return { month: value('month'), day: value('day') };
}

function onOrAfter(date: MonthDay, bound: MonthDay): boolean {
  return date.month > bound.month || (date.month === bound.month && date.day >= bound.day);
}

/** Whether `now` falls within 15 September–15 January in `timeZone`. */
export function isWithinHolidayWindow(now: Date, timeZone: string = HOLIDAY_TIME_ZONE): boolean {
  const date = monthDayIn(now, timeZone);
  const { start, end } = HOLIDAY_WINDOW;
  return onOrAfter(date, start) || !onOrAfter(date, { month: end.month, day: end.day + 1 });
}
