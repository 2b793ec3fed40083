import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRANDS } from '@/server/seed/data/brands';
import { EVERYDAY_MENU } from './menus/menus';
import { BRAND, PDF, TALK_TO_PATH, WORK_FOR_PATH } from './brand';
import { renderAllPdfs } from './build-pdfs';
import { en } from './en';
import {
  BASE_LOCALE,
  CONTENT_KINDS,
  TRANSLATIONS,
  contentSourceLocale,
  getBlogPage,
  getBlogPost,
  getContent,
  getPageMeta,
  resolveContentLocale,
} from './index';
import { NUTRITION_FACTS } from './nutrition-facts';
import { CONTENT_ROUTES, PRIVATE_ROUTES } from './routes';
import type { ContentKind } from '@/domain/content/types';
import { lawDocuments } from '@/lib/privacy/market-law';
import { PRIVACY_LAWS } from '@/domain/privacy/laws';
import { translatorOver } from '@/lib/i18n-core';

const ROOT = join(__dirname, '..');
/** Kinds fr-ca and ja-jp must translate: everything a visitor reads on a page. */
const PAGE_KINDS = CONTENT_KINDS.filter((kind) => !['privacyPolicy', 'ccpaPolicy', 'cookiePolicy'].includes(kind));
const ALL_LOCALES = [BASE_LOCALE, ...Object.keys(TRANSLATIONS)];

describe('resolveContentLocale', () => {
  it.each([
    ['fr-ca', 'fr-ca'],
    ['fr-CA', 'fr-ca'],
    ['fr_ca', 'fr-ca'],
    ['fr', 'fr-ca'],
    ['ja-jp', 'ja-jp'],
    ['pt-br', 'pt-br'],
    ['es-mx', 'es-mx'],
    ['en-ca', 'en'],
    ['en-us', 'en'],
    ['de-de', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('%p resolves to %p', (locale, expected) => {
    expect(resolveContentLocale(locale)).toBe(expected);
  });
});

describe('getContent', () => {
  it.each(ALL_LOCALES.flatMap((locale) => CONTENT_KINDS.map((kind) => [locale, kind] as const)))(
    '%s has %s, translated or from English',
    (locale, kind) => {
      const value = getContent(kind, locale);
      expect(value).toBeTruthy();
      expect(value).toBe(TRANSLATIONS[locale]?.[kind] ?? en[kind]);
    },
  );

  it.each(['fr-ca', 'ja-jp'])('%s translates every page kind', (locale) => {
    const missing = PAGE_KINDS.filter((kind) => !TRANSLATIONS[locale]?.[kind]);
    expect(missing).toEqual([]);
    const untranslated = PAGE_KINDS.filter((kind) => JSON.stringify(getContent(kind, locale)) === JSON.stringify(en[kind]));
    expect(untranslated).toEqual([]);
  });

  it('falls back to English for an unknown locale and for a kind a locale lacks', () => {
    expect(getContent('ourStory', 'xx-yy')).toBe(en.ourStory);
    expect(getContent('ourStory', 'pt-br')).toBe(en.ourStory);
    expect(contentSourceLocale('ourStory', 'pt-br')).toBe('en');
    expect(contentSourceLocale('footer', 'pt-br')).toBe('pt-br');
  });
});

describe('footer', () => {
  it.each([
    ['fr-ca', 'Entreprise'],
    ['pt-br', 'Empresa'],
    ['ja-jp', '会社情報'],
    ['es-mx', 'Empresa'],
  ])('%s has its own column titles', (locale, companyTitle) => {
    const titles = getContent('footer', locale).topFooter.map((column) => column.columnTitle);
    expect(titles).toContain(companyTitle);
    expect(titles).not.toContain('Company');
  });

  it.each([
    ['fr-ca', 'Tous droits réservés.'],
    ['pt-br', 'Todos os direitos reservados.'],
    ['ja-jp', '無断転載を禁じます。'],
    ['es-mx', 'Todos los derechos reservados.'],
  ])('%s says its copyright line in its own language', (locale, rights) => {
    const { footerCopyright } = getContent('footer', locale).bottomFooter;
    expect(footerCopyright).toContain(rights);
    expect(footerCopyright).not.toContain('All rights reserved');
  });

  it.each(ALL_LOCALES)('%s keeps the English links, ids and flags', (locale) => {
    const strip = (footer: typeof en.footer) => footer.topFooter.map(({ id, columnLinks, showOnCanadaSite, showOnInternationalSite }) => ({ id, urls: columnLinks.map((link) => link.url), showOnCanadaSite, showOnInternationalSite }));
    expect(strip(getContent('footer', locale))).toEqual(strip(en.footer));
  });

  it('links every PDF to a file that exists in public/pdf', () => {
    const pdfUrls = [
      ...en.footer.bottomFooter.generalInfoThirdRow.flatMap((link) => (link.pdf ? [link.pdf.url] : [])),
      ...en.footer.topFooter.flatMap((column) => column.columnLinks.map((link) => link.url)).filter((url) => url.endsWith('.pdf')),
      ...en.navigation.main.map((item) => item.url).filter((url) => url.endsWith('.pdf')),
      // The policy PDFs are the US privacy law's documents: the footer adds them on the US site.
      ...lawDocuments(translatorOver('en', {}, {}), PRIVACY_LAWS.ccpa).map((document) => document.url),
    ];
    expect(new Set(pdfUrls)).toEqual(new Set(Object.values(PDF)));
    for (const url of pdfUrls) expect(existsSync(join(ROOT, 'public', url))).toBe(true);
  });

  it('sends external links only to invented .example domains', () => {
    const urls = JSON.stringify(en).match(/https?:\/\/[^"'\s)]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(new URL(url).hostname).toMatch(/\.example$/);
  });
});

describe('navigation', () => {
  it('has the holiday-only submenu items SPEC §4 hides outside the holiday window', () => {
    const sub = (menuId: number, subId: number) => en.navigation.main.find((menu) => menu.id === menuId)?.subTitles.find((item) => item.id === subId);
    expect(sub(2, 3)?.categoryId).toBe(4);
    expect(sub(3, 4)?.categoryId).toBe(4);
    expect(en.navigation.main.map((menu) => menu.url)).toEqual([PDF.menuAtAGlance, '/catering', '/locations']);
  });

  it.each(['fr-ca', 'ja-jp'])('%s keeps every id and url', (locale) => {
    const shape = (nav: typeof en.navigation) => nav.main.map((menu) => [menu.id, menu.url, menu.subTitles.map((sub) => [sub.id, sub.url])]);
    expect(shape(getContent('navigation', locale))).toEqual(shape(en.navigation));
  });
});

describe('page meta', () => {
  it.each(ALL_LOCALES)('%s has meta for every content route', (locale) => {
    for (const route of CONTENT_ROUTES) {
      const meta = getPageMeta(route, locale);
      expect(meta?.title).toBeTruthy();
      expect(meta?.description).toBeTruthy();
      expect(meta?.breadcrumbs[0]?.path).toBe('/');
      expect(meta?.preventIndexing).toBe(PRIVATE_ROUTES.includes(route));
    }
  });

  it('uses the brand slug in the work-for and talk-to routes', () => {
    expect(WORK_FOR_PATH).toBe('/company/work-for-whitlocks');
    expect(TALK_TO_PATH).toBe('/contact/talk-to-whitlocks');
    expect(getPageMeta('/nowhere', 'en')).toBeNull();
  });
});

describe('our story', () => {
  it.each(ALL_LOCALES)('%s has a timeline of 13 events from 1941, with franchising in 1994', (locale) => {
    const { timeline } = getContent('ourStory', locale);
    expect(timeline).toHaveLength(13);
    expect(timeline[0]?.year).toBe(1941);
    expect(timeline.map((event) => event.year)).toContain(1994);
    expect(timeline.map((event) => event.year)).toEqual([...timeline.map((event) => event.year)].sort((a, b) => a - b));
  });

  it('states 650+ restaurants in 44 states', () => {
    expect(en.ourStory.timeline.at(-1)?.text).toMatch(/650 restaurants .* 44 states/);
  });
});

describe('blog', () => {
  it.each(ALL_LOCALES)('%s has at least 12 posts with unique slugs and the same slugs as English', (locale) => {
    const slugs = getContent('blogPosts', locale).map((post) => post.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(en.blogPosts.map((post) => post.slug));
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(['fr-ca', 'ja-jp'])('%s translates every post', (locale) => {
    const same = getContent('blogPosts', locale).filter((post, index) => post.title === en.blogPosts[index]?.title);
    expect(same).toEqual([]);
  });

  it('keeps markup as literal text, for the page to escape', () => {
    const post = getBlogPost('reading-a-recipe-card', 'en');
    expect(JSON.stringify(post?.body)).toContain('<script>alert(1)</script>');
  });

  it.each([
    [1, 'en', 6],
    [2, 'en', 6],
    [3, 'en', null],
    [0, 'en', null],
    [1.5, 'en', null],
    [-1, 'ja-jp', null],
    [2, 'xx', 6],
  ])('page %p in %s holds %p posts', (page, locale, count) => {
    expect(getBlogPage(page, locale)?.posts.length ?? null).toBe(count);
  });

  it('returns null for an unknown slug', () => {
    expect(getBlogPost('no-such-post', 'fr-ca')).toBeNull();
  });
});

describe('fictional chain', () => {
  const DENY_LIST = ["dickey", 'famous dave', "sonny's", "rudy's", 'smokey bones', 'mission bbq', "jim 'n nick", 'salt lick', 'franklin barbecue', 'texas roadhouse', "mcdonald", 'chick-fil-a', 'kfc', 'popeyes', "arby's", 'burger king', "wendy's", 'subway', "applebee", "chili's", "buc-ee"];

  it.each(ALL_LOCALES)('%s names no real chain', (locale) => {
    const text = JSON.stringify(CONTENT_KINDS.map((kind: ContentKind) => getContent(kind, locale))).toLowerCase();
    for (const name of DENY_LIST) expect(text).not.toContain(name);
  });

  it('uses the seed brand names, so content and the brand table agree', () => {
    const brand = (id: number) => BRANDS.find((candidate) => candidate.id === id);
    expect(BRAND.name).toBe(brand(4)?.title);
    expect(BRAND.shortName).toBe(brand(4)?.shortTitle);
    expect(BRAND.slug).toBe(brand(4)?.folderPath);
    expect(BRAND.cateringPhone).toBe(brand(4)?.config.cateringPhone);
    expect(BRAND.rewardsTitle).toBe(brand(4)?.config.rewardsTitle);
    expect(BRAND.trailerName).toBe(brand(3)?.title);
    expect(BRAND.sisterName).toBe(brand(1)?.title);
  });
});

describe('menu at a glance and nutrition', () => {
  it.each(['en', 'fr-ca', 'ja-jp'])('%s lists every everyday item of the seed menu', (locale) => {
    const slugs = getContent('menuAtAGlance', locale).sections.flatMap((section) => section.items.map((item) => item.slug));
    for (const section of EVERYDAY_MENU.sections) for (const item of section.items) expect(slugs).toContain(item.slug);
  });

  it('shows USD reference prices in English only, as decimal strings', () => {
    const prices = (locale: string) => getContent('menuAtAGlance', locale).sections.flatMap((section) => section.items.map((item) => item.price));
    for (const price of prices('en')) expect(price).toMatch(/^\d+\.\d{2}$/);
    expect(prices('fr-ca').every((price) => price === null)).toBe(true);
  });

  it('agrees with the seed calories: a quarter pound of meats, a whole side or dessert', () => {
    const seedItems = EVERYDAY_MENU.sections.flatMap((section) => section.items);
    for (const fact of NUTRITION_FACTS) {
      const item = seedItems.find((candidate) => candidate.slug === fact.seedSlug);
      const expected = item?.unit === 'lb' ? (item.calories ?? 0) / 4 : item?.calories;
      expect([fact.seedSlug, fact.values.calories]).toEqual([fact.seedSlug, expected]);
    }
  });
});

describe('build-pdfs', () => {
  it('renders each PDF byte for byte as committed, so public/pdf is up to date', async () => {
    const files = await renderAllPdfs();
    expect(Object.keys(files).sort()).toEqual(Object.values(PDF).sort());
    for (const [url, bytes] of Object.entries(files)) {
      expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(60_000);
      expect(Buffer.compare(Buffer.from(bytes), readFileSync(join(ROOT, 'public', url)))).toBe(0);
    }
  });
});
