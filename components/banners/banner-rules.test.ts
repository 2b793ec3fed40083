import { internationalOffer, languagePath, needsLanguageChoice } from './banner-rules';
import { pageMarket } from '@/lib/market';
import { parseMarketPath } from '@/domain/markets';

/** The market the proxy and withPage would put in the context for `path`. */
function marketOf(path: string) {
  const { locale, languageChosen, prefix } = parseMarketPath(path);
  return pageMarket(locale, { languageChosen, prefix });
}

function offer(detectedAlpha2: string | null, currentPath: string, hideFlag = false) {
  return internationalOffer({ detectedAlpha2, market: marketOf(currentPath), currentPath, hideFlag });
}

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
    expect(offer(detectedAlpha2, currentPath, hideFlag)?.href).toBe(href);
  });

  it('keeps the language when the country has it', () => {
    expect(offer('CA', '/jp/ja/locations')?.href).toBe('/ca/en/locations');
    expect(offer('BR', '/mx/es')?.href).toBe('/br/pt');
  });

  it.each([
    ['the hide flag is stored', 'CA', '/', true],
    ['no country was detected', null, '/', false],
    ['the country has no site', 'DE', '/', false],
    ['the visitor is already on that site', 'CA', '/ca/fr/locations', false],
    ['a US visitor is on the US site', 'US', '/locations', false],
  ])('stays hidden when %s', (_case, detectedAlpha2, currentPath, hideFlag) => {
    expect(offer(detectedAlpha2, currentPath, hideFlag)).toBeNull();
  });

  it('takes the country from the market, not from the path', () => {
    const canadaByQuery = pageMarket('en-ca', { languageChosen: false, prefix: '' });
    expect(internationalOffer({ detectedAlpha2: 'CA', market: canadaByQuery, currentPath: '/locations?countryCode=CA', hideFlag: false })).toBeNull();
    expect(internationalOffer({ detectedAlpha2: 'JP', market: canadaByQuery, currentPath: '/locations?countryCode=CA', hideFlag: false })?.href).toBe('/jp/en/locations');
  });

  it('names the country by its label', () => {
    expect(offer('CA', '/')?.country.label).toBe('Canada');
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
    ['fr-ca', '/ca', '/ca', '/ca/fr'],
    ['en-ca', '/ca', '/ca/locations?x=1', '/ca/en/locations?x=1'],
    ['en-ca', '/ca', '/CA/about#team', '/ca/en/about#team'],
    ['fr-ca', '', '/locations?countryCode=CA', '/ca/fr/locations?countryCode=CA'],
  ] as const)('%s from %s (market prefix %j) → %s', (locale, prefix, path, expected) => {
    expect(languagePath(locale, { prefix }, path)).toBe(expected);
  });
});
