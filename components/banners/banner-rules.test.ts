import { internationalOffer, languagePath, needsLanguageChoice } from './banner-rules';

describe('internationalOffer', () => {
  it.each([
    ['CA', '/locations', false, '/ca/en/locations'],
    ['ca', '/catering/faq', false, '/ca/en/catering/faq'],
    ['JP', '/', false, '/jp/en'],
    ['AE', '/company/our-story', false, '/ae/company/our-story'],
    ['US', '/ca/fr/locations', false, '/locations'],
    ['CA', '/menu', false, '/ca/en'],
    ['CA', '/_error', false, '/ca/en'],
    ['CA', '/promos/current-deals', false, '/ca/en'],
    ['AE', '/company/nutritional', false, '/ae'],
  ])('detected %s on %s offers %s', (detectedAlpha2, currentPath, hideFlag, href) => {
    expect(internationalOffer({ detectedAlpha2, currentPath, hideFlag })?.href).toBe(href);
  });

  it('keeps the language when the country has it', () => {
    expect(internationalOffer({ detectedAlpha2: 'CA', currentPath: '/jp/ja/locations', hideFlag: false })?.href).toBe('/ca/en/locations');
    expect(internationalOffer({ detectedAlpha2: 'BR', currentPath: '/mx/es', hideFlag: false })?.href).toBe('/br/pt');
  });

  it.each([
    ['the hide flag is stored', 'CA', '/', true],
    ['no country was detected', null, '/', false],
    ['the country has no site', 'DE', '/', false],
    ['the visitor is already on that site', 'CA', '/ca/fr/locations', false],
    ['a US visitor is on the US site', 'US', '/locations', false],
  ])('stays hidden when %s', (_case, detectedAlpha2, currentPath, hideFlag) => {
    expect(internationalOffer({ detectedAlpha2, currentPath, hideFlag })).toBeNull();
  });

  it('names the country by its label', () => {
    expect(internationalOffer({ detectedAlpha2: 'CA', currentPath: '/', hideFlag: false })?.country.label).toBe('Canada');
  });
});

describe('needsLanguageChoice', () => {
  it.each([
    ['en-ca', false, true],
    ['en-ca', true, false],
    ['en-ae', false, false],
    ['en-us', false, false],
  ] as const)('%s, language chosen %p → %p', (locale, chosen, expected) => {
    expect(needsLanguageChoice(locale, chosen)).toBe(expected);
  });
});

describe('languagePath', () => {
  it.each([
    ['fr-ca', '/ca', '/ca/fr'],
    ['en-ca', '/ca/locations?x=1', '/ca/en/locations?x=1'],
  ] as const)('%s from %s → %s', (locale, path, expected) => {
    expect(languagePath(locale, path)).toBe(expected);
  });
});
