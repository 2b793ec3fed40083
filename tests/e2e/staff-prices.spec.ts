/**
 * Prices per store, in en-US and fr-CA: diners in Dallas (Lower Greenville) and Denver (LoDo) each
 * have the same dessert in their cart; the demo brand admin opens Prices, picks that dessert, adds
 * 1.00 in Texas only, and previews: the Texas stores' prices move and no Colorado store's does.
 * The admin applies it; the Dallas diner's cart now shows the new price, the Denver diner's the
 * same price as before. The console names the dessert in its own language.
 * In en-US the admin also picks Umeda and raises what the beef brisket choice of the Kids' Plate
 * costs there from ￥150 to ￥180, in yen: a diner in Osaka sees +￥180 beside it on the item page.
 * The admin then puts it back to ￥150 (no other journey orders that plate at Umeda).
 */
import { expect, test, type Page } from '@playwright/test';
import { addToCart } from './support/checkout';
import { visit } from './support/pages';
import { openConsoleSignedIn } from './support/staff';
import { text, type Language } from './support/text';

const DALLAS = 'Lower Greenville';
const DENVER = 'LoDo';

/** The "$4.49 each" line of the cart, as the diner reads it. */
async function eachPrice(page: Page): Promise<string> {
  const each = page.getByText(/\$\s?\d+\.\d{2} each/).first();
  await expect(each).toBeVisible();
  return (await each.textContent()) ?? '';
}

/** "$4.49 each" one dollar dearer: "$5.49 each" (the test's own arithmetic on the text it read, in cents). */
function dollarMore(each: string): string {
  const [, whole, cents] = /(\d+)\.(\d{2})/.exec(each)!;
  const total = Number(whole) * 100 + Number(cents) + 100;
  return each.replace(/\d+\.\d{2}/, `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`);
}

// One after the other: both change the same store prices, and the demo admin's sign-ins share one account.
test.describe.configure({ mode: 'default' });

for (const { lang, prefix, label, item, path } of [
  { lang: 'en' as Language, prefix: '', label: 'en-US', item: 'Banana Pudding', path: 'desserts/banana-pudding' },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA', item: 'Pouding aux bananes', path: 'desserts/banana-pudding' },
]) {
  test(`an admin raises a price in Texas only: a Dallas cart shows it, a Denver cart does not (${label})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    // Two diners, each with the dessert in their cart (the diners browse the US site in English).
    const dallasDiner = await (await browser.newContext()).newPage();
    const denverDiner = await (await browser.newContext()).newPage();
    await addToCart(dallasDiner, 'en', `/quote/everyday/dallas-lower-greenville/${path}?type=carryout`);
    await addToCart(denverDiner, 'en', `/quote/everyday/denver-lodo/${path}?type=carryout`);
    const dallasBefore = await eachPrice(dallasDiner);
    const denverBefore = await eachPrice(denverDiner);

    await openConsoleSignedIn(page, lang, prefix);
    await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffPrices.nav'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffPrices.title') })).toBeVisible();

    const bulk = page.getByRole('form', { name: text(lang, 'staffPrices.bulk.title') });
    await bulk.getByLabel(text(lang, 'staffPrices.bulk.items.picked'), { exact: true }).check();
    await bulk.getByRole('group', { name: text(lang, 'staffPrices.bulk.pick') }).getByLabel(item, { exact: true }).check();
    await bulk.getByLabel(text(lang, 'staffPrices.bulk.kind'), { exact: true }).selectOption({ label: text(lang, 'staffPrices.bulk.kind.add') });
    await bulk.getByLabel(text(lang, 'staffPrices.bulk.amount'), { exact: true }).fill('1.00');
    await bulk.getByLabel(text(lang, 'staffPrices.bulk.scope.state'), { exact: true }).check();
    await bulk.getByLabel(text(lang, 'staffPrices.bulk.state'), { exact: true }).selectOption({ label: 'Texas' });
    await bulk.getByRole('button', { name: text(lang, 'staffPrices.bulk.preview') }).click();

    const preview = bulk.getByRole('table');
    await expect(preview.getByRole('row').filter({ hasText: DALLAS }).filter({ hasText: item })).toHaveCount(1);
    await expect(preview.getByRole('row').filter({ hasText: DENVER })).toHaveCount(0);

    await bulk.getByRole('button', { name: text(lang, 'staffPrices.bulk.apply') }).click();
    const applied = text(lang, 'staffPrices.done.applied', { count: 'COUNT' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('COUNT', '\\d+');
    await expect(page.getByRole('status').filter({ hasText: new RegExp(applied) })).toBeVisible();
    await expect(bulk.getByRole('table')).toHaveCount(0);

    await dallasDiner.reload();
    await expect(dallasDiner.getByText(dollarMore(dallasBefore)).first()).toBeVisible();
    await denverDiner.reload();
    await expect(denverDiner.getByText(denverBefore).first()).toBeVisible();
    await dallasDiner.context().close();
    await denverDiner.context().close();
  });
}

test('an admin prices a choice at one store in its currency: a diner in Osaka sees ￥180 for the brisket (en-US)', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const lang: Language = 'en';
  const names = { option: 'Beef Brisket', item: "Kids' Plate" };
  const dinerPage = '/jp/ja/quote/everyday/osaka-umeda/plates/kids-plate?type=carryout';

  await openConsoleSignedIn(page, lang, '');
  await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffPrices.nav'), exact: true }).click();
  const storePicker = page.getByLabel(text(lang, 'staffPrices.store'));
  const umeda = await storePicker.locator('option', { hasText: /^Umeda / }).getAttribute('value');
  await storePicker.selectOption(umeda!);

  const brisketRow = page.getByRole('row', { name: new RegExp(text(lang, 'staffPrices.optionOf', names).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(brisketRow).toContainText('$1.00');
  await expect(brisketRow).toContainText('¥150');

  /** Types `amount` as the store's price of the brisket choice and waits for the console to say it is saved. */
  const priceBrisketAt = async (amount: string) => {
    await brisketRow.getByRole('button', { name: text(lang, 'staffPrices.editOptionButton', names) }).click();
    await brisketRow.getByLabel(text(lang, 'staffPrices.editOption', { ...names, store: 'Umeda' })).fill(amount);
    await brisketRow.getByRole('button', { name: text(lang, 'staffPrices.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffPrices.done.option', { option: names.option, store: 'Umeda' }) })).toBeVisible();
    await expect(brisketRow).toContainText(`¥${amount}`);
  };

  // Yen have no decimals: ￥180.50 is refused in the row, before anything is sent.
  await brisketRow.getByRole('button', { name: text(lang, 'staffPrices.editOptionButton', names) }).click();
  await brisketRow.getByLabel(text(lang, 'staffPrices.editOption', { ...names, store: 'Umeda' })).fill('180.50');
  await brisketRow.getByRole('button', { name: text(lang, 'staffPrices.save') }).click();
  await expect(brisketRow.getByRole('alert')).toHaveText(text(lang, 'staffPrices.invalidWholePrice'));
  await brisketRow.getByRole('button', { name: text(lang, 'staffPrices.cancel') }).click();

  await priceBrisketAt('180');
  const diner = await (await browser.newContext()).newPage();
  const brisketChoice = diner.locator('label').filter({ hasText: 'ビーフブリスケット' });
  await expect(async () => {
    await visit(diner, dinerPage);
    await expect(brisketChoice).toContainText(/\+[¥￥]180/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await priceBrisketAt('150');
  await visit(diner, dinerPage);
  await expect(brisketChoice).toContainText(/\+[¥￥]150/);
  await diner.context().close();
});
