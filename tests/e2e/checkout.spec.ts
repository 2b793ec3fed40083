/**
 * Checkout journeys (issue 3 §4–§8): a guest builds a cart, checks out with a real timeslot,
 * pays, and lands on the thank-you page, with the confirmation email in the outbox.
 *  - en-US carryout paid by card (4242 4242 4242 4242);
 *  - fr-CA delivery of 500 g of pulled pork (sold per 100 g in Montréal) paid by a demo gift card
 *    (CAD 15.00, seeded) and a card for the rest;
 *  - a declined card (4000 0000 0000 0002), then success.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addToCart, cardInput, checkOut, fillCard, guest, payButton, type Guest } from './support/checkout';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

const API = process.env.E2E_API_URL ?? 'http://localhost:4100';

async function expectThankYou(page: Page, lang: Language, request: APIRequestContext, who: Guest) {
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.thankYou.title', { name: who.firstName }) })).toBeVisible();
  await expect(page.getByRole('link', { name: text(lang, 'shell.backToCart') })).toBeVisible();
  const orderNumber = page.getByText(new RegExp(text(lang, 'checkout.thankYou.orderNumber', { number: '\\S+' })));
  await expect(orderNumber).toBeVisible();
  const purchases = await page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'purchase').length);
  expect(purchases).toBe(1);

  await expect(async () => {
    const outbox = await request.get(`${API}/online-ordering/dev/outbox`);
    expect(outbox.ok()).toBe(true);
    const { data } = (await outbox.json()) as { data: { to: string; subject: string }[] };
    expect(data.some((mail) => mail.to.includes(who.email))).toBe(true);
  }).toPass({ timeout: 10_000 });
}

test.describe('checkout', () => {
  // A whole order, from the menu to the thank-you page through the processor's card frame.
  test.describe.configure({ timeout: 60_000 });
  test('en-US: a guest orders carryout and pays by card', async ({ page, request }) => {
    const who = guest('card');
    await addToCart(page, 'en', '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout');
    await expectLang(page, 'en-US');
    await expect(page.getByRole('heading', { name: 'Banana Pudding' })).toBeVisible();
    await page.getByRole('button', { name: text('en', 'checkout.cart.increase', { item: 'Banana Pudding' }) }).click();
    await expect(page.getByRole('group', { name: text('en', 'checkout.cart.quantityOf', { item: 'Banana Pudding' }) })).toContainText('2');
    await expect(page.getByRole('rowheader', { name: /Sales tax/ })).toBeVisible();

    await checkOut(page, 'en', who);
    await payButton(page, 'en').click();
    await expect(page.getByText(text('en', 'checkout.validation.cardholderNameRequired'))).toBeVisible();
    await fillCard(page, 'en', { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' }, false);
    await payButton(page, 'en').click();
    await expectThankYou(page, 'en', request, who);
  });

  test('en-US: a declined card says so, and another card pays', async ({ page, request }) => {
    const who = guest('decline');
    await addToCart(page, 'en', '/quote/everyday/dallas-lower-greenville/desserts/peach-cobbler?type=carryout');
    await checkOut(page, 'en', who);
    const card = { number: '4000 0000 0000 0002', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' };
    await fillCard(page, 'en', card, false);
    await payButton(page, 'en').click();
    await expect(page.getByRole('alert').filter({ hasText: text('en', 'checkout.decline.card_declined') })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/payment$/);

    await cardInput(page, 'en', 'number').fill('4242 4242 4242 4242');
    await payButton(page, 'en').click();
    await expectThankYou(page, 'en', request, who);
  });

  test('fr-CA: delivery paid by gift card, then card for the rest, in French throughout', async ({ page, context, request, baseURL }) => {
    const who = guest('giftcard');
    // The delivery address as the store finder stores it once the radius check passed (the finder's own journey covers that page).
    const address = { street: '4200 boul. Saint-Laurent', aptSuitBldg: '', city: 'Montréal', state: 'QC', zip: 'H2W 1Y8' };
    await context.addCookies([
      { name: 'handoff', value: 'delivery', url: baseURL ?? 'http://localhost:3100' },
      { name: 'deliveryAddress', value: encodeURIComponent(JSON.stringify(address)), url: baseURL ?? 'http://localhost:3100' },
    ]);
    // Pulled pork is sold per 100 g in Montréal: the diner asks for five, and the page says that is 500 g.
    await visit(page, '/ca/fr/quote/everyday/montreal-plateau/meats-by-the-pound/pulled-pork-lb?type=delivery');
    await expectLang(page, 'fr-CA');
    const more = page.getByRole('button', { name: text('fr', 'ordering.item.increase') });
    for (let added = 1; added < 5; added += 1) await more.click();
    await expect(page.getByRole('spinbutton', { name: text('fr', 'ordering.item.quantity') })).toHaveValue('5');
    await expect(page.getByText(/^Poids\s:\s500\sg$/)).toBeVisible();
    await page.getByRole('button', { name: text('fr', 'ordering.item.addToCart') }).click();
    await page.getByRole('link', { name: text('fr', 'ordering.item.viewCart') }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: text('fr', 'checkout.cart.title') })).toBeVisible();
    const line = page.getByRole('listitem', { name: 'Porc effiloché' });
    await expect(line.getByText(/^\d+,\d\d\s\$ \/ 100\sg$/)).toBeVisible();
    await expect(line.getByText(/^Poids\s:\s500\sg$/)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /TPS/ })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /TVQ/ })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: text('fr', 'checkout.totals.deliveryFee') })).toBeVisible();
    await expect(page.getByText(/\d,\d\d\s\$/).first()).toBeVisible();

    await checkOut(page, 'fr', who);
    await page.getByRole('radio', { name: text('fr', 'checkout.payment.method.giftcard') }).check();
    await page.getByLabel(text('fr', 'checkout.payment.giftCardNumber')).fill('6006 4900 0000 0102');
    await page.getByLabel(text('fr', 'checkout.payment.giftCardPin')).fill('2345');
    await page.getByRole('button', { name: text('fr', 'checkout.payment.checkBalance') }).click();
    await expect(page.getByRole('status').filter({ hasText: /Solde/ })).toContainText('15,00');
    await page.getByRole('button', { name: text('fr', 'checkout.payment.applyGiftCard') }).click();
    await expect(page.getByRole('status').filter({ hasText: /payé/ })).toBeVisible();

    await fillCard(page, 'fr', { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' }, true);
    await payButton(page, 'fr').click();
    await expectThankYou(page, 'fr', request, who);
    await expect(page.getByText(text('fr', 'checkout.thankYou.deliveryTitle'), { exact: true })).toBeVisible();
  });
});
