/**
 * A catering buyer requests a quote from the storefront: Catering → Get A Quote → carryout → a
 * store → trays and packs into the quote → Request a quote → the event's details → the quote's
 * page says the request arrived, and the "request received" email is in the outbox. A guest in
 * en-US; a signed-in buyer in fr-CA, who then finds the quote in My Orders, in French. Without a
 * quote cart, the details page offers Get A Quote.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;
const DAY_MS = 24 * 60 * 60 * 1000;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What axe finds against WCAG 2.2 AA on the page as it is now. */
async function wcagViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
}

/** The calendar day `days` from now in `timeZone`: 'YYYY-MM-DD'. */
function dayIn(days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * DAY_MS));
}

/** From the quote entry page: Carryout, the first store near `place`, its get-a-quote menu. */
async function startCarryoutQuote(page: Page, lang: Language, place: string) {
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'ordering.start.titleQuote') })).toBeVisible();
  await page.getByRole('button', { name: text(lang, 'ordering.handoff.carryout') }).click();
  await expect(page).toHaveURL(/\/quote\/get-a-quote\?type=carryout$/);
  await page.getByLabel(text(lang, 'ordering.finder.searchLabel')).fill(place);
  await page.getByRole('button', { name: text(lang, 'ordering.finder.search'), exact: true }).click();
  const results = page.getByRole('region', { name: text(lang, 'ordering.finder.resultsTitle', { place }) });
  const store = (await results.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await results.getByRole('link', { name: text(lang, 'ordering.finder.orderCarryout', { store }) }).click();
  await expect(page).toHaveURL(/\/quote\/get-a-quote\/[a-z0-9-]+\?type=carryout$/);
  return store;
}

/** The Drop-Off Party Pack for its minimum of guests, with its meats and sides, into the quote. */
async function addPartyPack(page: Page, lang: Language, title: string, choices: string[]) {
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  for (const name of choices) await page.getByRole('checkbox', { name: new RegExp(name) }).check();
  await page.getByRole('button', { name: text(lang, 'ordering.item.addToCart') }).click();
  await page.getByRole('link', { name: text(lang, 'ordering.item.viewCart') }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.cart.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
}

/** The cart's Request a quote → the details page; the event's details filled in. */
async function fillEvent(page: Page, lang: Language, timeZone: string) {
  await expect(page.getByRole('link', { name: text(lang, 'checkout.cart.checkout') })).toHaveCount(0);
  await page.getByRole('link', { name: text(lang, 'checkout.cart.requestQuote') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.quoteRequest.title') })).toBeVisible();
  await page.getByLabel(text(lang, 'checkout.quoteRequest.date')).fill(dayIn(14, timeZone));
  await page.getByLabel(text(lang, 'checkout.quoteRequest.time')).selectOption('12:00');
  await page.getByLabel(text(lang, 'checkout.quoteRequest.headcount')).fill('40');
  await page.getByLabel(text(lang, 'checkout.quoteRequest.company')).fill('Pit & Partners');
  await page.getByLabel(text(lang, 'checkout.quoteRequest.notes')).fill('Office lunch, two vegetarians');
}

/** Sends the request and lands on the quote's page: its number. */
async function sendRequest(page: Page, lang: Language, store: string): Promise<number> {
  await page.getByRole('button', { name: text(lang, 'checkout.quoteRequest.submit') }).click();
  await expect(page).toHaveURL(/\/catering\/quotes\/\d+/);
  const number = Number(/\/catering\/quotes\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'catering.quote.title', { number: String(number) }) })).toBeVisible();
  await expect(page.getByRole('heading', { name: text(lang, 'catering.quote.receivedTitle') })).toBeVisible();
  await expect(page.getByText(text(lang, 'catering.quote.receivedBody', { store }))).toBeVisible();
  await expect(page.getByText('Office lunch, two vegetarians')).toBeVisible();
  // The request is no longer a cart.
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain('orderId');
  return number;
}

async function receivedMail(request: APIRequestContext, email: string, number: number) {
  await expect(async () => {
    const outbox = await request.get(`${API}/dev/outbox`);
    expect(outbox.ok()).toBe(true);
    const { data } = (await outbox.json()) as { data: { to: string; text: string }[] };
    const mail = data.find((entry) => entry.to.includes(email) && entry.text.includes(`/catering/quotes/${number}?token=`));
    expect(mail, `no "request received" mail for ${email}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
}

test('en-US: a guest requests a catering quote from the Catering page and sees it received', async ({ page, request }) => {
  test.slow(); // A dozen pages on a cold server.
  const email = uniqueEmail('quote');
  await visit(page, '/catering');
  await expectLang(page, 'en-US');
  await page.getByRole('main').getByRole('link', { name: 'Get A Quote' }).first().click();
  const store = await startCarryoutQuote(page, 'en', '75201');
  await addPartyPack(page, 'en', 'Drop-Off Party Pack (per guest)', ['Beef Brisket', 'Pulled Pork', 'Mac & Cheese', 'Coleslaw']);
  // Checkout typed by hand leads a quote cart to its details, never to payment.
  await visit(page, '/checkout');
  await expect(page).toHaveURL(/\/checkout\/quote$/);
  await visit(page, '/cart');
  await fillEvent(page, 'en', 'America/Chicago');

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
  const store = await startCarryoutQuote(page, 'fr', 'H2X');
  await addPartyPack(page, 'fr', 'Forfait fête livré (par invité)', ['Poitrine de bœuf', 'Porc effiloché', 'Macaroni au fromage', 'Salade de chou']);
  await fillEvent(page, 'fr', 'America/Toronto');
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
