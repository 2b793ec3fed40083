/**
 * Menu items, in en-US and fr-CA: the demo brand admin opens Menu items in the console, chooses
 * the Pecan Pie and saves it, in English with new calories, in French with a new French title;
 * the diner's menu in that language (Dallas in English, Montréal in French) shows the change.
 * Then the admin adds a tray to the catering menu's packs (sold per guest, for 12 at least), a
 * diner finds it on that store's catering menu, and the admin deletes it after the confirmation
 * step: it leaves the catering menu.
 * Each run writes values of its own (a stamp), so the journey holds however often it runs.
 */
import { expect, test, type Page } from '@playwright/test';
import { visit } from './support/pages';
import { openConsoleSignedIn } from './support/staff';
import { text, type Language } from './support/text';

const PIE = 'Pecan Pie';

/** Reloads the diner's page until `shown` is visible: the menu read is checked against its version about once a second. */
async function reloadUntil(page: Page, path: string, shown: () => ReturnType<Page['getByText']>) {
  await expect(async () => {
    await visit(page, path);
    await expect(shown()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The card of the item titled `title` on a menu page. */
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).first();

// One after the other: both save the same item with the demo admin's one session.
test.describe.configure({ mode: 'default' });

const stamp = Date.now() % 1_000_000;

for (const { lang, prefix, label, menu, catering, price } of [
  { lang: 'en' as Language, prefix: '', label: 'en-US', menu: '/quote/everyday/dallas-lower-greenville?type=carryout', catering: '/quote/catering/dallas-lower-greenville?type=carryout', price: '18.50' },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA', menu: '/ca/fr/quote/everyday/montreal-plateau?type=carryout', catering: '/ca/fr/quote/catering/montreal-plateau?type=carryout', price: '18,50' },
]) {
  test(`a brand admin edits the pecan pie, and the diner's menu in that language shows it (${label})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await openConsoleSignedIn(page, lang, prefix);
    await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffMenuItems.nav'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffMenuItems.title') })).toBeVisible();

    await page.getByRole('navigation', { name: text(lang, 'staffMenuItems.treeTitle') }).getByRole('button', { name: PIE, exact: true }).first().click();
    const editor = page.getByRole('region', { name: text(lang, 'staffMenuItems.heading.item', { title: PIE }) });
    const calories = editor.getByLabel(text(lang, 'staffMenuItems.field.calories'), { exact: true });
    await expect(calories).toBeVisible();

    const diner = await (await browser.newContext()).newPage();
    if (lang === 'en') {
      const count = String(520 + (stamp % 400));
      await calories.fill(count);
      await editor.getByRole('button', { name: text(lang, 'staffMenuItems.save.item') }).click();
      await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffMenuItems.done.item', { title: PIE }) })).toBeVisible();
      await reloadUntil(diner, menu, () => card(diner, PIE).getByText(text('en', 'menu.calories', { calories: count }), { exact: true }));
    } else {
      const french = `Tarte aux pacanes ${stamp}`;
      const language = text(lang, 'staffMenuItems.language.fr-ca');
      await editor.getByLabel(text(lang, 'staffMenuItems.field.titleIn', { language }), { exact: true }).fill(french);
      await editor.getByRole('button', { name: text(lang, 'staffMenuItems.save.item') }).click();
      await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffMenuItems.done.item', { title: PIE }) })).toBeVisible();
      await reloadUntil(diner, menu, () => card(diner, french).getByRole('heading', { name: french, exact: true }));
    }
    await diner.context().close();
  });

  test(`a brand admin adds a catering tray, a diner finds it on the catering menu, and once deleted it is gone (${label})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const tray = `Smoked Wings Tray ${lang} ${stamp}`;
    await openConsoleSignedIn(page, lang, prefix);
    await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffMenuItems.nav'), exact: true }).click();
    const tree = page.getByRole('navigation', { name: text(lang, 'staffMenuItems.treeTitle') });
    await tree.getByRole('button', { name: text(lang, 'staffMenuItems.add.item', { subcategory: 'Catering Packs' }) }).first().click();

    const editor = page.getByRole('region', { name: text(lang, 'staffMenuItems.heading.newItem', { subcategory: 'Catering Packs' }) });
    await editor.getByLabel(text(lang, 'staffMenuItems.field.title'), { exact: true }).fill(tray);
    // A new item of a catering menu starts sold per guest.
    await expect(editor.getByLabel(text(lang, 'staffMenuItems.field.unit'), { exact: true })).toHaveValue('serving');
    await editor.getByLabel(text(lang, 'staffMenuItems.field.minQuantity'), { exact: true }).fill('12');
    await editor.getByLabel(text(lang, 'staffMenuItems.field.basePrice'), { exact: true }).fill(price);
    await editor.getByRole('button', { name: text(lang, 'staffMenuItems.save.item') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffMenuItems.done.item', { title: tray }) })).toBeVisible();

    const diner = await (await browser.newContext()).newPage();
    await reloadUntil(diner, catering, () => card(diner, tray).getByRole('heading', { name: tray, exact: true }));

    const itemEditor = page.getByRole('region', { name: text(lang, 'staffMenuItems.heading.item', { title: tray }) });
    await itemEditor.getByRole('button', { name: text(lang, 'staffMenuItems.delete.item', { title: tray }) }).click();
    const confirm = page.getByRole('alertdialog', { name: text(lang, 'staffMenuItems.confirm.item.title', { title: tray }) });
    await expect(confirm.getByRole('heading')).toBeFocused();
    await confirm.getByRole('button', { name: text(lang, 'staffMenuItems.confirm.yes'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffMenuItems.done.deleted', { title: tray }) })).toBeVisible();
    await expect(tree.getByRole('button', { name: tray, exact: true })).toHaveCount(0);

    await expect(async () => {
      await visit(diner, catering);
      await expect(diner.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 1_000 });
      await expect(diner.getByRole('heading', { name: tray, exact: true })).toHaveCount(0);
    }).toPass({ timeout: 15_000 });
    await diner.context().close();
  });
}
