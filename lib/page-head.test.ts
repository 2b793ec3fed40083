import { buildPageHead, siteUrl } from './page-head';

describe('siteUrl', () => {
  it.each([
    [{}, 'http://localhost:3000'],
    [{ PUBLIC_SITE_URL: 'https://hickory.example/' }, 'https://hickory.example'],
    [{ PUBLIC_SITE_URL: '' }, 'http://localhost:3000'],
  ])('%p -> %s', (env, expected) => {
    expect(siteUrl(env)).toBe(expected);
  });
});

describe('buildPageHead', () => {
  const base = { title: 'T', description: 'D', site: 'https://hickory.example' };

  it('points the canonical link at the market URL of the page', () => {
    expect(buildPageHead({ ...base, locale: 'ja-jp', path: '/locations', scope: 'all' }).canonical).toBe(
      'https://hickory.example/jp/ja/locations',
    );
    expect(buildPageHead({ ...base, locale: 'en-us', path: '/', scope: 'all' }).canonical).toBe('https://hickory.example/');
    expect(buildPageHead({ ...base, locale: 'en-ae', path: '/', scope: 'all' }).canonical).toBe('https://hickory.example/ae');
  });

  it('lists every locale for pages that exist in every market, with the US as x-default', () => {
    const { alternates } = buildPageHead({ ...base, locale: 'fr-ca', path: '/locations', scope: 'all' });
    expect(alternates).toContainEqual({ hrefLang: 'fr-CA', href: 'https://hickory.example/ca/fr/locations' });
    expect(alternates).toContainEqual({ hrefLang: 'en-US', href: 'https://hickory.example/locations' });
    expect(alternates).toContainEqual({ hrefLang: 'x-default', href: 'https://hickory.example/locations' });
    expect(alternates).toHaveLength(14);
  });

  it("lists only the country's locales for a country's own pages", () => {
    const { alternates } = buildPageHead({ ...base, locale: 'fr-ca', path: '/locations/quebec', scope: 'country' });
    expect(alternates).toEqual([
      { hrefLang: 'en-CA', href: 'https://hickory.example/ca/en/locations/quebec' },
      { hrefLang: 'fr-CA', href: 'https://hickory.example/ca/fr/locations/quebec' },
      { hrefLang: 'x-default', href: 'https://hickory.example/ca/en/locations/quebec' },
    ]);
  });
});
