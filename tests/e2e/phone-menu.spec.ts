/**
 * A diner orders from a store's menu on a phone (390×844), in en-US and in fr-CA: the header says
 * how and when the order comes; the category chips jump to a section and follow the scroll; a
 * dessert goes into the cart in one tap; the Filter button counts the allergens avoided and the
 * menu hides what contains them; the same with the keyboard only; axe finds no violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Case = {
  language: Language;
  lang: string;
  menu: string;
  cart: string;
  store: string;
  handoff: string;
  desserts: string;
  drinks: string;
  pudding: string;
  water: string;
  macAndCheese: string;
  milk: string;
};

const CASES: Case[] = [
  {
    language: 'en',
    lang: 'en-US',
    menu: '/quote/everyday/dallas-oak-lawn?type=carryout',
    cart: '/cart',
    store: 'Oak Lawn',
    handoff: 'Carryout',
    desserts: 'Desserts',
    drinks: 'Drinks',
    pudding: 'Banana Pudding',
    water: 'Bottled Water',
    macAndCheese: 'Mac & Cheese',
    milk: 'Milk',
  },
  {
    language: 'fr',
    lang: 'fr-CA',
    menu: '/ca/fr/quote/everyday/montreal-plateau?type=carryout',
    cart: '/ca/fr/cart',
    store: 'Plateau-Mont-Royal',
    handoff: text('fr', 'ordering.handoff.carryout'),
    desserts: 'Desserts',
    drinks: 'Boissons',
    pudding: 'Pouding aux bananes',
    water: 'Eau en bouteille',
    macAndCheese: 'Macaroni au fromage',
    milk: 'Lait / Milk',
  },
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const chips = (page: Page, c: Case) => page.getByRole('navigation', { name: text(c.language, 'ordering.menu.categories') });

const cartSummary = (page: Page) => page.getByRole('banner').locator('[data-cart-summary]').first();

/** The header's item count, in the language's plural ("0 article" in French, "0 items" in English). */
const itemCount = (c: Case, count: number) =>
  text(c.language, new Intl.PluralRules(c.lang).select(count) === 'one' ? 'shell.cart.items.one' : 'shell.cart.items.other', { count: String(count) });

/** The menu has hydrated once the chip of the first section is marked current (the browser measured the page). */
async function openMenu(page: Page, c: Case) {
  await visit(page, c.menu);
  await expectLang(page, c.lang);
  await expect(chips(page, c).locator('[aria-current="location"]')).toHaveCount(1);
}

/** Presses Tab until `target` has the focus, as a keyboard user does. */
async function tabTo(page: Page, target: Locator, most = 120) {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The section's heading comes to rest on screen below the sticky chips, not under them. */
async function expectHeadingInView(nav: Locator, heading: Locator) {
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const bar = await nav.boundingBox();
      const box = await heading.boundingBox();
      return box!.y - (bar!.y + bar!.height);
    })
    .toBeGreaterThanOrEqual(-1);
}

for (const c of CASES) {
  test.describe(`${c.lang} on a phone`, () => {
    test('the header says the handoff and when it is ready, and Change opens the start-order dialog', async ({ page }) => {
      await openMenu(page, c);
      await expect(page.getByText(text(c.language, 'ordering.menu.orderType', { handoff: c.handoff, store: c.store }))).toBeVisible();
      const ready = text(c.language, 'ordering.menu.readyIn', { minutes: '§' }).split('§');
      const closed = text(c.language, 'ordering.menu.closedNow');
      await expect(page.getByRole('main').getByText(new RegExp(`^(${ready[0]}\\d+${ready[1]}|${closed})$`))).toBeVisible();
      await page.getByRole('link', { name: text(c.language, 'ordering.menu.changeLabel') }).click();
      await expect(page.getByRole('dialog', { name: text(c.language, 'ordering.start.titleOrder') })).toBeVisible();
    });

    test('a diner jumps to a category with the chips, and the chip follows the scroll', async ({ page }) => {
      await openMenu(page, c);
      const nav = chips(page, c);
      const desserts = nav.getByRole('link', { name: c.desserts, exact: true });
      await desserts.click();
      const heading = page.getByRole('heading', { level: 2, name: c.desserts, exact: true });
      await expectHeadingInView(nav, heading);
      await expect(heading).toBeFocused();
      await expect(desserts).toHaveAttribute('aria-current', 'location');
      // The chips stay at the top of the screen, the current one scrolled into their row.
      await expect(nav).toBeInViewport();
      expect((await nav.boundingBox())!.y).toBeLessThan(20);
      await expect(desserts).toBeInViewport();

      // Scrolling on to the next section moves the current chip with it.
      const drinks = await page.getByRole('heading', { level: 2, name: c.drinks, exact: true }).boundingBox();
      const bar = await nav.boundingBox();
      await page.mouse.wheel(0, drinks!.y - (bar!.y + bar!.height));
      await expect(nav.getByRole('link', { name: c.drinks, exact: true })).toHaveAttribute('aria-current', 'location');
      await expect(desserts).not.toHaveAttribute('aria-current', 'location');
    });

    test('a quick add puts a dessert in the cart in one tap; a plate with choices still opens its page', async ({ page }) => {
      await openMenu(page, c);
      await expect(cartSummary(page)).toContainText(itemCount(c, 0));
      await expect(page.getByRole('button', { name: text(c.language, 'ordering.menu.quickAddLabel', { item: c.macAndCheese }) })).toHaveCount(0);
      await page.getByRole('button', { name: text(c.language, 'ordering.menu.quickAddLabel', { item: c.pudding }) }).click();
      await expect(page.getByRole('status').filter({ hasText: text(c.language, 'ordering.item.added', { item: c.pudding }) })).toBeVisible();
      await expect(cartSummary(page)).toContainText(itemCount(c, 1));

      await visit(page, c.cart);
      await expect(page.getByRole('heading', { level: 1, name: text(c.language, 'checkout.cart.title') })).toBeVisible();
      await expect(page.getByRole('main').getByText(c.pudding, { exact: true }).first()).toBeVisible();
    });

    test('the Filter button counts the allergens avoided, and the menu hides what contains them', async ({ page }) => {
      await openMenu(page, c);
      // The filter takes no room until asked for.
      await expect(page.getByRole('group', { name: text(c.language, 'allergens.filter.legend') })).toBeHidden();
      const button = page.getByRole('button', { name: text(c.language, 'allergens.filter.button'), exact: true });
      await button.click();
      const filter = page.getByRole('group', { name: text(c.language, 'allergens.filter.legend') });
      await filter.getByRole('checkbox', { name: c.milk, exact: true }).check();
      await page.getByRole('button', { name: text(c.language, 'allergens.filter.done') }).click();
      await expect(filter).toBeHidden();

      const counted = page.getByRole('button', { name: `${text(c.language, 'allergens.filter.button')} (${text(c.language, 'allergens.filter.on.one', { count: '1' })})` });
      await expect(counted).toBeFocused();
      await expect(page).toHaveURL(/[?&]without=milk/);
      await expect(page.getByRole('heading', { name: c.pudding, exact: true })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: c.macAndCheese, exact: true })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: c.water, exact: true })).toHaveCount(1);
      // Nothing says "contains none" on every card any more.
      await expect(page.getByText(text(c.language, 'allergens.containsNone'))).toHaveCount(0);
    });

    test('with the keyboard only: a chip, then a quick add', async ({ page }) => {
      await openMenu(page, c);
      const desserts = chips(page, c).getByRole('link', { name: c.desserts, exact: true });
      await tabTo(page, desserts);
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 2, name: c.desserts, exact: true });
      await expect(heading).toBeFocused();
      await expect(desserts).toHaveAttribute('aria-current', 'location');

      const add = page.getByRole('button', { name: text(c.language, 'ordering.menu.quickAddLabel', { item: c.pudding }) });
      await tabTo(page, add, 6);
      await page.keyboard.press('Enter');
      await expect(cartSummary(page)).toContainText(itemCount(c, 1));
      await expect(add).toBeFocused();
    });

    test('axe finds no WCAG 2.2 AA violation on the menu at 390 px, with the filter open', async ({ page }) => {
      await openMenu(page, c);
      const closed = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      await page.getByRole('button', { name: text(c.language, 'allergens.filter.button'), exact: true }).click();
      const open = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const summary = [...closed.violations, ...open.violations].map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
      expect(summary).toEqual([]);
    });
  });
}
