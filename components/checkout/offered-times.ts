/**
 * The date and time choices of the checkout from the API's timeslots: the days in order, each
 * with its slot starts, and "asap" on the first day while the store is open.
 */
import type { OrderTime, TimeslotsView } from '@/lib/api/checkout-view';
import { ASAP, type OfferedTimes } from '@/lib/validation/details-schema';

export function offeredTimes(timeslots: TimeslotsView): OfferedTimes {
  return Object.fromEntries(
    timeslots.days.map((day, index) => {
      const starts = day.slots.map((slot) => slot.start);
      return [day.date, index === 0 && timeslots.asapAvailable ? [ASAP, ...starts] : starts];
    }),
  );
}

/**
 * The date and time fields for the time already saved on the order, when it is still offered;
 * with none saved, as soon as possible wherever the store can do it.
 */
export function initialTime(time: OrderTime, timeslots: TimeslotsView): { date: string; time: string } {
  const first = timeslots.days[0]?.date ?? '';
  if (!time) return { date: first, time: timeslots.asapAvailable ? ASAP : '' };
  if (time.asap && timeslots.asapAvailable) return { date: first, time: ASAP };
  const day = timeslots.days.find((candidate) => candidate.slots.some((slot) => Date.parse(slot.start) === Date.parse(time.start)));
  if (!day) return { date: first, time: '' };
  const slot = day.slots.find((candidate) => Date.parse(candidate.start) === Date.parse(time.start));
  return { date: day.date, time: slot?.start ?? '' };
}
