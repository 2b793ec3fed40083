/**
 * Food pictures on a phone (390×844 at 3x, as a current iPhone shows them), in en-US and fr-CA: a
 * store's menu fetches its first pictures at once as AVIF or WebP no wider than the row needs, and
 * leaves the pictures far below the fold until the diner scrolls to them; an item page fetches its
 * picture first; neither page moves while pictures load (cumulative layout shift at most 0.05).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LARGEST_PICTURE_WIDTH, PICTURE_WIDTHS } from '../../domain/pictures';
import { expectLang, visit } from './support/pages';

// A 390 px window at 3x. Not Playwright's isMobile: its emulation lays the page out 980 px wide
// until the viewport meta applies, after the preload scanner has picked the first pictures' files.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true });

/** The largest layout shift a page may make while it loads and while its pictures arrive. */
const MAX_CLS = 0.05;

const CASES = [
  {
    lang: 'en-US',
    menu: '/quote/everyday/dallas-oak-lawn?type=carryout',
    item: '/quote/everyday/dallas-oak-lawn/meats-by-the-pound/beef-brisket-lb?type=carryout',
  },
  {
    lang: 'fr-CA',
    menu: '/ca/fr/quote/everyday/montreal-plateau?type=carryout',
    item: '/ca/fr/quote/everyday/montreal-plateau/meats-by-the-pound/pulled-pork-lb?type=carryout',
  },
];

/** Sums the page's layout shifts not caused by input, from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const total = { value: 0 };
    (window as unknown as { __cls: typeof total }).__cls = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) total.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: { value: number } }).__cls.value);

/** A picture once it is on screen: the file the browser chose and how it is laid out. */
async function loaded(img: Locator) {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  return img.evaluate(async (el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    // object-fit: cover scales the 8:5 picture to cover its box: the wider of the two decides.
    const cssWidth = Math.max(box.width, (box.height * 8) / 5);
    // naturalWidth of a srcset picture is in CSS px (divided by its density): open the file alone for its pixels.
    const file = new Image();
    file.src = el.currentSrc;
    await file.decode();
    return { src: el.currentSrc, fileWidth: file.naturalWidth, needed: cssWidth * window.devicePixelRatio, loading: el.getAttribute('loading'), priority: el.getAttribute('fetchpriority') };
  });
}

/**
 * The rendition a browser should pick for `needed` device pixels: the smallest at least that
 * wide, or (Chromium picks the lower one when the screen's density is nearer to it) the one below.
 */
function expectRightWidth(picture: { src: string; fileWidth: number; needed: number }) {
  const upper = PICTURE_WIDTHS.find((width) => width >= picture.needed) ?? LARGEST_PICTURE_WIDTH;
  const lower = [...PICTURE_WIDTHS].reverse().find((width) => width < picture.needed) ?? upper;
  expect([lower, upper], `picture ${picture.fileWidth} px wide for ${Math.round(picture.needed)} device px`).toContain(picture.fileWidth);
  expect(picture.src, 'the file is as wide as its name says').toMatch(new RegExp(`/${picture.fileWidth}\\.(avif|webp)$`));
}

for (const c of CASES) {
  test.describe(c.lang, () => {
    test('the menu shows its first pictures at once in a modern format at the width of the row, and the rest as the diner scrolls', async ({ page }) => {
      const requested = new Set<string>();
      page.on('request', (request) => {
        if (request.url().includes('/images/menu/')) requested.add(new URL(request.url()).pathname);
      });
      await watchLayoutShifts(page);
      await visit(page, c.menu);
      await expectLang(page, c.lang);

      const pictures = page.getByRole('main').locator('picture img');
      const count = await pictures.count();
      expect(count).toBeGreaterThan(20);
      const first = await loaded(pictures.first());
      expect(first.src).toMatch(/\/images\/menu\/[a-z0-9-]+\/\d+\.(avif|webp)$/);
      expect(first.loading).toBe('eager');
      expect(first.priority).toBe('high');
      expectRightWidth(first);

      const last = pictures.last();
      expect(await last.getAttribute('loading')).toBe('lazy');
      const lastSrcSet = (await last.evaluate((el) => el.parentElement?.querySelector('source')?.getAttribute('srcset') ?? '')) || '';
      const lastFolder = /\/images\/menu\/[a-z0-9-]+\//.exec(lastSrcSet)?.[0];
      expect(lastFolder, 'the last picture has renditions').toBeTruthy();
      await page.waitForLoadState('load');
      expect([...requested].some((path) => path.startsWith(lastFolder ?? '-')), 'the last picture is not fetched before the diner scrolls to it').toBe(false);
      expect(requested.size).toBeLessThan(count);

      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700) {
        await page.evaluate(() => window.scrollBy(0, 700));
        await page.waitForTimeout(60);
      }
      await last.scrollIntoViewIfNeeded();
      const arrived = await loaded(last);
      expect(arrived.src).toMatch(/\.(avif|webp)$/);
      expectRightWidth(arrived);
      expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_CLS);
    });

    test('an item page fetches its picture first, at the width of the page, without moving', async ({ page }) => {
      await watchLayoutShifts(page);
      await visit(page, c.item);
      await expectLang(page, c.lang);
      const picture = await loaded(page.getByRole('main').locator('picture img').first());
      expect(picture.src).toMatch(/\/images\/menu\/(beef-brisket-lb|pulled-pork-lb)\/\d+\.(avif|webp)$/);
      expect(picture.loading).toBe('eager');
      expect(picture.priority).toBe('high');
      expectRightWidth(picture);
      await page.waitForLoadState('load');
      await page.evaluate(() => window.scrollBy(0, 1500));
      await page.waitForTimeout(500);
      expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_CLS);
    });
  });
}
