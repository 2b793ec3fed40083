/**
 * The rules of a meat's day ledger (the rows are 'smoked' +, 'sold' −, 'returned' +; what is
 * left is their sum). A day the manager entered sells only what is left; a day without an entry
 * sells without limit (a store that counts nothing sells as it always did), its sales still
 * written so that the day's entry, when it comes, includes them.
 */
import { parseLocalDate } from '@/domain/ordering/order-day';
import { intervalsOn, type StoreSchedule } from '@/domain/ordering/store-hours';

/** A meat's day: whether its smoke was entered, how much was smoked, and what is left (the ledger's sum). */
export type SmokeDay = { entered: boolean; smoked: number; left: number };

/** What a sale of `quantity` runs into: null when it may draw, else what is left (less than asked). */
export function shortageOf(day: SmokeDay | null, quantity: number): { left: number } | null {
  if (!day?.entered || day.left >= quantity) return null;
  return { left: Math.max(day.left, 0) };
}

export type SmokeNotice = { kind: 'sold-out' } | { kind: 'left'; left: number } | null;

/** The default share of a day's smoke below which the menu says what is left. */
export const DEFAULT_SMOKE_LOW_PERCENT = 25;

/**
 * What the menu says of a meat's day: "Sold out today" at zero, "12 racks left today" once what
 * is left is at most `lowPercent` of the day's smoke, nothing otherwise (or without an entry).
 */
export function smokeNoticeOf(day: SmokeDay | null, lowPercent: number): SmokeNotice {
  if (!day?.entered) return null;
  if (day.left <= 0) return { kind: 'sold-out' };
  return day.left * 100 <= day.smoked * lowPercent ? { kind: 'left', left: day.left } : null;
}

/**
 * Whether a store smokes for a business day ('YYYY-MM-DD' on its clock): it opens that day. A day
 * it is closed all day (its weekly hours, or a dated exception) has no smoke, so the menu says
 * nothing of it: no count left, no "Sold out today", nothing to reserve from tomorrow instead.
 */
export function smokesOn(date: string, schedule: StoreSchedule): boolean {
  const local = parseLocalDate(date);
  return local !== null && intervalsOn(local, schedule.hours, schedule.exceptions).length > 0;
}

/** What orders drew from a day: smoked less what is left. */
export function drawnOf(day: SmokeDay): number {
  return day.smoked - day.left;
}

/**
 * The 'smoked' row that makes a day's smoke `wanted` (a first entry, or its correction):
 * its quantity, or a refusal when `wanted` is less than orders have already drawn from the day.
 */
export function entryChangeOf(day: SmokeDay | null, wanted: number): { delta: number } | { drawn: number } {
  const current = day ?? { entered: false, smoked: 0, left: 0 };
  const drawn = drawnOf(current);
  if (wanted < drawn) return { drawn };
  return { delta: wanted - current.smoked };
}

/**
 * A meat sold out today may be reserved from tomorrow's smoke when tomorrow can still sell
 * `quantity` of it (tomorrow without an entry yet can).
 */
export function reservableFromTomorrow(today: SmokeDay | null, tomorrow: SmokeDay | null, lowPercent: number, quantity = 1): boolean {
  return smokeNoticeOf(today, lowPercent)?.kind === 'sold-out' && shortageOf(tomorrow, quantity) === null;
}
