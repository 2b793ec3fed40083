/**
 * Pausing online orders, in en-US and fr-CA: a brand admin pauses carryout for 30 minutes at a
 * store no other journey orders from (Plano Legacy West; Toronto Queen West); the store page tells
 * the diner "Not taking orders until …", and so do the finder's card of the store and the
 * checkout, which offers no ASAP and only times from the pause's end plus the lead; resuming brings the times back as they were. The pause is
 * lifted in `finally`, so no other journey meets it.
 */
import { expect, test, type Page } from '@playwright/test';
import { addToCart } from './support/checkout';
import { visit } from './support/pages';
import { openConsoleSignedIn } from './support/staff';
import { text, type Language } from './support/text';

const CARRYOUT_LEAD_MS = 20 * 60_000;

/** The times checkout offers on its first day: 'asap' and slot starts (ISO). */
async function offeredTimes(page: Page, lang: Language, checkout: string): Promise<string[]> {
  await page.goto(checkout);
  const time = page.getByLabel(text(lang, 'checkout.handoff.time'), { exact: true });
  await expect(time.locator('option').nth(1)).toBeAttached();
  return (await time.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).filter(Boolean);
}

async function openPauses(page: Page, lang: Language, prefix: string, title: string) {
  await openConsoleSignedIn(page, lang, prefix);
  await visit(page, `${prefix}/staff/stores`);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: text(lang, 'storePause.staff.title') })).toBeVisible();
  return page.getByRole('group', { name: text(lang, 'storePause.staff.handoffGroup', { handoff: text(lang, 'handoffs.label.2') }) });
}

for (const { lang, prefix, label, store, title, storePage, place } of [
  { lang: 'en' as Language, prefix: '', label: 'en-US', store: 'plano-legacy-west', title: 'Legacy West', storePage: '/locations/texas/plano/plano-legacy-west', place: '75024' },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA', store: 'toronto-queen-west', title: 'Queen West', storePage: '/ca/fr/locations/on/toronto/toronto-queen-west', place: 'M6J' },
]) {
  test(`a manager pauses carryout; the diner is told until when and offered only later times; resuming brings ASAP back (${label})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const diner = await browser.newPage();
    await addToCart(diner, lang, `${prefix}/quote/everyday/${store}/desserts/banana-pudding?type=carryout`);
    await diner.getByRole('link', { name: text(lang, 'checkout.cart.checkout') }).click();
    await expect(diner.getByRole('heading', { level: 1, name: text(lang, 'checkout.title') })).toBeVisible();
    const checkout = diner.url();
    const before = await offeredTimes(diner, lang, checkout);

    const carryout = await openPauses(page, lang, prefix, title);
    try {
      const pausedAt = Date.now();
      await carryout.getByRole('button', { name: text(lang, 'storePause.staff.pause30') }).click();
      await expect(carryout.getByRole('button', { name: text(lang, 'storePause.staff.resume'), exact: true })).toBeVisible();
      const pausedText = text(lang, 'storePause.staff.pausedUntil', { time: '@' }).split('@')[0]!;
      await expect(carryout).toContainText(pausedText);

      // The store page says until when, on the store's clock in the diner's language.
      const notice = text(lang, 'storePause.notTakingUntil', { time: '@' }).split('@')[0]!;
      await expect(async () => {
        await visit(diner, storePage);
        await expect(diner.getByRole('status').filter({ hasText: notice })).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await expect(diner.getByRole('status').filter({ hasText: notice })).toContainText(text(lang, 'storePause.scheduleLater'));

      // The finder's card of the store says it too.
      await visit(diner, `${prefix}/quote/everyday?type=carryout`);
      await diner.getByLabel(text(lang, 'ordering.finder.searchLabel')).fill(place);
      await diner.getByRole('button', { name: text(lang, 'ordering.finder.search'), exact: true }).click();
      const results = diner.getByRole('region', { name: text(lang, 'ordering.finder.resultsTitle', { place }) });
      const card = results.getByRole('listitem').filter({ has: diner.getByRole('heading', { level: 3, name: title }) });
      await expect(card.getByRole('status')).toContainText(notice);

      // Checkout says it too, and offers no ASAP, only later times: nothing before the pause's end plus the carryout lead.
      const paused = await offeredTimes(diner, lang, checkout);
      await expect(diner.getByRole('status').filter({ hasText: notice })).toContainText(text(lang, 'storePause.scheduleLater'));
      expect(paused).not.toContain('asap');
      expect(paused.length).toBeGreaterThan(0);
      for (const start of paused) expect(Date.parse(start)).toBeGreaterThanOrEqual(pausedAt + 30 * 60_000 + CARRYOUT_LEAD_MS - 60_000);
    } finally {
      const resume = carryout.getByRole('button', { name: text(lang, 'storePause.staff.resume'), exact: true });
      if (await resume.isVisible()) await resume.click();
      await expect(carryout).toContainText(text(lang, 'storePause.staff.taking'));
    }
    // Resumed: the times are offered as before the pause (ASAP too, when the store is open now).
    const after = await offeredTimes(diner, lang, checkout);
    expect(after.includes('asap')).toBe(before.includes('asap'));
    await diner.close();
  });
}
