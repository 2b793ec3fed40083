/**
 * The event times a quote request offers: every quarter hour from the first to the last a
 * catering event may start (ours: 7:00 to 22:00 on the store's clock), written in the buyer's
 * language. The API takes any quarter hour; the notice it needs depends on the date.
 */
import { formatClock } from '@/domain/hours';
import type { LocaleTag } from '@/domain/markets';

const FIRST_MINUTE = 7 * 60;
const LAST_MINUTE = 22 * 60;
const STEP_MINUTES = 15;

type EventTimeOption = { value: string; label: string };

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'HH:MM' of each offered start, in order. */
function eventTimeValues(): string[] {
  const values: string[] = [];
  for (let minute = FIRST_MINUTE; minute <= LAST_MINUTE; minute += STEP_MINUTES) {
    values.push(`${twoDigits(Math.floor(minute / 60))}:${twoDigits(minute % 60)}`);
  }
  return values;
}

export function eventTimeOptions(locale: LocaleTag): EventTimeOption[] {
  return eventTimeValues().map((value) => ({ value, label: formatClock(value, locale) }));
}
