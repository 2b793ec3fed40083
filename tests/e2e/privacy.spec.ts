/**
 * Privacy journeys:
 *  - en-US and fr-CA: a diner who paid an order asks for their data (to know under the CCPA, access under Canada's law), confirms through the
 *    emailed link, downloads the export, and finds their order in it;
 *  - the do-not-sell form opts the email and the browser out: no analytics event from then on;
 *  - a browser sending Global Privacy Control (Sec-GPC: 1) is opted out with no form: the page
 *    says so and no analytics event is sent, while a browser without it still sends page views;
 *  - a brand admin reads the requests with their due dates and outcomes in the staff console.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailTo } from './support/catering';
import { addToCart, checkOut, fillCard, guest, payButton, type Card } from './support/checkout';
import { expectLang, visit } from './support/pages';
import { openConsoleSignedIn } from './support/staff';
import { text, type Language } from './support/text';

type Market = { lang: Language; prefix: string; htmlLang: string; itemPath: string; card: Card; canada: boolean };

const MARKETS: Market[] = [
  {
    lang: 'en',
    prefix: '',
    htmlLang: 'en-US',
    itemPath: '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout',
    card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' },
    canada: false,
  },
  {
    lang: 'fr',
    prefix: '/ca/fr',
    htmlLang: 'fr-CA',
    itemPath: '/ca/fr/quote/everyday/montreal-plateau/meats-by-the-pound/pulled-pork-lb?type=carryout',
    card: { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' },
    canada: true,
  },
];

const pageViews = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'page_view').length);

/** A paid carryout order as a guest; its number as the thank-you page shows it. */
async function paidOrder(page: Page, market: Market, who: ReturnType<typeof guest>): Promise<string> {
  await addToCart(page, market.lang, market.itemPath);
  await checkOut(page, market.lang, who);
  await fillCard(page, market.lang, market.card, market.canada);
  await payButton(page, market.lang).click();
  const shown = page.getByText(new RegExp(text(market.lang, 'checkout.thankYou.orderNumber', { number: '\\S+' })));
  await expect(shown).toBeVisible();
  return /(\d+)\s*$/.exec((await shown.textContent()) ?? '')?.[1] ?? '';
}

async function confirmLinkIn(request: APIRequestContext, email: string, lang: Language): Promise<string> {
  const subject = lang === 'fr' ? /Confirmez votre demande/ : /Confirm your privacy request/;
  const mail = await mailTo(request, email, subject);
  const link = /https?:\/\/\S+\/contact\/ccpa-privacy-form\/confirm\?request=[0-9a-f-]+&token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'no confirmation link in the mail').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

for (const market of MARKETS) {
  test(`${market.htmlLang}: a diner asks for their data, confirms by email and downloads an export holding their order`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const who = guest(`privacy-${market.lang}`);
    const number = await paidOrder(page, market, who);
    expect(number).not.toBe('');

    await visit(page, `${market.prefix}/contact/ccpa-privacy-form`);
    await expectLang(page, market.htmlLang);
    const form = page.getByRole('form', { name: text(market.lang, 'privacy.ccpa.formLabel') });
    // Sent empty, the form says what is missing and puts the cursor on the first field.
    await form.getByRole('button', { name: text(market.lang, 'privacy.ccpa.submit') }).click();
    await expect(form.getByText(text(market.lang, 'privacy.error.privacy_request_type_required'))).toBeVisible();
    await expect(form.getByLabel(text(market.lang, 'privacy.ccpa.requestType'))).toBeFocused();

    await form.getByLabel(text(market.lang, 'privacy.ccpa.requestType')).selectOption(market.canada ? 'access' : 'know');
    await form.getByLabel(text(market.lang, 'privacy.ccpa.requestorType')).selectOption('consumer');
    await form.getByLabel(text(market.lang, 'survey.firstName'), { exact: true }).fill(who.firstName);
    await form.getByLabel(text(market.lang, 'survey.lastName'), { exact: true }).fill(who.lastName);
    await form.getByLabel(text(market.lang, 'survey.email'), { exact: true }).fill(who.email);
    await form.getByRole('button', { name: text(market.lang, 'privacy.ccpa.submit') }).click();
    await expect(page.getByRole('heading', { name: text(market.lang, 'privacy.ccpa.successTitle') })).toBeVisible();
    await expect(page.getByText(text(market.lang, 'privacy.ccpa.successSent', { email: who.email }))).toBeVisible();

    await visit(page, await confirmLinkIn(request, who.email, market.lang));
    await expectLang(page, market.htmlLang);
    await page.getByRole('button', { name: text(market.lang, 'privacy.confirm.submit') }).click();
    await expect(page.getByRole('heading', { name: text(market.lang, 'privacy.confirm.doneTitle') })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: text(market.lang, 'privacy.confirm.download') }).click()]);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { email: string; orders: { number: number; contact: { email: string }; amounts: { total: string } }[] };
    expect(data.email).toBe(who.email.toLowerCase());
    expect(data.orders).toHaveLength(1);
    expect(String(data.orders[0]!.number)).toBe(number);
    expect(data.orders[0]!.contact.email).toBe(who.email);

    // The link works once: a second confirmation says it was already carried out.
    await page.reload();
    await page.getByRole('button', { name: text(market.lang, 'privacy.confirm.submit') }).click();
    await expect(page.getByRole('alert').filter({ hasText: text(market.lang, 'privacy.error.privacy_already_confirmed', { completedAt: '' }).trim() })).toBeVisible();
  });
}

test('en-US: the do-not-sell form opts the email and this browser out, and analytics stops', async ({ page, request }) => {
  await visit(page, '/contact/do-not-sell-my-personal-information');
  await expect(page.getByText(text('en', 'privacy.gpc.explain'))).toBeVisible();
  await expect.poll(() => pageViews(page)).toBeGreaterThan(0);

  const form = page.getByRole('form', { name: text('en', 'privacy.doNotSell.formLabel') });
  await form.getByRole('button', { name: text('en', 'privacy.doNotSell.submit') }).click();
  await expect(form.getByLabel(text('en', 'survey.firstName'))).toBeFocused();
  const email = `optout.${Date.now()}@example.com`;
  await form.getByLabel(text('en', 'survey.firstName')).fill('Ada');
  await form.getByLabel(text('en', 'survey.lastName')).fill('Pitmaster');
  await form.getByLabel(text('en', 'survey.email')).fill(email);
  await form.getByRole('button', { name: text('en', 'privacy.doNotSell.submit') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'privacy.doNotSell.successTitle') })).toBeVisible();
  await mailTo(request, email, /You opted out/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'privacyOptOut')?.value).toBe('form');

  await visit(page, '/contact/do-not-sell-my-personal-information');
  await expect(page.getByText(text('en', 'privacy.optedOut'))).toBeVisible();
  await visit(page, '/locations');
  await page.waitForLoadState('networkidle');
  expect(await pageViews(page)).toBe(0);
});

test.describe('a browser sending Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('fr-CA: is opted out with no form, the page says so, and no analytics event is sent', async ({ page }) => {
    await visit(page, '/ca/fr/contact/do-not-sell-my-personal-information');
    await expectLang(page, 'fr-CA');
    await expect(page.getByText(text('fr', 'privacy.gpc.honoured'))).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'privacyOptOut')?.value).toBe('gpc');
    await visit(page, '/ca/fr/locations');
    await page.waitForLoadState('networkidle');
    expect(await pageViews(page)).toBe(0);
  });
});

test('en-US: a brand admin reads the privacy requests with their due dates in the console', async ({ page, request }) => {
  const email = `listed.${Date.now()}@example.com`;
  const sent = await request.post(`${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering/survey-management/ccpa-privacy-request-form`, {
    data: { requestType: 'delete', requestorType: 'agent', agentName: 'Lex Counsel', firstName: 'Lee', lastName: 'Listed', email },
  });
  expect(sent.status()).toBe(201);
  const { dueAt } = (await sent.json()) as { dueAt: string };

  await openConsoleSignedIn(page, 'en');
  await page.getByRole('link', { name: text('en', 'privacy.staff.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'privacy.staff.title') })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(text('en', 'privacy.type.delete'));
  await expect(row).toContainText(text('en', 'privacy.staff.agent', { name: 'Lex Counsel' }));
  await expect(row).toContainText(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(dueAt)));
  await expect(row).toContainText(text('en', 'privacy.staff.status.awaitingConfirmation'));
});
