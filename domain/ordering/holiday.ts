/**
 * The holiday season: the window from 15 September to 15 January, both days
 * included, across the year end; holiday mode; and the submenu entries shown only in it.
 */
import { HOLIDAY_WINDOW } from '../constants';
import { toLocal } from './zoned-time';

/**
 * Whether `now` falls in the window on `timeZone`'s calendar (UTC unless given; the API passes
 * the store's zone for a store, so 14 September 23:00 in Chicago is still outside).
 */
export function isInHolidayWindow(now: Date, timeZone = 'UTC'): boolean {
  const { month, day } = toLocal(now.getTime(), timeZone);
  const { start, end } = HOLIDAY_WINDOW;
  const afterStart = month > start.month || (month === start.month && day >= start.day);
  const beforeEnd = month < end.month || (month === end.month && day <= end.day);
  // The window crosses the year end, so either side of it is enough.
  return afterStart || beforeEnd;
}

export type HolidayCheck = { isHolidayPeriod: boolean; isPreorderPeriod: boolean };

/** Holiday mode is on when a holiday or a preorder period applies. */
export function isHolidayMode({ isHolidayPeriod, isPreorderPeriod }: HolidayCheck): boolean {
  return isHolidayPeriod || isPreorderPeriod;
}

