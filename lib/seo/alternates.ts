/**
 * Canonical links and hreflang alternates against the public site address, for the page head.
 * Paths are unprefixed ('/press'); the market prefix is added here.
 */
import {
  COUNTRIES,
  SUPPORTED_LOCALES,
  countryOfLocale,
  htmlLang,
  localizedPath,
  type LocaleTag,
} from '@/domain/markets';

export type Alternate = { hrefLang: string; href: string };

/** 'all': the page exists in every market (home, /locations, content). 'country': only in this country's locales. */
export type AlternateScope = 'all' | 'country';

/** The absolute URL of `path` in `locale`: 'https://site/ca/fr/press'. */
export function absoluteUrl(site: string, locale: LocaleTag, path: string): string {
  return site + localizedPath(locale, path);
}

/** The locales a page exists in. */
export function localesInScope(locale: LocaleTag, scope: AlternateScope): LocaleTag[] {
  return scope === 'all' ? SUPPORTED_LOCALES : COUNTRIES[countryOfLocale(locale)].locales;
}

/**
 * One alternate per locale the page exists in, plus x-default: the US page for pages in every
 * market, the country's first locale for a country's own pages.
 */
export function alternateLinks(locale: LocaleTag, path: string, site: string, scope: AlternateScope): Alternate[] {
  const locales = localesInScope(locale, scope);
  const alternates = locales.map((each) => ({ hrefLang: htmlLang(each), href: absoluteUrl(site, each, path) }));
  const fallback: LocaleTag | undefined = scope === 'all' ? 'en-us' : locales[0];
  if (fallback) alternates.push({ hrefLang: 'x-default', href: absoluteUrl(site, fallback, path) });
  return alternates;
}
