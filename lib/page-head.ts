/**
 * What every page puts in its <head>: title, description, canonical link and hreflang alternates
 * against the public site address (PUBLIC_SITE_URL). Computed on the server, passed as props.
 */
import {
  COUNTRIES,
  SUPPORTED_LOCALES,
  countryOfLocale,
  htmlLang,
  localizedPath,
  type LocaleTag,
} from '@/domain/markets';

export type PageHeadProps = {
  title: string;
  description: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
};

/** 'all': the page exists in every market (home, /locations). 'country': only in this country's locales. */
export type AlternateScope = 'all' | 'country';

export function siteUrl(env: Record<string, string | undefined>): string {
  return (env.PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

export function buildPageHead(input: {
  locale: LocaleTag;
  path: string;
  title: string;
  description: string;
  site: string;
  scope: AlternateScope;
}): PageHeadProps {
  const { locale, path, site, scope } = input;
  const locales =
    scope === 'all' ? SUPPORTED_LOCALES : COUNTRIES[countryOfLocale(locale)].locales;
  const alternates = locales.map((each) => ({ hrefLang: htmlLang(each), href: site + localizedPath(each, path) }));
  const fallback = scope === 'all' ? 'en-us' : locales[0];
  if (fallback) alternates.push({ hrefLang: 'x-default', href: site + localizedPath(fallback, path) });
  return {
    title: input.title,
    description: input.description,
    canonical: site + localizedPath(locale, path),
    alternates,
  };
}
