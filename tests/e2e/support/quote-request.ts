/**
 * A catering buyer's quote request as a person makes it in the storefront: from the quote entry,
 * carryout at a store found by place, the party pack into the quote, the event's details, and
 * the request sent; then the "request received" email in the outbox.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { text, type Language } from './text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;

/** From the quote entry page: Carryout, the first store near `place`, its get-a-quote menu. The store's name and slug. */
export async function startCarryoutQuote(page: Page, lang: Language, place: string): Promise<{ name: string; slug: string }> {
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'ordering.start.titleQuote') })).toBeVisible();
  await page.getByRole('button', { name: text(lang, 'ordering.handoff.carryout') }).click();
  await expect(page).toHaveURL(/\/quote\/get-a-quote\?type=carryout$/);
  await page.getByLabel(text(lang, 'ordering.finder.searchLabel')).fill(place);
  await page.getByRole('button', { name: text(lang, 'ordering.finder.search'), exact: true }).click();
  const results = page.getByRole('region', { name: text(lang, 'ordering.finder.resultsTitle', { place }) });
  const store = (await results.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await results.getByRole('link', { name: text(lang, 'ordering.finder.orderCarryout', { store }) }).click();
  await expect(page).toHaveURL(/\/quote\/get-a-quote\/[a-z0-9-]+\?type=carryout$/);
  const slug = /\/get-a-quote\/([a-z0-9-]+)\?/.exec(page.url())?.[1] ?? '';
  return { name: store, slug };
}

/** The Drop-Off Party Pack for its minimum of guests, with its meats and sides, into the quote. */
export async function addPartyPack(page: Page, lang: Language, title: string, choices: string[]) {
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  for (const name of choices) await page.getByRole('checkbox', { name: new RegExp(name) }).check();
  await page.getByRole('button', { name: text(lang, 'ordering.item.addToCart') }).click();
  await page.getByRole('link', { name: text(lang, 'ordering.item.viewCart') }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.cart.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
}

/** The cart's Request a quote → the details page; the event's details filled in, on `date` ('YYYY-MM-DD'). */
export async function fillEvent(page: Page, lang: Language, date: string) {
  await expect(page.getByRole('link', { name: text(lang, 'checkout.cart.checkout') })).toHaveCount(0);
  await page.getByRole('link', { name: text(lang, 'checkout.cart.requestQuote') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.quoteRequest.title') })).toBeVisible();
  await page.getByLabel(text(lang, 'checkout.quoteRequest.date')).fill(date);
  await page.getByLabel(text(lang, 'checkout.quoteRequest.time')).selectOption('12:00');
  await page.getByLabel(text(lang, 'checkout.quoteRequest.headcount')).fill('40');
  await page.getByLabel(text(lang, 'checkout.quoteRequest.company')).fill('Pit & Partners');
  await page.getByLabel(text(lang, 'checkout.quoteRequest.notes')).fill('Office lunch, two vegetarians');
}

/** Sends the request and lands on the quote's page: its number. */
export async function sendRequest(page: Page, lang: Language, store: string): Promise<number> {
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

export async function receivedMail(request: APIRequestContext, email: string, number: number) {
  await expect(async () => {
    const outbox = await request.get(`${API}/dev/outbox`);
    expect(outbox.ok()).toBe(true);
    const { data } = (await outbox.json()) as { data: { to: string; text: string }[] };
    const mail = data.find((entry) => entry.to.includes(email) && entry.text.includes(`/catering/quotes/${number}?token=`));
    expect(mail, `no "request received" mail for ${email}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
}
