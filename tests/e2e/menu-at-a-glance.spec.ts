/**
 * Menu At A Glance: a diner opens /menu, sees the menu's sections priced in their market beside the
 * PDF, opens an item, and starts an order from it: after choosing carryout or delivery and a
 * restaurant, the restaurant's menu opens on that item. In en-US (carryout, by ZIP code) and in
 * fr-CA (delivery, by address, in French).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

/** /menu in the market: its heading, the PDF beside it, and the Plates section with the 2-Meat Plate. */
async function openMenuAtAGlance(page: Page, prefix: string, language: Language, heading: string, plates: string, plate: string) {
  await visit(page, `${prefix}/menu`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const pdf = page.getByRole('link', { name: text(language, 'content.menu.pdf') }).first();
  await expect(pdf).toHaveAttribute('href', '/pdf/menu-at-a-glance.pdf');
  const section = page.getByRole('region', { name: plates });
  await expect(section).toBeVisible();
  await expect(section.getByText(/\$/).first()).toBeVisible();
  await section.getByRole('link', { name: plate, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/menu/two-meat-plate$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plate);
  await expect(page.getByRole('region', { name: text(language, 'glance.item.options') })).toBeVisible();
}

/** "Order this" opens the start-order dialog (once the page's scripts run). */
async function orderThis(page: Page, language: Language) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: text(language, 'glance.item.orderThis') }).click();
  const dialog = page.getByRole('dialog', { name: text(language, 'ordering.start.titleOrder') });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectChoiceUsed(page: Page) {
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain('menuAtAGlanceItem');
}

test.describe('Menu At A Glance', () => {
  test('en-US: open the menu, open the 2-Meat Plate and order it for carryout at Oak Lawn', async ({ page }) => {
    test.slow(); // Five pages on a cold server.
    await openMenuAtAGlance(page, '', 'en', 'Menu At A Glance', 'Plates', '2-Meat Plate');
    await expectLang(page, 'en-US');
    const dialog = await orderThis(page, 'en');
    await dialog.getByRole('button', { name: text('en', 'ordering.handoff.carryout') }).click();
    await expect(page).toHaveURL(/\/quote\/everyday\?type=carryout$/);

    await page.getByLabel(text('en', 'ordering.finder.searchLabel')).fill('75201');
    await page.getByRole('button', { name: text('en', 'ordering.finder.search'), exact: true }).click();
    const results = page.getByRole('region', { name: text('en', 'ordering.finder.resultsTitle', { place: '75201' }) });
    await results.getByRole('link', { name: text('en', 'ordering.finder.orderCarryout', { store: 'Oak Lawn' }) }).click();

    await expect(page).toHaveURL(/\/quote\/everyday\/dallas-oak-lawn\/plates\/two-meat-plate\?type=carryout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2-Meat Plate');
    await expect(page.getByRole('button', { name: text('en', 'ordering.item.addToCart') })).toBeVisible();
    await expectChoiceUsed(page);
  });

  test('fr-CA : ouvrir le menu, choisir l’Assiette 2 viandes et la commander en livraison au Plateau', async ({ page }) => {
    test.slow();
    await openMenuAtAGlance(page, '/ca/fr', 'fr', 'Le menu en un coup d’œil', 'Assiettes', 'Assiette 2 viandes');
    await expectLang(page, 'fr-CA');
    await expect(page.getByText(/\d+,\d{2}\s\$/).first()).toBeVisible();
    const dialog = await orderThis(page, 'fr');
    await dialog.getByRole('button', { name: text('fr', 'ordering.handoff.delivery') }).click();
    await expect(page).toHaveURL(/\/ca\/fr\/quote\/everyday\?type=delivery$/);

    await page.getByLabel(text('fr', 'ordering.address.street')).fill('4100 boul. Saint-Laurent');
    await page.getByLabel(text('fr', 'ordering.address.city')).fill('Montréal');
    await page.getByLabel(text('fr', 'ordering.address.province')).fill('QC');
    await page.getByLabel(text('fr', 'ordering.address.postalCode')).fill('H2W 1Y8');
    await page.getByRole('button', { name: text('fr', 'ordering.address.submit') }).click();
    await page.getByRole('link', { name: text('fr', 'ordering.finder.orderDelivery', { store: 'Plateau-Mont-Royal' }) }).click();

    await expect(page).toHaveURL(/\/ca\/fr\/quote\/everyday\/montreal-plateau\/plates\/two-meat-plate\?type=delivery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assiette 2 viandes');
    await expect(page.getByRole('button', { name: text('fr', 'ordering.item.addToCart') })).toBeVisible();
    await expectChoiceUsed(page);
  });
});
