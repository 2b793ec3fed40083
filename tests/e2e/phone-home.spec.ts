/**
 * The home and catering pages on a phone (390 × 844), in en-US and fr-CA, as a diner uses them:
 *  - a signed-in diner with a paid order taps "Order again" on the home page and lands in the cart
 *    with that order's items (one tap from the home page);
 *  - the home page shows menu highlights priced in the market and the current deals, and its call
 *    to order opens the start-order dialog from the keyboard alone;
 *  - /catering shows its packages, "Feeds N · from $X" in the market's money format, each leading
 *    to the catering quote flow, from the keyboard alone;
 *  - axe finds no WCAG 2.2 AA violation on either page at that width, signed in or not.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { cateringPackages, type PackageSource } from '../../domain/catering/packages';
import { formatMoney } from '../../domain/money-format';
import type { Currency, LocaleTag } from '../../domain/markets';
import { createAccount, PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { bearerOf } from './support/catering';
import { payOrders, type PayAt } from './support/paid-orders';
import { visit } from './support/pages';
import { text, type Language } from './support/text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Market = { lang: Language; locale: LocaleTag; htmlLang: string; country: 'US' | 'CA'; prefix: string; at: PayAt };

const MARKETS: Market[] = [
  {
    lang: 'en', locale: 'en-us', htmlLang: 'en-US', country: 'US', prefix: '',
    at: { country: 'US', store: 'dallas-lower-greenville', billing: { address: '5800 Belmont Ave', city: 'Dallas', state: 'TX', zip: '75206' } },
  },
  {
    lang: 'fr', locale: 'fr-ca', htmlLang: 'fr-CA', country: 'CA', prefix: '/ca/fr',
    at: { country: 'CA', store: 'montreal-plateau', billing: { address: '4200 boul. Saint-Laurent', city: 'Montréal', state: 'QC', zip: 'H2W 1Y8' } },
  },
];

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const homeOf = (market: Market) => market.prefix || '/';

async function expectNoAxeViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }))).toEqual([]);
}

/** Presses Tab until `target` has the focus, as a keyboard user moves down the page. */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${most} presses of Tab never reached ${target}`);
}

/** The market's headers for an API read, as the storefront sends them. */
const marketHeaders = (market: Market) => ({ 'country-alpha-2': market.country, 'accept-language': market.htmlLang });

async function itemTitle(request: APIRequestContext, market: Market, slug: string): Promise<string> {
  const answer = await request.get(`${API}/menu-at-a-glance/items/${slug}`, { headers: marketHeaders(market) });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { title: string }).title;
}

for (const market of MARKETS) {
  const { lang, prefix } = market;

  test.describe(`${market.htmlLang} at 390 px`, () => {
    test('a signed-in diner orders their last order again from the home page in one tap and reaches the cart', async ({ page, request }) => {
      const email = uniqueEmail('home-reorder');
      await createAccount(request, email, market.htmlLang);
      await signIn(page, lang, prefix, email, PASSWORD);
      await payOrders(request, await bearerOf(page), 1, market.at);
      const tea = await itemTitle(request, market, 'sweet-tea');

      await visit(page, homeOf(market));
      const lastOrder = page.getByRole('region', { name: text(lang, 'home.lastOrder.title') });
      const orderAgain = lastOrder.getByRole('button', { name: new RegExp(`^${escape(text(lang, 'home.lastOrder.orderAgain'))}`) });
      await expect(orderAgain).toBeVisible();
      await expectNoAxeViolation(page);

      await orderAgain.tap();
      await expect(page).toHaveURL(new RegExp(`${escape(prefix)}/cart$`));
      await expect(page.getByRole('main')).toContainText(tea);
    });

    test('the home page shows menu highlights priced in the market and the current deals, and orders from the keyboard', async ({ page }) => {
      await visit(page, homeOf(market));
      const highlights = page.getByRole('region', { name: text(lang, 'home.highlights.title') });
      const items = highlights.getByRole('listitem');
      expect(await items.count()).toBeGreaterThanOrEqual(2);
      const money = market.country === 'US' ? /\$\d+\.\d{2}/ : /\d+,\d{2}\s\$/;
      for (const item of await items.all()) {
        await expect(item).toContainText(money);
        await expect(item.getByRole('link')).toHaveAttribute('href', new RegExp(`^${escape(prefix)}/menu/[a-z0-9-]+$`));
      }
      const deals = page.getByRole('region', { name: text(lang, 'home.deals.title') });
      expect(await deals.getByRole('listitem').count()).toBeGreaterThanOrEqual(1);
      await expect(page.getByRole('link', { name: text(lang, 'home.deals.all') })).toHaveAttribute('href', `${prefix}/promos/current-deals`);
      await expectNoAxeViolation(page);

      // Keyboard only: Tab down to the call to order, Enter opens the start-order dialog.
      const order = page.getByRole('main').getByRole('link', { name: text(lang, 'home.order') });
      await expect(async () => {
        await page.keyboard.press('Escape');
        await page.locator('body').focus();
        await tabTo(page, order);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    });

    test('the catering page shows packages, "Feeds N · from $X" in the market money, each leading to the quote, from the keyboard', async ({ page, request }) => {
      const answer = await request.get(`${API}/menu-at-a-glance/categories/catering`, { headers: marketHeaders(market) });
      expect(answer.status(), await answer.text()).toBe(200);
      const menu = (await answer.json()) as { sections: { items: PackageSource[] }[] };
      const expected = cateringPackages(menu.sections.flatMap((section) => section.items));
      expect(expected.length).toBeGreaterThan(0);

      await visit(page, `${prefix}/catering`);
      const packages = page.getByRole('region', { name: text(lang, 'catering.packages.title') });
      await expect(packages.getByRole('listitem')).toHaveCount(expected.length);
      for (const found of expected) {
        const guests = text(lang, found.feeds === 1 ? 'catering.packages.guests.one' : 'catering.packages.guests.other', { count: String(found.feeds) });
        const price = formatMoney(found.from, market.locale, found.currency as Currency);
        const card = packages.getByRole('listitem').filter({ hasText: found.title });
        await expect(card).toContainText(text(lang, 'catering.packages.feeds', { guests, price }));
      }
      await expectNoAxeViolation(page);

      const first = expected[0]!;
      const quote = packages.getByRole('link', { name: text(lang, 'catering.packages.quoteOne', { package: first.title }) });
      await page.locator('body').focus();
      await tabTo(page, quote);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${escape(prefix)}/get-a-quote/catering$`));
    });
  });
}
