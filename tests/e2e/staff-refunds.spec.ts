/**
 * Staff refunds journey: a guest pays a carryout order by card at the Dallas Lower Greenville
 * store; the store's manager signs in to the console, opens the order's refund form, refunds part
 * of it with a reason and reads what went back to the card; the diner's order page then lists the refund.
 */
import { expect, test } from '@playwright/test';
import { visit } from './support/pages';
import { guestPaysAtDallas, signInStaff } from './support/staff';
import { text } from './support/text';

const MANAGER = 'manager.dallas@whitlocks.example';

test('a store manager refunds part of a paid order, and the diner’s order page shows it', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const { number, day } = await guestPaysAtDallas(page, request, 'refund');

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signInStaff(staff, 'en', '', MANAGER);
  if (day && !day.asap) await visit(staff, `/staff?date=${day.date}`);
  const card = staff.getByRole('article', { name: text('en', 'staff.order.number', { number }) });
  await card.getByRole('button', { name: text('en', 'staff.order.refund') }).click();
  const form = card.getByRole('form', { name: text('en', 'staff.refund.title', { number }) });
  await form.getByLabel(text('en', 'staff.refund.amount', { currency: 'USD' })).fill('1.00');
  await form.getByLabel(text('en', 'staff.refund.reason')).fill('Pudding was missing its wafers');
  await form.getByLabel(text('en', 'staff.refund.reason')).press('Tab');
  await staff.keyboard.press('Enter');
  await expect(form.getByRole('status')).toContainText(text('en', 'staff.refund.done', { amount: '$1.00' }));
  await expect(form.getByRole('status')).toContainText(text('en', 'staff.refund.part.succeeded', { payment: 'Visa •••• 4242', amount: '$1.00' }));
  await staffContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: text('en', 'checkout.thankYou.refundedTitle') })).toBeVisible();
  await expect(page.getByText(/^Visa •••• 4242: \$1\.00 on /)).toBeVisible();
});
