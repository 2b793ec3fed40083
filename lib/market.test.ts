import {
  DEFAULT_LOCALE,
  MARKET_LANGUAGE_CHOSEN_HEADER,
  MARKET_LOCALE_HEADER,
  countryOf,
  isLocaleTag,
  marketFromHeaders,
  marketHeaders,
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
  it('writes the locale and whether the URL named the language', () => {
    expect(marketHeaders({ locale: 'fr-ca', languageChosen: true })).toEqual({
      [MARKET_LOCALE_HEADER]: 'fr-ca',
      [MARKET_LANGUAGE_CHOSEN_HEADER]: '1',
    });
    expect(marketHeaders({ locale: 'en-ca', languageChosen: false })[MARKET_LANGUAGE_CHOSEN_HEADER]).toBe('0');
  });
});

describe('marketFromHeaders', () => {
  it.each([
    ['/', 'en-us', true],
    ['/locations', 'en-us', true],
    ['/ca/fr/locations', 'fr-ca', true],
    ['/ca/en', 'en-ca', true],
    ['/ca', 'en-ca', false],
    ['/ae/locations', 'en-ae', true],
    ['/jp/ja/locations/tokyo', 'ja-jp', true],
    ['/br/pt', 'pt-br', true],
    ['/mx/es', 'es-mx', true],
  ])('round-trips the market of %s through the proxy headers', (path, locale, chosen) => {
    const headers = marketHeaders(parseMarketPath(path));
    expect(marketFromHeaders(headers)).toEqual({ locale, languageChosen: chosen });
  });

  it.each<[Record<string, string>, string]>([
    [{}, 'no header'],
    [{ [MARKET_LOCALE_HEADER]: 'xx-yy' }, 'an unknown locale'],
    [{ [MARKET_LOCALE_HEADER]: '' }, 'an empty header'],
  ])('falls back to the US site for %p (%s)', (headers) => {
    expect(marketFromHeaders(headers)).toEqual({ locale: DEFAULT_LOCALE, languageChosen: true });
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
