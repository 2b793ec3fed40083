/**
 * The holiday season as a diner sees it. The demo clock (the hickory_clock cookie, honoured in
 * demo mode only) sets the day for this browser alone, so the other journeys keep the real time:
 *  - Thanksgiving week 2026: the Catering and Locations menus offer Holiday Meals and Holiday
 *    Pre-Orders, and a guest pre-orders a pecan pie for Christmas Eve and pays by card;
 *  - the Fourth of July: outside the holiday window, those entries are not there.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addToCart, fillCard, guest, payButton } from './support/checkout';
import { clickUntilVisible, visit } from './support/pages';
import { text } from './support/text';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

async function setClock(context: BrowserContext, instant: string) {
  await context.addCookies([{ name: 'hickory_clock', value: instant, url: BASE_URL }]);
}

/** Opens a top menu's submenu and answers its links. */
async function openSubmenu(page: Page, title: string) {
  const nav = page.getByRole('navigation', { name: text('en', 'layout.mainNav') });
  const toggle = nav.getByRole('button', { name: text('en', 'shell.nav.submenu', { title }) });
  const submenu = nav.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await clickUntilVisible(toggle, submenu);
  return submenu;
}

test.describe('the holiday season', () => {
  test('in Thanksgiving week a guest finds the holiday entries and pre-orders a pie for Christmas Eve', async ({ page, context }) => {
    await setClock(context, '2026-11-24T15:00:00Z');
    await visit(page, '/');
    const catering = await openSubmenu(page, 'Catering');
    await expect(catering.getByRole('link', { name: 'Holiday Meals' })).toBeVisible();
    await page.keyboard.press('Escape');
    const locations = await openSubmenu(page, 'Locations');
    await expect(locations.getByRole('link', { name: 'Holiday Pre-Orders' })).toBeVisible();

    await addToCart(page, 'en', '/quote/holiday/dallas-lower-greenville/holiday-favorites/whole-pecan-pie?type=carryout');
    await expect(page.getByText('Whole Pecan Pie').first()).toBeVisible();
    await page.getByRole('link', { name: text('en', 'checkout.cart.checkout') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'checkout.title') })).toBeVisible();

    const who = guest('holiday');
    await page.getByLabel(text('en', 'checkout.guest.firstName')).fill(who.firstName);
    await page.getByLabel(text('en', 'checkout.guest.lastName')).fill(who.lastName);
    await page.getByLabel(text('en', 'checkout.guest.email')).fill(who.email);
    await page.getByLabel(text('en', 'checkout.guest.phone')).fill(who.phone);

    // Pick-up days run from Thanksgiving Eve to Christmas Eve, and no sooner than a day ahead.
    const date = page.getByLabel(text('en', 'checkout.handoff.date'), { exact: true });
    const days = await date.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    expect(days[0]).toBe('2026-11-25');
    expect(days[days.length - 1]).toBe('2026-12-24');
    await date.selectOption('2026-12-24');
    const time = page.getByLabel(text('en', 'checkout.handoff.time'), { exact: true });
    await time.selectOption((await time.locator('option').nth(1).getAttribute('value')) ?? '');
    await page.getByRole('button', { name: text('en', 'checkout.continueToPayment') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'checkout.payment.title') })).toBeVisible();

    await fillCard(page, 'en', { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' }, false);
    await payButton(page, 'en').click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'checkout.thankYou.title', { name: who.firstName }) })).toBeVisible();
  });

  test('on the Fourth of July the holiday entries are not in the menus', async ({ page, context }) => {
    await setClock(context, '2026-07-04T17:00:00Z');
    await visit(page, '/');
    const catering = await openSubmenu(page, 'Catering');
    await expect(catering.getByRole('link', { name: 'Catering FAQ' })).toBeVisible();
    await expect(catering.getByRole('link', { name: 'Holiday Meals' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const locations = await openSubmenu(page, 'Locations');
    await expect(locations.getByRole('link', { name: 'Find a Location' })).toBeVisible();
    await expect(locations.getByRole('link', { name: 'Holiday Pre-Orders' })).toHaveCount(0);
  });
});
