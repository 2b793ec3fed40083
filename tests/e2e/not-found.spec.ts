/** A wrong address gets the site's 404 page (status 404, not a 500), in the market's language. */
import { expect, test } from '@playwright/test';
import { expectLang, visit } from './support/pages';
import { text } from './support/text';

test('an unknown store in a real city answers 404 with the not-found page', async ({ page }) => {
  await visit(page, '/locations');
  const dallas = page.getByRole('region', { name: 'Texas' }).getByRole('link', { name: 'Dallas', exact: true });
  const cityPath = await dallas.getAttribute('href');
  expect(cityPath).toBeTruthy();

  await visit(page, `${cityPath}/no-such-store`, 404);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'error.notFoundTitle') })).toBeVisible();
  await page.getByRole('link', { name: text('en', 'error.backHome') }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown state and city answer 404 too', async ({ page }) => {
  await visit(page, '/locations/no-such-state/no-such-city/no-such-store', 404);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'error.notFoundTitle') })).toBeVisible();
});

test('the not-found page speaks French on the French Canadian site', async ({ page }) => {
  await visit(page, '/ca/fr/locations/on/toronto/no-such-store', 404);
  await expectLang(page, 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'error.notFoundTitle') })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Tous droits réservés');
});

test('the benchmark floor page is not part of the site, in any market', async ({ page }) => {
  await visit(page, '/bench/ssr-ceiling', 404);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'error.notFoundTitle') })).toBeVisible();
  await visit(page, '/ca/en/bench/ssr-ceiling', 404);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'error.notFoundTitle') })).toBeVisible();
});
