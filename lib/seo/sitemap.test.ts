/** @jest-environment jsdom */
import { buildRobotsTxt, buildSitemapXml, escapeXml } from './sitemap-xml';
import { sitemapUrls, staticPublicPaths } from './sitemap-entries';

const site = 'https://hickory.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`sitemap is not well-formed: ${error.textContent}`);
  return doc;
}

const sources = {
  site,
  posts: [{ slug: 'smoke-rings', date: '2024-03-05' }, { slug: 'a&b', date: '2024-01-02' }],
  pressReleases: [{ slug: 'hickory-opens-in-montreal', date: '2025-06-02' }],
  blogPageCount: 2,
  menuItemSlugs: ['sliced-brisket', 'mac-and-cheese'],
  storePaths: {
    US: ['/locations/texas', '/locations/texas/lubbock', '/locations/texas/lubbock/50th-street'],
    CA: ['/locations/quebec/montreal/plateau'],
  },
};

describe('buildSitemapXml', () => {
  const doc = parse(buildSitemapXml(sitemapUrls(sources)));
  const urls = Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'url'));
  const locs = urls.map((url) => url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '');
  const alternatesOf = (loc: string) => {
    const url = urls[locs.indexOf(loc)];
    return Array.from(url?.getElementsByTagNameNS(XHTML_NS, 'link') ?? []).map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
  };

  it('is a well-formed urlset in the sitemap namespace', () => {
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists every public page in every locale, with all alternates and x-default', () => {
    for (const loc of [`${site}/`, `${site}/ca/fr`, `${site}/jp/ja/press/blog`, `${site}/ae/catering/faq`, `${site}/ca/fr/company/work-for-whitlocks`]) {
      expect(locs).toContain(loc);
    }
    const alternates = alternatesOf(`${site}/ca/fr/press`);
    expect(alternates).toHaveLength(14);
    expect(alternates).toContainEqual(['x-default', `${site}/press`]);
    expect(alternates).toContainEqual(['ja-JP', `${site}/jp/ja/press`]);
  });

  it('leaves out private pages, patterns and per-visitor steps', () => {
    for (const path of ['/cart', '/login', '/user-profile', '/404', '/quote', '/press/blog/[slug]']) {
      expect(locs).not.toContain(`${site}${path}`);
    }
  });

  it('lists every post with its date, blog pages after the first, escaping the slug', () => {
    expect(locs).toContain(`${site}/press/blog/smoke-rings`);
    expect(locs).toContain(`${site}/ca/fr/press/blog/smoke-rings`);
    expect(locs).toContain(`${site}/press/blog/a%26b`);
    expect(locs).toContain(`${site}/press/blog/page/2`);
    expect(locs).not.toContain(`${site}/press/blog/page/1`);
    const post = urls[locs.indexOf(`${site}/press/blog/smoke-rings`)];
    expect(post?.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent).toBe('2024-03-05');
  });

  it('lists every press release hosted on the site in every locale, with its date', () => {
    expect(locs).toContain(`${site}/press/releases/hickory-opens-in-montreal`);
    expect(locs).toContain(`${site}/ca/fr/press/releases/hickory-opens-in-montreal`);
    const release = urls[locs.indexOf(`${site}/press/releases/hickory-opens-in-montreal`)];
    expect(release?.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent).toBe('2025-06-02');
    expect(locs).not.toContain(`${site}/press/blog/hickory-opens-in-montreal`);
  });

  it('lists the privacy policy in every locale', () => {
    for (const loc of [`${site}/legal/privacy-policy`, `${site}/ca/fr/legal/privacy-policy`, `${site}/br/pt/legal/privacy-policy`]) expect(locs).toContain(loc);
  });

  it('lists every Menu At A Glance item page in every locale, with its alternates', () => {
    for (const slug of sources.menuItemSlugs) {
      expect(locs).toContain(`${site}/menu/${slug}`);
      expect(locs).toContain(`${site}/ca/fr/menu/${slug}`);
      expect(locs).toContain(`${site}/jp/ja/menu/${slug}`);
    }
    expect(alternatesOf(`${site}/menu/sliced-brisket`)).toEqual(expect.arrayContaining([['fr-CA', `${site}/ca/fr/menu/sliced-brisket`]]));
  });

  it("lists a store in its own country's locales only", () => {
    expect(locs).toContain(`${site}/locations/texas/lubbock/50th-street`);
    expect(locs).not.toContain(`${site}/ca/fr/locations/texas/lubbock/50th-street`);
    expect(locs).toContain(`${site}/ca/fr/locations/quebec/montreal/plateau`);
    expect(alternatesOf(`${site}/ca/en/locations/quebec/montreal/plateau`)).toEqual([
      ['en-CA', `${site}/ca/en/locations/quebec/montreal/plateau`],
      ['fr-CA', `${site}/ca/fr/locations/quebec/montreal/plateau`],
      ['x-default', `${site}/ca/en/locations/quebec/montreal/plateau`],
    ]);
  });

  it('escapes markup characters in text', () => {
    const xml = buildSitemapXml([{ loc: `${site}/?a=1&b=<2>`, alternates: [] }]);
    expect(parse(xml).getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent).toBe(`${site}/?a=1&b=<2>`);
    expect(escapeXml(`"'&<>`)).toBe('&quot;&apos;&amp;&lt;&gt;');
  });
});

describe('staticPublicPaths', () => {
  it('has the content pages of SPEC §2', () => {
    expect(staticPublicPaths()).toEqual(expect.arrayContaining(['/', '/menu', '/press', '/press/blog', '/sitemap', '/franchise-info', '/contact/general-feedback']));
  });
});

describe('buildRobotsTxt', () => {
  it('allows everything and names the sitemap', () => {
    expect(buildRobotsTxt(site, false)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  });

  it('refuses everything when NO_ROBOTS is set', () => {
    expect(buildRobotsTxt(site, true)).toBe('User-agent: *\nDisallow: /\n');
  });
});
