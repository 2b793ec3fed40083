/**
 * A catering buyer requests a quote from the storefront: Catering → Get A Quote → carryout → a
 * store → trays and packs into the quote → Request a quote → the event's details → the quote's
 * page says the request arrived, and the "request received" email is in the outbox. A guest in
 * en-US; a signed-in buyer in fr-CA, who then finds the quote in My Orders, in French. Without a
 * quote cart, the details page offers Get A Quote.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { expectLang, visit } from './support/pages';
import { addPartyPack, fillEvent, receivedMail, sendRequest, startCarryoutQuote } from './support/quote-request';
import { FR_CA, openDayIn } from './support/catering';
import { text } from './support/text';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What axe finds against WCAG 2.2 AA on the page as it is now. */
async function wcagViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
}

test('en-US: a guest requests a catering quote from the Catering page and sees it received', async ({ page, request }) => {
  test.slow(); // A dozen pages on a cold server.
  const email = uniqueEmail('quote');
  await visit(page, '/catering');
  await expectLang(page, 'en-US');
  await page.getByRole('main').getByRole('link', { name: 'Get A Quote', exact: true }).first().click();
  const { name: store, slug } = await startCarryoutQuote(page, 'en', '75201');
  await addPartyPack(page, 'en', 'Drop-Off Party Pack (per guest)', ['Beef Brisket', 'Pulled Pork', 'Mac & Cheese', 'Coleslaw']);
  // Checkout typed by hand leads a quote cart to its details, never to payment.
  await visit(page, '/checkout');
  await expect(page).toHaveURL(/\/checkout\/quote$/);
  await visit(page, '/cart');
  await fillEvent(page, 'en', await openDayIn(request, slug, 14));

  // Sent with the contact missing: the page says what is missing and starts there.
  await page.getByRole('button', { name: text('en', 'checkout.quoteRequest.submit') }).click();
  await expect(page.getByText(text('en', 'checkout.validation.firstNameRequired'))).toBeVisible();
  await expect(page.getByLabel(text('en', 'checkout.guest.firstName'))).toBeFocused();
  await page.getByLabel(text('en', 'checkout.guest.firstName')).fill('Ada');
  await page.getByLabel(text('en', 'checkout.guest.lastName')).fill('Pitmaster');
  await page.getByLabel(text('en', 'checkout.guest.email')).fill(email);
  await page.getByLabel(text('en', 'checkout.guest.phone')).fill('(512) 555-0142');
  // Too few guests for a catering event: refused beside the field.
  await page.getByLabel(text('en', 'checkout.quoteRequest.headcount')).fill('4');
  await page.getByRole('button', { name: text('en', 'checkout.quoteRequest.submit') }).click();
  await expect(page.getByText('Enter a number of guests from 10 to 2000')).toBeVisible();
  await page.getByLabel(text('en', 'checkout.quoteRequest.headcount')).fill('40');
  expect(await wcagViolations(page)).toEqual([]);

  const number = await sendRequest(page, 'en', store);
  await receivedMail(request, email, number);
  expect(await wcagViolations(page)).toEqual([]);

  // Back to the details page: the cart is gone, and the page offers a new quote.
  await visit(page, '/checkout/quote');
  await expect(page.getByText(text('en', 'checkout.quoteRequest.noQuoteCart'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: text('en', 'checkout.quoteRequest.startQuote') })).toBeVisible();
});

test('fr-CA: a signed-in buyer requests a quote in French and finds it in My Orders', async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail('quote-fr');
  await createAccount(request, email, 'fr-CA');
  await signIn(page, 'fr', '/ca/fr', email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  await visit(page, '/ca/fr/get-a-quote');
  await expectLang(page, 'fr-CA');
  const { name: store, slug } = await startCarryoutQuote(page, 'fr', 'H2X');
  await addPartyPack(page, 'fr', 'Forfait fête livré (par invité)', ['Poitrine de bœuf', 'Porc effiloché', 'Macaroni au fromage', 'Salade de chou']);
  await fillEvent(page, 'fr', await openDayIn(request, slug, 14, FR_CA));
  // The account's details fill the contact.
  await expect(page.getByLabel(text('fr', 'checkout.guest.firstName'))).toHaveValue('Ada');
  await expect(page.getByLabel(text('fr', 'checkout.guest.email'))).toHaveValue(email);

  const number = await sendRequest(page, 'fr', store);
  await receivedMail(request, email, number);

  await visit(page, '/ca/fr/user-profile/my-orders');
  const quotes = page.getByRole('region', { name: text('fr', 'account.quotes.title') });
  const entry = quotes.getByRole('listitem').filter({ hasText: text('fr', 'account.quotes.number', { number: String(number) }) });
  await expect(entry).toBeVisible();
  await expect(entry.getByText(text('fr', 'catering.status.customerCreatedLead'))).toBeVisible();
  await expect(entry.getByText(/Événement : /)).toBeVisible();
  await entry.getByRole('link', { name: text('fr', 'account.quotes.viewOf', { number: String(number) }) }).click();
  await expect(page).toHaveURL(new RegExp(`/ca/fr/catering/quotes/${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'catering.quote.title', { number: String(number) }) })).toBeVisible();
  await expect(page.getByRole('heading', { name: text('fr', 'catering.quote.receivedTitle') })).toBeVisible();
});

test('without a quote cart, the details page offers Get A Quote, in every market', async ({ page }) => {
  for (const [path, lang, htmlLang] of [['/checkout/quote', 'en', 'en-US'], ['/ca/fr/checkout/quote', 'fr', 'fr-CA'], ['/jp/ja/checkout/quote', 'ja', 'ja-JP']] as const) {
    await visit(page, path);
    await expectLang(page, htmlLang);
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.quoteRequest.title') })).toBeVisible();
    await expect(page.getByText(text(lang, 'checkout.quoteRequest.noQuoteCart'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: text(lang, 'checkout.quoteRequest.startQuote') })).toBeVisible();
  }
});
