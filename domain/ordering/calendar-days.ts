/**
 * Dated days a store's hours may change on, as local 'YYYY-MM-DD' dates:
 * US Thanksgiving (the fourth Thursday of November), Christmas Day and New Year's Eve.
 */
import { formatLocalDate, isoWeekday } from './zoned-time';

const THURSDAY = 4;

/** US Thanksgiving of `year`: the fourth Thursday of November. */
export function thanksgivingDay(year: number): string {
  const firstWeekday = isoWeekday({ year, month: 11, day: 1 });
  const firstThursday = 1 + ((THURSDAY - firstWeekday + 7) % 7);
  return formatLocalDate({ year, month: 11, day: firstThursday + 21 });
}

export function christmasDay(year: number): string {
  return formatLocalDate({ year, month: 12, day: 25 });
}

export function newYearsEve(year: number): string {
  return formatLocalDate({ year, month: 12, day: 31 });
}
