/**
 * A brand admin caps the delivery fee (en-US): the admin opens Delivery fees in the console and
 * sets the most a diner pays in US dollars below the sandbox courier's quote; a diner ordering
 * delivery in Dallas then sees the capped fee on the payment page's courier quote. The admin
 * removes the cap afterwards, and the page says diners pay the quote again (the courier journey
 * counts on the sandbox's full fee).
 */
import { expect, test, type Page } from '@playwright/test';
import { addToCart, checkOut, guest } from './support/checkout';
import { openConsoleSignedIn } from './support/staff';
import { text } from './support/text';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const ITEM = '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=delivery';
const ADDRESS = { street: '5700 Greenville Ave', aptSuitBldg: '', city: 'Dallas', state: 'TX', zip: '75206' };

function dollarsPanel(page: Page) {
  return page.getByRole('form', { name: /\(USD\)$/ });
}

/** What the console says in its live region once a change is saved. */
function said(page: Page, message: string) {
  return page.getByRole('status').filter({ hasText: message });
}

async function removeCap(page: Page) {
  const dollars = dollarsPanel(page);
  const remove = dollars.getByRole('button', { name: text('en', 'staffFeeCaps.remove', { currency: 'USD' }) });
  if (!(await remove.isVisible())) return;
  await remove.click();
  await expect(said(page, text('en', 'staffFeeCaps.done.removed', { currency: 'USD' }))).toBeVisible();
  await expect(dollars).toContainText(text('en', 'staffFeeCaps.noCap'));
}

test('en-US: an admin caps the delivery fee and a diner’s courier quote shows the capped fee', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openConsoleSignedIn(page, 'en');
  await page.getByRole('navigation', { name: text('en', 'staff.nav.label') }).getByRole('link', { name: text('en', 'staffFeeCaps.nav'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'staffFeeCaps.title') })).toBeVisible();

  // A cap the form refuses is said beside its field.
  const dollars = dollarsPanel(page);
  const field = dollars.getByRole('textbox', { name: text('en', 'staffFeeCaps.label', { currency: 'USD' }) });
  const save = dollars.getByRole('button', { name: text('en', 'staffFeeCaps.save', { currency: 'USD' }) });
  await field.fill('4.999');
  await save.click();
  await expect(dollars.getByRole('alert')).toHaveText(text('en', 'staffFeeCaps.problem.tooManyDecimals', { currency: 'USD', decimals: '2' }));
  await expect(field).toBeFocused();

  // Typed and saved from the keyboard.
  await field.fill('3.99');
  await field.press('Enter');
  await expect(said(page, text('en', 'staffFeeCaps.done.saved', { amount: '$3.99', currency: 'USD' }))).toBeVisible();
  await expect(dollars).toContainText(text('en', 'staffFeeCaps.current', { amount: '$3.99' }));

  const diner = await browser.newContext();
  try {
    await diner.addCookies([
      { name: 'handoff', value: 'delivery', url: BASE_URL },
      { name: 'deliveryAddress', value: encodeURIComponent(JSON.stringify(ADDRESS)), url: BASE_URL },
    ]);
    const dinerPage = await diner.newPage();
    await addToCart(dinerPage, 'en', ITEM, 2);
    await checkOut(dinerPage, 'en', guest('fee-cap-en'));
    const quote = dinerPage.getByRole('status').filter({ hasText: text('en', 'courier.quote.line', { fee: 'FEE', time: 'TIME' }).split('FEE')[0]! });
    await expect(quote).toContainText('$3.99');
    await expect(quote).not.toContainText('6.49');
  } finally {
    await diner.close();
    await removeCap(page);
  }
});
