/**
 * Countries, locales and their URL segments.
 * A country's code is its ISO 3166-1 alpha-2 code in upper case ('US', 'CA'): the same in code,
 * in the database and on the wire (the `country-alpha-2` header). URLs write it in lower case
 * (/ca/fr). A code from outside (a header, a query, a URL segment) is read by `parseCountryCode`,
 * and `countryPathSegment` writes the URL form: the rest of the code never changes its case.
 * The US is the default market and lives at the root; every other market lives under
 * /{country}, plus /{language} when the country has more than one locale.
 */

import type { PrivacyLawId } from './privacy/laws';

export type CountryCode = 'US' | 'CA' | 'BR' | 'JP' | 'MX' | 'AE' | 'EG' | 'PK' | 'PH';
export type Language = 'en' | 'fr' | 'ja' | 'pt' | 'es';
export type Currency = 'USD' | 'CAD' | 'BRL' | 'JPY' | 'MXN' | 'AED' | 'EGP' | 'PKR' | 'PHP';

const LOCALE_TAGS = [
  'en-us',
  'en-ca',
  'fr-ca',
  'pt-br',
  'en-br',
  'ja-jp',
  'en-jp',
  'es-mx',
  'en-mx',
  'en-ae',
  'en-eg',
  'en-pk',
  'en-ph',
] as const satisfies readonly `${Language}-${Lowercase<CountryCode>}`[];

/** A supported locale, in lower case as URLs and translation keys write it: 'en-ca', 'fr-ca', 'ja-jp'. */
export type LocaleTag = (typeof LOCALE_TAGS)[number];

/** The twelve locales plus the US default, grouped by country, each country's default first. */
export const SUPPORTED_LOCALES: LocaleTag[] = [...LOCALE_TAGS];

export function isLocaleTag(value: unknown): value is LocaleTag {
  return typeof value === 'string' && (LOCALE_TAGS as readonly string[]).includes(value);
}

/** A locale as a request writes it ('fr-CA', 'fr_ca') → 'fr-ca'; undefined when it is not supported. */
export function parseLocaleTag(value: string): LocaleTag | undefined {
  const tag = value.trim().toLowerCase().replace(/_/g, '-');
  return isLocaleTag(tag) ? tag : undefined;
}

export type Country = {
  code: CountryCode;
  /** Numeric id the API knows: US 1, CA 2; the others follow. */
  id: number;
  label: string;
  currency: Currency;
  /** Locales in the order they are offered; the first is the country's default. */
  locales: LocaleTag[];
  /** Whether stores in this country take online orders. */
  onlineOrdering: boolean;
  /** The country has its own site in the header's country-prefixed links. */
  international: boolean;
  /** The data-protection law the country's site follows (domain/privacy/laws.ts); 'general' where none applies. */
  privacyLaw: PrivacyLawId;
  /** The footer's phone lines, local to the country. */
  phones: MarketPhone[];
  /** The chain's app in the country's app stores. */
  apps: MarketApp[];
};

/** A phone line of a market: what it is for, its E.164 number (tel: links) and how locals write it. */
export type MarketPhone = { line: 'guestRelations' | 'catering'; e164: string; national: string };
export type MarketApp = { store: 'appStore' | 'googlePlay'; url: string };

/** The app's listing in a country's stores (the chain's invented addresses on a reserved domain). */
function appsIn(country: Lowercase<CountryCode>): MarketApp[] {
  return [
    { store: 'appStore', url: `https://apps.whitlocks-bbq.example/ios/${country}` },
    { store: 'googlePlay', url: `https://apps.whitlocks-bbq.example/android/${country}` },
  ];
}

// The numbers are invented, in each country's fictional or unassigned ranges.
const phone = (line: MarketPhone['line'], e164: string, national: string): MarketPhone => ({ line, e164, national });

export const COUNTRIES: Record<CountryCode, Country> = {
  US: {
    code: 'US', id: 1, label: 'United States', currency: 'USD', locales: ['en-us'], onlineOrdering: true, international: false,
    privacyLaw: 'ccpa',
    phones: [phone('guestRelations', '+18005550194', '1-800-555-0194'), phone('catering', '+18665550141', '1-866-555-0141')],
    apps: appsIn('us'),
  },
  CA: {
    code: 'CA', id: 2, label: 'Canada', currency: 'CAD', locales: ['en-ca', 'fr-ca'], onlineOrdering: true, international: false,
    privacyLaw: 'pipeda',
    phones: [phone('guestRelations', '+14165550178', '416-555-0178'), phone('catering', '+14165550179', '416-555-0179')],
    apps: appsIn('ca'),
  },
  BR: {
    code: 'BR', id: 3, label: 'Brasil', currency: 'BRL', locales: ['pt-br', 'en-br'], onlineOrdering: false, international: true,
    privacyLaw: 'lgpd',
    phones: [phone('guestRelations', '+551155550142', '(11) 5555-0142')],
    apps: appsIn('br'),
  },
  JP: {
    code: 'JP', id: 4, label: '日本', currency: 'JPY', locales: ['ja-jp', 'en-jp'], onlineOrdering: true, international: true,
    privacyLaw: 'appi',
    phones: [phone('guestRelations', '+81355550142', '03-5555-0142')],
    apps: appsIn('jp'),
  },
  MX: {
    code: 'MX', id: 5, label: 'México', currency: 'MXN', locales: ['es-mx', 'en-mx'], onlineOrdering: true, international: true,
    privacyLaw: 'lfpdppp',
    phones: [phone('guestRelations', '+525555550142', '55 5555 0142')],
    apps: appsIn('mx'),
  },
  AE: {
    code: 'AE', id: 6, label: 'United Arab Emirates', currency: 'AED', locales: ['en-ae'], onlineOrdering: false, international: true,
    privacyLaw: 'uaePdpl',
    phones: [phone('guestRelations', '+97145550142', '04 555 0142')],
    apps: appsIn('ae'),
  },
  EG: {
    code: 'EG', id: 7, label: 'Egypt', currency: 'EGP', locales: ['en-eg'], onlineOrdering: false, international: true,
    privacyLaw: 'egyptPdpl',
    phones: [phone('guestRelations', '+20225550142', '02 2555 0142')],
    apps: appsIn('eg'),
  },
  PK: {
    code: 'PK', id: 8, label: 'Pakistan', currency: 'PKR', locales: ['en-pk'], onlineOrdering: false, international: true,
    privacyLaw: 'general',
    phones: [phone('guestRelations', '+924235550142', '042 3555 0142')],
    apps: appsIn('pk'),
  },
  PH: {
    code: 'PH', id: 9, label: 'Philippines', currency: 'PHP', locales: ['en-ph'], onlineOrdering: false, international: true,
    privacyLaw: 'phDpa',
    phones: [phone('guestRelations', '+63285550142', '(02) 8555 0142')],
    apps: appsIn('ph'),
  },
};

export const DEFAULT_COUNTRY: CountryCode = 'US';
/** The US default market's locale. */
export const DEFAULT_LOCALE: LocaleTag = 'en-us';
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

const COUNTRY_OF_LOCALE = Object.fromEntries(
  COUNTRY_CODES.flatMap((code) => COUNTRIES[code].locales.map((locale) => [locale, code])),
) as Record<LocaleTag, CountryCode>;

export function isCountryCode(value: string): value is CountryCode {
  return Object.prototype.hasOwnProperty.call(COUNTRIES, value);
}

/** A country code as a header, query or URL segment writes it ('CA', 'ca', ' ca ') → 'CA'; undefined when unknown. */
export function parseCountryCode(value: string): CountryCode | undefined {
  const code = value.trim().toUpperCase();
  return isCountryCode(code) ? code : undefined;
}

/** The URL segment of a country: 'ca' for CA. */
export function countryPathSegment(code: CountryCode): string {
  return code.toLowerCase();
}

export function languageOf(locale: LocaleTag): Language {
  return locale.split('-')[0] as Language;
}

export function countryOfLocale(locale: LocaleTag): CountryCode {
  return COUNTRY_OF_LOCALE[locale];
}

/** The BCP 47 tag of `<html lang>`, Accept-Language and Intl: 'en-US', 'fr-CA', 'ja-JP'. */
export function htmlLang(locale: LocaleTag): string {
  return `${languageOf(locale)}-${countryOfLocale(locale)}`;
}

export type Market = {
  country: CountryCode;
  /** The locale in force. When a multi-locale country's URL names no language, this is the country's default. */
  locale: LocaleTag;
  /** True when the URL named the language (or the country has only one). False means: ask (Canada language modal). */
  languageChosen: boolean;
  /**
   * The URL prefix as the path wrote it: '', '/ae', '/ca', '/ca/fr'. '/us' is the US written out,
   * which the proxy redirects to the root.
   */
  prefix: string;
  /** The path with the market prefix removed, always starting with '/'. */
  rest: string;
};

/** The URL prefix for a locale: '' for the US, '/ae', '/ca/fr'. */
export function marketPrefix(locale: LocaleTag): string {
  const country = countryOfLocale(locale);
  if (country === DEFAULT_COUNTRY) return '';
  if (COUNTRIES[country].locales.length === 1) return `/${countryPathSegment(country)}`;
  return `/${countryPathSegment(country)}/${languageOf(locale)}`;
}

/** The home path of a locale (/{country} or /{country}/{locale}; / for the US). */
export function homePath(locale: LocaleTag): string {
  return marketPrefix(locale) || '/';
}

/** Builds the URL of `path` (which starts with '/') in `locale`. */
export function localizedPath(locale: LocaleTag, path: string): string {
  const prefix = marketPrefix(locale);
  if (!prefix) return path;
  // The market's home carries no trailing slash: '/' → '/ca/fr', '/?type=delivery' → '/ca/fr?type=delivery'.
  return /^\/(?:$|[?#])/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * Reads the market from a URL path: the first segment names the country; under a
 * country with several locales the second names the language. A `countryCode` query value
 * (alpha-2, any case) sets the country when the path does not.
 */
export function parseMarketPath(pathname: string, countryCodeQuery?: string | null): Market {
  const path = pathname.split(/[?#]/)[0] || '/';
  const segments = path.split('/').filter(Boolean);
  const first = parseCountryCode(segments[0] ?? '');

  if (first === DEFAULT_COUNTRY) {
    return { country: DEFAULT_COUNTRY, locale: DEFAULT_LOCALE, languageChosen: true, prefix: `/${countryPathSegment(first)}`, rest: `/${segments.slice(1).join('/')}` };
  }
  if (first) {
    const country = COUNTRIES[first];
    const second = (segments[1] ?? '').toLowerCase();
    const named = country.locales.find((locale) => languageOf(locale) === second);
    const single = country.locales.length === 1;
    const locale = named ?? (country.locales[0] as LocaleTag);
    const consumed = named && !single ? 2 : 1;
    return {
      country: first,
      locale,
      languageChosen: single || Boolean(named),
      prefix: consumed === 2 ? marketPrefix(locale) : `/${countryPathSegment(first)}`,
      rest: `/${segments.slice(consumed).join('/')}`,
    };
  }

  const fromQuery = countryCodeQuery ? parseCountryCode(countryCodeQuery) : undefined;
  if (fromQuery && fromQuery !== DEFAULT_COUNTRY) {
    const country = COUNTRIES[fromQuery];
    return {
      country: fromQuery,
      locale: country.locales[0] as LocaleTag,
      languageChosen: country.locales.length === 1,
      prefix: '',
      rest: path,
    };
  }
  return { country: DEFAULT_COUNTRY, locale: DEFAULT_LOCALE, languageChosen: true, prefix: '', rest: path };
}

/**
 * A site link as the current market shows it. The market prefix goes on account, order, locations and
 * our-story links outside the US; every page of ours exists in every market, so every internal
 * page link keeps the prefix. Files (PDFs, sitemap.xml) and API paths stay as they are.
 */
export function marketLink(locale: LocaleTag, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const path = href.split(/[?#]/)[0] ?? href;
  // A file extension is read from the path only: '/quote?city=st.louis' is a page, not a file.
  if (/^\/(api|_next|docs|pdf)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path)) return href;
  return localizedPath(locale, href);
}
