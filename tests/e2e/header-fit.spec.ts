/**
 * The site header fits phones and tablets: at 320, 390 and 768 px wide, in every state a diner
 * meets it (signed out and signed in with an empty cart, where Order stands in the cart's place;
 * with a filled cart; on the checkout steps and on the order summary), in en-US and in fr-CA (longer words), no two of the header's visible parts overlap,
 * none runs past the viewport, the brand name takes at most two lines, and no other header text
 * (the item count, the total, Menu, Back to Cart) wraps.
 * It fits laptops and desktops too: at 1024, 1366 and 1920 px in every language (en-US, fr-CA,
 * ja-JP, es-MX, pt-BR), every main-menu
 * entry shown takes one line, the same checks hold, and the page does not scroll sideways;
 * Japanese headlines break between phrases.
 * Set HEADER_FIT_SHOTS to a folder to keep a screenshot of the header at each width there.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BRAND } from '../../content/brand';
import { createAccount, PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { addToCart, checkOut, fillCard, guest, payButton } from './support/checkout';
import { visit } from './support/pages';
import { text, type Language } from './support/text';

const WIDTHS = [320, 390, 768] as const;
const SHOTS = process.env.HEADER_FIT_SHOTS;

type Market = { lang: Language; locale: string; prefix: string; itemPath: string; item: string; card: { address: string; city: string; region: string; postal: string } };

const MARKETS: Market[] = [
  {
    lang: 'en',
    locale: 'en-us',
    prefix: '',
    itemPath: '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout',
    item: 'Banana Pudding',
    card: { address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' },
  },
  {
    lang: 'fr',
    locale: 'fr-ca',
    prefix: '/ca/fr',
    itemPath: '/ca/fr/quote/everyday/montreal-plateau/meats-by-the-pound/pulled-pork-lb?type=carryout',
    item: 'Porc effiloché',
    card: { address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' },
  },
];

type Part = { name: string; left: number; top: number; right: number; bottom: number };
type Measure = { viewport: number; overflow: number; parts: Part[]; wrapped: string[] };

/**
 * The header's visible parts (its outermost links, buttons and progress bar, outside the mobile
 * menu's panel), each boxed with its own text so text spilling out of its box counts, and the
 * texts of those parts that wrap (the brand name aside, whose limit is two lines).
 */
function measureHeader(header: Locator, brandLabel: string): Promise<Measure> {
  return header.evaluate((element, brand) => {
    const lineTops = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = Array.from(range.getClientRects(), (rect) => rect.top).sort((a, b) => a - b);
      return tops.filter((top, index) => index === 0 || top - (tops[index - 1] ?? top) > 1);
    };
    const textNodes = (root: Element) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) nodes.push(node as Text);
      return nodes;
    };
    const candidates = Array.from(element.querySelectorAll<HTMLElement>('a, button, [role="progressbar"]')).filter(
      (item) => !item.closest('[role="dialog"]') && item.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && item.getClientRects().length > 0,
    );
    const outermost = candidates.filter((item) => !candidates.some((other) => other !== item && other.contains(item)));
    // Text a visually hidden note holds ("opens in a new tab") is clipped to 1px: it takes no room.
    const shownText = (root: Element) => textNodes(root).filter((node) => (node.parentElement?.getBoundingClientRect().width ?? 0) > 1);
    const wrapped: string[] = [];
    const parts = outermost.map((item) => {
      const name = (item.getAttribute('aria-label') ?? item.textContent ?? '').replace(/\s+/g, ' ').trim();
      const textRects = shownText(item).flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return Array.from(range.getClientRects());
      });
      const rects = [item.getBoundingClientRect(), ...textRects].filter((rect) => rect.width > 0 && rect.height > 0);
      if (name !== brand) {
        for (const node of shownText(item)) if (lineTops(node).length > 1) wrapped.push(`"${node.textContent?.trim()}" in ${name}`);
      }
      return {
        name,
        left: Math.min(...rects.map((rect) => rect.left)),
        top: Math.min(...rects.map((rect) => rect.top)),
        right: Math.max(...rects.map((rect) => rect.right)),
        bottom: Math.max(...rects.map((rect) => rect.bottom)),
      };
    });
    return { viewport: document.documentElement.clientWidth, overflow: element.scrollWidth - element.clientWidth, parts, wrapped };
  }, brandLabel);
}

/** How many lines the text inside `target` takes. */
function lineCount(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      tops.push(...Array.from(range.getClientRects(), (rect) => rect.top));
    }
    tops.sort((a, b) => a - b);
    return tops.filter((top, index) => index === 0 || top - (tops[index - 1] ?? top) > 1).length;
  });
}

const EPSILON = 0.5;
const overlaps = (a: Part, b: Part) =>
  a.left < b.right - EPSILON && b.left < a.right - EPSILON && a.top < b.bottom - EPSILON && b.top < a.bottom - EPSILON;

/**
 * At each width, the page loaded at that width as a phone or tablet loads it: the parts the state
 * shows (`expected`) are there, fit side by side inside the viewport, the brand name takes at most
 * two lines, and the item count (when `items` is given) one. (Loaded, not resized: Chromium does
 * not always restyle the page when the viewport shrinks after load.)
 */
async function expectHeaderFits(page: Page, lang: Language, state: string, expected: Locator[], items?: string) {
  const header = page.getByRole('banner');
  const brandLabel = text(lang, 'shell.brand.home', { brand: BRAND.name });
  const brand = header.getByRole('link', { name: brandLabel, exact: true });
  const count = items ? header.locator('[data-cart-summary]').getByText(items, { exact: true }) : null;
  for (const width of WIDTHS) {
    const where = `${state} at ${width}px`;
    await test.step(where, async () => {
      await page.setViewportSize({ width, height: 800 });
      expect((await page.reload())?.status(), `status of ${page.url()}`).toBe(200);
      for (const part of [brand, ...expected, ...(count ? [count] : [])]) await expect(part, where).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${state.replace(/\W+/g, '-')}-${width}.png`, clip: { x: 0, y: 0, width, height: 200 } });
      const { viewport, overflow, parts, wrapped } = await measureHeader(header, brandLabel);
      expect(viewport, where).toBe(width);
      expect(overflow, `${where}: the header scrolls sideways`).toBeLessThanOrEqual(0);
      for (const part of parts) {
        expect(part.left, `${where}: "${part.name}" starts left of the viewport`).toBeGreaterThanOrEqual(-EPSILON);
        expect(part.right, `${where}: "${part.name}" ends right of the viewport`).toBeLessThanOrEqual(viewport + EPSILON);
      }
      const clashes = parts.flatMap((a, i) => parts.slice(i + 1).filter((b) => overlaps(a, b)).map((b) => `"${a.name}" overlaps "${b.name}"`));
      expect(clashes, where).toEqual([]);
      expect(wrapped, `${where}: header text that wraps`).toEqual([]);
      expect(await lineCount(brand), `${where}: lines of the brand name`).toBeLessThanOrEqual(2);
      if (count) expect(await lineCount(count), `${where}: lines of "${items}"`).toBe(1);
    });
  }
}

const menuButton = (page: Page, lang: Language) => page.getByRole('banner').getByRole('button', { name: text(lang, 'shell.nav.openMenu'), exact: true });
const cartSummary = (page: Page) => page.getByRole('banner').locator('[data-cart-summary]');
const orderButton = (page: Page, lang: Language) => page.getByRole('banner').getByRole('button', { name: text(lang, 'shell.order'), exact: true });

for (const market of MARKETS) {
  const { lang, prefix } = market;
  const home = prefix || '/';
  const plural = new Intl.PluralRules(lang);
  const itemCount = (count: number) => text(lang, plural.select(count) === 'one' ? 'shell.cart.items.one' : 'shell.cart.items.other', { count: String(count) });

  test.describe(`the header fits phones and tablets (${market.locale})`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('signed out, on the home page', async ({ page }) => {
      await visit(page, home);
      await expectHeaderFits(page, lang, `${market.locale} signed out`, [menuButton(page, lang), orderButton(page, lang)]);
    });

    test('signed in, on the home page and the account pages', async ({ page, request }) => {
      const email = uniqueEmail(`header-${market.locale}`);
      await createAccount(request, email, market.locale);
      await signIn(page, lang, prefix, email, PASSWORD);
      await expect(page).not.toHaveURL(/\/login/);
      for (const path of ['', '/user-profile', '/user-profile/my-orders']) {
        await visit(page, `${prefix}${path}` || '/');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectHeaderFits(page, lang, `${market.locale} signed in ${path || 'home'}`, [menuButton(page, lang), orderButton(page, lang)]);
      }
    });

    test('with a filled cart', async ({ page }) => {
      await addToCart(page, lang, market.itemPath);
      const oneMore = page.getByRole('button', { name: text(lang, 'checkout.cart.increase', { item: market.item }) });
      for (const count of [2, 3]) {
        await oneMore.click();
        await expect(cartSummary(page)).toContainText(itemCount(count));
      }
      await expectHeaderFits(page, lang, `${market.locale} cart`, [menuButton(page, lang), cartSummary(page)], itemCount(3));
      await visit(page, home);
      await expectHeaderFits(page, lang, `${market.locale} cart home`, [menuButton(page, lang), cartSummary(page)], itemCount(3));
    });

    test('on the checkout steps and the order summary after a guest checkout', async ({ page }) => {
      await addToCart(page, lang, market.itemPath);
      await checkOut(page, lang, guest(`header-${market.locale}`));
      await expectHeaderFits(page, lang, `${market.locale} payment`, [page.getByRole('banner').getByRole('navigation', { name: text(lang, 'shell.progress.steps') })]);
      await fillCard(page, lang, { number: '4242 4242 4242 4242', ...market.card }, lang === 'fr');
      await payButton(page, lang).click();
      await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
      const backToCart = page.getByRole('banner').getByRole('link', { name: text(lang, 'shell.backToCart') });
      await expectHeaderFits(page, lang, `${market.locale} summary`, [backToCart]);
    });
  });
}

const DESKTOP_WIDTHS = [1024, 1366, 1920] as const;

const DESKTOP_MARKETS: { lang: Language; locale: string; home: string }[] = [
  { lang: 'fr', locale: 'fr-CA', home: '/ca/fr' },
  { lang: 'ja', locale: 'ja-JP', home: '/jp/ja' },
  { lang: 'en', locale: 'en-US', home: '/' },
  { lang: 'es', locale: 'es-MX', home: '/mx/es' },
  { lang: 'pt', locale: 'pt-BR', home: '/br/pt' },
];

/** The visible main-menu entries (links and submenu buttons) and how many lines each one's text takes. */
function navEntryLines(nav: Locator): Promise<{ name: string; lines: number; height: number; lineHeight: number }[]> {
  return nav.evaluate((element) =>
    Array.from(element.querySelectorAll<HTMLElement>('[data-nav-top]'))
      .filter((entry) => entry.checkVisibility() && entry.getClientRects().length > 0 && (entry.textContent ?? '').trim() !== '')
      .map((entry) => {
        // Each shown text's lines (a visually hidden note, such as "opens in a new tab", is not shown).
        const walker = document.createTreeWalker(entry, NodeFilter.SHOW_TEXT);
        let lines = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          lines = Math.max(lines, new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size);
        }
        const style = getComputedStyle(entry);
        return {
          name: (entry.textContent ?? '').trim(),
          lines,
          height: entry.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
          lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5,
        };
      }),
  );
}

/**
 * At `width`, loaded there: the row of main-menu entries (from 1366 px) or the menu button, each
 * entry on one line, and the checks of the narrow widths; a Japanese headline breaks between phrases.
 */
async function expectDesktopHeaderFits(page: Page, market: (typeof DESKTOP_MARKETS)[number], width: number, state: string, path = market.home) {
  const header = page.getByRole('banner');
  const brandLabel = text(market.lang, 'shell.brand.home', { brand: BRAND.name });
  const nav = header.getByRole('navigation', { name: text(market.lang, 'layout.mainNav') });
  const where = `${market.locale} ${state} at ${width}px`;
  await test.step(where, async () => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, path);
    await page.evaluate(() => document.fonts.ready);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-${market.locale}-${state.replace(/\W+/g, '-')}-${width}.png`, clip: { x: 0, y: 0, width, height: 200 } });
    // The row of entries shows where it fits; narrower, the menu button holds them.
    if (width >= 1366) await expect(nav, where).toBeVisible();
    if (width <= 1024) await expect(menuButton(page, market.lang), where).toBeVisible();
    const entries = (await nav.isVisible()) ? await navEntryLines(nav) : [];
    if (width >= 1366) expect(entries.length, `${where}: menu entries shown`).toBeGreaterThanOrEqual(3);
    for (const entry of entries) {
      expect(entry.lines, `${where}: lines of "${entry.name}"`).toBe(1);
      expect(entry.height, `${where}: height of "${entry.name}"`).toBeLessThanOrEqual(entry.lineHeight + 1);
    }
    const { viewport, overflow, parts, wrapped } = await measureHeader(header, brandLabel);
    expect(viewport, where).toBe(width);
    expect(overflow, `${where}: the header scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    for (const part of parts) {
      expect(part.left, `${where}: "${part.name}" starts left of the viewport`).toBeGreaterThanOrEqual(-EPSILON);
      expect(part.right, `${where}: "${part.name}" ends right of the viewport`).toBeLessThanOrEqual(viewport + EPSILON);
    }
    const clashes = parts.flatMap((a, i) => parts.slice(i + 1).filter((b) => overlaps(a, b)).map((b) => `"${a.name}" overlaps "${b.name}"`));
    expect(clashes, where).toEqual([]);
    expect(wrapped, `${where}: header text that wraps`).toEqual([]);
    expect(await lineCount(header.getByRole('link', { name: brandLabel, exact: true })), `${where}: lines of the brand name`).toBeLessThanOrEqual(2);
    if (market.lang === 'ja') {
      const headline = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      expect(await headline.evaluate((element) => getComputedStyle(element).wordBreak), `${where}: how the headline breaks`).toBe('auto-phrase');
    }
  });
}

for (const market of DESKTOP_MARKETS) {
  test(`the header fits laptops and desktops (${market.locale}): one line per menu entry, nothing past the viewport`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const width of DESKTOP_WIDTHS) await expectDesktopHeaderFits(page, market, width, 'signed out');
  });
}

test('the header fits laptops signed in (fr-CA): the greeting and Log out beside the row', async ({ page, request }) => {
  test.setTimeout(90_000);
  const market = DESKTOP_MARKETS[0]!;
  const email = uniqueEmail('header-desktop-fr-ca');
  await createAccount(request, email, 'fr-ca');
  await signIn(page, market.lang, market.home, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  for (const width of [1201, 1280, 1366]) await expectDesktopHeaderFits(page, market, width, 'signed in', `${market.home}/user-profile`);
});
