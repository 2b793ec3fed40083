/**
 * What a store card says about the store's hours: open now, or when it next opens (today,
 * tomorrow, or a weekday of the coming week, on the store's clock), or closed for the coming week.
 * A closed store offers scheduled orders: the first slot a handoff could take, from the same
 * timeslot rules checkout applies (inside the hours on the 15-minute grid, no sooner than now plus
 * the handoff's lead time).
 */
import type { WireLocation } from '../wire/catalog';
import { nextOpening, type HoursException, type StoreSchedule, type WeeklyHoursEntry } from './store-hours';
import { generateTimeslots } from './timeslots';
import { addDays, formatLocalDate, isoWeekday, toLocal } from './zoned-time';

/** How many local days ahead a card looks for the next opening or slot, today included. */
export const OPENING_HORIZON_DAYS = 7;

/** `day`: how the store's calendar names it from `now`; `weekday` 1 = Monday … 7 = Sunday; the clock is the store's. */
export type OpeningMoment = { at: Date; day: 'today' | 'tomorrow' | 'later'; weekday: number; hour: number; minute: number };

export type OpeningStatus = { kind: 'open' } | ({ kind: 'opens' } & OpeningMoment) | { kind: 'closed' };

/** A store's weekly hours and dated exceptions as the API sends them, as the hours rules read them. */
export function scheduleOf(location: Pick<WireLocation, 'workingHours' | 'hoursExceptions' | 'timeZone'>): StoreSchedule {
  const hours: WeeklyHoursEntry[] = location.workingHours.flatMap((day) =>
    day.intervals.map((interval) => ({ weekday: day.weekday, active: day.active, opened: interval.opened, closed: interval.closed, byAppointmentOnly: day.byAppointmentOnly })),
  );
  const exceptions: HoursException[] = location.hoursExceptions.map((exception) => ({
    date: exception.date,
    intervals: exception.closed ? [] : exception.intervals,
  }));
  return { hours, exceptions, timeZone: location.timeZone };
}

/** `instant` on the store's clock, and whether its calendar calls it today, tomorrow or later, seen from `now`. */
export function momentOf(instant: number, now: Date, timeZone: string): OpeningMoment {
  const local = toLocal(instant, timeZone);
  const today = toLocal(now.getTime(), timeZone);
  const date = formatLocalDate(local);
  const day = date === formatLocalDate(today) ? 'today' : date === formatLocalDate(addDays(today, 1)) ? 'tomorrow' : 'later';
  return { at: new Date(instant), day, weekday: isoWeekday(local), hour: local.hour, minute: local.minute };
}

/**
 * Open when the API says so (`openNow`, read at the answer's instant); otherwise the next opening
 * within the horizon, or closed when there is none.
 */
export function openingStatus(schedule: StoreSchedule, openNow: boolean, now: Date): OpeningStatus {
  if (openNow) return { kind: 'open' };
  const next = nextOpening(schedule, now, OPENING_HORIZON_DAYS - 1);
  return next ? { kind: 'opens', ...momentOf(next.getTime(), now, schedule.timeZone) } : { kind: 'closed' };
}

/** The first time a handoff with `leadMinutes` could be scheduled for, within the horizon; null when none. */
export function firstScheduledTime(schedule: StoreSchedule, leadMinutes: number, now: Date): OpeningMoment | null {
  const first = generateTimeslots({ ...schedule, now, leadMinutes, capacity: 1, days: OPENING_HORIZON_DAYS })[0]?.slots[0];
  return first ? momentOf(Date.parse(first.start), now, schedule.timeZone) : null;
}
