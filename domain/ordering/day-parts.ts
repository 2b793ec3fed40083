/**
 * The part of the day a pickup or delivery time falls in, at the store: morning before 11:00,
 * lunch from 11:00 to 14:00, afternoon from 14:00 to 17:00, evening from 17:00. The checkout's
 * time picker groups its times by these, in this order.
 */
import { toLocal } from './zoned-time';

export const DAY_PARTS = ['morning', 'lunch', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** The hour (at the store) each part starts at. */
const STARTS: Record<DayPart, number> = { morning: 0, lunch: 11, afternoon: 14, evening: 17 };

export function dayPartOf(instant: string, timeZone: string): DayPart {
  const { hour } = toLocal(Date.parse(instant), timeZone);
  let part: DayPart = 'morning';
  for (const candidate of DAY_PARTS) if (hour >= STARTS[candidate]) part = candidate;
  return part;
}

/** The starts grouped by day part, in time order within each, the parts in the day's order; empty parts left out. */
export function groupByDayPart(starts: readonly string[], timeZone: string): { part: DayPart; starts: string[] }[] {
  const groups = new Map<DayPart, string[]>();
  for (const start of starts) {
    const part = dayPartOf(start, timeZone);
    groups.set(part, [...(groups.get(part) ?? []), start]);
  }
  return DAY_PARTS.filter((part) => groups.has(part)).map((part) => ({ part, starts: groups.get(part)! }));
}
