/**
 * Staff catering leads journey: a guest requests a quote at the Dallas Lower Greenville store;
 * the store's staff member signs in, finds the lead in the console's list by filtering, opens it,
 * adds a catering menu line, a custom line and a delivery fee, and sends the estimate: the lead
 * is now awaiting the customer, and the page fits a 320px screen. A staff member of an Austin
 * store, in French, does not see the lead in their list, and opening its address gets the
 * not-found page.
 */
import { expect, test, type Page } from '@playwright/test';
import { openDayIn, requestQuote } from './support/catering';
import { clickUntilVisible, visit } from './support/pages';
import { signInStaff } from './support/staff';
import { text } from './support/text';

const AUSTIN_STAFF = 'staff.austin@whitlocks.example';
const EVENT_IN_DAYS = 21;

/** Nothing on the page is wider than the screen. */
async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.screen);
}

test('store staff find a new lead, send its estimate, and another store’s staff cannot open it', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const email = `leads.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const day = await openDayIn(request, 'dallas-lower-greenville', EVENT_IN_DAYS);
  const number = await requestQuote(request, email, {
    contact: { firstName: 'Grace', lastName: 'Smoke' }, company: 'Hopper Labs', notes: 'Team offsite', date: day, headcount: 60,
  });
  const lead = text('en', 'staff.leads.number', { number: String(number) });

  await signInStaff(page, 'en');
  await page.getByRole('navigation', { name: text('en', 'staff.nav.label') }).getByRole('link', { name: text('en', 'staff.nav.leads') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'staff.leads.title') })).toBeVisible();

  // Narrow the list to new requests of the event's day from the buyer's company.
  const statuses = page.getByText(`${text('en', 'staff.leads.filter.statuses')}: ${text('en', 'staff.leads.filter.allStatuses')}`);
  const customerCreated = page.getByLabel(text('en', 'catering.status.customerCreatedLead'), { exact: true });
  await clickUntilVisible(statuses, customerCreated);
  await customerCreated.check();
  await page.getByLabel(text('en', 'staff.leads.filter.from')).fill(day);
  await page.getByLabel(text('en', 'staff.leads.filter.to')).fill(day);
  await page.getByLabel(text('en', 'staff.leads.filter.search')).fill('Hopper');
  await page.getByRole('button', { name: text('en', 'staff.leads.filter.show') }).click();
  const card = page.getByRole('article', { name: new RegExp(`^${lead}\\b`) });
  await expect(card).toContainText(text('en', 'catering.status.customerCreatedLead'));
  await expect(card).toContainText('Grace Smoke, Hopper Labs');
  await card.getByRole('link', { name: lead }).click();

  await expect(page.getByRole('heading', { level: 1, name: lead })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/staff/leads/${number}$`));
  await expect(page.getByText('Team offsite')).toBeVisible();

  // A line from the store's catering menu.
  const menuItem = page.getByLabel(text('en', 'staff.estimate.menuItem'));
  const firstItem = ((await menuItem.locator('option').nth(1).textContent()) ?? '').split(' · ')[0]!.trim();
  expect(firstItem).not.toBe('');
  await menuItem.selectOption({ index: 1 });
  await page.getByLabel(text('en', 'staff.estimate.quantity'), { exact: true }).fill('3');
  const itemLine = page.getByRole('group', { name: firstItem, exact: true });
  await clickUntilVisible(page.getByRole('button', { name: text('en', 'staff.estimate.addItem') }), itemLine);
  await expect(itemLine.getByLabel(text('en', 'staff.estimate.quantity'))).toHaveValue('3');

  // A custom line: focus lands on its title.
  await page.getByRole('button', { name: text('en', 'staff.estimate.addCustom') }).click();
  await expect(page.getByLabel(text('en', 'staff.estimate.lineTitle'), { exact: true })).toBeFocused();
  await page.keyboard.type('Carving station');
  const custom = page.getByRole('group', { name: text('en', 'staff.estimate.customLine'), exact: true });
  await custom.getByLabel(text('en', 'staff.estimate.unitPrice', { currency: 'USD' })).fill('150');

  // A delivery fee, taxable.
  await page.getByRole('button', { name: text('en', 'staff.estimate.addFee') }).click();
  await expect(page.getByLabel(text('en', 'staff.estimate.feeTitle'))).toBeFocused();
  await page.keyboard.type('Delivery');
  const fee = page.getByRole('group', { name: text('en', 'staff.estimate.feeN', { n: '1' }), exact: true });
  await fee.getByLabel(text('en', 'staff.estimate.feeAmount', { currency: 'USD' }), { exact: true }).fill('35');
  await fee.getByLabel(text('en', 'staff.estimate.taxable')).check();
  const totals = page.getByLabel(text('en', 'staff.estimate.totals'), { exact: true });
  await expect(totals).toContainText('Delivery');
  await expect(totals).toContainText('$35.00');

  await page.getByRole('button', { name: text('en', 'staff.estimate.send') }).click();
  const awaiting = text('en', 'catering.status.awaitingCustomer');
  await expect(page.getByRole('status').filter({ hasText: text('en', 'staff.leads.estimateSent', { number: String(number), status: awaiting }) })).toBeVisible();
  await expect(page.getByText(text('en', 'staff.lead.status'))).toContainText(awaiting);
  const sent = page.getByRole('region', { name: text('en', 'staff.lead.sentEstimate') });
  await expect(sent.getByRole('rowheader', { name: 'Carving station' })).toBeVisible();
  await expect(sent.getByRole('rowheader', { name: firstItem })).toBeVisible();

  // On a 320px-wide phone the lead and its editor fit the screen, and so does the list.
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSideScroll(page);
  await page.getByRole('link', { name: text('en', 'staff.lead.back') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'staff.leads.title') })).toBeVisible();
  await expectNoSideScroll(page);

  // The same lead's address, opened by a staff member of another store: not found.
  const austinContext = await browser.newContext({ baseURL });
  const austin = await austinContext.newPage();
  await signInStaff(austin, 'fr', '/ca/fr', AUSTIN_STAFF);
  await austin.getByRole('link', { name: text('fr', 'staff.nav.leads') }).click();
  await expect(austin.getByRole('heading', { level: 1, name: text('fr', 'staff.leads.title') })).toBeVisible();
  await expect(austin.getByRole('article', { name: new RegExp(`^${text('fr', 'staff.leads.number', { number: String(number) })}\\b`) })).toHaveCount(0);
  await visit(austin, `/ca/fr/staff/leads/${number}`, 404);
  await expect(austin.getByRole('heading', { level: 1, name: text('fr', 'error.notFoundTitle') })).toBeVisible();
  await austinContext.close();
});
