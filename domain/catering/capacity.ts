/**
 * The kitchen capacity a catering event takes, in the same 15-minute slots and places everyday
 * orders take: the event fills a number of places in every slot of the kitchen window before its
 * start. Ours: the window is KITCHEN_WINDOW_MINUTES long and each GUESTS_PER_PLACE guests (or
 * part of it) take one place, never more places than the store has per slot (a very large event
 * takes the whole kitchen for the window).
 */
import { SLOT_MINUTES } from '../ordering/timeslots';

export const KITCHEN_WINDOW_MINUTES = 120;
export const GUESTS_PER_PLACE = 25;

type KitchenHold = { slotStarts: Date[]; places: number };

/** The slots (earliest first) and the places per slot an event of `headcount` guests holds. */
export function kitchenHold(eventStartsAt: Date, headcount: number, slotCapacity: number): KitchenHold {
  if (!Number.isSafeInteger(headcount) || headcount < 1) throw new RangeError(`"headcount" must be a whole number of at least 1, got ${headcount}`);
  const places = Math.min(Math.max(slotCapacity, 1), Math.ceil(headcount / GUESTS_PER_PLACE));
  const slots = KITCHEN_WINDOW_MINUTES / SLOT_MINUTES;
  const slotStarts = Array.from({ length: slots }, (_, index) => new Date(eventStartsAt.getTime() - (slots - index) * SLOT_MINUTES * 60_000));
  return { slotStarts, places };
}
