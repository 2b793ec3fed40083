/**
 * Menu items, in en-US and fr-CA: the demo brand admin opens Menu items in the console, chooses
 * the Pecan Pie and saves it, in English with new calories, in French with a new French title;
 * the diner's menu in that language (Dallas in English, Montréal in French) shows the change.
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

for (const { lang, prefix, label, menu } of [
  { lang: 'en' as Language, prefix: '', label: 'en-US', menu: '/quote/everyday/dallas-lower-greenville?type=carryout' },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA', menu: '/ca/fr/quote/everyday/montreal-plateau?type=carryout' },
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
}
