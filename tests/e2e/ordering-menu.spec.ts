/**
 * A diner starts an order (issue 3 §1–§3): the start-order dialog → the store finder → the
 * store's menu → an item with options → added to the cart. In en-US (carryout, by ZIP code) and
 * in fr-CA (delivery, by address, entirely in French), plus a delivery address out of range.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

async function openStartDialog(page: Page, language: Language) {
  await page.getByRole('banner').getByRole('button', { name: text(language, 'shell.orderNow') }).first().click();
  const dialog = page.getByRole('dialog', { name: text(language, 'ordering.start.titleOrder') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: text(language, 'ordering.start.catering') })).toBeVisible();
  return dialog;
}

/** Chooses the options of the 2-Meat Plate, after checking the page refuses it without them. */
async function buildPlate(page: Page, language: Language, meats: [string, string], sides: [string, string]) {
  await page.getByRole('button', { name: text(language, 'ordering.item.addToCart') }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toHaveText(text(language, 'ordering.item.fixChoices'));
  for (const name of [...meats, ...sides]) await page.getByRole('checkbox', { name: new RegExp(name) }).check();
  await page.getByRole('button', { name: text(language, 'ordering.item.increase') }).click();
  await expect(page.getByLabel(text(language, 'ordering.item.quantity'), { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: text(language, 'ordering.item.addToCart') }).click();
}

test.describe('starting an order', () => {
  test('en-US: Carryout from the header, find a Dallas store by ZIP code, build a 2-Meat Plate, add it to the cart', async ({ page }) => {
    test.slow(); // Five pages and an order: more than the default 30 s on a cold server.
    await visit(page, '/');
    await expectLang(page, 'en-US');
    const dialog = await openStartDialog(page, 'en');
    await dialog.getByRole('button', { name: text('en', 'ordering.handoff.carryout') }).click();
    await expect(page).toHaveURL(/\/quote\/everyday\?type=carryout$/);
    await expect(dialog).toBeHidden();

    await page.getByLabel(text('en', 'ordering.finder.searchLabel')).fill('75201');
    await page.getByRole('button', { name: text('en', 'ordering.finder.search'), exact: true }).click();
    const results = page.getByRole('region', { name: text('en', 'ordering.finder.resultsTitle', { place: '75201' }) });
    await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('Oak Lawn');
    await expect(results.getByText(/\d mi away/).first()).toBeVisible();
    await results.getByRole('link', { name: text('en', 'ordering.finder.orderCarryout', { store: 'Oak Lawn' }) }).click();

    await expect(page).toHaveURL(/\/quote\/everyday\/dallas-oak-lawn\?type=carryout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'menu.title', { category: 'Everyday' }));
    await expect(page.getByText(text('en', 'ordering.menu.orderType', { handoff: 'Carryout', store: 'Oak Lawn' }))).toBeVisible();
    await page.getByRole('link', { name: '2-Meat Plate', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2-Meat Plate');
    await expect(page.getByRole('radio', { name: 'Texas Toast' })).toBeChecked();
    await buildPlate(page, 'en', ['Beef Brisket', 'Pork Ribs'], ['Mac & Cheese', 'Coleslaw']);
    await expect(page.getByRole('status').filter({ hasText: text('en', 'ordering.item.added', { item: '2-Meat Plate' }) }).first()).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['orderId', 'orderToken', 'handoff']));
  });

  test('fr-CA: Livraison à une adresse de Montréal, entièrement en français, jusqu’au panier', async ({ page }) => {
    test.slow();
    await visit(page, '/ca/fr');
    await expectLang(page, 'fr-CA');
    const dialog = await openStartDialog(page, 'fr');
    await dialog.getByRole('button', { name: text('fr', 'ordering.handoff.delivery') }).click();
    await expect(page).toHaveURL(/\/ca\/fr\/quote\/everyday\?type=delivery$/);

    const submit = page.getByRole('button', { name: text('fr', 'ordering.address.submit') });
    await page.getByLabel(text('fr', 'ordering.address.street')).fill('4100 boul. Saint-Laurent');
    await submit.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(text('fr', 'ordering.address.fullAddressNeeded'));

    await page.getByLabel(text('fr', 'ordering.address.city')).fill('Montréal');
    await page.getByLabel(text('fr', 'ordering.address.province')).fill('QC');
    await page.getByLabel(text('fr', 'ordering.address.postalCode')).fill('H2W 1Y8');
    await submit.click();
    await expect(page.getByText(text('fr', 'ordering.delivery.deliverable', { store: 'Plateau-Mont-Royal' }))).toBeVisible();
    await page.getByRole('link', { name: text('fr', 'ordering.finder.orderDelivery', { store: 'Plateau-Mont-Royal' }) }).click();

    await expect(page).toHaveURL(/\/ca\/fr\/quote\/everyday\/montreal-plateau\?type=delivery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'menu.title', { category: text('fr', 'menu.category.everyday') }));
    await page.getByRole('link', { name: 'Assiette 2 viandes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assiette 2 viandes');
    await buildPlate(page, 'fr', ['Poitrine de bœuf', 'Porc effiloché'], ['Macaroni au fromage', 'Salade de chou']);
    await expect(page.getByRole('status').filter({ hasText: text('fr', 'ordering.item.added', { item: 'Assiette 2 viandes' }) }).first()).toBeVisible();
    await expect(page.getByText(/[A-Za-z]+ was added/)).toHaveCount(0);
  });

  test('fr-CA: un restaurant trop loin le dit clairement et propose ceux qui livrent', async ({ page }) => {
    await visit(page, '/ca/fr/quote/everyday?type=delivery');
    await page.getByLabel(text('fr', 'ordering.address.street')).fill('4100 boul. Saint-Laurent');
    await page.getByLabel(text('fr', 'ordering.address.city')).fill('Montréal');
    await page.getByLabel(text('fr', 'ordering.address.province')).fill('QC');
    await page.getByLabel(text('fr', 'ordering.address.postalCode')).fill('H2W 1Y8');
    await page.getByRole('button', { name: text('fr', 'ordering.address.submit') }).click();

    await page.getByRole('button', { name: text('fr', 'ordering.delivery.checkStore', { store: 'ByWard Market' }) }).click();
    const verdict = page.getByRole('main').getByRole('alert');
    await expect(verdict).toContainText('ByWard Market ne livre pas à cette adresse');
    await expect(verdict).toContainText(/\d+\s?km/);
    const alternatives = page.getByRole('region', { name: text('fr', 'ordering.delivery.alternativesTitle') });
    await expect(alternatives.getByRole('link', { name: text('fr', 'ordering.finder.orderDelivery', { store: 'Plateau-Mont-Royal' }) })).toBeVisible();
  });

  test('en-US: a delivery address no store reaches says so and offers carryout', async ({ page }) => {
    await visit(page, '/order-now');
    await page.getByRole('button', { name: text('en', 'ordering.handoff.delivery') }).click();
    await expect(page).toHaveURL(/\/quote\/everyday\?type=delivery$/);
    await page.getByLabel(text('en', 'ordering.address.street')).fill('1 Elm St');
    await page.getByLabel(text('en', 'ordering.address.city')).fill('Coppell');
    await page.getByLabel(text('en', 'ordering.address.state')).fill('TX');
    await page.getByLabel(text('en', 'ordering.address.zip')).fill('75019');
    await page.getByRole('button', { name: text('en', 'ordering.address.submit') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('does not deliver to this address');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(/\d+ mi/);
    await expect(page.getByText(text('en', 'ordering.delivery.noAlternatives'))).toBeVisible();
    await page.getByRole('link', { name: text('en', 'ordering.delivery.switchToCarryout') }).click();
    await expect(page).toHaveURL(/\/quote\/everyday\?type=carryout$/);
    await expect(page.getByLabel(text('en', 'ordering.finder.searchLabel'))).toBeVisible();
  });

  test('an unknown item says "Item not found" with status 404, in the market language', async ({ page }) => {
    await visit(page, '/quote/everyday/dallas-oak-lawn/plates/no-such-plate', 404);
    await expect(page.getByText(text('en', 'ordering.item.notFound'))).toBeVisible();
    await visit(page, '/ca/fr/quote/everyday/montreal-plateau/plates/no-such-plate', 404);
    await expect(page.getByText(text('fr', 'ordering.item.notFound'))).toBeVisible();
  });
});
