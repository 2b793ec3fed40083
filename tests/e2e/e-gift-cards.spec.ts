/**
 * E-gift cards (en-US, fr-CA): a diner follows the footer's E-Gift Cards link to our buying page,
 * buys a $100 card for a friend to arrive two days later (the email in French for the fr-CA
 * diner) and pays by card in the processor's frame. Nothing reaches the friend before the day;
 * the delivery job, run as of that day (the demo's dev endpoint), emails the number and PIN, read
 * here from the demo outbox. The friend then orders and pays the whole order with that card.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addToCart, checkOut, guest, typeCard } from './support/checkout';
import { visit } from './support/pages';
import { text, type Language } from './support/text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;

// The delivery run sends every card due as of its day, the other market's too: one at a time, so
// neither journey's run sends the other's card before its "nothing yet" check.
test.describe.configure({ mode: 'serial' });

type Market = { lang: Language; home: string; page: string; footerLink: string; canada: boolean; itemPath: string; billing: { address: string; city: string; region: string; postal: string } };

const MARKETS: Record<'en-US' | 'fr-CA', Market> = {
  'en-US': {
    lang: 'en',
    home: '/',
    page: '/e-gift-cards',
    footerLink: 'E-Gift Cards',
    canada: false,
    itemPath: '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout',
    billing: { address: '100 Congress Ave', city: 'Austin', region: 'TX', postal: '78701' },
  },
  'fr-CA': {
    lang: 'fr',
    home: '/ca/fr',
    page: '/ca/fr/e-gift-cards',
    footerLink: 'Cartes-cadeaux électroniques',
    canada: true,
    itemPath: '/ca/fr/quote/everyday/montreal-plateau/meats-by-the-pound/pulled-pork-lb?type=carryout',
    billing: { address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' },
  },
};

function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function mailsTo(request: APIRequestContext, email: string): Promise<{ subject: string; text: string }[]> {
  const outbox = await request.get(`${API}/dev/outbox?pageSize=100`);
  expect(outbox.ok()).toBe(true);
  const { data } = (await outbox.json()) as { data: { to: string; subject: string; text: string }[] };
  return data.filter((mail) => mail.to.includes(email));
}

async function deliverAsOf(request: APIRequestContext, now: string): Promise<void> {
  const run = await request.post(`${API}/dev/e-gift-card-delivery`, { data: { now } });
  expect(run.status(), await run.text()).toBe(200);
}

async function buyCard(page: Page, market: Market, friend: { name: string; email: string }, buyer: { name: string; email: string }): Promise<string> {
  const { lang } = market;
  await visit(page, market.home);
  await page.getByRole('contentinfo').getByRole('link', { name: market.footerLink, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${market.page}$`));
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'eGiftCards.title') })).toBeVisible();

  await page.getByLabel(text(lang, 'eGiftCards.form.amount')).selectOption('100.00');
  await page.getByLabel(text(lang, 'eGiftCards.form.recipientName')).fill(friend.name);
  await page.getByLabel(text(lang, 'eGiftCards.form.recipientEmail')).fill(friend.email);
  await page.getByLabel(text(lang, 'eGiftCards.form.message')).fill('Joyeux anniversaire / Happy birthday!');
  const date = page.getByLabel(text(lang, 'eGiftCards.form.deliverOn'));
  const day = dayAfter((await date.getAttribute('min'))!, 2);
  await date.fill(day);
  await page.getByLabel(text(lang, 'eGiftCards.form.language')).selectOption(lang);
  await page.getByLabel(text(lang, 'eGiftCards.form.senderName')).fill(buyer.name);
  await page.getByLabel(text(lang, 'eGiftCards.form.senderEmail')).fill(buyer.email);
  await typeCard(page, lang, '4242 4242 4242 4242');
  await page.getByLabel(text(lang, 'checkout.payment.cardholderName')).fill(buyer.name);
  await page.getByLabel(text(lang, 'checkout.payment.address')).fill(market.billing.address);
  await page.getByLabel(text(lang, 'checkout.payment.city')).fill(market.billing.city);
  await page.getByLabel(text(lang, market.canada ? 'checkout.payment.province' : 'checkout.payment.state'), { exact: true }).fill(market.billing.region);
  await page.getByLabel(text(lang, market.canada ? 'checkout.payment.postalCode' : 'checkout.payment.zip'), { exact: true }).fill(market.billing.postal);
  await page.getByRole('button', { name: new RegExp(`^${text(lang, 'eGiftCards.form.buyAmount', { amount: 'AMOUNT' }).split('AMOUNT')[0]}`) }).click();
  await expect(page.getByRole('heading', { name: text(lang, 'eGiftCards.bought.title') })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(friend.email, { exact: false })).toBeVisible();
  return day;
}

for (const [tag, market] of Object.entries(MARKETS)) {
  test(`${tag}: an e-gift card is bought, emailed on its day, and pays an order`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { lang } = market;
    const stamp = `${tag.toLowerCase()}.${Date.now()}`;
    const friend = { name: 'Grace Hopper', email: `grace.egift.${stamp}@example.com` };
    const buyer = { name: 'Ada Lovelace', email: `ada.egift.${stamp}@example.com` };
    const day = await buyCard(page, market, friend, buyer);

    // The buyer has a receipt; the friend has nothing until the day, even when the job runs the day before.
    await expect.poll(async () => (await mailsTo(request, buyer.email)).length).toBe(1);
    await deliverAsOf(request, `${dayAfter(day, -1)}T12:00:00Z`);
    expect(await mailsTo(request, friend.email)).toHaveLength(0);

    // On the day, the job sends the card in the language the buyer chose.
    await deliverAsOf(request, `${day}T12:00:00Z`);
    const [card] = await mailsTo(request, friend.email);
    expect(card, 'no e-gift card email').toBeTruthy();
    expect(card!.subject).toContain(lang === 'fr' ? 'carte-cadeau électronique' : 'e-gift card');
    const number = /(\d{4} \d{4} \d{4} \d{4})/.exec(card!.text)?.[1];
    const pin = /(?:PIN|NIP)\s?: (\d{6})/.exec(card!.text)?.[1];
    expect(number && pin, card!.text).toBeTruthy();

    // The friend orders and pays the whole order with the card.
    await addToCart(page, lang, market.itemPath);
    await checkOut(page, lang, { ...guest(`egift-${tag}`), firstName: 'Grace', lastName: 'Hopper', email: friend.email });
    await page.getByRole('radio', { name: text(lang, 'checkout.payment.method.giftcard') }).check();
    await page.getByLabel(text(lang, 'checkout.payment.giftCardNumber')).fill(number!);
    await page.getByLabel(text(lang, 'checkout.payment.giftCardPin')).fill(pin!);
    await page.getByRole('button', { name: text(lang, 'checkout.payment.applyGiftCard') }).click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.thankYou.title', { name: 'Grace' }) })).toBeVisible();
  });
}
