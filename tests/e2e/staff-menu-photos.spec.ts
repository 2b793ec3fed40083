/**
 * Menu photos, in en-US and fr-CA: the demo brand admin opens Photos in the console, finds a
 * dessert, chooses a photo from the computer and uploads it; the screen says it is on the menu. A
 * diner's menu then shows the new photo: the dessert's picture offers the uploaded renditions in
 * its srcset (AVIF, WebP and JPEG at every width) and loads one. The admin removes the photo
 * again, and the item is back to its default picture.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { visit } from './support/pages';
import { openConsoleSignedIn } from './support/staff';
import { text, type Language } from './support/text';

/** A photo as a phone would take it (1200 × 900 JPEG), in a colour of its own so each run uploads a new one. */
async function photo(colour: string): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="${colour}"/><circle cx="600" cy="450" r="300" fill="#e8b04a"/><rect x="0" y="700" width="1200" height="200" fill="#5a3418"/></svg>`;
  return sharp(Buffer.from(scene)).jpeg({ quality: 85 }).toBuffer();
}

/** The item's card on a diner's menu: the list entry around its heading. */
const card = (page: Page, title: string) => page.getByRole('heading', { name: title, exact: true }).first().locator('xpath=ancestor::li[1]');

const srcsetOf = (picture: Locator) => picture.locator('img').first().getAttribute('srcset');

// One after the other: the demo admin's sign-ins share one account.
test.describe.configure({ mode: 'default' });

for (const { lang, prefix, label, item, menu, colour } of [
  { lang: 'en' as Language, prefix: '', label: 'en-US', item: 'Pecan Pie', menu: '/quote/everyday/dallas-lower-greenville?type=carryout', colour: '#6b3a1f' },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA', item: 'Tarte à la patate douce', menu: '/ca/fr/quote/everyday/montreal-plateau?type=carryout', colour: '#8a4b22' },
]) {
  test(`an admin uploads a dessert's photo and the diner's menu shows its renditions (${label})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await openConsoleSignedIn(page, lang, prefix);
    await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffMenuPhotos.nav'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffMenuPhotos.title') })).toBeVisible();

    await page.getByLabel(text(lang, 'staffMenuPhotos.find')).fill(item);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: item, exact: true }) });
    await row.getByLabel(text(lang, 'staffMenuPhotos.fileLabel', { item })).setInputFiles({ name: 'dessert.jpg', mimeType: 'image/jpeg', buffer: await photo(colour) });
    await row.getByRole('button', { name: text(lang, 'staffMenuPhotos.upload'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffMenuPhotos.done.uploaded', { item }) })).toBeVisible({ timeout: 30_000 });
    const uploaded = /\/images\/menu\/uploads\/([0-9a-f]{24})\/320\.jpg 320w/.exec((await srcsetOf(row)) ?? '')?.[1];
    expect(uploaded, 'the row shows the uploaded photo').toBeDefined();

    // The diner's menu names the new renditions at once (its read is checked against the menu's version).
    const diner = await browser.newPage();
    await expect(async () => {
      await visit(diner, menu);
      expect(await srcsetOf(card(diner, item))).toContain(`/images/menu/uploads/${uploaded}/`);
    }).toPass({ timeout: 15_000 });
    const picture = card(diner, item);
    for (const type of ['image/avif', 'image/webp']) {
      expect(await picture.locator(`source[type="${type}"]`).getAttribute('srcset')).toContain(`/images/menu/uploads/${uploaded}/1280.${type === 'image/avif' ? 'avif' : 'webp'} 1280w`);
    }
    // Below the fold it waits for the diner to scroll, then loads one of them.
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : '')), { timeout: 15_000 }).toContain(`/images/menu/uploads/${uploaded}/`);
    await diner.close();

    // Back to the default picture.
    await row.getByRole('button', { name: text(lang, 'staffMenuPhotos.remove'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffMenuPhotos.done.removed', { item }) })).toBeVisible();
    expect(await srcsetOf(row)).not.toContain('/images/menu/uploads/');
  });
}
