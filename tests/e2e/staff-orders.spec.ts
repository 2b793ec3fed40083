/**
 * Staff orders journey: a guest orders carryout at the Dallas Lower Greenville store and keeps
 * the thank-you page open; the store's staff member signs in to the console (in French), finds the
 * order in the store's queue of its day and moves it to the kitchen, then to ready; the diner's
 * page says Ready without a reload, and the ready email is in the outbox.
 */
import { expect, test } from '@playwright/test';
import { visit } from './support/pages';
import { guestPaysAtDallas, signInStaff } from './support/staff';
import { text } from './support/text';

const API = process.env.E2E_API_URL ?? 'http://localhost:4100';

test('a guest’s open order page shows Ready as soon as staff mark the order ready', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const { who, number, day } = await guestPaysAtDallas(page, request, 'staff');
  const liveStatus = page.getByRole('status').filter({ hasText: text('en', 'checkout.thankYou.status', { status: '' }).trim() });
  await expect(liveStatus).toHaveText(text('en', 'checkout.thankYou.status', { status: 'Paid' }));
  await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signInStaff(staff, 'fr', '/ca/fr');
  const cookies = (await staffContext.cookies()).map((cookie) => cookie.name);
  expect(cookies).toContain('staff_token');
  expect(cookies).not.toContain('jwt_token');
  if (day && !day.asap) await visit(staff, `/ca/fr/staff?date=${day.date}`);

  const card = staff.getByRole('article', { name: text('fr', 'staff.order.number', { number }) });
  await expect(card).toContainText(text('fr', 'staff.order.status', { status: text('fr', 'staff.status.paid') }));
  await card.getByRole('button', { name: text('fr', 'staff.action.preparing') }).click();
  const moved = (status: 'preparing' | 'ready') => text('fr', 'staff.order.moved', { number, status: text('fr', `staff.status.${status}`) });
  await expect(staff.getByRole('status').filter({ hasText: moved('preparing') })).toBeVisible();
  await expect(liveStatus).toHaveText(text('en', 'checkout.thankYou.status', { status: 'In preparation' }));

  await card.getByRole('button', { name: text('fr', 'staff.action.ready') }).focus();
  await staff.keyboard.press('Enter');
  await expect(staff.getByRole('status').filter({ hasText: moved('ready') })).toBeVisible();
  await expect(card).toContainText(text('fr', 'staff.order.status', { status: text('fr', 'staff.status.ready') }));

  await expect(liveStatus).toHaveText(text('en', 'checkout.thankYou.status', { status: 'Ready' }));
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  await expect(async () => {
    const outbox = await request.get(`${API}/online-ordering/dev/outbox`);
    const { data } = (await outbox.json()) as { data: { to: string; subject: string }[] };
    expect(data.some((mail) => mail.to.includes(who.email) && mail.subject === `Your order ${number} is ready`)).toBe(true);
  }).toPass({ timeout: 10_000 });
  await staffContext.close();
});
