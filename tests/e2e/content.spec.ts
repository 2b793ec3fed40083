/**
 * Content pages (issue 4 §5, §6): every SPEC §2 content route renders its content in en-US and
 * fr-CA, the blog pages and 404s behave, text from content is never run as code, store pages
 * carry Restaurant JSON-LD, and sitemap.xml / robots.txt list what they should.
 */
import { expect, test, type Page } from '@playwright/test';
import { getContent } from '../../content';
import { PDF, TALK_TO_PATH, WORK_FOR_PATH } from '../../content/brand';
import { expectLang, visit } from './support/pages';
import { text } from './support/text';

type Route = { path: string; heading: (locale: string) => string };

const fromContent = <K extends Parameters<typeof getContent>[0]>(kind: K, pick: (data: ReturnType<typeof getContent<K>>) => string) =>
  (locale: string) => pick(getContent(kind, locale));

const ROUTES: Route[] = [
  { path: '/menu', heading: fromContent('menuAtAGlance', (data) => data.heading) },
  { path: '/catering', heading: fromContent('catering', (data) => data.heading) },
  { path: '/catering/services', heading: fromContent('cateringServices', (data) => data.heading) },
  { path: '/catering/faq', heading: fromContent('cateringFaq', (data) => data.heading) },
  { path: '/company/our-story', heading: fromContent('ourStory', (data) => data.heading) },
  { path: '/company/meet-our-team', heading: fromContent('meetOurTeam', (data) => data.heading) },
  { path: WORK_FOR_PATH, heading: fromContent('workForUs', (data) => data.heading) },
  { path: '/company/nutritional', heading: fromContent('nutritional', (data) => data.heading) },
  { path: '/promos/current-deals', heading: fromContent('currentDeals', (data) => data.heading) },
  { path: '/promos/loyalty', heading: fromContent('loyaltyPromotion', (data) => data.heading) },
  { path: '/legal/terms-and-conditions', heading: fromContent('legalTerms', (data) => data.heading) },
  { path: '/franchise-info', heading: fromContent('franchiseInfo', (data) => data.heading) },
  { path: '/press', heading: fromContent('press', (data) => data.heading) },
];

const MARKETS = [
  { prefix: '', lang: 'en-US', locale: 'en', language: 'en' as const },
  { prefix: '/ca/fr', lang: 'fr-CA', locale: 'fr-ca', language: 'fr' as const },
];

async function jsonLd(page: Page): Promise<unknown[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((script) => JSON.parse(script) as unknown);
}

for (const market of MARKETS) {
  test.describe(`content pages in ${market.lang}`, () => {
    for (const route of ROUTES) {
      test(`${market.prefix}${route.path} shows its content with canonical, hreflang and breadcrumbs`, async ({ page }) => {
        await visit(page, `${market.prefix}${route.path}`);
        await expectLang(page, market.lang);
        await expect(page.getByRole('heading', { level: 1, name: route.heading(market.locale) })).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${market.prefix}${route.path}$`));
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`[^/]${route.path}$`));
        await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveCount(1);
        const types = (await jsonLd(page)).map((data) => (data as { '@type'?: string })['@type']);
        expect(types).toContain('BreadcrumbList');
      });
    }

    test('the contact and privacy pages say what to tell us and how to reach a person', async ({ page }) => {
      for (const path of [TALK_TO_PATH, '/contact/general-feedback']) {
        await visit(page, `${market.prefix}${path}`);
        await expect(page.getByRole('link', { name: new RegExp(text(market.language, 'contact.callTo', { phone: '' }).trim()) })).toHaveAttribute('href', /^tel:/);
      }
      for (const [path, form] of [['/contact/ccpa-privacy-form', 'privacy.ccpa.formLabel'], ['/contact/do-not-sell-my-personal-information', 'privacy.doNotSell.formLabel']] as const) {
        await visit(page, `${market.prefix}${path}`);
        await expect(page.getByRole('form', { name: text(market.language, form) })).toBeVisible();
        // The California notice belongs to the US site; Canada's pages follow PIPEDA and Law 25.
        const californiaNotice = page.getByRole('link', { name: text(market.language, 'content.pdf.ccpaPolicy') });
        if (market.prefix === '') await expect(californiaNotice).toHaveAttribute('href', PDF.ccpaPolicy);
        else await expect(californiaNotice).toHaveCount(0);
      }
    });

    test('the people sitemap lists the sections and the restaurants by state', async ({ page }) => {
      await visit(page, `${market.prefix}/sitemap`);
      await expect(page.getByRole('region', { name: text(market.language, 'content.sitemap.company') })).toBeVisible();
      const restaurants = page.getByRole('region', { name: text(market.language, 'content.sitemap.restaurants') });
      expect(await restaurants.getByRole('link').count()).toBeGreaterThan(3);
    });
  });
}

test('our story tells its 13-event timeline', async ({ page }) => {
  await visit(page, '/company/our-story');
  const story = getContent('ourStory', 'en');
  const timeline = page.getByRole('region', { name: story.timelineTitle });
  await expect(timeline.getByRole('listitem')).toHaveCount(13);
  await expect(timeline).toContainText('1941');
});

test('a reader pages through the blog and opens a post, dated MM/dd/yyyy', async ({ page }) => {
  await visit(page, '/press/blog');
  await page.getByRole('navigation', { name: text('en', 'content.blog.pagination') }).getByRole('link', { name: text('en', 'content.blog.older') }).click();
  await expect(page).toHaveURL(/\/press\/blog\/page\/2$/);
  await expect(page.getByText(text('en', 'content.blog.pageOf', { page: '2', count: '2' }))).toBeVisible();
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('article').locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
});

test('script in a post is shown as text and never runs', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const post = getContent('blogPosts', 'en').find((candidate) => JSON.stringify(candidate.body).includes('<script>'));
  expect(post).toBeDefined();
  await visit(page, `/press/blog/${post?.slug}`);
  await expect(page.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
  expect(dialogs).toBe(0);
});

test('an unknown blog slug or page number is the 404 page, never a 500', async ({ page }) => {
  for (const path of ['/press/blog/no-such-post', '/press/blog/page/999', '/press/blog/page/abc', '/ca/fr/press/blog/no-such-post']) {
    await visit(page, path, 404);
    const language = path.startsWith('/ca/fr') ? 'fr' : 'en';
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'error.notFoundTitle') })).toBeVisible();
  }
});

test('a store page carries one Restaurant object with the required fields', async ({ page }) => {
  await visit(page, '/locations');
  await page.getByRole('region', { name: 'Texas' }).getByRole('link', { name: '50th Street' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('50th Street');
  const restaurants = (await jsonLd(page)).filter((data) => !Array.isArray(data) && (data as { '@type': string })['@type'] === 'Restaurant');
  expect(restaurants).toHaveLength(1);
  const restaurant = restaurants[0] as Record<string, any>;
  expect(restaurant).toMatchObject({
    '@context': 'https://schema.org',
    priceRange: '$$',
    servesCuisine: 'Barbecue',
    telephone: '(806) 555-0112',
    address: { '@type': 'PostalAddress', streetAddress: expect.stringContaining('4412 50th St'), addressRegion: 'TX', addressCountry: 'US' },
    geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
  });
  expect(restaurant.name).toContain('50th Street');
  expect(restaurant.image).toMatch(/^https?:\/\//);
  // One entry a weekday (this store has no split hours), then any dated exceptions with their day.
  const hours = restaurant.openingHoursSpecification as Record<string, string>[];
  expect(hours.filter((entry) => !entry.validFrom)).toHaveLength(7);
  for (const exception of hours.filter((entry) => entry.validFrom)) {
    expect(exception).toMatchObject({ validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), validThrough: exception.validFrom, opens: expect.any(String), closes: expect.any(String) });
  }
  expect(JSON.stringify(restaurant.openingHoursSpecification)).not.toMatch(/\d{2}:\d{2}:\d{2}/);
});

test('the locations list carries a list of Restaurants', async ({ page }) => {
  await visit(page, '/locations');
  const list = (await jsonLd(page)).find(Array.isArray) as { '@type': string }[] | undefined;
  expect(list?.length).toBeGreaterThan(10);
  expect(new Set(list?.map((entry) => entry['@type']))).toEqual(new Set(['Restaurant']));
});

test('sitemap.xml is well-formed and lists pages, stores and posts in every locale', async ({ page, request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  await visit(page, '/');
  const result = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    return {
      error: doc.getElementsByTagName('parsererror').length,
      locs: Array.from(doc.getElementsByTagNameNS(ns, 'loc')).map((loc) => new URL(loc.textContent ?? '').pathname),
      links: doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
    };
  }, xml);
  expect(result.error).toBe(0);
  expect(result.links).toBeGreaterThan(result.locs.length);
  const post = getContent('blogPosts', 'en')[0]?.slug;
  for (const path of ['/', '/ca/fr', '/company/our-story', '/jp/ja/press/blog', `/press/blog/${post}`, `/ca/fr/press/blog/${post}`]) {
    expect(result.locs).toContain(path);
  }
  expect(result.locs.some((path) => /^\/locations\/texas\/[^/]+\/[^/]+$/.test(path))).toBe(true);
  expect(result.locs.some((path) => /^\/ca\/fr\/locations\/[^/]+\/[^/]+\/[^/]+$/.test(path))).toBe(true);
  expect(result.locs).not.toContain('/cart');
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toContain('User-agent: *');
  expect(body).toContain('Allow: /');
  expect(body).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});
