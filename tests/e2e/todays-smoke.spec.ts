/**
 * Today's smoke, in en-US at The Heights (Houston) and fr-CA at ByWard Market (Ottawa, 100 g
 * entered in kilograms): the brand admin enters the morning's brisket
 * in the console, one unit of sale more than orders already took (a pound; a market table, so a
 * metric market's 100 g entered in kilograms can join it), and has the menu say what is left at any
 * share; a diner sees "1 lb left today" on the brisket's page and buys it; the menu then says
 * "Sold out today", and the brisket's page offers it from tomorrow's smoke instead: the checkout
 * offers tomorrow's times only, the diner pays, and tomorrow's board counts the reservation.
 * No other journey orders brisket at The Heights or ByWard Market; the end gives it plenty of brisket today
 * and its usual threshold back.
 */
import { expect, request as newRequestContext, test, type Page } from '@playwright/test';
import { addToCart, checkOut, fillCard, guest, payButton } from './support/checkout';
import { visit } from './support/pages';
import { openConsoleSignedIn, sharedStaffToken } from './support/staff';
import { formatWeight } from '../../domain/menu/weight-units';
import { text, type Language } from './support/text';

const API = process.env.E2E_API_URL ?? 'http://localhost:4100';
const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

/**
 * Noon of the store's own today, for the diner's demo clock (the hickory_clock cookie): the store
 * is open and the diner's today is the console's, whatever the hour the journey runs (late in the
 * evening the first time offered would be tomorrow's, and today's smoke would never sell out).
 */
function storeNoon(timeZone: string, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const noonUtc = new Date(`${today}T12:00:00Z`);
  const wall = (zone: string) => new Date(noonUtc.toLocaleString('en-US', { timeZone: zone })).getTime();
  return new Date(noonUtc.getTime() - (wall(timeZone) - wall('UTC'))).toISOString();
}

type Market = {
  label: string;
  lang: Language;
  prefix: string;
  store: string;
  slug: string;
  brisket: string;
  /** The console's entry unit, one unit of sale in it, and that unit of sale as the page writes it. */
  unit: 'lb' | 'kg';
  timeZone: string;
  step: number;
  oneUnit: string;
  card: { number: string; address: string; city: string; region: string; postal: string };
  canada: boolean;
};

const MARKETS: Market[] = [
  {
    label: 'en-US', lang: 'en', prefix: '', store: 'The Heights', slug: 'houston-heights', brisket: 'Beef Brisket', unit: 'lb', timeZone: 'America/Chicago', step: 1,
    oneUnit: formatWeight({ amount: 1, unit: 'pound' }, 'en'),
    card: { number: '4242 4242 4242 4242', address: '1130 Yale St', city: 'Houston', region: 'TX', postal: '77008' }, canada: false,
  },
  // A store that sells every day: the last 100 g must be bought for today. (Sainte-Foy, first
  // chosen, closes on Mondays: there the checkout's first time is tomorrow's, the purchase draws
  // tomorrow's smoke, and today's never reaches "Épuisé aujourd'hui".)
  {
    label: 'fr-CA', lang: 'fr', prefix: '/ca/fr', store: 'ByWard Market', slug: 'ottawa-byward-market', brisket: 'Poitrine de bœuf', unit: 'kg', timeZone: 'America/Toronto', step: 0.1,
    oneUnit: formatWeight({ amount: 100, unit: 'gram' }, 'fr'),
    card: { number: '4242 4242 4242 4242', address: '55 York St', city: 'Ottawa', region: 'ON', postal: 'K1N 5T1' }, canada: true,
  },
];

/** Reloads the diner's page until `shown` is visible: the menu read is checked against its version about once a second. */
async function reloadUntil(page: Page, path: string, shown: () => ReturnType<Page['getByText']>) {
  await expect(async () => {
    await visit(page, path);
    await expect(shown()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Pays the diner's cart by card with the time the checkout offers first: the thank-you page follows. */
async function payCart(page: Page, market: Market) {
  await fillCard(page, market.lang, market.card, market.canada);
  await payButton(page, market.lang).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
}

for (const market of MARKETS) {
  const { lang, prefix, store: STORE, brisket: BRISKET } = market;
  const MENU = `${prefix}/quote/everyday/${market.slug}?type=carryout`;
  const BRISKET_PAGE = `${prefix}/quote/everyday/${market.slug}/meats-by-the-pound/beef-brisket-lb?type=carryout`;
  const brisketCard = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BRISKET, exact: true }) }).first();

  test(`brisket sells down to "Sold out today" and is then reserved from tomorrow's smoke (${market.label})`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await openConsoleSignedIn(page, lang, prefix);
    await visit(page, `${prefix}/staff/smoke`);
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'smoke.console.title') })).toBeVisible();
    await page.getByRole('combobox', { name: text(lang, 'smoke.console.store'), exact: true }).selectOption({ label: STORE });
    await page.getByRole('button', { name: text(lang, 'smoke.console.store'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: STORE })).toBeVisible();
    const storeId = new URL(page.url()).searchParams.get('store');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: BRISKET }) });
    const amount = row.getByLabel(text(lang, 'smoke.console.amountOf', { item: BRISKET, unit: text(lang, `smoke.unit.${market.unit}`) }));
    const drawn = Number(await row.getByRole('cell').nth(1).innerText());
    const entered = String(Math.round((drawn + market.step) * 10) / 10);
    const diner = await browser.newPage();
    await diner.context().addCookies([{ name: 'hickory_clock', value: storeNoon(market.timeZone), url: BASE_URL }]);
    try {
      // The morning's brisket: one unit of sale more than orders already took today.
      await amount.fill(entered);
      await row.getByRole('button', { name: text(lang, 'smoke.console.save') }).click();
      await expect(page.getByRole('status').filter({ hasText: `${entered} ${market.unit}` })).toBeVisible();
      await page.getByLabel(text(lang, 'smoke.console.lowPercent')).fill('100');
      await page.getByRole('button', { name: text(lang, 'smoke.console.lowPercentSave') }).click();
      await expect(page.getByRole('status').filter({ hasText: text(lang, 'smoke.console.lowPercentSaved', { percent: '100' }) })).toBeVisible();

      // A diner sees the last pound and buys it.
      await reloadUntil(diner, BRISKET_PAGE, () => diner.getByText(text(lang, 'smoke.left.weight', { weight: market.oneUnit })));
      await addToCart(diner, lang, BRISKET_PAGE);
      await checkOut(diner, lang, guest(`smoke-${lang}`));
      await payCart(diner, market);

      // Sold out today: the menu says so, and the page offers tomorrow's smoke.
      await reloadUntil(diner, MENU, () => brisketCard(diner).getByText(text(lang, 'smoke.soldOutToday'), { exact: true }));
      await reloadUntil(diner, BRISKET_PAGE, () => diner.getByText(text(lang, 'smoke.reserveNote')));
      await diner.getByRole('button', { name: text(lang, 'smoke.reserveTomorrow') }).click();
      await diner.getByRole('link', { name: text(lang, 'ordering.item.viewCart') }).first().click();
      await expect(diner.getByRole('heading', { level: 1, name: text(lang, 'checkout.cart.title') })).toBeVisible();

      // The checkout offers tomorrow's times only.
      const board = await page.getByRole('navigation', { name: text(lang, 'smoke.console.day') }).innerText();
      const [today, tomorrow] = [...board.matchAll(/\((\d{4}-\d{2}-\d{2})\)/g)].map((match) => match[1]!);
      await diner.getByRole('link', { name: text(lang, 'checkout.cart.checkout') }).click();
      const days = diner.getByLabel(text(lang, 'checkout.handoff.date'), { exact: true });
      await expect(days.locator('option').nth(1)).toHaveAttribute('value', tomorrow!);
      await expect(days.locator(`option[value="${today}"]`)).toHaveCount(0);
      const who = guest(`smoke-tomorrow-${lang}`);
      await diner.getByLabel(text(lang, 'checkout.guest.firstName')).fill(who.firstName);
      await diner.getByLabel(text(lang, 'checkout.guest.lastName')).fill(who.lastName);
      await diner.getByLabel(text(lang, 'checkout.guest.email')).fill(who.email);
      await diner.getByLabel(text(lang, 'checkout.guest.phone')).fill(who.phone);
      const time = diner.getByLabel(text(lang, 'checkout.handoff.time'), { exact: true });
      await time.selectOption((await time.locator('option').nth(1).getAttribute('value')) ?? '');
      await diner.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
      await expect(diner.getByRole('heading', { level: 1, name: text(lang, 'checkout.payment.title') })).toBeVisible();
      await payCart(diner, market);

      // Tomorrow's board counts the reservation.
      await visit(page, `${prefix}/staff/smoke?store=${storeId}&day=tomorrow`);
      await expect(Number(await row.getByRole('cell').nth(1).innerText())).toBeGreaterThanOrEqual(market.step);
    } finally {
      await diner.close();
      // Plenty of brisket today again, and the usual threshold.
      const api = await newRequestContext.newContext({ baseURL: API, extraHTTPHeaders: { authorization: `Bearer ${await sharedStaffToken()}` } });
      try {
        const answer = await api.get(`/online-ordering/admin/smoke/stores/${storeId}`);
        const { today } = (await answer.json()) as { today: string };
        await api.put(`/online-ordering/admin/smoke/stores/${storeId}/items/${await brisketId(api, storeId!, BRISKET)}/days/${today}`, { data: { amount: '10000' } });
        await api.put(`/online-ordering/admin/smoke/stores/${storeId}/threshold`, { data: { percent: 25 } });
      } finally {
        await api.dispose();
      }
    }
  });
}

async function brisketId(api: Awaited<ReturnType<typeof newRequestContext.newContext>>, storeId: string, brisket: string): Promise<number> {
  // The admin API answers in English unless asked: the seeded brisket's English title.
  const { meats } = (await (await api.get(`/online-ordering/admin/smoke/stores/${storeId}`)).json()) as { meats: { itemId: number; title: string }[] };
  return meats.find((meat) => meat.title === brisket || meat.title === 'Beef Brisket')!.itemId;
}
