/**
 * One way in, on a phone (390 × 844), in en-US and fr-CA:
 *  - a guest starts from the home page with the header's Order button, chooses Carryout, finds a
 *    store by ZIP or postal code, picks an item from its menu and pays by card in the processor's
 *    hosted fields, through to the thank-you page;
 *  - /locations is the finder: at an hour the stores are closed (the demo clock, this browser
 *    only), a store's card says when it opens and offers scheduled times, never "ready in";
 *  - without a maps key, a tap on marker 2 of the finder's map selects the second store: its card
 *    comes into view, framed and focused, and the marker shows it pressed; Enter on marker 1 moves
 *    the selection to the first;
 *  - no primary button loses its label on hover or focus: its text colour never matches its
 *    background, on a few pages;
 *  - axe finds no violation on /locations, before and after a search (the keyless map shown).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkOut, fillCard, guest, payButton, type Card } from './support/checkout';
import { clickUntilVisible, expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

test.use({ viewport: { width: 390, height: 844 } });

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Market = {
  lang: Language;
  locale: string;
  prefix: string;
  query: string;
  store: string;
  item: string;
  card: Card;
  canada: boolean;
  /** An instant the store is closed: 6 AM (US Central) or 5 AM (Eastern) on a Tuesday it opens at 10:30. */
  closedAt: string;
  opensAt: string;
};

const MARKETS: Market[] = [
  {
    lang: 'en',
    locale: 'en-US',
    prefix: '',
    query: '75206',
    store: 'Lower Greenville',
    item: 'Banana Pudding',
    card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' },
    canada: false,
    closedAt: '2026-12-01T12:00:00Z',
    opensAt: '10:30 AM',
  },
  {
    lang: 'fr',
    locale: 'fr-CA',
    prefix: '/ca/fr',
    query: 'H2W 1Y8',
    store: 'Plateau-Mont-Royal',
    item: 'Pouding aux bananes',
    card: { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' },
    canada: true,
    closedAt: '2026-12-01T10:00:00Z',
    opensAt: '10 h 30',
  },
];

/** The cookie banner, accepted as a diner does before going on (on a phone it covers the page's foot). */
async function acceptCookies(page: Page, lang: Language) {
  const banner = page.getByRole('region', { name: text(lang, 'shell.cookie.label') });
  await expect(async () => {
    await banner.getByRole('button', { name: text(lang, 'shell.cookie.accept') }).click({ timeout: 2_000 });
    await expect(banner).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The finder's search, as a diner types it. */
async function search(page: Page, lang: Language, query: string) {
  await page.getByLabel(text(lang, 'ordering.finder.searchLabel')).fill(query);
  await page.getByRole('button', { name: text(lang, 'ordering.finder.search'), exact: true }).click();
  return page.getByRole('region', { name: new RegExp(text(lang, 'ordering.finder.resultsTitle', { place: '.+' })) });
}

/**
 * The visible links and buttons painted in the primary colour, marked in one pass over the page so
 * the list holds while the page goes on changing (a banner closing, the header hydrating).
 */
async function primaryButtons(page: Page) {
  const count = await page.evaluate(() => {
    const root = document.documentElement;
    const hex = getComputedStyle(root).getPropertyValue('--button-primary-background').trim();
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
    const primary = `rgb(${r}, ${g}, ${b})`;
    const found = [...document.querySelectorAll<HTMLElement>('a, button')].filter(
      (node) => node.checkVisibility() && getComputedStyle(node).backgroundColor === primary,
    );
    found.forEach((node, index) => node.setAttribute('data-primary-check', String(index)));
    return found.length;
  });
  return Array.from({ length: count }, (_, index) => page.locator(`[data-primary-check="${index}"]`));
}

/** Text and background colours of an element, once its colour transition is over. */
async function coloursOf(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { name: node.textContent?.trim() ?? '', text: style.color, background: style.backgroundColor };
  });
}

for (const market of MARKETS) {
  const { lang, locale, prefix } = market;

  test.describe(`on a phone (${locale})`, () => {
    test('a guest orders carryout from the home page through the header’s Order button and pays by card', async ({ page }) => {
      test.slow(); // Home, finder, menu, item, cart, checkout, payment, thank you.
      const who = guest(`phone-${lang}`);
      await visit(page, prefix || '/');
      await expectLang(page, locale);
      await acceptCookies(page, lang);

      const dialog = page.getByRole('dialog', { name: text(lang, 'ordering.start.titleOrder') });
      await clickUntilVisible(page.getByRole('banner').getByRole('button', { name: text(lang, 'shell.order'), exact: true }), dialog);
      await dialog.getByRole('button', { name: text(lang, 'ordering.handoff.carryout') }).click();
      await expect(page).toHaveURL(/\/quote\/everyday\?type=carryout$/);

      const results = await search(page, lang, market.query);
      await expect(results.getByRole('heading', { level: 3, name: market.store })).toBeVisible();
      await results.getByRole('link', { name: text(lang, 'ordering.finder.orderCarryout', { store: market.store }) }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'menu.title', { category: text(lang, 'menu.category.everyday') }));
      await page.getByRole('link', { name: market.item, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(market.item);
      await page.getByRole('button', { name: text(lang, 'ordering.item.addToCart') }).click();
      await page.getByRole('link', { name: text(lang, 'ordering.item.viewCart') }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.cart.title') })).toBeVisible();

      await checkOut(page, lang, who);
      await fillCard(page, lang, market.card, market.canada);
      await payButton(page, lang).click();
      await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.thankYou.title', { name: who.firstName }) })).toBeVisible();
      await expect(page.getByText(new RegExp(text(lang, 'checkout.thankYou.orderNumber', { number: '\\S+' })))).toBeVisible();
    });

    test('on /locations, a closed store’s card says when it opens and offers scheduled times', async ({ page, context }) => {
      await context.addCookies([{ name: 'hickory_clock', value: market.closedAt, url: BASE_URL }]);
      await visit(page, `${prefix}/locations`);
      await acceptCookies(page, lang);
      await expect(page.getByRole('heading', { level: 2, name: text(lang, 'locations.finderTitle') })).toBeVisible();
      // The directory stays below the finder, for browsing and for crawlers.
      await expect(page.getByRole('heading', { level: 2, name: text(lang, 'locations.browseTitle') })).toBeVisible();

      const results = await search(page, lang, market.query);
      const card = results.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: market.store }) });
      await expect(card.getByText(text(lang, 'locations.opens.today', { time: market.opensAt }), { exact: true })).toBeVisible();
      const carryout = text(lang, 'ordering.handoff.carryout');
      await expect(card.getByText(text(lang, 'handoffs.finder.scheduled.today', { handoff: carryout, time: market.opensAt }))).toBeVisible();
      await expect(card.getByText(text(lang, 'handoffs.finder.lead', { handoff: carryout, minutes: '20' }))).toHaveCount(0);
      await expect(card.getByText(text(lang, 'ordering.finder.openNow'), { exact: true })).toHaveCount(0);

      // Its order buttons, one per handoff it offers, lead into its menu.
      await expect(card.getByRole('link', { name: text(lang, 'handoffs.finder.orderType.delivery') })).toBeVisible();
      await card.getByRole('link', { name: text(lang, 'handoffs.finder.orderType.carryout') }).click();
      await expect(page).toHaveURL(/\/quote\/everyday\/[^/?]+\?type=carryout$/);
    });

    test.describe('with a touch screen', () => {
      test.use({ hasTouch: true });

      test('on /locations without a maps key, a tap on marker 2 of the map selects the second store’s card', async ({ page }) => {
        await visit(page, `${prefix}/locations`);
        await acceptCookies(page, lang);
        const results = await search(page, lang, market.query);
        const names = results.getByRole('heading', { level: 3 });
        await expect(names.nth(1)).toBeVisible();
        const [first, second] = [await names.nth(0).innerText(), await names.nth(1).innerText()];
        const cardOf = (store: string) => results.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: store, exact: true }) });
        const markerOf = (number: number, store: string) =>
          results.getByRole('button', { name: text(lang, 'maps.keyless.marker', { number: String(number), store }), exact: true });
        await expect(results.getByRole('img', { name: new RegExp(text(lang, 'maps.keyless.title')) })).toBeVisible();

        await markerOf(2, second).tap();
        await expect(cardOf(second)).toHaveAttribute('aria-current', 'true');
        await expect(cardOf(second)).toBeFocused();
        await expect(cardOf(second)).toBeInViewport();
        await expect(markerOf(2, second)).toHaveAttribute('aria-pressed', 'true');
        await expect(cardOf(first)).not.toHaveAttribute('aria-current', 'true');

        // From the keyboard: Enter on marker 1.
        await markerOf(1, first).focus();
        await page.keyboard.press('Enter');
        await expect(cardOf(first)).toHaveAttribute('aria-current', 'true');
        await expect(cardOf(first)).toBeFocused();
        await expect(markerOf(1, first)).toHaveAttribute('aria-pressed', 'true');
        await expect(markerOf(2, second)).toHaveAttribute('aria-pressed', 'false');
        await expect(cardOf(second)).not.toHaveAttribute('aria-current', 'true');
      });
    });

    test('no primary button loses its label on hover or focus', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const checked: string[] = [];
      for (const path of [prefix || '/', `${prefix}/locations`, `${prefix}/order-now`, `${prefix}/no-such-page`]) {
        await visit(page, path, path.endsWith('no-such-page') ? 404 : 200);
        // Accepted once, as a diner does: on a phone the banner covers the buttons at the page's foot.
        if (path === (prefix || '/')) await acceptCookies(page, lang);
        if (path.endsWith('/locations')) await search(page, lang, market.query).then((results) => results.getByRole('heading', { level: 3 }).first().waitFor());
        for (const button of await primaryButtons(page)) {
          await button.scrollIntoViewIfNeeded();
          await button.hover();
          const hovered = await coloursOf(button);
          expect(hovered.text, `hovered "${hovered.name}" on ${path}`).not.toBe(hovered.background);
          await button.focus();
          const focused = await coloursOf(button);
          expect(focused.text, `focused "${focused.name}" on ${path}`).not.toBe(focused.background);
          checked.push(`${path}: ${hovered.name}`);
          await page.mouse.move(0, 0);
        }
      }
      // The header's Order, the finder's order buttons and the 404 page's way back at least.
      expect(checked.length, checked.join('\n')).toBeGreaterThanOrEqual(4);
    });

    test('axe finds no violation on /locations, before and after a search', async ({ page }) => {
      await visit(page, `${prefix}/locations`);
      const before = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(before.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }))).toEqual([]);

      const results = await search(page, lang, market.query);
      await expect(results.getByRole('img', { name: new RegExp(text(lang, 'maps.keyless.title')) })).toBeVisible();
      const after = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(after.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }))).toEqual([]);
    });
  });
}
