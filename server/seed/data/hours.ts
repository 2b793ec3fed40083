/**
 * Weekly opening plans, Monday first (ISO weekday 1) to Sunday (7).
 * Times are 'HH:MM' in the store's own time zone.
 */
import type { DayHours, DayPlan, HoursPlan } from '../types';

const open = (opened: string, closed: string): DayHours => ({ active: true, opened, closed });
const CLOSED: DayHours = { active: false };
const appointment = (opened: string, closed: string): DayHours => ({ active: true, opened, closed, byAppointmentOnly: true });

const day = open('10:30', '21:00');

/** Closed between lunch and dinner: 11:00–14:00 and 17:00–21:00, Friday and Saturday to 22:00. */
const lunchAndDinner = (closes: string): DayPlan => [open('11:00', '14:00'), open('17:00', closes)];

export const HOURS: Record<HoursPlan, readonly DayPlan[]> = {
  standard: [day, day, day, day, day, day, day],
  'late-weekend': [day, day, day, day, open('10:30', '22:00'), open('10:30', '22:00'), day],
  'closed-sunday': [day, day, day, day, day, day, CLOSED],
  'closed-monday': [CLOSED, day, day, day, day, day, day],
  'short-sunday': [day, day, day, day, day, day, open('11:00', '20:00')],
  'catering-kitchen': [
    appointment('08:00', '17:00'),
    appointment('08:00', '17:00'),
    appointment('08:00', '17:00'),
    appointment('08:00', '17:00'),
    appointment('08:00', '17:00'),
    CLOSED,
    CLOSED,
  ],
  mall: Array.from({ length: 7 }, () => open('10:00', '22:00')),
  'late-night': Array.from({ length: 7 }, () => open('11:00', '23:30')),
  /** Opens after Friday midday prayers. */
  'friday-evening': [
    open('12:00', '23:00'),
    open('12:00', '23:00'),
    open('12:00', '23:00'),
    open('12:00', '23:00'),
    open('14:00', '23:30'),
    open('12:00', '23:30'),
    open('12:00', '23:00'),
  ],
  'lunch-gap': [
    lunchAndDinner('21:00'),
    lunchAndDinner('21:00'),
    lunchAndDinner('21:00'),
    lunchAndDinner('21:00'),
    lunchAndDinner('22:00'),
    lunchAndDinner('22:00'),
    lunchAndDinner('21:00'),
  ],
};
