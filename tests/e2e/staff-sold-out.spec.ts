/**
 * Sold out today, in en-US and fr-CA: the Dallas store's staff member (Lower Greenville) opens
 * Menu in the console and marks the beef brisket sold out; a diner's Dallas menu shows it sold
 * out at once, its page offers no way to add it; the staff member puts it back on sale and the
 * diner adds it to the cart. The console speaks the staff member's language; the Dallas menu is
 * the US site's.
 */
import { expect, test, type Page } from '@playwright/test';
import { addToCart } from './support/checkout';
import { visit } from './support/pages';
import { signInStaff } from './support/staff';
import { text, type Language } from './support/text';

const MENU = '/quote/everyday/dallas-lower-greenville?type=carryout';
const BRISKET_PAGE = '/quote/everyday/dallas-lower-greenville/meats-by-the-pound/beef-brisket-lb?type=carryout';
const BRISKET = 'Beef Brisket';

/** The brisket's card on the Dallas menu. */
const brisketCard = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BRISKET, exact: true }) }).first();

/** Reloads the diner's page until `shown` is visible: the menu read is checked against its version about once a second. */
async function reloadUntil(page: Page, path: string, shown: () => ReturnType<Page['getByText']>) {
  await expect(async () => {
    await visit(page, path);
    await expect(shown()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

// One after the other: both mark the same item at the same store.
test.describe.configure({ mode: 'default' });

for (const { lang, prefix, label, brisket } of [
  { lang: 'en' as Language, prefix: '', label: 'en-US', brisket: BRISKET },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA', brisket: 'Poitrine de bœuf' },
]) {
  test(`store staff mark brisket sold out; the Dallas menu shows it at once and it cannot be added, until it is back (${label})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInStaff(page, lang, prefix);
    await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffMenu.nav'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffMenu.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Lower Greenville/ }).first()).toBeVisible();

    // The brisket may be listed in more than one section: each row is the same item.
    const soldOut = page.getByRole('checkbox', { name: text(lang, 'staffMenu.soldOutTodayOf', { item: brisket }) }).first();
    await expect(soldOut).not.toBeChecked();
    // The box shows the store's answer: it is ticked once the API has marked the item.
    await soldOut.click();
    await expect(page.getByRole('status').filter({ hasText: brisket })).toBeVisible();
    await expect(soldOut).toBeChecked();

    const diner = await browser.newPage();
    await reloadUntil(diner, MENU, () => brisketCard(diner).getByText(text('en', 'staffMenu.menuCard.soldOut'), { exact: true }));
    // The card leads nowhere, and the item's own page says it cannot be ordered: no Add to cart.
    await expect(brisketCard(diner).getByRole('link', { name: BRISKET })).toHaveCount(0);
    await visit(diner, BRISKET_PAGE);
    await expect(diner.getByText(text('en', 'ordering.item.unavailable'))).toBeVisible();
    await expect(diner.getByRole('button', { name: text('en', 'ordering.item.addToCart') })).toHaveCount(0);

    await soldOut.click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffMenu.done.back', { item: brisket }) })).toBeVisible();
    await expect(soldOut).not.toBeChecked();

    await reloadUntil(diner, MENU, () => brisketCard(diner).getByRole('link', { name: BRISKET }));
    await expect(brisketCard(diner).getByText(text('en', 'staffMenu.menuCard.soldOut'), { exact: true })).toHaveCount(0);
    await addToCart(diner, 'en', BRISKET_PAGE);
    await expect(diner.getByText(BRISKET).first()).toBeVisible();
    await diner.close();
  });
}
