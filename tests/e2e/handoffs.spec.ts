/**
 * Handoff journeys: a signed-in diner orders curbside with a saved vehicle, pays, presses
 * "I'm here" on the order page, and the store's console shows the arrival with the vehicle;
 * a dine-in order with a table number; a handoff the store lacks is refused with a clear
 * message. In en-US (Dallas Lower Greenville) and fr-CA (Montréal Plateau).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { fillCard, guest, payButton } from './support/checkout';
import { expectLang, visit } from './support/pages';
import { signInStaff } from './support/staff';
import { text, type Language } from './support/text';

const API = process.env.E2E_API_URL ?? 'http://localhost:4100';

type Market = {
  lang: Language;
  locale: string;
  prefix: string;
  store: string;
  itemPath: string;
  canada: boolean;
  card: { number: string; address: string; city: string; region: string; postal: string };
};

const EN_US: Market = {
  lang: 'en',
  locale: 'en-US',
  prefix: '',
  store: 'dallas-lower-greenville',
  itemPath: 'desserts/banana-pudding',
  canada: false,
  card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' },
};
const FR_CA: Market = {
  lang: 'fr',
  locale: 'fr-CA',
  prefix: '/ca/fr',
  store: 'montreal-plateau',
  itemPath: 'meats-by-the-pound/pulled-pork-lb',
  canada: true,
  card: { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' },
};

/** Item page → Add to cart → the cart. */
async function addToCart(page: Page, market: Market, type: string) {
  await visit(page, `${market.prefix}/quote/everyday/${market.store}/${market.itemPath}?type=${type}`);
  await page.getByRole('button', { name: text(market.lang, 'ordering.item.addToCart') }).click();
  await page.getByRole('link', { name: text(market.lang, 'ordering.item.viewCart') }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: text(market.lang, 'checkout.cart.title') })).toBeVisible();
}

/** The first time offered, the form's own handoff fields, then payment by card and the thank-you page. */
async function chooseTimeAndPay(page: Page, market: Market, fillHandoff: () => Promise<void>) {
  const { lang } = market;
  const time = page.getByLabel(text(lang, 'checkout.handoff.time'), { exact: true });
  const firstTime = await time.locator('option').nth(1).getAttribute('value');
  await time.selectOption(firstTime ?? '');
  await fillHandoff();
  await page.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.payment.title') })).toBeVisible();
  await fillCard(page, lang, market.card, market.canada);
  await payButton(page, lang).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
}

async function orderOf(page: Page, request: APIRequestContext) {
  const orderId = /\/order\/([^/]+)\/summary/.exec(page.url())![1]!;
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((cookie) => cookie.name === 'orderToken')?.value ?? '');
  const jwt = cookies.find((cookie) => cookie.name === 'jwt_token')?.value;
  const headers: Record<string, string> = { 'x-order-token': token, ...(jwt ? { authorization: `Bearer ${decodeURIComponent(jwt)}` } : {}) };
  const answer = await request.get(`${API}/online-ordering/orders/${orderId}`, { headers });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as {
    number: string;
    timeslot: { date: string; asap: boolean } | null;
    location: { timeZone: string };
    handoffDetails: { handoff: string; tableNumber: number | null; arrivedAt: string | null; vehicle: { make: string } | null };
  };
}

/** A signed-in diner with one saved vehicle. */
async function dinerWithVehicle(page: Page, request: APIRequestContext, market: Market) {
  const email = uniqueEmail(`curbside-${market.lang}`);
  await createAccount(request, email, market.locale.toLowerCase());
  await signIn(page, market.lang, market.prefix, email, PASSWORD);
  // Signing in leads away from the login page: wait for it before going on.
  await expect(page).not.toHaveURL(/\/login/);
  await page.waitForLoadState('load');
  await expect(async () => {
    const jwt = (await page.context().cookies()).find((cookie) => cookie.name === 'jwt_token')?.value;
    expect(jwt).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  const jwt = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'jwt_token')!.value);
  const saved = await request.post(`${API}/online-ordering/my-vehicles`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: { make: 'Ford', model: 'F-150', colour: market.lang === 'fr' ? 'Rouge' : 'Red' },
  });
  expect(saved.status()).toBe(201);
}

function storeToday(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

async function curbsideJourney(page: Page, request: APIRequestContext, market: Market) {
  const { lang } = market;
  await dinerWithVehicle(page, request, market);
  await addToCart(page, market, 'curbside');
  await expectLang(page, market.locale);
  await expect(page.getByText(text(lang, 'ordering.handoff.curbside')).first()).toBeVisible();
  await page.getByRole('link', { name: text(lang, 'checkout.cart.checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: text(lang, 'handoffs.vehicle.title') })).toBeVisible();
  const saved = page.getByLabel(text(lang, 'handoffs.vehicle.saved'));
  await expect(saved).toHaveValue(/^\d+$/);
  await expect(saved.locator('option:checked')).toHaveText(
    text(lang, 'handoffs.vehicle.line', { make: 'Ford', model: 'F-150', colour: lang === 'fr' ? 'Rouge' : 'Red' }),
  );
  await chooseTimeAndPay(page, market, async () => undefined);

  const order = await orderOf(page, request);
  expect(order.handoffDetails).toMatchObject({ handoff: 'curbside', vehicle: { make: 'Ford' }, arrivedAt: null });
  await expect(page.getByText(text(lang, 'handoffs.park', { instructions: '' }).trim().replace(/\s*:$/, ''), { exact: false })).toBeVisible();
  const orderDay = order.timeslot?.date ?? storeToday(order.location.timeZone);
  if (orderDay !== storeToday(order.location.timeZone)) {
    // The first time offered is on a later day: the button waits for that day.
    await expect(page.getByText(text(lang, 'handoffs.arrive.notYet', { date: orderDay }))).toBeVisible();
    return { order, arrived: false };
  }
  await page.getByRole('button', { name: text(lang, 'handoffs.arrive.button') }).click();
  await expect(page.getByRole('status').filter({ hasText: text(lang, 'handoffs.arrive.done') })).toBeVisible();
  await expect(page.getByRole('button', { name: text(lang, 'handoffs.arrive.button') })).toHaveCount(0);
  expect((await orderOf(page, request)).handoffDetails.arrivedAt).toEqual(expect.any(String));
  // After a reload the page still knows: the arrival was told once.
  await page.reload();
  await expect(page.getByText(text(lang, 'handoffs.arrive.done'))).toBeVisible();
  return { order, arrived: true };
}

test.describe('handoffs', () => {
  test('en-US: curbside with a saved vehicle, "I\'m here", and the store\'s console shows the arrival', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    const { order, arrived } = await curbsideJourney(page, request, EN_US);

    const staffContext = await browser.newContext({ baseURL });
    const staff = await staffContext.newPage();
    await signInStaff(staff, 'en');
    if (order.timeslot && !order.timeslot.asap) await visit(staff, `/staff?date=${order.timeslot.date}`);
    const card = staff.getByRole('article', { name: text('en', 'staff.order.number', { number: order.number }) });
    await expect(card).toContainText(text('en', 'handoffs.staff.label.4'));
    await expect(card).toContainText(text('en', 'handoffs.vehicle.line', { make: 'Ford', model: 'F-150', colour: 'Red' }));
    if (arrived) await expect(card.getByTestId('arrival')).toContainText(text('en', 'handoffs.staff.arrived', { time: '' }).trim());
    else await expect(card.getByTestId('arrival')).toHaveText(text('en', 'handoffs.staff.waiting'));
    await staffContext.close();
  });

  test('fr-CA: commande à l’auto avec un véhicule enregistré et « Je suis arrivé »', async ({ page, request }) => {
    test.setTimeout(120_000);
    await curbsideJourney(page, request, FR_CA);
  });

  for (const market of [EN_US, FR_CA]) {
    test(`${market.locale}: a dine-in order takes a table number`, async ({ page, request }) => {
      const { lang } = market;
      const who = guest(`dinein-${lang}`);
      await addToCart(page, market, 'dine-in');
      await page.getByRole('link', { name: text(lang, 'checkout.cart.checkout') }).click();
      await page.getByLabel(text(lang, 'checkout.guest.firstName')).fill(who.firstName);
      await page.getByLabel(text(lang, 'checkout.guest.lastName')).fill(who.lastName);
      await page.getByLabel(text(lang, 'checkout.guest.email')).fill(who.email);
      await page.getByLabel(text(lang, 'checkout.guest.phone')).fill(who.phone);
      const table = page.getByLabel(text(lang, 'handoffs.table.label'));
      await table.fill('0');
      await page.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
      await expect(page.getByText(text(lang, 'handoffs.table.invalid', { min: '1', max: '999' }))).toBeVisible();
      await chooseTimeAndPay(page, market, async () => {
        await table.fill('12');
      });
      await expect(page.getByText(text(lang, 'handoffs.table.value', { table: '12' }))).toBeVisible();
      expect((await orderOf(page, request)).handoffDetails).toMatchObject({ handoff: 'dine-in', tableNumber: 12 });
    });

    test(`${market.locale}: a handoff the store does not offer is refused with a clear message`, async ({ page }) => {
      const { lang } = market;
      await visit(page, `${market.prefix}/quote/everyday/${market.store}/${market.itemPath}?type=drive-through`);
      await page.getByRole('button', { name: text(lang, 'ordering.item.addToCart') }).click();
      const refusal = text(lang, 'handoffs.error.handoff_not_offered', { handoff: 'drive-through' });
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: refusal })).toBeVisible();
      await expect(page.getByRole('link', { name: text(lang, 'ordering.item.viewCart') })).toHaveCount(0);
    });
  }

  test('en-US: the start dialog offers curbside, and the finder lists only the stores offering it', async ({ page }) => {
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('button', { name: text('en', 'shell.orderNow') }).first().click();
    const dialog = page.getByRole('dialog', { name: text('en', 'ordering.start.titleOrder') });
    await expect(dialog.getByRole('button', { name: text('en', 'ordering.handoff.dine-in') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: text('en', 'ordering.handoff.drive-through') })).toBeVisible();
    await dialog.getByRole('button', { name: text('en', 'ordering.handoff.curbside') }).click();
    await expect(page).toHaveURL(/\/quote\/everyday\?type=curbside$/);
    await expect(page.getByRole('radio', { name: text('en', 'ordering.handoff.curbside') })).toBeChecked();
    await page.getByLabel(text('en', 'ordering.finder.searchLabel')).fill('75206');
    await page.getByRole('button', { name: text('en', 'ordering.finder.search') }).click();
    const results = page.getByTestId('store-handoffs');
    await expect(results.first()).toBeVisible();
    for (const list of await results.all()) await expect(list).toContainText(text('en', 'ordering.handoff.curbside'));
  });
});
