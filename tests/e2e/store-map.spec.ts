/**
 * The store map without a Google Maps key (the test stack sets none): the finder lists the
 * stores it found, in en-US and fr-CA, with the keyless map of them (an inline image with a marker
 * per store, numbered as the list), /locations lists every store, and nothing of Google's map loads — no maps script is
 * requested, no Google map shows, the cards offer no map button, and the page's
 * Content-Security-Policy allows no Google host. (With a key, the script's address is checked by
 * components/locations/store-map-script.test.tsx; the network is closed here.)
 */
import { expect, test, type Page } from '@playwright/test';
import { cspDirectives } from './support/csp';
import { expectLang } from './support/pages';
import { text, type Language } from './support/text';

const JOURNEYS: { lang: Language; locale: string; path: string; query: string }[] = [
  { lang: 'en', locale: 'en-US', path: '/quote/everyday?type=carryout', query: '75206' },
  { lang: 'fr', locale: 'fr-CA', path: '/ca/fr/quote/everyday?type=carryout', query: 'H2X' },
];

/** Every request to Google Maps the page makes, refused (the network is closed anyway). */
async function recordMapsRequests(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/^https:\/\/maps\.(googleapis|gstatic)\.com\//, async (route) => {
    requested.push(route.request().url());
    await route.abort();
  });
  return requested;
}

for (const { lang, locale, path, query } of JOURNEYS) {
  test(`${locale}: without a maps key the finder lists the stores and loads no map`, async ({ page }) => {
    const requested = await recordMapsRequests(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectLang(page, locale);
    const policy = cspDirectives(response?.headers()['content-security-policy']);
    for (const directive of ['script-src', 'img-src', 'connect-src']) {
      // No maps host; the Google Pay method manifest (https://google.com/pay) is the payment step's.
      expect(policy.get(directive)?.join(' ').replace('https://google.com/pay', ''), directive).not.toMatch(/google|gstatic/);
    }

    await page.waitForLoadState('networkidle');
    await page.getByLabel(text(lang, 'ordering.finder.searchLabel')).fill(query);
    await page.getByRole('button', { name: text(lang, 'ordering.finder.search') }).click();
    const results = page.getByRole('region', { name: new RegExp(text(lang, 'ordering.finder.resultsTitle', { place: '.+' })) });
    await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible();

    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: text(lang, 'maps.label') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(text(lang, 'maps.showOnMap', { store: '.+' })) })).toHaveCount(0);
    const keyless = results.getByRole('img', { name: new RegExp(text(lang, 'maps.keyless.title')) });
    await expect(keyless).toBeVisible();
    const cards = await results.getByRole('heading', { level: 3 }).count();
    const markers = results.getByRole('button', { name: new RegExp(`^${text(lang, 'maps.keyless.marker', { number: '\\d+', store: '.+' })}$`) });
    await expect(markers).toHaveText(Array.from({ length: cards }, (_, index) => String(index + 1)));
    expect(requested).toEqual([]);
  });
}

test('en-US: without a maps key /locations lists every store and loads no map', async ({ page }) => {
  const requested = await recordMapsRequests(page);
  const response = await page.goto('/locations');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 4 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: text('en', 'maps.label') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(text('en', 'maps.showOnMap', { store: '.+' })) })).toHaveCount(0);
  expect(requested).toEqual([]);
});
