/**
 * Delivery by the sandbox courier network, as a diner lives it (en-US in Dallas, fr-CA in Montréal):
 * the payment page quotes the courier (its fee and time at the door), the diner pays by card, and
 * the order page follows the courier on the demo clock (the hickory_clock cookie): assigned at the
 * order's time, picked up 12 minutes later, delivered 30 minutes after booking, with its tracking link.
 */
import { expect, test } from '@playwright/test';
import { courierPanel, DINERS, payDeliveryAndBook, readAt } from './support/courier';
import { text } from './support/text';

for (const [name, diner] of Object.entries(DINERS)) {
  test(`${name}: a delivery is quoted, paid, and followed from assigned to delivered`, async ({ page, context }) => {
    const { lang } = diner;
    const { due } = await payDeliveryAndBook(page, context, diner, 'courier');
    const courier = courierPanel(page, lang);
    await expect(courier.getByRole('link', { name: text(lang, 'courier.track') })).toHaveAttribute('href', /\/dev\/courier\/sbx-ok-/);
    await readAt(page, new Date(due.getTime() + 12 * 60_000));
    await expect(courier).toContainText(text(lang, 'courier.stage.picked_up'));
    await readAt(page, new Date(due.getTime() + 30 * 60_000));
    await expect(courier).toContainText(text(lang, 'courier.stage.dropped_off'));
  });
}
