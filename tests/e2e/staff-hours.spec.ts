/**
 * Store hours, in en-US and fr-CA: a diner ordering carryout at the Dallas store (Lower
 * Greenville) sees the coming days offered at checkout; a manager the brand admin has just
 * invited for that store joins through the mailed link (a password of their own), opens Hours,
 * and closes the store all day on one of those days for a staff holiday; the diner's
 * checkout no longer offers that day, and the store page lists the closure. The manager then
 * deletes it, and the day is offered again.
 */
import { expect, test, type Page } from '@playwright/test';
import { addToCart } from './support/checkout';
import { visit } from './support/pages';
import { joinAsInvitedManager } from './support/staff-invite';
import { text, type Language } from './support/text';

/** The password the invited manager chooses. */
const MANAGER_PASSWORD = 'Hickory-Hours-Lead-2032';
const ITEM = '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout';
const STORE_PAGE = '/locations/texas/dallas/dallas-lower-greenville';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The days checkout offers for the diner's carryout, 'YYYY-MM-DD'. */
async function offeredDays(page: Page, checkout: string): Promise<string[]> {
  await page.goto(checkout);
  const date = page.getByLabel(text('en', 'checkout.handoff.date'), { exact: true });
  await expect(date.locator('option').nth(1)).toBeAttached();
  return (await date.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).filter(Boolean);
}

// One after the other: both close days of the same store.
test.describe.configure({ mode: 'serial' });

for (const { lang, prefix, label, note, pick } of [
  { lang: 'en' as Language, prefix: '', label: 'en-US', note: 'Staff holiday', pick: 2 },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA', note: 'Congé du personnel', pick: 3 },
]) {
  test(`an invited store manager closes the store for a holiday and the diner's pickup times skip that day (${label})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    // The diner: a carryout at Dallas, at checkout, sees which days are offered.
    const diner = await browser.newPage();
    await addToCart(diner, 'en', ITEM);
    await diner.getByRole('link', { name: text('en', 'checkout.cart.checkout') }).click();
    await expect(diner.getByRole('heading', { level: 1, name: text('en', 'checkout.title') })).toBeVisible();
    const checkout = diner.url();
    const before = await offeredDays(diner, checkout);
    expect(before.length).toBeGreaterThan(pick);
    const day = before[pick]!;

    // A manager the brand admin has just invited for the store joins through the mailed link, and closes the store that day.
    await joinAsInvitedManager(page, lang, { firstName: 'Riley', lastName: lang === 'fr' ? 'Braise' : 'Ember', email: `hours.${lang}.${Date.now()}@whitlocks.example`, password: MANAGER_PASSWORD, store: 'Lower Greenville' });
    await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffHours.nav'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffHours.title') })).toBeVisible();
    const stores = page.getByRole('table', { name: text(lang, 'staffHours.title') });
    await stores.getByRole('link', { name: /Lower Greenville/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Lower Greenville/ })).toBeVisible();

    await page.getByRole('button', { name: text(lang, 'staffHours.exceptions.add') }).click();
    const form = page.getByRole('form', { name: text(lang, 'staffHours.exceptions.addTitle') });
    await expect(form.getByRole('heading', { name: text(lang, 'staffHours.exceptions.addTitle') })).toBeFocused();
    // Saving without a date says what is wrong, in the console's language.
    await form.getByRole('button', { name: text(lang, 'staffHours.save'), exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(text(lang, 'staffHours.error.staff_hours_date_required'));
    await expect(form.getByRole('alert')).toBeFocused();
    await form.getByLabel(text(lang, 'staffHours.field.date')).fill(day);
    await form.getByRole('radio', { name: text(lang, 'staffHours.kind.closed') }).check();
    await form.getByLabel(text(lang, 'staffHours.field.note')).fill(note);
    await form.getByRole('button', { name: text(lang, 'staffHours.save'), exact: true }).click();
    const dayText = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffHours.done.added', { date: dayText }) })).toBeVisible();
    const table = page.getByRole('table', { name: text(lang, 'staffHours.exceptions.caption') });
    const row = table.getByRole('row').filter({ hasText: note });
    await expect(row.getByRole('cell').first()).toHaveText(text(lang, 'staffHours.exceptions.closed'));

    // The diner's checkout no longer offers that day.
    await expect(async () => expect(await offeredDays(diner, checkout)).not.toContain(day)).toPass({ timeout: 15_000 });

    // The store page lists the closure (a copy of the page kept a moment ago may show first: the diner reloads).
    const [, month, date] = day.split('-').map(Number) as [number, number, number];
    const hours = diner.getByRole('region', { name: text('en', 'store.hours'), exact: true });
    const closure = hours.getByRole('list', { name: text('en', 'store.exceptionsTitle') }).getByRole('listitem').filter({ hasText: note });
    await expect(async () => {
      await visit(diner, STORE_PAGE);
      await expect(closure).toHaveText(`${note}, ${MONTHS[month - 1]} ${date}: ${text('en', 'store.closed')}`, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    // The manager deletes the closure, after confirming; the day is offered again.
    await row.getByRole('button', { name: text(lang, 'staffHours.exceptions.delete') }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading')).toBeFocused();
    await confirm.getByRole('button', { name: text(lang, 'staffHours.confirm.yes') }).click();
    await expect(table.getByRole('row').filter({ hasText: note })).toHaveCount(0);
    await expect(async () => expect(await offeredDays(diner, checkout)).toContain(day)).toPass({ timeout: 15_000 });
    await diner.close();
  });
}
