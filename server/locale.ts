/**
 * Which translation a request gets: a locale tag in lower case ('fr-ca'), chosen from the
 * `locale` query parameter or the first Accept-Language tag. Unknown or missing → English.
 */
import { COUNTRIES, SUPPORTED_LOCALES, type CountryCode } from '@/domain/markets';

export const ENGLISH = 'en';

/** `fr-CA` → `fr-ca`; `fr` in Canada → `fr-ca`; `de-DE` or nothing → `en-ca` / `en-us` / `en`. */
export function resolveLocale(raw: string | undefined, country: CountryCode): string {
  const tag = firstTag(raw);
  if (tag && (SUPPORTED_LOCALES as string[]).includes(tag)) return tag;
  if (tag && /^[a-z]{2}$/.test(tag)) {
    const sameLanguage = COUNTRIES[country].locales.find((locale) => locale.startsWith(`${tag}-`));
    if (sameLanguage) return sameLanguage;
  }
  return COUNTRIES[country].locales.find((locale) => locale.startsWith('en-')) ?? ENGLISH;
}

function firstTag(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const first = raw.split(',')[0]?.split(';')[0]?.trim().toLowerCase().replace(/_/g, '-');
  return first && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(first) ? first : undefined;
}

/** The text of `field` in `locale`, falling back to the row's own (English) text. */
export function translated(
  base: string,
  translations: Record<string, { title?: string; description?: string }> | null | undefined,
  locale: string,
  field: 'title' | 'description' = 'title',
): string {
  return translations?.[locale]?.[field] || base;
}
