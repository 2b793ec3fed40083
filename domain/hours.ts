/**
 * A store's weekly hours as the store page shows them: Monday to Sunday,
 * times without their seconds ('11:00:00' → '11:00'), inactive days Closed, flagged days
 * By appointment only. Pure: text for the labels comes from the caller's translator.
 */
import { languageOf, type LocaleTag } from './markets';
import type { WireWorkingHours } from './wire/catalog';

export type Weekday = WireWorkingHours['day'];

export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

export type HoursLine =
  | { day: Weekday; kind: 'open'; opens: string; closes: string }
  | { day: Weekday; kind: 'closed' }
  | { day: Weekday; kind: 'appointment' };

const TIME_WITH_SECONDS = /^(\d{1,2}:\d{2}):\d{2}$/;
const CLOCK = /^(\d{1,2}):(\d{2})$/;

/** Times drop their last three characters (the seconds). A time without seconds stays. */
export function dropSeconds(time: string): string {
  const match = TIME_WITH_SECONDS.exec(time.trim());
  return match?.[1] ?? time.trim();
}

/**
 * 'HH:MM' (or 'HH:MM:SS') as the locale reads a clock: 12-hour with AM/PM for English,
 * 24-hour for the other languages. Deterministic (no Intl), so server and browser agree.
 */
export function formatClock(time: string, locale: LocaleTag): string {
  const short = dropSeconds(time);
  const match = CLOCK.exec(short);
  if (!match) return short;
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (languageOf(locale) !== 'en') return `${String(hours).padStart(2, '0')}:${minutes}`;
  const suffix = hours % 24 < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${minutes} ${suffix}`;
}

function lineOf(day: Weekday, entry: WireWorkingHours | undefined, locale: LocaleTag): HoursLine {
  if (entry?.byAppointmentOnly) return { day, kind: 'appointment' };
  if (!entry?.active || !entry.opened || !entry.closed) return { day, kind: 'closed' };
  return { day, kind: 'open', opens: formatClock(entry.opened, locale), closes: formatClock(entry.closed, locale) };
}

/** Seven lines, Monday first, whatever order (or gaps) the API sent; a missing day is Closed. */
export function weeklyHours(entries: readonly WireWorkingHours[], locale: LocaleTag): HoursLine[] {
  return WEEKDAYS.map((day) => lineOf(day, entries.find((entry) => entry.day === day), locale));
}
