/**
 * Text alerts and running late, as people use them.
 * - A diner (en-US in Dallas, fr-CA in Montréal) ticks "text me when my order is ready" at checkout,
 *   reading the consent wording, and pays; the store's staff mark the order ready in the console's
 *   queue; the demo's sandbox outbox holds the text, in the diner's language, to the number given.
 * - A guest's order runs late (the demo's running-late run, as of instants past its promised time):
 *   the order page gives a new ready time, then past the threshold the apology coupon, exactly once;
 *   the staff queue shows the credit on the order.
 * - A diner who got a "ready" text replies STOP from their phone (the sandbox's inbound path,
 *   demo mode only), is told they will get no more texts, and their next order's "ready" text to
 *   the same number is kept back (opted out), never sent.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { formatInstantClock } from '../../domain/clock-format';
import { addToCart, fillCard, guest, payButton, type Card } from './support/checkout';
import { visit } from './support/pages';
import { DEMO_ADMIN, DEMO_STORE_STAFF, guestPaysAtDallas, signInStaff } from './support/staff';
import { text, type Language } from './support/text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;

type Diner = { lang: Language; prefix: string; itemPath: string; card: Card; canada: boolean; staffEmail: string; readyText: (number: string) => string };

const DINERS: Record<'en-US' | 'fr-CA', Diner> = {
  'en-US': {
    lang: 'en',
    prefix: '',
    itemPath: '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout',
    card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' },
    canada: false,
    staffEmail: DEMO_STORE_STAFF,
    readyText: (number) => `your order ${number} is ready for pickup at`,
  },
  'fr-CA': {
    lang: 'fr',
    prefix: '/ca/fr',
    itemPath: '/ca/fr/quote/everyday/montreal-plateau/desserts/banana-pudding?type=carryout',
    card: { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' },
    canada: true,
    // The brand admin sees every store, the Montréal one too.
    staffEmail: DEMO_ADMIN,
    readyText: (number) => `votre commande ${number} vous attend chez`,
  },
};

/** A mobile number of its own per run, written as the diner types it, and as texts are sent to it. */
function mobileNumber(areaCode: string): { typed: string; e164: string } {
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { typed: `(${areaCode}) 555-${line}`, e164: `+1${areaCode}555${line}` };
}

/** The order's id, token and slot, as the thank-you page holds them. */
async function orderOnPage(page: Page, request: APIRequestContext) {
  const orderId = /\/order\/([^/]+)\/summary/.exec(page.url())![1]!;
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'orderToken')?.value ?? '';
  const order = (await (await request.get(`${API}/orders/${orderId}`, { headers: { 'x-order-token': decodeURIComponent(token) } })).json()) as {
    number: number;
    location: { id: number };
    timeslot: { start: string; date: string; asap: boolean };
  };
  return { orderId, number: String(order.number), storeId: order.location.id, slot: order.timeslot };
}

/** Guest details, the text-alerts box and the first time offered, then on to payment (the next time when another journey filled it). */
async function checkOutWithTexts(page: Page, lang: Language, phone: string) {
  const who = guest(`texts-${lang}`);
  await page.getByRole('link', { name: text(lang, 'checkout.cart.checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.title') })).toBeVisible();
  await page.getByLabel(text(lang, 'checkout.guest.firstName')).fill(who.firstName);
  await page.getByLabel(text(lang, 'checkout.guest.lastName')).fill(who.lastName);
  await page.getByLabel(text(lang, 'checkout.guest.email')).fill(who.email);
  await page.getByLabel(text(lang, 'checkout.guest.phone')).fill(who.phone);

  const texts = page.getByRole('region', { name: text(lang, 'textAlerts.title') });
  // The wording says who texts, how often, that rates may apply, and how to stop, in the diner's language.
  await expect(texts).toContainText(lang === 'fr' ? 'Des frais de messagerie et de données peuvent s’appliquer' : 'Msg & data rates may apply');
  await expect(texts).toContainText(lang === 'fr' ? 'Répondez STOP' : 'Reply STOP');
  await texts.getByRole('checkbox', { name: text(lang, 'textAlerts.optIn.pickup') }).check();
  const number = page.getByLabel(text(lang, 'textAlerts.phone'));
  await number.fill('12');
  await page.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
  await expect(page.getByText(text(lang, 'textAlerts.phoneInvalid'))).toBeVisible();
  await number.fill(phone);

  const time = page.getByLabel(text(lang, 'checkout.handoff.time'), { exact: true });
  const payment = page.getByRole('heading', { level: 1, name: text(lang, 'checkout.payment.title') });
  const slotFull = page.getByText(text(lang, 'checkout.error.slotFull'));
  for (let choice = 1; ; choice += 1) {
    const offered = await time.locator('option').nth(choice).getAttribute('value');
    await time.selectOption(offered ?? '');
    await page.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
    if (choice === 3 || (await payment.waitFor({ timeout: 10_000 }).then(() => true, () => false))) break;
    await expect(slotFull).toBeVisible();
  }
  await expect(payment).toBeVisible();
}

/** The texts of an order in the sandbox outbox. */
async function textsOf(request: APIRequestContext, orderId: string) {
  const answer = await request.get(`${API}/dev/sms?orderId=${orderId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { to: string; body: string; kind: string; status: string }[] }).data;
}

/** The store's staff, in the console's queue, move the order to preparing, then ready. */
async function markReady(staffContext: BrowserContext, diner: Diner, order: { number: string; storeId: number; slot: { date: string } }) {
  const { lang, prefix } = diner;
  const staff = await staffContext.newPage();
  await signInStaff(staff, lang, prefix, diner.staffEmail);
  await visit(staff, `${prefix}/staff?store=${order.storeId}&date=${order.slot.date}`);
  const card = staff.getByRole('article', { name: text(lang, 'staff.order.number', { number: order.number }) });
  await card.getByRole('button', { name: text(lang, 'staff.action.preparing') }).click();
  await expect(card).toContainText(text(lang, 'staff.order.status', { status: text(lang, 'staff.status.preparing') }));
  await card.getByRole('button', { name: text(lang, 'staff.action.ready') }).click();
  await expect(card).toContainText(text(lang, 'staff.order.status', { status: text(lang, 'staff.status.ready') }));
  await staffContext.close();
}

for (const [locale, diner] of Object.entries(DINERS)) {
  test(`${locale}: a diner asks for a text at checkout and gets "ready" in their language when staff mark it ready`, async ({ page, browser, baseURL, request }) => {
    test.setTimeout(150_000);
    const { lang } = diner;
    const phone = mobileNumber(lang === 'fr' ? '514' : '214');
    await addToCart(page, lang, diner.itemPath);
    await checkOutWithTexts(page, lang, phone.typed);
    await fillCard(page, lang, diner.card, diner.canada);
    await payButton(page, lang).click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
    const { orderId, number, storeId, slot } = await orderOnPage(page, request);
    expect(await textsOf(request, orderId)).toEqual([]);

    await markReady(await browser.newContext({ baseURL }), diner, { number, storeId, slot });

    await expect(async () => {
      const texts = await textsOf(request, orderId);
      expect(texts).toHaveLength(1);
      expect(texts[0]).toMatchObject({ to: phone.e164, kind: 'ready' });
      expect(texts[0]!.body).toContain(diner.readyText(number));
    }).toPass({ timeout: 15_000 });
  });
}

test('en-US: a late order gives the diner a new time, then past the threshold one apology coupon, shown to staff', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const { orderId, number } = await guestPaysAtDallas(page, request, 'late');
  const { slot, storeId } = await orderOnPage(page, request);
  const promised = Date.parse(slot.start);
  const runAsOf = async (minutesLate: number) => {
    const run = await request.post(`${API}/dev/running-late`, { data: { now: new Date(promised + minutesLate * 60_000).toISOString(), locationId: storeId } });
    expect(run.status(), await run.text()).toBe(200);
  };
  const lateNotice = page.getByRole('region', { name: text('en', 'textAlerts.late.title') });

  // Within the brand's grace (10 minutes) nothing is said.
  await runAsOf(9);
  await page.reload();
  await expect(page.getByText(text('en', 'checkout.thankYou.orderNumber', { number }))).toBeVisible();
  await expect(lateNotice).toHaveCount(0);

  // Past it, the page gives a new ready time: 10 minutes after the run, on the next 5 minutes.
  await runAsOf(11);
  await page.reload();
  const fiveMinutes = 5 * 60_000;
  const newTime = formatInstantClock(Math.ceil((promised + 21 * 60_000) / fiveMinutes) * fiveMinutes, 'America/Chicago', 'en-us');
  await expect(lateNotice).toContainText(text('en', 'textAlerts.late.newTime', { time: newTime }));
  await expect(lateNotice).not.toContainText('SORRY-');

  // Past the second threshold (30 minutes), the guest gets a single-use coupon, once however often the job runs.
  await runAsOf(31);
  await runAsOf(45);
  await page.reload();
  await expect(lateNotice).toContainText(text('en', 'textAlerts.late.newTime', { time: newTime }));
  const coupon = lateNotice.getByText(/SORRY-[A-Z2-9]{8}/);
  await expect(coupon).toHaveCount(1);
  const code = /SORRY-[A-Z2-9]{8}/.exec(await coupon.innerText())![0];
  await expect(coupon).toHaveText(text('en', 'textAlerts.late.coupon', { percent: '15', code }));

  const outbox = await request.get(`${API}/dev/outbox?orderId=${orderId}`);
  const mails = ((await outbox.json()) as { data: { subject: string; text: string }[] }).data;
  expect(mails.filter((mail) => mail.subject === `Your order ${number} is running late`)).toHaveLength(1);
  const apologies = mails.filter((mail) => mail.subject === `Our apologies for order ${number}`);
  expect(apologies).toHaveLength(1);
  expect(apologies[0]!.text).toContain(code);

  // The store's staff see the credit on the order in their queue.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signInStaff(staff, 'en');
  await visit(staff, `/staff?date=${slot.date}`);
  const card = staff.getByRole('article', { name: text('en', 'staff.order.number', { number }) });
  await expect(card).toContainText(text('en', 'textAlerts.staff.creditCoupon', { code }));
  await staffContext.close();
});

test('en-US: a diner who replies STOP gets no more texts: their next order\'s "ready" is kept back', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const diner = DINERS['en-US'];
  const phone = mobileNumber('214');
  /** An order with texts to `phone`, paid, then marked ready by the store's staff. */
  const orderReady = async () => {
    await addToCart(page, 'en', diner.itemPath);
    await checkOutWithTexts(page, 'en', phone.typed);
    await fillCard(page, 'en', diner.card, diner.canada);
    await payButton(page, 'en').click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
    const order = await orderOnPage(page, request);
    await markReady(await browser.newContext({ baseURL }), diner, order);
    return order;
  };
  const repliesTo = async () => {
    const answer = await request.get(`${API}/dev/sms?pageSize=100`);
    return ((await answer.json()) as { data: { to: string; body: string; kind: string }[] }).data.filter((row) => row.to === phone.e164 && row.kind.startsWith('reply-'));
  };

  // Its "ready" text and how it went (a late-order journey beside this one may text the same order too).
  const readyText = async (orderId: string) =>
    (await textsOf(request, orderId)).filter((row) => row.kind === 'ready').map((row) => `${row.kind}:${row.status}`);

  // The first order's "ready" reaches the diner's phone.
  const first = await orderReady();
  await expect.poll(() => readyText(first.orderId)).toEqual(['ready:outbox']);

  // From that phone the diner replies STOP (the sandbox's phone, demo mode only), and is told there will be no more texts.
  const stop = await request.post(`${API}/dev/sms/inbound`, { data: { from: phone.e164, body: 'STOP' } });
  expect(stop.status(), await stop.text()).toBe(200);
  await expect.poll(async () => (await repliesTo()).map((row) => row.body).join(' ')).toContain('you will get no more texts from us');

  // The next order asks for texts to the same number: its "ready" is kept back, never sent.
  const second = await orderReady();
  await expect.poll(() => readyText(second.orderId)).toEqual(['ready:opted-out']);
});
