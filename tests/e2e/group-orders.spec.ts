/**
 * Group order journeys (en-US at Dallas Lower Greenville, fr-CA at Montréal Plateau): a host
 * starts a group order from the store's menu with a per-person limit and shares its link; three
 * guests, each on a phone of their own (a browser context each), type their name and add a
 * dessert through the item page, each seeing only their own items. The host sees everyone's
 * items by name, locks the group (a guest's late add is refused in words), pays through the
 * normal checkout, and the thank-you page names each guest; in en-US the staff queue ticket too.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkOut, fillCard, guest, payButton, type Card } from './support/checkout';
import { visit } from './support/pages';
import { signInStaff } from './support/staff';
import { text, type Language } from './support/text';

const API = process.env.E2E_API_URL ?? 'http://localhost:4100';
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Journey = {
  lang: Language;
  prefix: string;
  storeSlug: string;
  /** What the host page's heading names the store. */
  storeTitle: string;
  guests: { name: string; item: string }[];
  lateItem: string;
  card: Omit<Card, 'number'>;
  canada: boolean;
  /** Whether the store's staff (the demo Dallas account) check the queue ticket. */
  ticket: boolean;
};

const JOURNEYS: Journey[] = [
  {
    lang: 'en',
    prefix: '',
    storeSlug: 'dallas-lower-greenville',
    storeTitle: 'Lower Greenville',
    guests: [
      { name: 'Ana', item: 'Banana Pudding' },
      { name: 'Ben', item: 'Peach Cobbler' },
      { name: 'Cleo', item: 'Pecan Pie' },
    ],
    lateItem: 'Sweet Potato Pie',
    card: { address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' },
    canada: false,
    ticket: true,
  },
  {
    lang: 'fr',
    prefix: '/ca/fr',
    storeSlug: 'montreal-plateau',
    storeTitle: 'Plateau-Mont-Royal',
    guests: [
      { name: 'Amélie', item: 'Pouding aux bananes' },
      { name: 'Benoît', item: 'Croustade aux pêches' },
      { name: 'Chloé', item: 'Tarte aux pacanes' },
    ],
    lateItem: 'Tarte à la patate douce',
    card: { address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' },
    canada: true,
    ticket: false,
  },
];

async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** The words the guest's item button starts with: it adds to the group order, never to a cart. */
const addToGroup = (lang: Language) => text(lang, 'groupOrders.item.add').split('[total]')[0]!.replace(/[\s·・]+$/, '');

/** A guest opens the link, answers the cookie banner, types their name and adds `item` from the group's menu. */
async function guestAdds(page: Page, lang: Language, link: string, name: string, item: string) {
  await visit(page, link);
  // On a phone the cookie banner covers the bottom of the page until the guest answers it.
  const banner = page.getByRole('region', { name: text(lang, 'shell.cookie.label') });
  await expect(async () => {
    await banner.getByRole('button', { name: text(lang, 'shell.cookie.accept') }).click({ timeout: 2_000 });
    await expect(banner).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByLabel(text(lang, 'groupOrders.guest.nameLabel')).fill(name);
  await page.getByRole('button', { name: text(lang, 'groupOrders.guest.join') }).click();
  await expect(page.getByText(text(lang, 'groupOrders.guest.hello', { name }))).toBeVisible();
  await page.getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
  await page.getByRole('button', { name: addToGroup(lang) }).click();
  await expect(page.getByRole('status').filter({ hasText: text(lang, 'groupOrders.item.added', { item }) }).first()).toBeVisible();
  await page.getByRole('link', { name: text(lang, 'groupOrders.guest.back') }).last().click();
  await expect(page.getByRole('region', { name: text(lang, 'groupOrders.guest.yourItems') })).toContainText(item);
}

for (const journey of JOURNEYS) {
  const { lang, prefix } = journey;
  test(`${lang}: a host and three guests build a group order; the host pays and each guest is named on the order`, async ({ page, browser, baseURL, request }) => {
    test.setTimeout(90_000);
    // The host starts the group from the store's menu.
    await visit(page, `${prefix}/quote/everyday/${journey.storeSlug}?type=carryout`);
    await page.getByRole('link', { name: text(lang, 'groupOrders.start.link') }).click();
    const hostPage = page.getByRole('heading', { level: 1, name: text(lang, 'groupOrders.host.title', { store: journey.storeTitle }) });
    // A click before the page hydrated does nothing a person would notice: they click again.
    await expect(async () => {
      await page.getByLabel(text(lang, 'groupOrders.start.hostName')).fill('Maya');
      await page.getByLabel(text(lang, 'groupOrders.start.limit')).fill('10');
      await page.getByRole('button', { name: text(lang, 'groupOrders.start.submit') }).click();
      await expect(hostPage).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    const shareField = page.getByRole('textbox', { name: text(lang, 'groupOrders.host.shareLabel') });
    await expect(shareField).toHaveValue(/^http.+\/group\/[A-Za-z0-9_-]{43}$/);
    const link = new URL(await shareField.inputValue()).pathname;

    // Three guests, each on their own phone.
    const phones = await Promise.all(journey.guests.map(() => phone(browser, baseURL)));
    await Promise.all(journey.guests.map(({ name, item }, index) => guestAdds(phones[index]!, lang, link, name, item)));
    // Each sees only their own items, and the limit.
    const firstItems = phones[0]!.getByRole('region', { name: text(lang, 'groupOrders.guest.yourItems') });
    await expect(firstItems).not.toContainText(journey.guests[1]!.item);
    const [limitBefore = ''] = text(lang, 'groupOrders.guest.limit').split('[amount]');
    await expect(phones[0]!.getByText(new RegExp(`^${escapeRegExp(limitBefore)}.*10[.,]00`))).toBeVisible();

    // The third guest opens another item before the host locks; her add after the lock is refused in words.
    const late = phones[2]!;
    await late.getByRole('link', { name: journey.lateItem, exact: true }).click();
    await expect(late.getByRole('heading', { level: 1, name: journey.lateItem })).toBeVisible();

    // While guests can still add, the host's checkout says to lock the group first, and leads back to it.
    await visit(page, `${prefix}/checkout`);
    await expect(page.getByRole('heading', { name: text(lang, 'groupOrders.checkoutBlocked.title') })).toBeVisible();
    await page.getByRole('link', { name: text(lang, 'groupOrders.checkoutBlocked.link') }).click();
    await expect(hostPage).toBeVisible();

    // The host sees everyone's items by name (the page refreshes itself), and locks.
    for (const { name, item } of journey.guests) await expect(page.getByRole('region', { name })).toContainText(item, { timeout: 15_000 });
    await page.getByRole('button', { name: text(lang, 'groupOrders.host.lock') }).click();
    await expect(page.getByText(text(lang, 'groupOrders.host.lockedNote'))).toBeVisible();
    await late.getByRole('button', { name: addToGroup(lang) }).click();
      await expect(late.getByRole('alert').filter({ hasText: text(lang, 'groupOrders.error.group_order_locked') }).first()).toBeVisible();

    // The host pays for everything through the normal checkout.
    await page.getByRole('link', { name: text(lang, 'groupOrders.host.checkout') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.cart.title') })).toBeVisible();
    for (const { name } of journey.guests) await expect(page.getByText(text(lang, 'groupOrders.lineLabel', { name }))).toBeVisible();
    await checkOut(page, lang, guest(`group-${lang}`));
    await fillCard(page, lang, { number: '4242 4242 4242 4242', ...journey.card }, journey.canada);
    await payButton(page, lang).click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
    for (const { name } of journey.guests) await expect(page.getByText(text(lang, 'groupOrders.lineLabel', { name }))).toBeVisible();
    await Promise.all(phones.map((guestPhone) => guestPhone.context().close()));
    if (!journey.ticket) return;

    const orderId = /\/order\/([^/]+)\/summary/.exec(page.url())![1]!;
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'orderToken')?.value ?? '';
    const order = (await (await request.get(`${API}/online-ordering/orders/${orderId}`, { headers: { 'x-order-token': decodeURIComponent(token) } })).json()) as {
      number: string;
      timeslot: { date: string; asap: boolean } | null;
    };
    // The store's queue ticket names each guest beside their item.
    const staffContext = await browser.newContext({ baseURL });
    const staff = await staffContext.newPage();
    await signInStaff(staff, lang);
    if (order.timeslot && !order.timeslot.asap) await visit(staff, `/staff?date=${order.timeslot.date}`);
    const ticket = staff.getByRole('article', { name: text(lang, 'staff.order.number', { number: order.number }) });
    for (const { name, item } of journey.guests) {
      await expect(ticket.getByRole('listitem').filter({ hasText: item })).toContainText(text(lang, 'groupOrders.lineLabel', { name }));
    }
    await staffContext.close();
  });
}
