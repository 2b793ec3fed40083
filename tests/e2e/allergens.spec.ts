/**
 * A diner who avoids milk filters a store's menu "without milk": what can't be made without it
 * disappears, a plate whose required sides can avoid it stays, the choice follows them to a
 * section and an item, and the item's allergens change when they choose a side with milk.
 * In en-US (the US 9) and in fr-CA ("sans lait", labels in French and English).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clickUntilVisible, expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

type Case = {
  language: Language;
  lang: string;
  menu: string;
  milk: string;
  plates: string;
  plate: string;
  macAndCheese: string;
  before: string;
  after: string;
  showing: RegExp;
};

const CASES: Case[] = [
  {
    language: 'en',
    lang: 'en-US',
    menu: '/quote/everyday/dallas-oak-lawn?type=carryout',
    milk: 'Milk',
    plates: 'Plates',
    plate: '1-Meat Plate',
    macAndCheese: 'Mac & Cheese',
    before: 'Contains: Wheat and Soybeans',
    after: 'Contains: Milk, Wheat, and Soybeans',
    showing: /without milk/,
  },
  {
    language: 'fr',
    lang: 'fr-CA',
    menu: '/ca/fr/quote/everyday/montreal-plateau?type=carryout',
    milk: 'Lait / Milk',
    plates: 'Assiettes',
    plate: 'Assiette 1 viande',
    macAndCheese: 'Macaroni au fromage',
    before: 'Contient : Blé ou triticale / Wheat or triticale, Sources de gluten / Gluten sources, Soja / Soybeans',
    after: 'Contient : Lait / Milk, Blé ou triticale / Wheat or triticale, Sources de gluten / Gluten sources, Soja / Soybeans',
    showing: /sans lait/,
  },
];

/** The "without" choices sit behind the menu's Filter button, which counts the ones on; "Done" closes them. */
async function withFilter(page: Page, c: Case, use: (filter: Locator) => Promise<void>) {
  const button = page.getByRole('button', { name: new RegExp(`^${text(c.language, 'allergens.filter.button')}`) });
  const filter = page.getByRole('group', { name: text(c.language, 'allergens.filter.legend') });
  await clickUntilVisible(button, filter);
  await use(filter);
  await page.getByRole('button', { name: text(c.language, 'allergens.filter.done') }).click();
  await expect(filter).toBeHidden();
}

async function expectFilteredMenu(page: Page, c: Case) {
  await withFilter(page, c, async (filter) => expect(filter.getByRole('checkbox', { name: c.milk, exact: true })).toBeChecked());
  await expect(page).toHaveURL(/[?&]without=milk/);
  await expect(page.getByRole('link', { name: c.plate, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: c.macAndCheese, exact: true })).toHaveCount(0);
}

for (const c of CASES) {
  test(`${c.lang}: a diner filters the menu without milk and sees the allergens of their choices`, async ({ page }) => {
    test.slow(); // Four pages on a cold server.
    await visit(page, c.menu);
    await expectLang(page, c.lang);
    await expect(page.getByRole('link', { name: c.macAndCheese, exact: true })).toBeVisible();

    await withFilter(page, c, async (filter) => {
      await filter.getByRole('checkbox', { name: c.milk, exact: true }).check();
      await expect(page.getByRole('status').filter({ hasText: c.showing })).toBeVisible();
    });
    await expectFilteredMenu(page, c);

    await page.getByRole('link', { name: text(c.language, 'ordering.menu.seeSection', { section: c.plates }) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.plates);
    await withFilter(page, c, async (filter) => expect(filter.getByRole('checkbox', { name: c.milk, exact: true })).toBeChecked());

    await page.getByRole('link', { name: c.plate, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.plate);
    const allergens = page.getByRole('region', { name: text(c.language, 'allergens.heading') });
    await expect(allergens.getByText(c.before, { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: new RegExp(c.macAndCheese) }).check();
    await expect(allergens.getByText(c.after, { exact: true })).toBeVisible();
    await expect(allergens.getByText(text(c.language, 'allergens.avoidWarning', { list: c.language === 'fr' ? 'lait' : 'milk' }))).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.plates);
    await visit(page, c.menu);
    await expectFilteredMenu(page, c);
  });
}
