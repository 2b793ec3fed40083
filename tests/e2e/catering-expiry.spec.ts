/**
 * A catering estimate holds the kitchen while the buyer decides, and gives it back when it
 * expires: the store answers a 100-guest quote (the whole kitchen for the two hours before the
 * event), a diner checking out an everyday order that day is not offered those times, the
 * estimate expires unanswered (the demo's lifecycle run, as of just after its valid-until), and
 * the same diner is offered them again while the buyer's quote page says the quote lapsed.
 */
import { expect, test, type Page } from '@playwright/test';
import { addToCart } from './support/checkout';
import { dayIn, mailTo, quoteLinkOf, requestQuote, sendEstimate, uniqueQuoteEmail } from './support/catering';
import { visit } from './support/pages';
import { text } from './support/text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;
const STORE_ZONE = 'America/Chicago';
/** The event starts at 6:00 PM; its kitchen window is 4:00 PM to 5:45 PM. */
const HELD = ['4:00 PM', '4:45 PM', '5:45 PM'];
const AFTER_THE_WINDOW = '6:00 PM';

/** The times the checkout offers on the event's day, as the diner reads them. */
async function timesOfferedOn(page: Page, date: string): Promise<string[]> {
  await page.getByLabel(text('en', 'checkout.handoff.date'), { exact: true }).selectOption(date);
  const time = page.getByLabel(text('en', 'checkout.handoff.time'), { exact: true });
  await expect(time.locator('option').nth(1)).toBeAttached();
  return (await time.locator('option').allInnerTexts()).map((label) => label.trim());
}

test('an unanswered estimate holds the kitchen until it expires, then the times come back', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A diner orders carryout; the event is on the first day the checkout offers two days ahead or more.
  await addToCart(page, 'en', '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout');
  await page.getByRole('link', { name: text('en', 'checkout.cart.checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'checkout.title') })).toBeVisible();
  const offeredDays = await page.getByLabel(text('en', 'checkout.handoff.date'), { exact: true }).locator('option').evaluateAll((options) =>
    options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
  );
  const eventDay = offeredDays.find((day) => day >= dayIn(2, STORE_ZONE));
  expect(eventDay, `no day offered two days ahead in ${offeredDays.join(', ')}`).toBeTruthy();

  const email = uniqueQuoteEmail();
  const number = await requestQuote(request, email, { date: eventDay, time: '18:00', headcount: 100, notes: 'Company picnic' });
  const { validUntil } = await sendEstimate(request, number);

  // While the estimate is out, the held times are not offered that day.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'checkout.title') })).toBeVisible();
  const whileHeld = await timesOfferedOn(page, eventDay!);
  expect(whileHeld).toContain(AFTER_THE_WINDOW);
  for (const held of HELD) expect(whileHeld).not.toContain(held);

  // Nobody answers: a minute after its valid-until the estimate has expired.
  const expiry = new Date(Date.parse(validUntil) + 60_000).toISOString();
  const run = await request.post(`${API}/dev/catering-lifecycle`, { data: { now: expiry } });
  expect(run.status(), await run.text()).toBe(200);
  expect(((await run.json()) as { moved: number }).moved).toBeGreaterThanOrEqual(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'checkout.title') })).toBeVisible();
  const released = await timesOfferedOn(page, eventDay!);
  for (const held of HELD) expect(released).toContain(held);

  // The buyer's link shows the quote as abandoned.
  const link = quoteLinkOf(await mailTo(request, email, /estimate/i));
  await visit(page, `${link.pathname}${link.search}`);
  await expect(page.getByText(text('en', 'catering.status.customerAbandonedLead')).first()).toBeVisible();
});
