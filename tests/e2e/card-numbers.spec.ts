/**
 * The card number never reaches Hickory: the diner types it into the processor's hosted fields (a
 * frame from the processor's own origin) and only a token comes out.
 *  - en-US: a guest pays by card; every request the page makes to the storefront and the API
 *    (url, body, headers), and every server log line written meanwhile, is searched for the
 *    number, with and without spaces. The capture is shown to work: it holds the card payment
 *    with its token, and the log holds that payment's request line.
 *  - fr-CA: a card detail the processor refuses is said inside its frame, in French, with the
 *    focus on that field; a declined card says so on the page.
 *  - ja-JP: a buyer pays a catering deposit by card in Japanese.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { formatMoney } from '../../domain/money';
import { hostedFieldsTexts } from '../../server/sandbox-gateway/texts';
import { mailTo, quoteLinkOf, requestQuote, sendEstimate, uniqueQuoteEmail } from './support/catering';
import { addToCart, cardFrame, cardInput, checkOut, fillCard, guest, payButton } from './support/checkout';
import { expectLang, visit } from './support/pages';
import { text } from './support/text';

/** An approving test card (domain/payments/test-cards.ts) no other journey uses. */
const CARD = '4000 0566 5566 5556';
const DALLAS = { address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' };
const MONTREAL = { address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' };

const STOREFRONT = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100').origin;
const API = new URL(process.env.E2E_API_URL ?? 'http://localhost:4100').origin;
const PROCESSOR = new URL(process.env.SANDBOX_GATEWAY_URL ?? 'http://localhost:4110').origin;
const SERVER_LOG = process.env.E2E_SERVER_LOG;

type Recorded = { method: string; url: string; body: string; headers: string };

/** Records every request the page (and its frames) sends to the storefront's and the API's origins. */
function recordRequests(page: Page): Recorded[] {
  const recorded: Recorded[] = [];
  page.on('request', (request: Request) => {
    const { origin } = new URL(request.url());
    if (origin !== STOREFRONT && origin !== API) return;
    recorded.push({ method: request.method(), url: request.url(), body: request.postData() ?? '', headers: JSON.stringify(request.headers()) });
  });
  return recorded;
}

/** The server log's size now: the lines written after it are this test's time. */
const logSize = () => (SERVER_LOG ? statSync(SERVER_LOG).size : 0);

function logLinesSince(offset: number): string[] {
  if (!SERVER_LOG) return [];
  const size = statSync(SERVER_LOG).size;
  const buffer = Buffer.alloc(Math.max(0, size - offset));
  const file = openSync(SERVER_LOG, 'r');
  try {
    readSync(file, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(file);
  }
  return buffer.toString('utf8').split('\n').filter(Boolean);
}

const spellings = (number: string) => [number, number.replace(/\s+/g, '')];

test('en-US: the card number goes to the processor only, never to the storefront, the API or the logs', async ({ page }) => {
  expect(SERVER_LOG, 'E2E_SERVER_LOG names the servers\' log').toBeTruthy();
  const who = guest('card-numbers');
  await addToCart(page, 'en', '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout');
  await checkOut(page, 'en', who);
  await expect(page.locator('iframe[name="hosted-card-fields"]')).toHaveAttribute('src', new RegExp(`^${PROCESSOR}/hosted-fields\\?`));

  const offset = logSize();
  const requests = recordRequests(page);
  await fillCard(page, 'en', { number: CARD, ...DALLAS }, false);
  await payButton(page, 'en').click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'checkout.thankYou.title', { name: who.firstName }) })).toBeVisible();

  // The capture works: it holds the card payment, with the processor's token.
  const payment = requests.find((request) => request.method === 'POST' && request.url.endsWith('/payment/card'));
  expect(payment, requests.map((request) => `${request.method} ${request.url}`).join('\n')).toBeTruthy();
  expect(payment!.url.startsWith(API)).toBe(true);
  expect(JSON.parse(payment!.body)).toMatchObject({ token: expect.any(String), cardholderName: 'Ada Pitmaster' });
  const log = logLinesSince(offset);
  expect(log.some((line) => line.includes('/payment/card')), 'the API logged the card payment request').toBe(true);

  for (const spelling of spellings(CARD)) {
    for (const request of requests) {
      expect(`${request.method} ${request.url} ${request.headers} ${request.body}`, `a request to Hickory carried ${spelling}`).not.toContain(spelling);
    }
    expect(log.filter((line) => line.includes(spelling)), `log lines carrying ${spelling}`).toEqual([]);
  }
});

test('fr-CA: a refused card detail is said in the processor\'s frame, in French; a declined card on the page', async ({ page }) => {
  const who = guest('card-fields-fr');
  await addToCart(page, 'fr', '/ca/fr/quote/everyday/montreal-plateau/meats-by-the-pound/pulled-pork-lb?type=carryout');
  await expectLang(page, 'fr-CA');
  await checkOut(page, 'fr', who);
  await expect(page.getByTitle(text('fr', 'checkout.payment.cardFields'))).toBeVisible();

  await fillCard(page, 'fr', { number: '4242 4242 4242 4242', ...MONTREAL }, true);
  await cardInput(page, 'fr', 'expiry').fill('13/30');
  await payButton(page, 'fr').click();
  await expect(page.getByRole('alert').filter({ hasText: text('fr', 'checkout.payment.checkCard') })).toBeVisible();
  await expect(cardFrame(page).getByText(hostedFieldsTexts('fr').errors.expiry_month)).toBeVisible();
  await expect(cardInput(page, 'fr', 'expiry')).toBeFocused();
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  await cardInput(page, 'fr', 'number').fill('4000 0000 0000 0002');
  await cardInput(page, 'fr', 'expiry').fill('12/34');
  await payButton(page, 'fr').click();
  await expect(page.getByRole('alert').filter({ hasText: text('fr', 'checkout.decline.card_declined') })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
});

test('ja-JP: a buyer pays a catering deposit by card, in Japanese', async ({ page, request }) => {
  const email = uniqueQuoteEmail();
  // An afternoon of its own: the other quote journeys fill the kitchen's noon slot of that day.
  const number = await requestQuote(request, email, { time: '15:30', daysAhead: 17 });
  const { deposit } = await sendEstimate(request, number);
  const link = quoteLinkOf(await mailTo(request, email, new RegExp(`^Your catering estimate for quote ${number}$`)));
  const amount = formatMoney(deposit, 'ja-jp', 'USD');

  await visit(page, `/jp/ja${link.pathname}${link.search}`);
  await expectLang(page, 'ja-JP');
  await page.getByRole('button', { name: text('ja', 'catering.quote.accept') }).click();
  await page.getByRole('link', { name: text('ja', 'catering.quote.payDeposit', { amount }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('ja', 'catering.pay.title', { number: String(number) }) })).toBeVisible();
  await expect(page.getByTitle(text('ja', 'checkout.payment.cardFields'))).toBeVisible();
  await fillCard(page, 'ja', { number: '4242 4242 4242 4242', ...DALLAS }, false);
  await expect(payButton(page, 'ja')).toHaveText(text('ja', 'checkout.payment.pay', { amount }));
  await payButton(page, 'ja').click();

  await expect(page.getByRole('heading', { level: 1, name: text('ja', 'catering.quote.title', { number: String(number) }) })).toBeVisible();
  await expect(page.getByText(text('ja', 'catering.quote.amountPaid'), { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(amount);
});
