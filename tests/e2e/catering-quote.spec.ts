/**
 * The buyer's catering quote page, opened from the "request received" email: a quote is requested
 * through the API, the link comes from the outbox, and the page shows the quote's number and
 * status in English, and in French under /ca/fr with the same link. A wrong token is the 404 page.
 * Staff have no HTTP route to send an estimate yet, so answering one is covered by the unit tests.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectLang, visit } from './support/pages';
import { text } from './support/text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;
const STORE = 'dallas-lower-greenville';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The store's calendar day `days` from now: 'YYYY-MM-DD'. */
function dayIn(days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * DAY_MS));
}

/** A quote requested without a cart, as the quote form sends it: its number. */
async function requestQuote(request: APIRequestContext, email: string): Promise<number> {
  const store = await request.get(`${API}/locations/slug/${STORE}`);
  expect(store.ok(), await store.text()).toBe(true);
  const { id, timeZone } = (await store.json()) as { id: number; timeZone: string };
  const answer = await request.post(`${API}/orders/get-a-quote`, {
    headers: { 'Accept-Language': 'en-US' },
    data: {
      locationId: id,
      handoff: 'carryout',
      contact: { firstName: 'Ada', lastName: 'Pit', email, phone: '(512) 555-0142' },
      event: { date: dayIn(14, timeZone), time: '12:00', headcount: 40, notes: 'Office lunch' },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { number: number }).number;
}

/** The link of the "request received" email to `email`, as a path with its token. */
async function emailedLink(request: APIRequestContext, email: string, number: number): Promise<URL> {
  let link = '';
  await expect(async () => {
    const outbox = await request.get(`${API}/dev/outbox`);
    expect(outbox.ok()).toBe(true);
    const { data } = (await outbox.json()) as { data: { to: string; text: string }[] };
    const mail = data.find((entry) => entry.to.includes(email) && entry.text.includes(`/catering/quotes/${number}?token=`));
    expect(mail, `no quote mail for ${email}`).toBeTruthy();
    link = /https?:\/\/\S+\/catering\/quotes\/\d+\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return new URL(link);
}

test('the emailed link opens the quote with its status, in English and in French', async ({ page, request }) => {
  const email = `quote.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const number = await requestQuote(request, email);
  const link = await emailedLink(request, email, number);
  expect(link.pathname).toBe(`/catering/quotes/${number}`);

  await visit(page, `${link.pathname}${link.search}`);
  await expectLang(page, 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'catering.quote.title', { number: String(number) }) })).toBeVisible();
  await expect(page.getByText(text('en', 'catering.status.customerCreatedLead'), { exact: true })).toBeVisible();
  await expect(page.getByText(text('en', 'catering.quote.noEstimate'))).toBeVisible();
  await expect(page.getByText('Office lunch')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: text('en', 'catering.quote.accept') })).toHaveCount(0);

  await visit(page, `/ca/fr${link.pathname}${link.search}`);
  await expectLang(page, 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'catering.quote.title', { number: String(number) }) })).toBeVisible();
  await expect(page.getByText(text('fr', 'catering.status.customerCreatedLead'), { exact: true })).toBeVisible();
  await expect(page.getByText(text('fr', 'catering.quote.noEstimate'))).toBeVisible();
});

test('a wrong token, or none, shows the 404 page', async ({ page, request }) => {
  const email = `quote.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const number = await requestQuote(request, email);

  await visit(page, `/catering/quotes/${number}?token=not-the-token`, 404);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'error.notFoundTitle') })).toBeVisible();
  await visit(page, `/ca/fr/catering/quotes/${number}`, 404);
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'error.notFoundTitle') })).toBeVisible();
});
