/**
 * How the market (country + locale) travels from the URL to the page.
 * `proxy.ts` parses the URL prefix (/ca/fr, /ae ...) with `parseMarketPath`, rewrites to the
 * unprefixed page and sets the request headers below; pages read them back with `marketFromHeaders`.
 * The proxy always overwrites these headers, so a client cannot choose a market by sending them.
 */
import {
  COUNTRIES,
  SUPPORTED_LOCALES,
  countryOfLocale,
  type Country,
  type LocaleTag,
  type Market,
} from '@/domain/markets';

export const MARKET_LOCALE_HEADER = 'x-hickory-locale';
export const MARKET_LANGUAGE_CHOSEN_HEADER = 'x-hickory-language-chosen';

export const DEFAULT_LOCALE: LocaleTag = 'en-us';

/** What a page needs to know about the market it renders for. Serialisable as page props. */
export type PageMarket = {
  locale: LocaleTag;
  /** False when a multi-language country's URL named no language (/ca): the page uses the default. */
  languageChosen: boolean;
};

type HeaderBag = Record<string, string | string[] | undefined>;

export function isLocaleTag(value: unknown): value is LocaleTag {
  return typeof value === 'string' && (SUPPORTED_LOCALES as string[]).includes(value);
}

/** The headers the proxy sets for a parsed market. */
export function marketHeaders(market: Pick<Market, 'locale' | 'languageChosen'>): Record<string, string> {
  return {
    [MARKET_LOCALE_HEADER]: market.locale,
    [MARKET_LANGUAGE_CHOSEN_HEADER]: market.languageChosen ? '1' : '0',
  };
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads the market the proxy set; anything missing or unknown falls back to the US site. */
export function marketFromHeaders(headers: HeaderBag): PageMarket {
  const locale = firstValue(headers[MARKET_LOCALE_HEADER])?.trim().toLowerCase();
  if (!isLocaleTag(locale)) return { locale: DEFAULT_LOCALE, languageChosen: true };
  return { locale, languageChosen: firstValue(headers[MARKET_LANGUAGE_CHOSEN_HEADER]) !== '0' };
}

export function countryOf(locale: LocaleTag): Country {
  return COUNTRIES[countryOfLocale(locale)];
}
