/**
 * Dates as the market writes them: MM/dd/yyyy
 * on the US site, the locale's own numeric format elsewhere (fr-CA 2024-03-15, ja-JP 2024/03/15,
 * pt-BR 15/03/2024). Content dates are calendar days (yyyy-mm-dd), so no time zone shifts them.
 */
import { htmlLang, type LocaleTag } from '@/domain/markets';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of 'yyyy-mm-dd', or null when the text is not a real day. */
export function parseIsoDay(iso: string): Date | null {
  const match = ISO_DAY.exec(iso.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-mm-dd' in the market's format; text that is not a date is shown as it came. */
export function formatContentDate(iso: string, locale: LocaleTag): string {
  const date = parseIsoDay(iso);
  if (!date) return iso;
  if (locale === 'en-us') return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat(htmlLang(locale), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(date);
}
