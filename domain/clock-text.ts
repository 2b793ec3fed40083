/**
 * A time of day as each locale writes it: English 12-hour with AM/PM ('6:30 PM'), French the
 * Canadian '18 h 30', the other languages 24-hour ('18:30'). Written without Intl, so server and
 * browser agree whatever their ICU data. A file of its own, without time zones (./clock-format.ts
 * writes instants) or opening hours (./hours.ts), because the API error texts write a time in the
 * browser on every page with a form.
 */
import { languageOf, type LocaleTag } from './markets';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Hours (0–24) and minutes as `locale` writes a time of day. */
export function clockText(hours: number, minutes: number, locale: LocaleTag): string {
  const hour = hours % 24;
  const language = languageOf(locale);
  if (language === 'en') return `${hour % 12 === 0 ? 12 : hour % 12}:${twoDigits(minutes)} ${hour < 12 ? 'AM' : 'PM'}`;
  if (language === 'fr') return `${hour} h ${twoDigits(minutes)}`;
  return `${twoDigits(hour)}:${twoDigits(minutes)}`;
}

const TIME_WITH_SECONDS = /^(\d{1,2}:\d{2}):\d{2}$/;
const CLOCK = /^(\d{1,2}):(\d{2})$/;

/** Times drop their last three characters (the seconds). A time without seconds stays. */
export function dropSeconds(time: string): string {
  const match = TIME_WITH_SECONDS.exec(time.trim());
  return match?.[1] ?? time.trim();
}

/** 'HH:MM' (or 'HH:MM:SS') as the locale writes a time of day. */
export function formatClock(time: string, locale: LocaleTag): string {
  const short = dropSeconds(time);
  const match = CLOCK.exec(short);
  if (!match) return short;
  return clockText(Number(match[1]), Number(match[2] ?? '0'), locale);
}
