/**
 * One way to write a time of day per locale, used by every page (store hours, timeslots, catering
 * quotes): English 12-hour with AM/PM ('6:30 PM'), French the Canadian '18 h 30', the other
 * languages 24-hour ('18:30'). Written without Intl for the clock itself, so server and browser
 * agree whatever their ICU data; dates around it still come from Intl.
 */
import { clockText } from './clock-text';
import { htmlLang, type LocaleTag } from './markets';
import { toLocal } from './ordering/zoned-time';


/** The time of day `instant` shows on the clocks of `timeZone`, as `locale` writes it. */
export function formatInstantClock(instant: string | number | Date, timeZone: string, locale: LocaleTag): string {
  const local = toLocal(new Date(instant).getTime(), timeZone);
  return clockText(local.hour, local.minute, locale);
}

const TIME_PARTS = new Set<Intl.DateTimeFormatPartTypes>(['hour', 'minute', 'second', 'dayPeriod']);

/** How much of the date to write: an Intl date style, or the date fields themselves ({ weekday, month, day } leaves the year out). */
export type DateShape = 'full' | 'long' | 'medium' | Pick<Intl.DateTimeFormatOptions, 'weekday' | 'year' | 'month' | 'day'>;

/**
 * A date and time on the clocks of `timeZone`: the date as Intl writes it in `locale`
 * ('Saturday, June 1, 2030 at …', 'samedi 1 juin 2030 à …'), the time as `clockText` does.
 */
export function formatDateAndClock(instant: string | number | Date, timeZone: string, locale: LocaleTag, date: DateShape = 'full'): string {
  const at = new Date(instant);
  const shape: Intl.DateTimeFormatOptions = typeof date === 'string' ? { dateStyle: date, timeStyle: 'short' } : { ...date, hour: 'numeric', minute: '2-digit' };
  const parts = new Intl.DateTimeFormat(htmlLang(locale), { ...shape, timeZone }).formatToParts(at);
  const first = parts.findIndex((part) => TIME_PARTS.has(part.type));
  let last = first;
  parts.forEach((part, index) => {
    if (TIME_PARTS.has(part.type)) last = index;
  });
  if (first < 0) return parts.map((part) => part.value).join('');
  const before = parts.slice(0, first).map((part) => part.value).join('');
  const after = parts.slice(last + 1).map((part) => part.value).join('');
  return `${before}${formatInstantClock(at, timeZone, locale)}${after}`;
}
