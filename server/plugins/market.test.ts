import { COUNTRY_CODES, isLocaleTag } from '@/domain/markets';
import { BadRequestError } from '@/server/errors';
import { readMarket } from './market';

type Headers = Record<string, string | string[] | undefined>;

const read = (headers: Headers, query: Record<string, unknown> = {}) => readMarket({ headers, query });

describe('readMarket', () => {
  it('is brand 4 in the US, in US English, when the request names nothing', () => {
    expect(read({})).toEqual({ brandId: 4, country: 'US', locale: 'en-us' });
  });

  it.each([
    ['CA', 'CA'],
    ['ca', 'CA'],
    [' jp ', 'JP'],
    ['', 'US'],
  ])('reads country-alpha-2 %j as %s', (header, country) => {
    expect(read({ 'country-alpha-2': header }).country).toBe(country);
  });

  it.each([
    // country, Accept-Language, locale query, locale
    ['US', undefined, undefined, 'en-us'],
    ['CA', undefined, undefined, 'en-ca'],
    ['CA', 'fr-CA,fr;q=0.9,en;q=0.8', undefined, 'fr-ca'],
    ['CA', 'fr', undefined, 'fr-ca'],
    ['CA', 'FR_ca', undefined, 'fr-ca'],
    ['CA', 'de-DE,de;q=0.9', undefined, 'en-ca'],
    ['CA', 'fr-FR', undefined, 'en-ca'],
    ['US', 'fr', undefined, 'en-us'],
    ['JP', 'ja', undefined, 'ja-jp'],
    ['JP', '*', undefined, 'en-jp'],
    ['US', 'ja-JP', undefined, 'ja-jp'],
    ['CA', 'en-CA', 'fr-ca', 'fr-ca'],
    ['CA', 'fr-CA', 'not a locale', 'en-ca'],
    ['BR', undefined, 'pt', 'pt-br'],
  ])('in %s, Accept-Language %j and ?locale=%j serve %s', (country, acceptLanguage, locale, expected) => {
    const market = read({ 'country-alpha-2': country, 'accept-language': acceptLanguage }, locale === undefined ? {} : { locale });
    expect(market.locale).toBe(expected);
  });

  it.each(COUNTRY_CODES)('always serves a supported locale of %s', (country) => {
    const market = read({ 'country-alpha-2': country, 'accept-language': 'de-DE' });
    expect(isLocaleTag(market.locale)).toBe(true);
    expect(market.locale.endsWith(`-${country.toLowerCase()}`)).toBe(true);
  });

  it.each([
    [{ 'country-alpha-2': 'ZZ' }, 'Unknown country-alpha-2 ZZ'],
    [{ 'country-alpha-2': 'USA' }, 'Unknown country-alpha-2 USA'],
    [{ 'country-alpha-2': 'toString' }, 'Unknown country-alpha-2 toString'],
    [{ 'brand-id': '2' }, 'Unknown brand-id 2'],
  ])('refuses %j', (headers, message) => {
    expect(() => read(headers)).toThrow(BadRequestError);
    expect(() => read(headers)).toThrow(message);
  });
});
