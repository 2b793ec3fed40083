/** Dates of the account pages, in the diner's language: 'June 1, 2030', '1 juin 2030'. */
import { htmlLang, type LocaleTag } from '@/domain/markets';

export function formatDate(instant: string, locale: LocaleTag): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(instant));
}
