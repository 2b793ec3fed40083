/** A calendar day 'YYYY-MM-DD' as the diner's language writes it ("March 12, 2031"), whatever the browser's time zone. */
import { htmlLang, type LocaleTag } from '@/domain/markets';

export function formatDay(day: string, locale: LocaleTag): string {
  const noon = Date.parse(`${day}T12:00:00Z`);
  if (Number.isNaN(noon)) return day;
  return new Intl.DateTimeFormat(htmlLang(locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(noon);
}
