/** Dates and times of the checkout, shown in the store's time zone and the diner's language. */
import { formatInstantClock } from '@/domain/clock-format';
import { htmlLang, type LocaleTag } from '@/domain/markets';

/** A slot's start as a clock time at the store, as every page writes a time: '5:15 PM', '17 h 15'. */
export function formatSlotTime(start: string, timeZone: string, locale: LocaleTag): string {
  return formatInstantClock(start, timeZone, locale);
}

/** A local date 'YYYY-MM-DD' as a day: 'Saturday, June 1', 'samedi 1 juin'. */
export function formatDay(date: string, locale: LocaleTag): string {
  const [year, month, day] = date.split('-').map(Number);
  const noon = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12);
  return new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(noon);
}

/** A slot's start as day and time at the store. */
export function formatSlotDay(start: string, timeZone: string, locale: LocaleTag): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(new Date(start));
}
