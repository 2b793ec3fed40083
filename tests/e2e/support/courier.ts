/**
 * The courier journeys' diners (en-US in Dallas, fr-CA in Montréal), and how one gets a delivery
 * order paid and booked with the sandbox courier: the payment page quotes the courier, the diner
 * pays by card, and the order page, read at the order's time on the demo clock (the hickory_clock
 * cookie), shows the courier assigned with its tracking link.
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { addToCart, checkOut, fillCard, guest, payButton, type Card } from './checkout';
import { text, type Language } from './text';

export const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

export type Diner = { lang: Language; itemPath: string; address: Record<string, string>; card: Card; canada: boolean };

export const DINERS: Record<'en-US' | 'fr-CA', Diner> = {
  'en-US': {
    lang: 'en',
    itemPath: '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=delivery',
    address: { street: '5700 Greenville Ave', aptSuitBldg: '', city: 'Dallas', state: 'TX', zip: '75206' },
    card: { number: '4242 4242 4242 4242', address: '5700 Greenville Ave', city: 'Dallas', region: 'TX', postal: '75206' },
    canada: false,
  },
  'fr-CA': {
    lang: 'fr',
    itemPath: '/ca/fr/quote/everyday/montreal-plateau/desserts/banana-pudding?type=delivery',
    address: { street: '4200 boul. Saint-Laurent', aptSuitBldg: '', city: 'Montréal', state: 'QC', zip: 'H2W 1Y8' },
    card: { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' },
    canada: true,
  },
};

/** The order page as it reads at `instant` on the demo clock. */
export async function readAt(page: Page, instant: Date) {
  await page.context().addCookies([{ name: 'hickory_clock', value: instant.toISOString(), url: BASE_URL }]);
  await page.reload();
}

/** The order page's courier panel. */
export const courierPanel = (page: Page, lang: Language): Locator => page.getByRole('region', { name: text(lang, 'courier.title') });

/** Orders a delivery, pays it on the courier's quote, and reads the order page when the courier is booked: answers that time. */
export async function payDeliveryAndBook(page: Page, context: BrowserContext, diner: Diner, tag: string): Promise<{ due: Date }> {
  const { lang } = diner;
  await context.addCookies([
    { name: 'handoff', value: 'delivery', url: BASE_URL },
    { name: 'deliveryAddress', value: encodeURIComponent(JSON.stringify(diner.address)), url: BASE_URL },
  ]);
  await addToCart(page, lang, diner.itemPath, 3);
  await checkOut(page, lang, guest(`${tag}-${lang}`));

  // The payment page quotes the courier: the sandbox's fee, and when it should be at the door.
  const quote = page.getByRole('status').filter({ hasText: text(lang, 'courier.quote.line', { fee: 'FEE', time: 'TIME' }).split('FEE')[0]! });
  await expect(quote).toContainText(/6[.,]49/);
  await fillCard(page, lang, diner.card, diner.canada);
  await payButton(page, lang).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
  await expect(courierPanel(page, lang)).toContainText(text(lang, 'courier.stage.quoted'));

  // The courier is booked as the order's time nears; the order page reads the demo clock.
  const orderId = /\/order\/([^/]+)\/summary/.exec(page.url())![1]!;
  const token = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'orderToken')?.value ?? '');
  const order = (await (await page.request.get(`${API}/orders/${orderId}`, { headers: { 'x-order-token': token } })).json()) as { timeslot: { start: string } };
  const due = new Date(order.timeslot.start);
  await readAt(page, due);
  await expect(courierPanel(page, lang)).toContainText(text(lang, 'courier.stage.assigned'));
  return { due };
}
