/**
 * How the market (country + locale) travels from the URL to the page.
 * `proxy.ts` parses the URL prefix (/ca/fr, /ae ...) once with `parseMarketPath`, rewrites to the
 * unprefixed page and sets the request headers below; `withPage` (lib/page-loaders/with-page.ts) reads them
 * back once with `marketFromHeaders` and hands the page market to `_app`, which puts it in the
 * market context for every component. Nothing else reads the market from a path.
 * The proxy always overwrites these headers, so a client cannot choose a market by sending them.
 */
import {
  COUNTRIES,
  DEFAULT_LOCALE,
  countryOfLocale,
  countryPathSegment,
  isLocaleTag,
  marketPrefix,
  parseLocaleTag,
  type Country,
  type CountryCode,
  type Currency,
  type LocaleTag,
  type Market,
} from '@/domain/markets';

export const MARKET_LOCALE_HEADER = 'x-hickory-locale';
export const MARKET_LANGUAGE_CHOSEN_HEADER = 'x-hickory-language-chosen';
export const MARKET_PREFIX_HEADER = 'x-hickory-market-prefix';

export { DEFAULT_LOCALE, isLocaleTag };

/** What a page needs to know about the market it renders for. Serialisable as page props. */
export type PageMarket = {
  locale: LocaleTag;
  country: CountryCode;
  /** The market's currency: what its menus are priced in (an order carries its own). */
  currency: Currency;
  /** False when a multi-language country's URL named no language (/ca): the page uses the default. */
  languageChosen: boolean;
  /**
   * The market prefix of the URL the visitor sees ('', '/ca', '/ca/fr'), so a component can take
   * it off the current path without parsing the path again.
   */
  prefix: string;
};

type HeaderBag = Record<string, string | string[] | undefined>;

/**
 * The page market of `locale`. The prefix defaults to the locale's own; a given one is kept only
 * when it can be this market's ('', '/{country}' or the locale's prefix).
 */
export function pageMarket(locale: LocaleTag, options: { languageChosen?: boolean; prefix?: string } = {}): PageMarket {
  const country = countryOfLocale(locale);
  const own = marketPrefix(locale);
  const prefix = options.prefix !== undefined && ['', `/${countryPathSegment(country)}`, own].includes(options.prefix) ? options.prefix : own;
  return { locale, country, currency: COUNTRIES[country].currency, languageChosen: options.languageChosen ?? true, prefix };
}

/** The headers the proxy sets for a parsed market. */
export function marketHeaders(market: Pick<Market, 'locale' | 'languageChosen' | 'prefix'>): Record<string, string> {
  return {
    [MARKET_LOCALE_HEADER]: market.locale,
    [MARKET_LANGUAGE_CHOSEN_HEADER]: market.languageChosen ? '1' : '0',
    [MARKET_PREFIX_HEADER]: market.prefix,
  };
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads the market the proxy set; anything missing or unknown falls back to the US site. */
export function marketFromHeaders(headers: HeaderBag): PageMarket {
  const locale = parseLocaleTag(firstValue(headers[MARKET_LOCALE_HEADER]) ?? '');
  if (!locale) return pageMarket(DEFAULT_LOCALE);
  return pageMarket(locale, {
    languageChosen: firstValue(headers[MARKET_LANGUAGE_CHOSEN_HEADER]) !== '0',
    prefix: firstValue(headers[MARKET_PREFIX_HEADER])?.trim().toLowerCase(),
  });
}

/** The path the visitor sees with the market prefix taken off: '/ca/fr/about?x=1' → '/about?x=1'. */
export function pathWithinMarket(market: Pick<PageMarket, 'prefix'>, path: string): string {
  const { prefix } = market;
  if (!prefix) return path;
  const head = path.slice(0, prefix.length).toLowerCase();
  const next = path.charAt(prefix.length);
  if (head !== prefix || (next !== '' && !'/?#'.includes(next))) return path;
  const rest = path.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

export function countryOf(locale: LocaleTag): Country {
  return COUNTRIES[countryOfLocale(locale)];
}
