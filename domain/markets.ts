/**
 * Countries, locales and their URL segments.
 * The US is the default market and lives at the root; every other market lives under
 * /{country}, plus /{language} when the country has more than one locale.
 */

export type CountryCode = 'us' | 'ca' | 'br' | 'jp' | 'mx' | 'ae' | 'eg' | 'pk' | 'ph';
export type Language = 'en' | 'fr' | 'ja' | 'pt' | 'es';
/** A BCP 47-style tag in lower case, as the URLs write them: 'en-ca', 'fr-ca', 'ja-jp'. */
export type LocaleTag = `${Language}-${CountryCode}`;
export type Currency = 'USD' | 'CAD' | 'BRL' | 'JPY' | 'MXN' | 'AED' | 'EGP' | 'PKR' | 'PHP';

export type Country = {
  code: CountryCode;
  /** Numeric id the API knows: US 1, CA 2; the others follow. */
  id: number;
  alpha2: string;
  label: string;
  currency: Currency;
  /** Locales in the order they are offered; the first is the country's default. */
  locales: LocaleTag[];
  /** Whether stores in this country take online orders (DESIGN: Markets). */
  onlineOrdering: boolean;
  /** The country has its own site in the header's country-prefixed links. */
  international: boolean;
};

export const COUNTRIES: Record<CountryCode, Country> = {
  us: { code: 'us', id: 1, alpha2: 'US', label: 'United States', currency: 'USD', locales: ['en-us'], onlineOrdering: true, international: false },
  ca: { code: 'ca', id: 2, alpha2: 'CA', label: 'Canada', currency: 'CAD', locales: ['en-ca', 'fr-ca'], onlineOrdering: true, international: false },
  br: { code: 'br', id: 3, alpha2: 'BR', label: 'Brasil', currency: 'BRL', locales: ['pt-br', 'en-br'], onlineOrdering: false, international: true },
  jp: { code: 'jp', id: 4, alpha2: 'JP', label: '日本', currency: 'JPY', locales: ['ja-jp', 'en-jp'], onlineOrdering: false, international: true },
  mx: { code: 'mx', id: 5, alpha2: 'MX', label: 'México', currency: 'MXN', locales: ['es-mx', 'en-mx'], onlineOrdering: false, international: true },
  ae: { code: 'ae', id: 6, alpha2: 'AE', label: 'United Arab Emirates', currency: 'AED', locales: ['en-ae'], onlineOrdering: false, international: true },
  eg: { code: 'eg', id: 7, alpha2: 'EG', label: 'Egypt', currency: 'EGP', locales: ['en-eg'], onlineOrdering: false, international: true },
  pk: { code: 'pk', id: 8, alpha2: 'PK', label: 'Pakistan', currency: 'PKR', locales: ['en-pk'], onlineOrdering: false, international: true },
  ph: { code: 'ph', id: 9, alpha2: 'PH', label: 'Philippines', currency: 'PHP', locales: ['en-ph'], onlineOrdering: false, international: true },
};

export const DEFAULT_COUNTRY: CountryCode = 'us';
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

/** The twelve locales plus the US default. */
export const SUPPORTED_LOCALES: LocaleTag[] = COUNTRY_CODES.flatMap((code) => COUNTRIES[code].locales);

export function isCountryCode(value: string): value is CountryCode {
  return Object.prototype.hasOwnProperty.call(COUNTRIES, value);
}

export function languageOf(locale: LocaleTag): Language {
  return locale.split('-')[0] as Language;
}

export function countryOfLocale(locale: LocaleTag): CountryCode {
  return locale.split('-')[1] as CountryCode;
}

/** The value of `<html lang>`: 'en-US', 'fr-CA', 'ja-JP'. */
export function htmlLang(locale: LocaleTag): string {
  const [language, country] = locale.split('-');
  return `${language}-${(country ?? '').toUpperCase()}`;
}

export function countryByAlpha2(alpha2: string): Country | undefined {
  return Object.values(COUNTRIES).find((country) => country.alpha2 === alpha2.toUpperCase());
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
  if (COUNTRIES[country].locales.length === 1) return `/${country}`;
  return `/${country}/${languageOf(locale)}`;
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
 * (alpha-2 or our code) sets the country when the path does not.
 */
export function parseMarketPath(pathname: string, countryCodeQuery?: string | null): Market {
  const path = pathname.split(/[?#]/)[0] || '/';
  const segments = path.split('/').filter(Boolean);
  const first = (segments[0] ?? '').toLowerCase();

  if (first === DEFAULT_COUNTRY) {
    return { country: DEFAULT_COUNTRY, locale: 'en-us', languageChosen: true, prefix: `/${first}`, rest: `/${segments.slice(1).join('/')}` };
  }
  if (isCountryCode(first)) {
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
      prefix: `/${segments.slice(0, consumed).join('/').toLowerCase()}`,
      rest: `/${segments.slice(consumed).join('/')}`,
    };
  }

  const fromQuery = countryCodeQuery ? resolveCountryQuery(countryCodeQuery) : undefined;
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
  return { country: DEFAULT_COUNTRY, locale: 'en-us', languageChosen: true, prefix: '', rest: path };
}

function resolveCountryQuery(value: string): CountryCode | undefined {
  const lower = value.trim().toLowerCase();
  if (isCountryCode(lower)) return lower;
  return countryByAlpha2(lower)?.code;
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
