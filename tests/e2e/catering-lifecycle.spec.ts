/**
 * A catering quote from request to booking, each person in their own browser: a guest requests
 * a quote in the storefront; the store's staff member signs in to the console and sends an
 * estimate; the guest opens the estimate email's link, accepts and pays the deposit by card; the
 * staff member confirms the event; and the guest's quote page shows each status on the way.
 */
import { expect, test, type Page } from '@playwright/test';
import { mailTo, openDayIn, quoteLinkOf } from './support/catering';
import { fillCard, payButton } from './support/checkout';
import { visit } from './support/pages';
import { addPartyPack, fillEvent, sendRequest, startCarryoutQuote } from './support/quote-request';
import { signInStaff } from './support/staff';
import { text } from './support/text';

type Status = 'customerCreatedLead' | 'awaitingCustomer' | 'awaitingPayment' | 'awaitingStoreConfirmation' | 'bookedAtStore' | 'upcomingSale7PlusDays';
const status = (name: Status) => text('en', `catering.status.${name}`);

/** The buyer's quote page says the quote is in `name` (the page's toasts are a status region too). */
async function buyerSees(page: Page, ...names: Status[]) {
  const line = page.getByRole('status').filter({ hasText: text('en', 'catering.quote.status') });
  await expect(line).toContainText(new RegExp(names.map(status).join('|')));
}

/** The console's lead page says the lead is in `name`. */
async function staffSees(page: Page, name: Status) {
  await expect(page.getByText(text('en', 'staff.lead.status'))).toContainText(status(name));
}

test('a guest’s quote goes from request to estimate, deposit and booking', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const email = `lifecycle.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

  // The guest asks for a quote.
  await visit(page, '/catering');
  await page.getByRole('main').getByRole('link', { name: 'Get A Quote', exact: true }).first().click();
  // The nearest store to 75206 is Lower Greenville, the demo store staff member's.
  const { name: store, slug } = await startCarryoutQuote(page, 'en', '75206');
  expect(store).toContain('Lower Greenville');
  await addPartyPack(page, 'en', 'Drop-Off Party Pack (per guest)', ['Beef Brisket', 'Pulled Pork', 'Mac & Cheese', 'Coleslaw']);
  await fillEvent(page, 'en', await openDayIn(request, slug, 14));
  await page.getByLabel(text('en', 'checkout.guest.firstName')).fill('Lin');
  await page.getByLabel(text('en', 'checkout.guest.lastName')).fill('Hickory');
  await page.getByLabel(text('en', 'checkout.guest.email')).fill(email);
  await page.getByLabel(text('en', 'checkout.guest.phone')).fill('(214) 555-0177');
  const number = await sendRequest(page, 'en', store);
  await buyerSees(page, 'customerCreatedLead');

  // The store answers with an estimate built from the request.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signInStaff(staff, 'en');
  await visit(staff, `/staff/leads/${number}`);
  await expect(staff.getByRole('heading', { level: 1, name: text('en', 'staff.leads.number', { number: String(number) }) })).toBeVisible();
  await staffSees(staff, 'customerCreatedLead');
  await staff.getByRole('button', { name: text('en', 'staff.estimate.send') }).click();
  await staffSees(staff, 'awaitingCustomer');

  // The guest opens the estimate from the email, accepts it and pays the deposit.
  const link = quoteLinkOf(await mailTo(request, email, new RegExp(`^Your catering estimate for quote ${number}$`)));
  await visit(page, `${link.pathname}${link.search}`);
  await buyerSees(page, 'awaitingCustomer');
  await page.getByRole('button', { name: text('en', 'catering.quote.accept') }).click();
  await buyerSees(page, 'awaitingPayment');
  await page.getByRole('link', { name: new RegExp(`^${text('en', 'catering.quote.payDeposit', { amount: '' }).replace(/[()]/g, '').trim()}`) }).click();
  await fillCard(page, 'en', { number: '4242 4242 4242 4242', address: '100 Main St', city: 'Dallas', region: 'TX', postal: '75206' }, false);
  await payButton(page, 'en').click();
  await buyerSees(page, 'awaitingStoreConfirmation');

  // The store confirms the event.
  await staff.reload();
  await staffSees(staff, 'awaitingStoreConfirmation');
  await staff.getByRole('button', { name: text('en', 'staff.leads.step.confirm') }).click();
  await staffSees(staff, 'bookedAtStore');
  await staffContext.close();

  // The guest's page shows it booked (a booked event two weeks out is soon counted as upcoming).
  await page.reload();
  await buyerSees(page, 'bookedAtStore', 'upcomingSale7PlusDays');
});
