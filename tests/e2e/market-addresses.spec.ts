/**
 * Each market writes its stores as a local reads them: a Japanese reader of a Japanese store sees
 * its Japanese name, 〒 and the postal code, the prefecture's Japanese name in domestic order and
 * a national phone number; the English Japanese site gives visitors the Western order and the
 * international number; a French-Canadian reader of a Vancouver store reads
 * "Colombie-Britannique". Every tel: link dials E.164.
 */
import { expect, test } from '@playwright/test';
import { expectLang, visit } from './support/pages';
import { text } from './support/text';

test('a store page in ja-JP shows 〒, the prefecture in Japanese and a national phone', async ({ page }) => {
  await visit(page, '/jp/ja/locations');
  await expect(page.getByRole('heading', { level: 2, name: '大阪府' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '大阪市' })).toBeVisible();
  await page.getByRole('link', { name: '梅田', exact: true }).click();
  await expectLang(page, 'ja-JP');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('梅田');

  const address = page.getByRole('region', { name: text('ja', 'store.address') }).locator('address');
  await expect(address).toHaveText('〒530-0001大阪府大阪市北区梅田1-9-20');
  await expect(address).not.toContainText('27');
  await expect(page.getByRole('link', { name: '大阪府' })).toBeVisible();
  await expect(page.getByRole('link', { name: '大阪市' })).toBeVisible();

  const phone = page.getByRole('link', { name: text('ja', 'store.call', { phone: '06-5555-0163' }) });
  await expect(phone).toHaveText('06-5555-0163');
  await expect(phone).toHaveAttribute('href', 'tel:+81655550163');
});

test('the English Japanese site writes the same store in Western order with the international number', async ({ page }) => {
  await visit(page, '/jp/en/locations');
  await page.getByRole('link', { name: 'Umeda', exact: true }).click();
  await expectLang(page, 'en-JP');
  const address = page.getByRole('region', { name: text('en', 'store.address') }).locator('address');
  await expect(address).toContainText('1-9-20 Umeda, Kita-ku');
  await expect(address).toContainText('Osaka, Osaka 530-0001');
  const phone = page.getByRole('link', { name: text('en', 'store.call', { phone: '+81 6 5555 0163' }) });
  await expect(phone).toHaveAttribute('href', 'tel:+81655550163');
});

test('a fr-CA store page names British Columbia in French', async ({ page }) => {
  await visit(page, '/ca/fr/locations');
  await page.getByRole('link', { name: 'Mount Pleasant', exact: true }).click();
  await expectLang(page, 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mount Pleasant');
  await expect(page.getByRole('link', { name: 'Colombie-Britannique' })).toHaveAttribute('href', '/ca/fr/locations/british-columbia');
  await expect(page.getByText('British Columbia')).toHaveCount(0);
  const address = page.getByRole('region', { name: text('fr', 'store.address') }).locator('address');
  await expect(address).toContainText('Vancouver, BC V5T 3E5');
  const phone = page.getByRole('link', { name: text('fr', 'store.call', { phone: '(604) 555-0158' }) });
  await expect(phone).toHaveAttribute('href', 'tel:+16045550158');
});
