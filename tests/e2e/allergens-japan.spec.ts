/**
 * A diner in Osaka reads the menu in Japanese with Japan's allergen list: the 8 specified
 * ingredients (そば, えび among them) and the 20 recommended, pork named 豚肉 on the pulled pork.
 * Avoiding pork hides what cannot be made without it and keeps the turkey.
 */
import { expect, test } from '@playwright/test';
import { clickUntilVisible, expectLang, visit } from './support/pages';
import { text } from './support/text';

test('ja-JP: the menu offers Japan’s allergens, そば among them, and avoiding 豚肉 hides the pork', async ({ page }) => {
  test.slow(); // A cold server renders the menu first.
  await visit(page, '/jp/ja/quote/everyday/osaka-umeda?type=carryout');
  await expectLang(page, 'ja-JP');
  const pork = page.getByRole('link', { name: 'プルドポーク', exact: true });
  const turkey = page.getByRole('link', { name: 'スモークターキーブレスト', exact: true });
  await expect(pork).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: pork }).getByText(text('ja', 'allergens.contains', { list: '豚肉' }))).toBeVisible();

  const button = page.getByRole('button', { name: new RegExp(`^${text('ja', 'allergens.filter.button')}`) });
  const filter = page.getByRole('group', { name: text('ja', 'allergens.filter.legend') });
  await clickUntilVisible(button, filter);
  for (const name of ['えび', 'かに', 'くるみ', 'そば', '落花生', 'ゼラチン']) await expect(filter.getByRole('checkbox', { name, exact: true })).toBeVisible();
  await expect(filter.getByRole('checkbox')).toHaveCount(28);
  await filter.getByRole('checkbox', { name: '豚肉', exact: true }).check();
  await expect(page.getByRole('status').filter({ hasText: '豚肉なしで' })).toBeVisible();
  await page.getByRole('button', { name: text('ja', 'allergens.filter.done') }).click();

  await expect(page).toHaveURL(/[?&]without=pork/);
  await expect(pork).toHaveCount(0);
  await expect(turkey).toBeVisible();
});
