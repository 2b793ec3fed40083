/**
 * Which orders the kitchen screen holds: those due from the start of the store's day until
 * KITCHEN_LOOKAHEAD_HOURS from now. A store that takes orders while closed (for the first slot of
 * the next morning) shows them before it opens; they start last, after today's.
 */

/** How far ahead of now the kitchen screen shows orders. */
export const KITCHEN_LOOKAHEAD_HOURS = 24;

export function kitchenSpanOf(dayStart: Date, now: Date): { from: Date; to: Date } {
  return { from: dayStart, to: new Date(now.getTime() + KITCHEN_LOOKAHEAD_HOURS * 3_600_000) };
}
