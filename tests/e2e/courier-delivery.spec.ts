/**
 * Delivery by the sandbox courier network, as a diner lives it (en-US in Dallas, fr-CA in Montréal):
 * the payment page quotes the courier (its fee and time at the door), the diner pays by card, and
 * the order page follows the courier on the demo clock (the hickory_clock cookie): assigned at the
 * order's time, picked up 12 minutes later, delivered 30 minutes after booking, with its tracking link.
 */
import { expect, test, type Page } from '@playwright/test';
import { addToCart, checkOut, fillCard, guest, payButton, type Card } from './support/checkout';
import { text, type Language } from './support/text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;
const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

type Diner = { lang: Language; itemPath: string; address: Record<string, string>; card: Card; canada: boolean };

const DINERS: Record<'en-US' | 'fr-CA', Diner> = {
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
async function readAt(page: Page, instant: Date) {
  await page.context().addCookies([{ name: 'hickory_clock', value: instant.toISOString(), url: BASE_URL }]);
  await page.reload();
}

for (const [name, diner] of Object.entries(DINERS)) {
  test(`${name}: a delivery is quoted, paid, and followed from assigned to delivered`, async ({ page, context, request }) => {
    const { lang } = diner;
    await context.addCookies([
      { name: 'handoff', value: 'delivery', url: BASE_URL },
      { name: 'deliveryAddress', value: encodeURIComponent(JSON.stringify(diner.address)), url: BASE_URL },
    ]);
    await addToCart(page, lang, diner.itemPath, 3);
    await checkOut(page, lang, guest(`courier-${lang}`));

    // The payment page quotes the courier: the sandbox's fee, and when it should be at the door.
    const quote = page.getByRole('status').filter({ hasText: text(lang, 'courier.quote.line', { fee: 'FEE', time: 'TIME' }).split('FEE')[0]! });
    await expect(quote).toContainText(/6[.,]49/);
    await fillCard(page, lang, diner.card, diner.canada);
    await payButton(page, lang).click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
    const courier = page.getByRole('region', { name: text(lang, 'courier.title') });
    await expect(courier).toContainText(text(lang, 'courier.stage.quoted'));

    // The courier is booked as the order's time nears; the order page reads the demo clock.
    const orderId = /\/order\/([^/]+)\/summary/.exec(page.url())![1]!;
    const token = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'orderToken')?.value ?? '');
    const order = (await (await request.get(`${API}/orders/${orderId}`, { headers: { 'x-order-token': token } })).json()) as { timeslot: { start: string } };
    const due = new Date(order.timeslot.start);
    await readAt(page, due);
    await expect(courier).toContainText(text(lang, 'courier.stage.assigned'));
    await expect(courier.getByRole('link', { name: text(lang, 'courier.track') })).toHaveAttribute('href', /\/dev\/courier\/sbx-ok-/);
    await readAt(page, new Date(due.getTime() + 12 * 60_000));
    await expect(courier).toContainText(text(lang, 'courier.stage.picked_up'));
    await readAt(page, new Date(due.getTime() + 30 * 60_000));
    await expect(courier).toContainText(text(lang, 'courier.stage.dropped_off'));
  });
}
