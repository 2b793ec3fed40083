/** Days and instants of the lead screens, in the console's language. */
import { htmlLang, type LocaleTag } from '@/domain/markets';

/** An event day 'YYYY-MM-DD' (the store's calendar) as 'Sat, Jun 1, 2030'. */
export function formatEventDay(day: string, locale: LocaleTag): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** An instant on the store's clock, short: '6/1/30, 6:00 PM'. */
export function formatLeadInstant(instant: string, timeZone: string, locale: LocaleTag): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(instant));
}
