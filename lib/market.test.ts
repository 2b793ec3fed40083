import {
  DEFAULT_LOCALE,
  MARKET_LANGUAGE_CHOSEN_HEADER,
  MARKET_LOCALE_HEADER,
  MARKET_PREFIX_HEADER,
  countryOf,
  isLocaleTag,
  marketFromHeaders,
  marketHeaders,
  pageMarket,
  pathWithinMarket,
} from './market';
import { parseMarketPath } from '@/domain/markets';

describe('isLocaleTag', () => {
  it.each([
    ['en-us', true],
    ['fr-ca', true],
    ['ja-jp', true],
    ['en-ph', true],
    ['fr-fr', false],
    ['EN-US', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%p -> %p', (value, expected) => {
    expect(isLocaleTag(value)).toBe(expected);
  });
});

describe('marketHeaders', () => {
  it('writes the locale, whether the URL named the language and the prefix', () => {
    expect(marketHeaders({ locale: 'fr-ca', languageChosen: true, prefix: '/ca/fr' })).toEqual({
      [MARKET_LOCALE_HEADER]: 'fr-ca',
      [MARKET_LANGUAGE_CHOSEN_HEADER]: '1',
      [MARKET_PREFIX_HEADER]: '/ca/fr',
    });
    expect(marketHeaders({ locale: 'en-ca', languageChosen: false, prefix: '/ca' })[MARKET_LANGUAGE_CHOSEN_HEADER]).toBe('0');
  });
});

describe('marketFromHeaders', () => {
  it.each([
    ['/', null, 'en-us', 'US', 'USD', true, ''],
    ['/locations', null, 'en-us', 'US', 'USD', true, ''],
    ['/ca/fr/locations', null, 'fr-ca', 'CA', 'CAD', true, '/ca/fr'],
    ['/ca/en', null, 'en-ca', 'CA', 'CAD', true, '/ca/en'],
    ['/ca', null, 'en-ca', 'CA', 'CAD', false, '/ca'],
    ['/locations', 'CA', 'en-ca', 'CA', 'CAD', false, ''],
    ['/ae/locations', null, 'en-ae', 'AE', 'AED', true, '/ae'],
    ['/jp/ja/locations/tokyo', null, 'ja-jp', 'JP', 'JPY', true, '/jp/ja'],
    ['/br/pt', null, 'pt-br', 'BR', 'BRL', true, '/br/pt'],
    ['/mx/es', null, 'es-mx', 'MX', 'MXN', true, '/mx/es'],
  ])('round-trips the market of %s (countryCode %p) through the proxy headers', (path, query, locale, country, currency, languageChosen, prefix) => {
    const headers = marketHeaders(parseMarketPath(path, query));
    expect(marketFromHeaders(headers)).toEqual({ locale, country, currency, languageChosen, prefix });
  });

  it.each<[Record<string, string>, string]>([
    [{}, 'no header'],
    [{ [MARKET_LOCALE_HEADER]: 'xx-yy' }, 'an unknown locale'],
    [{ [MARKET_LOCALE_HEADER]: '' }, 'an empty header'],
  ])('falls back to the US site for %p (%s)', (headers) => {
    expect(marketFromHeaders(headers)).toEqual({ locale: DEFAULT_LOCALE, country: 'US', currency: 'USD', languageChosen: true, prefix: '' });
  });

  it("takes the locale's own prefix when the prefix header cannot be this market's", () => {
    expect(marketFromHeaders({ [MARKET_LOCALE_HEADER]: 'fr-ca', [MARKET_PREFIX_HEADER]: '/jp/ja' }).prefix).toBe('/ca/fr');
    expect(marketFromHeaders({ [MARKET_LOCALE_HEADER]: 'fr-ca' }).prefix).toBe('/ca/fr');
  });

  it('accepts an array header and upper case', () => {
    expect(marketFromHeaders({ [MARKET_LOCALE_HEADER]: ['JA-JP', 'en-us'] }).locale).toBe('ja-jp');
  });
});

describe('countryOf', () => {
  it.each([
    ['en-us', 'USD'],
    ['fr-ca', 'CAD'],
    ['ja-jp', 'JPY'],
  ] as const)('%s pays in %s', (locale, currency) => {
    expect(countryOf(locale).currency).toBe(currency);
  });
});

describe('pageMarket', () => {
  it.each([
    ['en-us', {}, { country: 'US', currency: 'USD', languageChosen: true, prefix: '' }],
    ['fr-ca', {}, { country: 'CA', currency: 'CAD', languageChosen: true, prefix: '/ca/fr' }],
    ['en-ca', { languageChosen: false, prefix: '/ca' }, { country: 'CA', currency: 'CAD', languageChosen: false, prefix: '/ca' }],
    ['en-ca', { languageChosen: false, prefix: '' }, { country: 'CA', currency: 'CAD', languageChosen: false, prefix: '' }],
    ['en-ae', { prefix: '/ae' }, { country: 'AE', currency: 'AED', languageChosen: true, prefix: '/ae' }],
    ['ja-jp', { prefix: '/ca' }, { country: 'JP', currency: 'JPY', languageChosen: true, prefix: '/jp/ja' }],
  ] as const)('%s %j', (locale, options, expected) => {
    expect(pageMarket(locale, options)).toEqual({ locale, ...expected });
  });
});

describe('pathWithinMarket', () => {
  it.each([
    ['', '/locations?x=1', '/locations?x=1'],
    ['/ca/fr', '/ca/fr/locations?x=1#top', '/locations?x=1#top'],
    ['/ca/fr', '/ca/fr', '/'],
    ['/ca/fr', '/ca/fr?type=delivery', '/?type=delivery'],
    ['/ca/fr', '/CA/FR/menu', '/menu'],
    ['/ca', '/ca/locations', '/locations'],
    ['/ae', '/aerial', '/aerial'],
    ['/ca/fr', '/locations', '/locations'],
  ])('prefix %j: %s → %s', (prefix, path, expected) => {
    expect(pathWithinMarket({ prefix }, path)).toBe(expected);
  });
});
