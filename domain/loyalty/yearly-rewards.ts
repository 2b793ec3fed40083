/**
 * Birthday and account-anniversary rewards: once a year, on the day in the diner's time zone.
 *
 * - A birthday is a month and a day (no year). 29 February is celebrated on 28 February in a
 *   year without it.
 * - An anniversary is the day the account was created, in the diner's time zone, from the
 *   first year after.
 * - The scheduled job may run late (an instance down for a while): a reward is still due for
 *   YEARLY_REWARD_GRACE_DAYS days after the day. Each is granted at most once per local year.
 */
import { toLocal, type LocalDate } from '@/domain/ordering/zoned-time';

export const YEARLY_REWARD_GRACE_DAYS = 7;

type Birthday = { month: number; day: number };

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether month (1–12) and day name a day of some year (29 February included). */
export function isValidBirthday(month: number, day: number): boolean {
  return Number.isInteger(month) && Number.isInteger(day) && month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The day `birthday` falls on in `year` (29 February becomes 28 February in a common year). */
export function occurrenceIn(year: number, { month, day }: Birthday): LocalDate {
  if (month === 2 && day === 29 && !isLeapYear(year)) return { year, month: 2, day: 28 };
  return { year, month, day };
}

const dayNumber = ({ year, month, day }: LocalDate) => Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);

/** The local year whose occurrence of `day` is due at `now` in `timeZone`, or null when none is. */
function dueYear(day: Birthday, now: Date, timeZone: string): number | null {
  const local = toLocal(now.getTime(), timeZone);
  const today = dayNumber(local);
  for (const year of [local.year, local.year - 1]) {
    const since = today - dayNumber(occurrenceIn(year, day));
    if (since >= 0 && since < YEARLY_REWARD_GRACE_DAYS) return year;
  }
  return null;
}

/** The year whose birthday reward is due at `now`, or null. */
export function birthdayRewardYear(birthday: Birthday | null, now: Date, timeZone: string): number | null {
  if (!birthday || !isValidBirthday(birthday.month, birthday.day)) return null;
  return dueYear(birthday, now, timeZone);
}

/** The year whose anniversary reward is due at `now` for an account created at `createdAt`, or null. */
export function anniversaryRewardYear(createdAt: Date, now: Date, timeZone: string): number | null {
  const created = toLocal(createdAt.getTime(), timeZone);
  const year = dueYear({ month: created.month, day: created.day }, now, timeZone);
  return year !== null && year > created.year ? year : null;
}

/** The items the two yearly rewards give at no charge. */
export const BIRTHDAY_REWARD_ITEM_SLUG = 'banana-pudding';
export const ANNIVERSARY_REWARD_ITEM_SLUG = 'peach-cobbler';
