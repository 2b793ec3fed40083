/**
 * Which translation a request gets: a supported locale ('fr-ca'), chosen from the `locale` query
 * parameter or the first Accept-Language tag. Unknown or missing → the country's English.
 */
import { COUNTRIES, languageOf, parseLocaleTag, type CountryCode, type LocaleTag } from '@/domain/markets';

/** `fr-CA` → `fr-ca`; `fr` in Canada → `fr-ca`; `de-DE` or nothing → `en-ca` in Canada, `en-us` in the US. */
export function resolveLocale(raw: string | undefined, country: CountryCode): LocaleTag {
  const tag = firstTag(raw);
  const supported = tag === undefined ? undefined : parseLocaleTag(tag);
  if (supported) return supported;
  const offered = COUNTRIES[country].locales;
  const sameLanguage = tag === undefined ? undefined : offered.find((locale) => languageOf(locale) === tag);
  return sameLanguage ?? offered.find((locale) => languageOf(locale) === 'en') ?? offered[0]!;
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
  locale: LocaleTag,
  field: 'title' | 'description' = 'title',
): string {
  return translations?.[locale]?.[field] || base;
}
