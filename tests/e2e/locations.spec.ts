/**
 * A diner in the US finds a restaurant: home page → Locations → a Texas store, and reads what
 * they came for (phone, weekly hours, directions), then orders carryout from the store's page.
 */
import { expect, test } from '@playwright/test';
import { CLOCK_TIME, TIME_WITH_SECONDS, expectLang, visit } from './support/pages';
import { text } from './support/text';

test.describe('US locations', () => {
  test('the Locations page lists the stores grouped by state and then city', async ({ page }) => {
    await visit(page, '/locations');
    await expectLang(page, 'en-US');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'locations.title') })).toBeVisible();

    const texas = page.getByRole('region', { name: 'Texas' });
    await expect(texas.getByRole('heading', { level: 2, name: 'Texas' })).toBeVisible();
    for (const city of ['Dallas', 'Houston', 'Austin', 'Lubbock']) {
      await expect(texas.getByRole('heading', { level: 3, name: city })).toBeVisible();
    }
    await expect(texas.getByRole('link', { name: 'Lower Greenville' })).toBeVisible();
    // A Texas city never shows under another state.
    await expect(page.getByRole('region', { name: 'Oklahoma' }).getByRole('heading', { name: 'Dallas' })).toHaveCount(0);

    const states = page.getByRole('heading', { level: 2 });
    expect(await states.count()).toBeGreaterThanOrEqual(10);
  });

  test('a diner goes from the home page to a Texas store and reads its phone, hours and links', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('navigation', { name: text('en', 'layout.mainNav') })
      .getByRole('link', { name: text('en', 'nav.locations') })
      .click();
    await expect(page).toHaveURL(/\/locations$/);

    const texas = page.getByRole('region', { name: 'Texas' });
    await texas.getByRole('link', { name: '50th Street' }).click();
    await expect(page).toHaveURL(/\/locations\/[^/]+\/[^/]+\/[^/]+$/);

    await expect(page.getByRole('heading', { level: 1 })).toContainText('50th Street');
    await expect(page.getByText('4412 50th St')).toBeVisible();
    await expect(page.getByRole('link', { name: /\(806\) 555-0112/ })).toHaveAttribute('href', /^tel:/);

    const hours = page.getByRole('region', { name: text('en', 'store.hours') });
    await expect(hours).toContainText(text('en', 'day.monday'));
    await expect(hours).toContainText(CLOCK_TIME);
    await expect(hours).not.toContainText(TIME_WITH_SECONDS);
    const sunday = hours.getByRole('row', { name: new RegExp(text('en', 'day.sunday')) });
    await expect(sunday).toContainText(text('en', 'store.closed'));
    await expect(hours.getByRole('row', { name: new RegExp(text('en', 'day.monday')) })).not.toContainText(text('en', 'store.closed'));

    await expect(page.getByRole('link', { name: new RegExp(text('en', 'store.getDirections')) })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('link', { name: text('en', 'handoffs.finder.orderType.delivery') })).toBeVisible();
    await page.getByRole('link', { name: text('en', 'handoffs.finder.orderType.carryout') }).click();
    await expect(page).toHaveURL(/\?type=carryout$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      text('en', 'menu.title', { category: text('en', 'menu.category.everyday') }),
    );
  });

  test('a US store takes online orders, so it shows no "does not offer online ordering" message', async ({ page }) => {
    await visit(page, '/locations');
    await page.getByRole('region', { name: 'Texas' }).getByRole('link', { name: 'Oak Lawn' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oak Lawn');
    await expect(page.getByText(text('en', 'store.noOnlineOrdering'))).toHaveCount(0);
  });
});
