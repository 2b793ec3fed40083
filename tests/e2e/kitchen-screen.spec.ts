/**
 * Kitchen screen journey, in en-US and fr-CA: a guest orders carryout and keeps the order page
 * open; signed in on the store's tablet (the Dallas store's staff member in English, a brand admin
 * choosing the Montréal store in French), the kitchen screen shows the ticket with what to make;
 * staff bump it to ready (by touch in one language, by keyboard in the other), and the diner's
 * page says Ready without a reload, and the ready email is in the outbox in the diner's language.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addToCart, checkOut, fillCard, guest, payButton } from './support/checkout';
import { visit } from './support/pages';
import { DEMO_ADMIN, DEMO_STORE_STAFF, signInStaff } from './support/staff';
import { text, type Language } from './support/text';

const API = process.env.E2E_API_URL ?? 'http://localhost:4100';

const JOURNEYS = [
  {
    name: 'en-US',
    lang: 'en' as Language,
    prefix: '',
    itemPath: '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout',
    item: 'Banana Pudding',
    card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' },
    canada: false,
    staff: DEMO_STORE_STAFF,
    store: null,
    ready: 'Ready',
    subject: 'Your order [number] is ready',
    byKeyboard: false,
  },
  {
    name: 'fr-CA',
    lang: 'fr' as Language,
    prefix: '/ca/fr',
    itemPath: '/ca/fr/quote/everyday/montreal-plateau/desserts/banana-pudding?type=carryout',
    item: null,
    card: { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' },
    canada: true,
    staff: DEMO_ADMIN,
    store: 'Plateau-Mont-Royal',
    ready: 'Prête',
    subject: 'Votre commande [number] est prête',
    byKeyboard: true,
  },
] as const;

/** The guest pays by card and is left on the order page: its number and email. */
async function guestPays(page: Page, journey: (typeof JOURNEYS)[number]) {
  const who = guest(`kitchen-${journey.name}`);
  await addToCart(page, journey.lang, journey.itemPath);
  await checkOut(page, journey.lang, who);
  await fillCard(page, journey.lang, journey.card, journey.canada);
  await payButton(page, journey.lang).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
  const numberText = await page.getByText(new RegExp(text(journey.lang, 'checkout.thankYou.orderNumber', { number: '\\S+' }))).innerText();
  return { email: who.email, number: /(\d+)/.exec(numberText)![1]! };
}

async function readyMailSent(request: APIRequestContext, email: string, subject: string) {
  const outbox = await request.get(`${API}/online-ordering/dev/outbox`);
  const { data } = (await outbox.json()) as { data: { to: string; subject: string }[] };
  return data.some((mail) => mail.to.includes(email) && mail.subject === subject);
}

for (const journey of JOURNEYS) {
  test(`${journey.name}: staff bump a ticket on the kitchen screen and the diner's open page says ready`, async ({ page, browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const { lang } = journey;
    const { email, number } = await guestPays(page, journey);
    const liveStatus = page.getByRole('status').filter({ hasText: text(lang, 'checkout.thankYou.status', { status: '' }).trim() });
    await expect(liveStatus).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

    const tablet = await browser.newContext({ baseURL, hasTouch: true });
    const staff = await tablet.newPage();
    await signInStaff(staff, lang, journey.prefix, journey.staff);
    await staff.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffKitchen.nav') }).click();
    await expect(staff.getByRole('heading', { level: 1, name: text(lang, 'staffKitchen.title') })).toBeVisible();
    if (journey.store) {
      await staff.getByRole('navigation', { name: text(lang, 'staffKitchen.stores') }).getByRole('link', { name: journey.store, exact: true }).click();
      await expect(staff.getByRole('heading', { level: 2, name: text(lang, 'staffKitchen.boardTitle', { store: journey.store }) })).toBeVisible();
    }
    await expect(staff.getByText(text(lang, 'staffKitchen.live'))).toBeVisible();

    const ticket = staff.getByRole('article', { name: text(lang, 'staffKitchen.ticket.number', { number }) });
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText(text(lang, 'staffKitchen.handoff.pickup'));
    if (journey.item) await expect(ticket).toContainText(`1 × ${journey.item}`);
    const bump = ticket.getByRole('button', { name: text(lang, 'staffKitchen.bumpLabel', { number }) });
    if (journey.byKeyboard) {
      await bump.focus();
      await staff.keyboard.press('Enter');
    } else await bump.tap();
    await expect(staff.getByRole('status').filter({ hasText: text(lang, 'staffKitchen.bumped', { number }) })).toBeVisible();
    const ready = staff.getByRole('region', { name: text(lang, 'staffKitchen.readyTitle') });
    await expect(ready.getByRole('button', { name: text(lang, 'staffKitchen.recallLabel', { number }) })).toBeVisible();

    await expect(liveStatus).toHaveText(text(lang, 'checkout.thankYou.status', { status: journey.ready }));
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await expect(async () => expect(await readyMailSent(request, email, journey.subject.replace('[number]', number))).toBe(true)).toPass({ timeout: 10_000 });

    // A reload keeps the board: the ticket is still among the ready ones.
    await staff.reload();
    await expect(staff.getByRole('region', { name: text(lang, 'staffKitchen.readyTitle') }).getByRole('article', { name: text(lang, 'staffKitchen.ticket.number', { number }) })).toBeVisible();
    await tablet.close();
  });
}
