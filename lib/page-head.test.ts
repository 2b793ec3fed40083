import { buildPageHead } from './page-head';
import type { SeoSettings } from './seo/settings';

const site = 'https://hickory.example';
const settings: SeoSettings = { siteUrl: site, noRobots: false, appStoreId: null };
const base = { title: 'T', description: 'D', site, settings };

describe('buildPageHead', () => {
  it('points the canonical link and og:url at the market URL of the page', () => {
    const cases = [
      ['ja-jp', '/locations', 'https://hickory.example/jp/ja/locations'],
      ['en-us', '/', 'https://hickory.example/'],
      ['en-ae', '/', 'https://hickory.example/ae'],
      ['fr-ca', '/press/blog/page/2', 'https://hickory.example/ca/fr/press/blog/page/2'],
    ] as const;
    for (const [locale, path, url] of cases) {
      const head = buildPageHead({ ...base, locale, path, scope: 'all' });
      expect(head.canonical).toBe(url);
      expect(head.openGraph.url).toBe(url);
    }
  });

  it('lists every locale for pages that exist in every market, with the US as x-default', () => {
    const { alternates } = buildPageHead({ ...base, locale: 'fr-ca', path: '/locations', scope: 'all' });
    expect(alternates).toContainEqual({ hrefLang: 'fr-CA', href: 'https://hickory.example/ca/fr/locations' });
    expect(alternates).toContainEqual({ hrefLang: 'en-US', href: 'https://hickory.example/locations' });
    expect(alternates).toContainEqual({ hrefLang: 'ja-JP', href: 'https://hickory.example/jp/ja/locations' });
    expect(alternates).toContainEqual({ hrefLang: 'x-default', href: 'https://hickory.example/locations' });
    expect(alternates).toHaveLength(14);
    expect(new Set(alternates.map((alternate) => alternate.hrefLang)).size).toBe(14);
  });

  it("lists only the country's locales for a country's own pages", () => {
    const { alternates } = buildPageHead({ ...base, locale: 'fr-ca', path: '/locations/quebec', scope: 'country' });
    expect(alternates).toEqual([
      { hrefLang: 'en-CA', href: 'https://hickory.example/ca/en/locations/quebec' },
      { hrefLang: 'fr-CA', href: 'https://hickory.example/ca/fr/locations/quebec' },
      { hrefLang: 'x-default', href: 'https://hickory.example/ca/en/locations/quebec' },
    ]);
  });

  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('preventIndexing %p with NO_ROBOTS %p gives noindex %p', (preventIndexing, noRobots, noindex) => {
    const head = buildPageHead({ ...base, settings: { ...settings, noRobots }, locale: 'en-us', path: '/press', scope: 'all', preventIndexing });
    expect(head.noindex).toBe(noindex);
  });

  it('carries the app-store id of the settings', () => {
    const head = buildPageHead({ ...base, settings: { ...settings, appStoreId: '123456789' }, locale: 'en-us', path: '/', scope: 'all' });
    expect(head.appStoreId).toBe('123456789');
  });

  it('makes the Open Graph image absolute, names the locale and keeps keywords', () => {
    const head = buildPageHead({
      ...base,
      locale: 'fr-ca',
      path: '/catering',
      scope: 'all',
      keywords: ' traiteur, bbq ',
      ogTitle: 'OG',
      ogImage: { url: '/images/content/og.svg', width: 1200, height: 630 },
    });
    expect(head.keywords).toBe('traiteur, bbq');
    expect(head.openGraph).toEqual({
      type: 'website',
      title: 'OG',
      description: 'D',
      url: 'https://hickory.example/ca/fr/catering',
      locale: 'fr_CA',
      image: { url: 'https://hickory.example/images/content/og.svg', width: 1200, height: 630, alt: 'OG' },
    });
  });

  it('turns the breadcrumbs into a BreadcrumbList with absolute market URLs, before other structured data', () => {
    const restaurant = { '@type': 'Restaurant', name: 'X' };
    const head = buildPageHead({
      ...base,
      locale: 'fr-ca',
      path: '/press/blog',
      scope: 'all',
      breadcrumbs: [{ name: 'Accueil', path: '/' }, { name: 'Presse', path: '/press' }, { name: 'Blogue', path: '/press/blog' }],
      jsonLd: [restaurant],
    });
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://hickory.example/ca/fr' },
          { '@type': 'ListItem', position: 2, name: 'Presse', item: 'https://hickory.example/ca/fr/press' },
          { '@type': 'ListItem', position: 3, name: 'Blogue', item: 'https://hickory.example/ca/fr/press/blog' },
        ],
      },
      restaurant,
    ]);
  });

  it('has no structured data, keywords or image when the page gives none (and stays serialisable)', () => {
    const head = buildPageHead({ ...base, locale: 'en-us', path: '/x', scope: 'country' });
    expect(head.jsonLd).toEqual([]);
    expect(head.keywords).toBeNull();
    expect(head.openGraph.image).toBeNull();
    expect(JSON.parse(JSON.stringify(head))).toEqual(head);
  });
});
