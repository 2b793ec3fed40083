/**
 * A courier who cancels, as a diner lives it: the delivery is paid and the sandbox courier booked,
 * the diner opens the tracking link, where the sandbox network's demo control makes the courier
 * cancel, and back on the order page chooses what to do instead. In en-US the diner picks the
 * order up and is told when; in fr-CA the diner takes the refund. The choice is not offered twice.
 */
import { expect, test } from '@playwright/test';
import { SANDBOX_TRACKING_TEXTS } from '../../server/modules/courier/sandbox-tracking-texts';
import { courierPanel, DINERS, payDeliveryAndBook } from './support/courier';
import { text } from './support/text';

const CASES = [
  { name: 'en-US', diner: DINERS['en-US'], button: 'courier.choice.carryout', told: 'courier.chosen.carryout', what: 'carryout' },
  { name: 'fr-CA', diner: DINERS['fr-CA'], button: 'courier.choice.refund', told: 'courier.chosen.refund', what: 'a refund' },
] as const;

/** The sandbox page is in the browser's language: any of them. */
const anyOf = (key: 'cancel' | 'cancelled') => new RegExp(Object.values(SANDBOX_TRACKING_TEXTS).map((texts) => texts[key].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

for (const { name, diner, button, told, what } of CASES) {
  test(`${name}: the courier cancels, and the diner chooses ${what}`, async ({ page, context }) => {
    const { lang } = diner;
    await payDeliveryAndBook(page, context, diner, 'courier-cancels');
    const orderPage = page.url();

    const tracking = await courierPanel(page, lang).getByRole('link', { name: text(lang, 'courier.track') }).getAttribute('href');
    await page.goto(tracking!);
    await page.getByRole('button', { name: anyOf('cancel') }).click();
    await expect(page.getByRole('status')).toHaveText(anyOf('cancelled'));

    await page.goto(orderPage);
    const courier = courierPanel(page, lang);
    await expect(courier.getByRole('status')).toContainText(text(lang, 'courier.stage.cancelled').split('[phone]')[0]!);
    await courier.getByRole('button', { name: text(lang, button) }).click();
    // What the diner is told (for a carryout, up to its pickup time).
    const outcome = text(lang, told).split('[time]')[0]!;
    await expect(courier.getByRole('status')).toContainText(outcome);
    await expect(courier.getByRole('button')).toHaveCount(0);

    await page.reload();
    await expect(courierPanel(page, lang).getByRole('status')).toContainText(outcome);
    await expect(courierPanel(page, lang).getByRole('button')).toHaveCount(0);
  });
}
