/**
 * Coupons from the staff console, in en-US and fr-CA: the demo brand admin signs in, opens
 * Coupons, creates "15 % off an order from $20" for their market with New coupon (a wrong
 * percentage is said beside its field first); a diner, on their own device, types its code in the
 * cart of a pound of brisket, sees the discount, and pays with it; back on the coupon's page the
 * admin reads one use, finds the coupon in the list by its code and status, and raises its overall
 * limit (its code, used now, stays as it is).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addToCart, checkOut, fillCard, guest, payButton, type Card } from './support/checkout';
import { expectLang } from './support/pages';
import { openConsoleSignedIn } from './support/staff';
import { text, type Language } from './support/text';


/** `quantity`: how much brisket the diner takes, enough to reach the coupon's $20 minimum (Montréal sells it per 100 g). */
type Market = { lang: Language; locale: string; prefix: string; country: 'US' | 'CA'; brisket: string; quantity: number; card: Card; canada: boolean };

const MARKETS: Market[] = [
  {
    lang: 'en',
    locale: 'en-US',
    prefix: '',
    country: 'US',
    brisket: '/quote/everyday/dallas-lower-greenville/meats-by-the-pound/beef-brisket-lb?type=carryout',
    quantity: 1,
    card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' },
    canada: false,
  },
  {
    lang: 'fr',
    locale: 'fr-CA',
    prefix: '/ca/fr',
    country: 'CA',
    brisket: '/ca/fr/quote/everyday/montreal-plateau/meats-by-the-pound/beef-brisket-lb?type=carryout',
    quantity: 5,
    card: { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' },
    canada: true,
  },
];

/** The value the coupon's page gives a fact ("Uses" → "1"), found by the fact's exact name. */
function fact(page: Page, lang: Language, key: Parameters<typeof text>[1]) {
  const name = text(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function createCoupon(page: Page, market: Market, code: string) {
  const { lang } = market;
  await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffCoupons.nav'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffCoupons.title') })).toBeVisible();
  await page.getByRole('link', { name: text(lang, 'staffCoupons.new') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffCoupons.form.title') })).toBeVisible();

  await page.getByLabel(text(lang, 'staffCoupons.field.code'), { exact: true }).fill(code);
  await page.getByLabel(text(lang, 'staffCoupons.field.title'), { exact: true }).fill(lang === 'fr' ? '15 % de rabais dès 20 $' : '15% off from $20');
  await page.getByLabel(text(lang, 'staffCoupons.field.type')).selectOption({ label: text(lang, 'staffCoupons.type.2') });
  const percentage = page.getByLabel(text(lang, 'staffCoupons.field.percentage'));
  // A percentage above 100 is said beside the field, which takes the focus.
  await percentage.fill('150');
  await page.getByRole('button', { name: text(lang, 'staffCoupons.form.create') }).click();
  await expect(percentage).toHaveAccessibleDescription(text(lang, 'staffCoupons.error.staff_coupons_percentage_invalid'));
  await expect(percentage).toBeFocused();

  await percentage.fill('15');
  await page.getByLabel(text(lang, 'staffCoupons.field.minimum')).fill('20');
  await page.getByLabel(text(lang, 'staffCoupons.field.market')).selectOption({ label: text(lang, `staffCoupons.market.${market.country}`) });
  await page.getByLabel(text(lang, 'staffCoupons.field.perCustomerLimit')).fill('1');
  await page.getByRole('button', { name: text(lang, 'staffCoupons.form.create') }).click();

  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffCoupons.coupon.title', { code }) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffCoupons.done.created', { code }) })).toBeVisible();
  await expect(fact(page, lang, 'staffCoupons.column.status')).toHaveText(text(lang, 'staffCoupons.status.active'));
  await expect(fact(page, lang, 'staffCoupons.column.uses')).toHaveText('0');
}

/** A diner on their own device: a pound of brisket, the code in the cart, then payment by card. */
async function dinerPaysWithCode(browser: Browser, baseURL: string | undefined, market: Market, code: string) {
  const { lang } = market;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await addToCart(page, lang, market.brisket, market.quantity);
    await expectLang(page, market.locale);
    await page.getByRole('textbox', { name: text(lang, 'coupons.field.label') }).fill(code.toLowerCase());
    await page.getByRole('button', { name: text(lang, 'coupons.field.apply'), exact: true }).click();
    const discount = page.getByRole('row', { name: new RegExp(text(lang, 'checkout.totals.discount')) });
    await expect(page.getByText(text(lang, 'coupons.applied.saves', { code, amount: '' }).trim())).toBeVisible();
    await expect(discount).toContainText('−');

    await checkOut(page, lang, guest(`console-coupon-${lang}`));
    await expect(discount).toContainText('−');
    await fillCard(page, lang, market.card, market.canada);
    await payButton(page, lang).click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
    await expect(discount).toContainText('−');
  } finally {
    await context.close();
  }
}

/** The list filtered by the code and Active finds the coupon alone; its form keeps the used code and saves a new overall limit. */
async function findAndRaiseLimit(page: Page, lang: Language, code: string) {
  await page.getByLabel(text(lang, 'staffCoupons.filter.search')).fill(code.toLowerCase());
  await page.getByLabel(text(lang, 'staffCoupons.filter.status')).selectOption({ label: text(lang, 'staffCoupons.status.active') });
  await page.getByRole('button', { name: text(lang, 'staffCoupons.filter.show'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffCoupons.found', { count: '1' }) })).toBeVisible();
  await expect(page).toHaveURL(/[?&]status=active&q=/);
  await page.getByRole('link', { name: code, exact: true }).click();

  await page.getByRole('link', { name: text(lang, 'staffCoupons.action.edit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffCoupons.edit.title', { code }) })).toBeVisible();
  await expect(page.getByLabel(text(lang, 'staffCoupons.field.code'), { exact: true })).toBeDisabled();
  await page.getByLabel(text(lang, 'staffCoupons.field.usageLimit')).fill('50');
  await page.getByRole('button', { name: text(lang, 'staffCoupons.edit.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffCoupons.done.edited', { code }) })).toBeVisible();
  await expect(fact(page, lang, 'staffCoupons.field.usageLimit')).toHaveText('50');
}

// One after the other: the demo admin's first sign-in on a stack changes its one-time password, which ends its other sessions.
test.describe.configure({ mode: 'default' });

test.describe('coupons from the staff console', () => {
  for (const market of MARKETS) {
    test(`${market.locale}: an admin creates 15 % off from $20 in their market, a diner pays with it, and the coupon shows one use`, async ({ page, browser, baseURL }) => {
      test.setTimeout(150_000);
      const { lang } = market;
      const code = `PIT15${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
      await openConsoleSignedIn(page, lang, market.prefix);
      await createCoupon(page, market, code);

      await dinerPaysWithCode(browser, baseURL, market, code);

      await page.reload();
      await expect(fact(page, lang, 'staffCoupons.column.uses')).toHaveText('1');
      await page.getByRole('link', { name: text(lang, 'staffCoupons.coupon.back') }).click();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: code }) });
      await expect(row).toContainText(text(lang, 'staffCoupons.status.active'));
      await expect(row.getByRole('cell').last()).toHaveText('1');

      await findAndRaiseLimit(page, lang, code);
    });
  }
});
