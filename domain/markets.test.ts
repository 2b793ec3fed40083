import {
  COUNTRIES,
  SUPPORTED_LOCALES,
  countryByAlpha2,
  countryOfLocale,
  homePath,
  htmlLang,
  isCountryCode,
  languageOf,
  localizedPath,
  marketLink,
  marketPrefix,
  parseMarketPath,
  type LocaleTag,
} from './markets';

/** Every locale with its prefix and <html lang> (SPEC §1, §2). */
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
  it('holds the twelve SPEC locales plus the US default', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(LOCALES.map(([locale]) => locale).sort());
  });
});

describe('isCountryCode', () => {
  it.each([
    ['ca', true],
    ['us', true],
    ['ph', true],
    ['CA', false],
    ['fr', false],
    ['toString', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
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
    ['fr-ca', 'ca'],
    ['pt-br', 'br'],
    ['en-us', 'us'],
  ] as const)('%s → %s', (locale, country) => {
    expect(countryOfLocale(locale)).toBe(country);
  });
});

describe('countryByAlpha2', () => {
  it.each([
    ['US', 'us'],
    ['ca', 'ca'],
    ['JP', 'jp'],
    ['XX', undefined],
  ])('%s → %s', (alpha2, code) => {
    expect(countryByAlpha2(alpha2)?.code).toBe(code);
  });

  it('gives the API country ids of SPEC §3', () => {
    expect([COUNTRIES.us.id, COUNTRIES.ca.id]).toEqual([1, 2]);
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
  it.each<[string, string | null, string, string, boolean, string, string]>([
    // path, countryCode query, country, locale, languageChosen, prefix, rest
    ['/', null, 'us', 'en-us', true, '', '/'],
    ['', null, 'us', 'en-us', true, '', '/'],
    ['/locations', null, 'us', 'en-us', true, '', '/locations'],
    ['/locations?type=delivery#top', null, 'us', 'en-us', true, '', '/locations'],
    ['/ca', null, 'ca', 'en-ca', false, '/ca', '/'],
    ['/ca/fr', null, 'ca', 'fr-ca', true, '/ca/fr', '/'],
    ['/ca/en/locations', null, 'ca', 'en-ca', true, '/ca/en', '/locations'],
    ['/ca/locations', null, 'ca', 'en-ca', false, '/ca', '/locations'],
    ['/CA/FR/Menu', null, 'ca', 'fr-ca', true, '/ca/fr', '/Menu'],
    ['/ca/de/menu', null, 'ca', 'en-ca', false, '/ca', '/de/menu'],
    ['/jp', null, 'jp', 'ja-jp', false, '/jp', '/'],
    ['/jp/ja', null, 'jp', 'ja-jp', true, '/jp/ja', '/'],
    ['/jp/en/menu', null, 'jp', 'en-jp', true, '/jp/en', '/menu'],
    ['/br/pt/locations/sp', null, 'br', 'pt-br', true, '/br/pt', '/locations/sp'],
    ['/mx/es', null, 'mx', 'es-mx', true, '/mx/es', '/'],
    ['/ae', null, 'ae', 'en-ae', true, '/ae', '/'],
    ['/ae/locations', null, 'ae', 'en-ae', true, '/ae', '/locations'],
    ['/ph/menu', null, 'ph', 'en-ph', true, '/ph', '/menu'],
    // The US lives at the root; /us/... is read as the US prefix, which the proxy redirects away.
    ['/us', null, 'us', 'en-us', true, '/us', '/'],
    ['/US/locations/', null, 'us', 'en-us', true, '/us', '/locations'],
    ['/us/locations', 'CA', 'us', 'en-us', true, '/us', '/locations'],
    ['/usa/locations', null, 'us', 'en-us', true, '', '/usa/locations'],
    // countryCode sets the country only when the path does not.
    ['/locations', 'CA', 'ca', 'en-ca', false, '', '/locations'],
    ['/locations', 'ca', 'ca', 'en-ca', false, '', '/locations'],
    ['/', 'jp', 'jp', 'ja-jp', false, '', '/'],
    ['/', 'AE', 'ae', 'en-ae', true, '', '/'],
    ['/', ' us ', 'us', 'en-us', true, '', '/'],
    ['/', 'unknown', 'us', 'en-us', true, '', '/'],
    ['/', '', 'us', 'en-us', true, '', '/'],
    ['/ca/fr/menu', 'jp', 'ca', 'fr-ca', true, '/ca/fr', '/menu'],
    // Not a country: stays a US page.
    ['/catering', null, 'us', 'en-us', true, '', '/catering'],
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
