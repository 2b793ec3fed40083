/**
 * Meats sold by weight read in the market's units: by the pound in Dallas, per 100 g in Osaka and
 * Montréal, each at the store's own price for that weight; the item page says what the quantity
 * weighs.
 */
import { expect, test } from '@playwright/test';
import { expectLang, visit } from './support/pages';

const CASES = [
  { lang: 'en-US', menu: '/quote/everyday/dallas-oak-lawn?type=carryout', item: 'Pulled Pork', price: /\$\d+\.\d{2} \/ lb/, weight: /^Weight:\s1\slb$/ },
  { lang: 'ja-JP', menu: '/jp/ja/quote/everyday/osaka-umeda?type=carryout', item: 'プルドポーク', price: /[¥￥][\d,]+／100g/, weight: /^重さ：100\sg$/ },
  { lang: 'fr-CA', menu: '/ca/fr/quote/everyday/montreal-plateau?type=carryout', item: 'Porc effiloché', price: /\d+,\d{2}\s\$ \/ 100 g/, weight: /^Poids\s:\s100\sg$/ },
];

for (const c of CASES) {
  test(`${c.lang}: a meat sold by weight shows its price for the market’s weight, and what its quantity weighs`, async ({ page }) => {
    await visit(page, c.menu);
    await expectLang(page, c.lang);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: c.item, exact: true }) });
    await expect(card.getByText(c.price)).toBeVisible();
    await card.getByRole('link', { name: c.item, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.item })).toBeVisible();
    await expect(page.getByRole('main').getByText(c.price).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(c.weight)).toBeVisible();
  });
}
