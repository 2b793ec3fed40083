import {
  COUNTRIES,
  COUNTRY_CODES,
  SUPPORTED_LOCALES,
  countryOfLocale,
  countryPathSegment,
  homePath,
  htmlLang,
  isCountryCode,
  isLocaleTag,
  languageOf,
  localizedPath,
  marketLink,
  marketPrefix,
  parseCountryCode,
  parseLocaleTag,
  parseMarketPath,
  type CountryCode,
  type LocaleTag,
} from './markets';

/** Every locale with its URL prefix and <html lang>. */
const LOCALES: [LocaleTag, string, string][] = [
  ['en-us', '', 'en-US'],
  ['en-ca', '/ca/en', 'en-CA'],
  ['fr-ca', '/ca/fr', 'fr-CA'],
  ['pt-br', '/br/pt', 'pt-BR'],
  ['en-br', '/br/en', 'en-BR'],
  ['ja-jp', '/jp/ja', 'ja-JP'],
  ['en-jp', '/jp/en', 'en-JP'],
  ['es-mx', '/mx/es', 'es-MX'],
  ['en-mx', '/mx/en', 'en-MX'],
  ['en-ae', '/ae', 'en-AE'],
  ['en-eg', '/eg', 'en-EG'],
  ['en-pk', '/pk', 'en-PK'],
  ['en-ph', '/ph', 'en-PH'],
];

describe('SUPPORTED_LOCALES', () => {
  it('holds the twelve locales plus the US default', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(LOCALES.map(([locale]) => locale).sort());
  });

  it('lists the locales of each country in the order the country offers them', () => {
    expect(SUPPORTED_LOCALES).toEqual(COUNTRY_CODES.flatMap((code) => COUNTRIES[code].locales));
  });
});

describe('isLocaleTag', () => {
  it.each(LOCALES)('accepts %s', (locale) => {
    expect(isLocaleTag(locale)).toBe(true);
  });

  it.each(['fr-CA', 'en', 'fr-us', 'de-de', 'en-gb', 'ja-ca', 'en-ca ', '', 'toString'])('refuses %j', (value) => {
    expect(isLocaleTag(value)).toBe(false);
  });

  it.each([undefined, null, 42, ['en-us']])('refuses %j, which is no string', (value) => {
    expect(isLocaleTag(value)).toBe(false);
  });
});

describe('parseLocaleTag', () => {
  it.each(LOCALES)('reads %s', (locale) => {
    expect(parseLocaleTag(locale)).toBe(locale);
  });

  it.each(LOCALES)('reads %s in the BCP 47 case', (locale, _prefix, lang) => {
    expect(parseLocaleTag(lang)).toBe(locale);
  });

  it.each([
    [' FR_ca ', 'fr-ca'],
    ['JA-JP', 'ja-jp'],
  ])('reads %j as %s', (value, locale) => {
    expect(parseLocaleTag(value)).toBe(locale);
  });

  it.each(['en', 'fr', 'fr-fr', 'de-DE', 'en-GB', 'pt-ca', 'fr-ca-x', 'fr-ca,en', ''])('refuses %j', (value) => {
    expect(parseLocaleTag(value)).toBeUndefined();
  });
});

describe('isCountryCode', () => {
  it.each([
    ['CA', true],
    ['US', true],
    ['PH', true],
    ['ca', false],
    ['FR', false],
    ['toString', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });
});

describe('parseCountryCode', () => {
  it.each(COUNTRY_CODES)('reads %s in either case', (code) => {
    expect([parseCountryCode(code), parseCountryCode(code.toLowerCase())]).toEqual([code, code]);
  });

  it.each([
    [' us ', 'US'],
    ['Ca', 'CA'],
    ['XX', undefined],
    ['USA', undefined],
    ['toString', undefined],
    ['', undefined],
  ])('%j → %s', (value, code) => {
    expect(parseCountryCode(value)).toBe(code);
  });

  it('gives the API country ids of the US and Canada', () => {
    expect([COUNTRIES.US.id, COUNTRIES.CA.id]).toEqual([1, 2]);
  });
});

describe('countryPathSegment', () => {
  it.each([
    ['CA', 'ca'],
    ['JP', 'jp'],
  ] as const)('%s → %s', (code, segment) => {
    expect(countryPathSegment(code)).toBe(segment);
  });

  it.each(COUNTRY_CODES)('parses back to %s', (code) => {
    expect(parseCountryCode(countryPathSegment(code))).toBe(code);
  });
});

describe('languageOf', () => {
  it.each([
    ['fr-ca', 'fr'],
    ['ja-jp', 'ja'],
    ['en-us', 'en'],
  ] as const)('%s → %s', (locale, language) => {
    expect(languageOf(locale)).toBe(language);
  });
});

describe('countryOfLocale', () => {
  it.each([
    ['fr-ca', 'CA'],
    ['pt-br', 'BR'],
    ['en-us', 'US'],
  ] as const)('%s → %s', (locale, country) => {
    expect(countryOfLocale(locale)).toBe(country);
  });

  it.each(LOCALES)('%s belongs to a country that offers it', (locale) => {
    expect(COUNTRIES[countryOfLocale(locale)].locales).toContain(locale);
  });
});

describe('htmlLang', () => {
  it.each(LOCALES)('%s → %s', (locale, _prefix, lang) => {
    expect(htmlLang(locale)).toBe(lang);
  });
});

describe('marketPrefix', () => {
  it.each(LOCALES)('%s → %j', (locale, prefix) => {
    expect(marketPrefix(locale)).toBe(prefix);
  });
});

describe('homePath', () => {
  it.each(LOCALES)('%s → %j', (locale, prefix) => {
    expect(homePath(locale)).toBe(prefix || '/');
  });
});

describe('localizedPath', () => {
  it.each(LOCALES)('%s prefixes /locations with %j', (locale, prefix) => {
    expect(localizedPath(locale, '/locations')).toBe(`${prefix}/locations`);
  });

  it.each([
    ['en-us', '/', '/'],
    ['fr-ca', '/', '/ca/fr'],
    ['en-ae', '/', '/ae'],
    ['fr-ca', '/?type=delivery', '/ca/fr?type=delivery'],
    ['fr-ca', '/#main', '/ca/fr#main'],
    ['fr-ca', '/cart?step=2', '/ca/fr/cart?step=2'],
    ['en-us', '/cart?step=2', '/cart?step=2'],
  ] as const)('%s %j → %j', (locale, path, expected) => {
    expect(localizedPath(locale, path)).toBe(expected);
  });

  it.each(LOCALES)('parses back to %s', (locale) => {
    const market = parseMarketPath(localizedPath(locale, '/menu'));
    expect([market.locale, market.rest, market.languageChosen]).toEqual([locale, '/menu', true]);
  });
});

describe('parseMarketPath', () => {
  it.each<[string, string | null, CountryCode, LocaleTag, boolean, string, string]>([
    // path, countryCode query, country, locale, languageChosen, prefix, rest
    ['/', null, 'US', 'en-us', true, '', '/'],
    ['', null, 'US', 'en-us', true, '', '/'],
    ['/locations', null, 'US', 'en-us', true, '', '/locations'],
    ['/locations?type=delivery#top', null, 'US', 'en-us', true, '', '/locations'],
    ['/ca', null, 'CA', 'en-ca', false, '/ca', '/'],
    ['/ca/fr', null, 'CA', 'fr-ca', true, '/ca/fr', '/'],
    ['/ca/en/locations', null, 'CA', 'en-ca', true, '/ca/en', '/locations'],
    ['/ca/locations', null, 'CA', 'en-ca', false, '/ca', '/locations'],
    ['/CA/FR/Menu', null, 'CA', 'fr-ca', true, '/ca/fr', '/Menu'],
    ['/ca/de/menu', null, 'CA', 'en-ca', false, '/ca', '/de/menu'],
    ['/jp', null, 'JP', 'ja-jp', false, '/jp', '/'],
    ['/jp/ja', null, 'JP', 'ja-jp', true, '/jp/ja', '/'],
    ['/jp/en/menu', null, 'JP', 'en-jp', true, '/jp/en', '/menu'],
    ['/br/pt/locations/sp', null, 'BR', 'pt-br', true, '/br/pt', '/locations/sp'],
    ['/mx/es', null, 'MX', 'es-mx', true, '/mx/es', '/'],
    ['/ae', null, 'AE', 'en-ae', true, '/ae', '/'],
    ['/ae/locations', null, 'AE', 'en-ae', true, '/ae', '/locations'],
    ['/ph/menu', null, 'PH', 'en-ph', true, '/ph', '/menu'],
    // The US lives at the root; /us/... is read as the US prefix, which the proxy redirects away.
    ['/us', null, 'US', 'en-us', true, '/us', '/'],
    ['/US/locations/', null, 'US', 'en-us', true, '/us', '/locations'],
    ['/us/locations', 'CA', 'US', 'en-us', true, '/us', '/locations'],
    ['/usa/locations', null, 'US', 'en-us', true, '', '/usa/locations'],
    // countryCode sets the country only when the path does not.
    ['/locations', 'CA', 'CA', 'en-ca', false, '', '/locations'],
    ['/locations', 'ca', 'CA', 'en-ca', false, '', '/locations'],
    ['/', 'jp', 'JP', 'ja-jp', false, '', '/'],
    ['/', 'AE', 'AE', 'en-ae', true, '', '/'],
    ['/', ' us ', 'US', 'en-us', true, '', '/'],
    ['/', 'unknown', 'US', 'en-us', true, '', '/'],
    ['/', '', 'US', 'en-us', true, '', '/'],
    ['/ca/fr/menu', 'jp', 'CA', 'fr-ca', true, '/ca/fr', '/menu'],
    // Not a country: stays a US page.
    ['/catering', null, 'US', 'en-us', true, '', '/catering'],
  ])('%j (countryCode %j) → %s %s', (path, query, country, locale, languageChosen, prefix, rest) => {
    expect(parseMarketPath(path, query)).toEqual({ country, locale, languageChosen, prefix, rest });
  });
});

describe('marketLink', () => {
  it.each<[LocaleTag, string, string]>([
    ['fr-ca', '/locations', '/ca/fr/locations'],
    ['fr-ca', '/', '/ca/fr'],
    ['fr-ca', '/user-profile/my-orders', '/ca/fr/user-profile/my-orders'],
    ['fr-ca', '/company/our-story', '/ca/fr/company/our-story'],
    ['fr-ca', '/quote/everyday?type=delivery', '/ca/fr/quote/everyday?type=delivery'],
    ['fr-ca', '/quote/everyday?city=st.louis', '/ca/fr/quote/everyday?city=st.louis'],
    ['en-ae', '/order-now', '/ae/order-now'],
    ['en-us', '/locations', '/locations'],
    // Files and API paths stay as they are.
    ['fr-ca', '/pdf/menu-at-a-glance.pdf', '/pdf/menu-at-a-glance.pdf'],
    ['fr-ca', '/files/privacy-policy.PDF', '/files/privacy-policy.PDF'],
    ['fr-ca', '/files/cookie-policy.pdf#page=2', '/files/cookie-policy.pdf#page=2'],
    ['fr-ca', '/sitemap.xml', '/sitemap.xml'],
    ['fr-ca', '/api/getGeoFromIp', '/api/getGeoFromIp'],
    ['fr-ca', '/api', '/api'],
    ['fr-ca', '/_next/static/chunk.js', '/_next/static/chunk.js'],
    ['fr-ca', '/apiary', '/ca/fr/apiary'],
    // External and in-page links stay as they are.
    ['fr-ca', 'https://example.org/franchise', 'https://example.org/franchise'],
    ['fr-ca', '//cdn.example.org/x', '//cdn.example.org/x'],
    ['fr-ca', '#main', '#main'],
    ['fr-ca', 'mailto:hello@example.org', 'mailto:hello@example.org'],
  ])('%s %j → %j', (locale, href, expected) => {
    expect(marketLink(locale, href)).toBe(expected);
  });
});
