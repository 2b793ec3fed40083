/**
 * The content console's pages, footer and navigation, in en-US and fr-CA: the demo brand admin
 * opens the footer of the site's language, renames a link in a draft (the diner's footer keeps the
 * old name), previews the footer as diners will see it, publishes it, and the diner's footer on
 * that site shows the new name while the other language's does not. A link address that is not a
 * path of the site is refused beside its field. axe finds no violation on the list and the editor.
 * The admin also renames a home section (en-US): the preview shows it with the home page's own
 * sections and, published, the diner's home page shows the new heading. The changed texts are put
 * back afterwards, so other journeys read the footer and home page they expect.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, request as newRequestContext, test, type Page } from '@playwright/test';
import { visit } from './support/pages';
import { openConsoleSignedIn, sharedStaffToken } from './support/staff';
import { text, type Language } from './support/text';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const API = process.env.E2E_API_URL ?? 'http://localhost:4100';
/** The fourth link of the footer's first column (Current Deals). */
const LINK = 'topFooter.0.columnLinks.3.title';

const SITES = [
  { lang: 'en' as Language, prefix: '', label: 'en-US', contentLocale: 'en', name: 'Deals of the week', otherSite: '/ca/fr' },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA', contentLocale: 'fr-ca', name: 'Promos de la semaine', otherSite: '/' },
];

/** Whether the diner's footer on `path` names a link `name`, the page read afresh. */
async function footerShows(diner: Page, path: string, name: string): Promise<boolean> {
  await visit(diner, path);
  return (await diner.getByRole('contentinfo').getByRole('link', { name, exact: true }).count()) > 0;
}

/** Whether the diner's home page on `path` has a section headed `heading`, the page read afresh. */
async function homeShows(diner: Page, path: string, heading: string): Promise<boolean> {
  await visit(diner, path);
  return (await diner.getByRole('main').getByRole('heading', { level: 2, name: heading, exact: true }).count()) > 0;
}

/** Puts a document's field back and publishes it, through the admin API. */
async function restoreField(kind: 'footer' | 'home', contentLocale: string, path: string, value: string): Promise<void> {
  const api = await newRequestContext.newContext({ baseURL: API, extraHTTPHeaders: { authorization: `Bearer ${await sharedStaffToken()}` } });
  try {
    const base = `/online-ordering/admin/content/documents/${kind}/${contentLocale}`;
    expect((await api.put(`${base}/draft`, { data: { fields: [{ path, value }] } })).status()).toBe(200);
    expect((await api.post(`${base}/publish`, { data: {} })).status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/**
 * Opens the documents list of `contentLocale` from the console's navigation, waiting for each page
 * the admin asked for: the posts list before it has the same Language field and Show button, so a
 * choice made before the documents page arrived (a slow render under load) went to the posts list,
 * and the Show of a list already on screen is done only once the address names the language.
 */
async function openDocuments(page: Page, lang: Language, contentLocale: string): Promise<void> {
  await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffContent.nav') }).click();
  await page.getByRole('link', { name: text(lang, 'staffContent.document.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffContent.document.title') })).toBeVisible();
  await page.getByLabel(text(lang, 'staffContent.filter.locale'), { exact: true }).selectOption(contentLocale);
  await page.getByRole('button', { name: text(lang, 'staffContent.filter.show') }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/content/documents\\?locale=${contentLocale}$`));
}

// One after the other: both change the footer of a site the other's diner reads.
test.describe.configure({ mode: 'default' });

for (const { lang, prefix, label, contentLocale, name: newName, otherSite } of SITES) {
  test(`a brand admin renames a footer link in a draft, previews it, publishes it, and the diner's footer shows it (${label})`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const name = `${newName} ${stamp}`;
    const footerName = text(lang, 'staffContent.document.kind.footer');
    const dinerContext = await browser.newContext();
    const diner = await dinerContext.newPage();
    let original: string | null = null;
    try {
      await openConsoleSignedIn(page, lang, prefix);
      await openDocuments(page, lang, contentLocale);
      await expect(page.getByRole('row', { name: new RegExp(footerName) }).getByText(text(lang, 'staffContent.status.published'), { exact: true })).toBeVisible();
      expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);

      // The footer's form: the first column's fourth link.
      await page.getByRole('link', { name: text(lang, 'staffContent.edit', { title: footerName }) }).click();
      const language = text(lang, contentLocale === 'en' ? 'staffContent.locale.en' : 'staffContent.locale.frCa');
      const form = page.getByRole('form', { name: text(lang, 'staffContent.document.editTitle', { name: footerName, language }) });
      const column = form.getByRole('group', { name: `${text(lang, 'staffContent.document.key.topFooter')} 1` });
      const linkLabel = `${text(lang, 'staffContent.document.key.columnLinks')} 4`;
      const title = column.getByLabel(`${linkLabel} › ${text(lang, 'staffContent.document.key.title')}`, { exact: true });
      const address = column.getByLabel(`${linkLabel} › ${text(lang, 'staffContent.document.key.url')}`, { exact: true });
      original = await title.inputValue();
      expect(await footerShows(diner, prefix || '/', original)).toBe(true);

      // An address outside the site is refused beside its field, and nothing is saved.
      const path = await address.inputValue();
      await address.fill('javascript:alert(1)');
      await form.getByRole('button', { name: text(lang, 'staffContent.document.save') }).click();
      await expect(form.getByText(text(lang, 'staffContent.error.staff_content_document_link_invalid'))).toBeVisible();
      await address.fill(path);

      // Saved as a draft: the diner's footer keeps the old name, and the editor says what diners read now.
      await title.fill(name);
      await form.getByRole('button', { name: text(lang, 'staffContent.document.save') }).click();
      await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.document.draftSaved', { name: footerName, language }) })).toBeVisible();
      await expect(column.getByText(text(lang, 'staffContent.document.publishedValue', { value: original }))).toBeVisible();
      expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
      expect(await footerShows(diner, prefix || '/', name)).toBe(false);

      // The preview shows the footer as diners will see it, never indexed.
      await page.getByRole('link', { name: text(lang, 'staffContent.previewOf', { title: footerName }) }).click();
      await expect(page.getByRole('note')).toContainText(footerName);
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByRole('link', { name: text(lang, 'staffContent.preview.back') }).click();

      // Published: this site's footer names the link anew, the other site's does not.
      await page.getByRole('button', { name: text(lang, 'staffContent.publish.now') }).click();
      await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.done.published', { title: footerName }) })).toBeVisible();
      await expect.poll(() => footerShows(diner, prefix || '/', name), { timeout: 10_000 }).toBe(true);
      await diner.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(diner).toHaveURL(new RegExp(`${prefix}/promos/current-deals$`));
      expect(await footerShows(diner, otherSite, name)).toBe(false);
    } finally {
      if (original !== null) await restoreField('footer', contentLocale, LINK, original);
      await dinerContext.close();
    }
  });
}

test("a brand admin renames a home section, previews it as the home page shows it, publishes it, and the diner's home page shows it (en-US)", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const lang: Language = 'en';
  const heading = `Ninety Years of Barbecue ${Date.now().toString(36)}`;
  const homeName = text(lang, 'staffContent.document.kind.home');
  const dinerContext = await browser.newContext();
  const diner = await dinerContext.newPage();
  let original: string | null = null;
  try {
    await openConsoleSignedIn(page, lang, '');
    await openDocuments(page, lang, 'en');
    await page.getByRole('link', { name: text(lang, 'staffContent.edit', { title: homeName }) }).click();

    // The text block's heading (its fieldset reads the section's name in words).
    const form = page.getByRole('form', { name: text(lang, 'staffContent.document.editTitle', { name: homeName, language: text(lang, 'staffContent.locale.en') }) });
    const field = form.getByRole('group', { name: 'Text block' }).getByLabel(text(lang, 'staffContent.document.key.heading'), { exact: true });
    original = await field.inputValue();
    expect(await homeShows(diner, '/', original)).toBe(true);

    await field.fill(heading);
    await form.getByRole('button', { name: text(lang, 'staffContent.document.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.document.draftSaved', { name: homeName, language: text(lang, 'staffContent.locale.en') }) })).toBeVisible();
    expect(await homeShows(diner, '/', heading)).toBe(false);

    // The preview lays the draft out with the home page's own sections.
    await page.getByRole('link', { name: text(lang, 'staffContent.previewOf', { title: homeName }) }).click();
    await expect(page.getByRole('note')).toContainText(homeName);
    await expect(page.getByRole('region', { name: heading })).toBeVisible();
    await page.getByRole('link', { name: text(lang, 'staffContent.preview.back') }).click();

    // Published: the diner's home page shows the new heading, in its section above the states.
    await page.getByRole('button', { name: text(lang, 'staffContent.publish.now') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.done.published', { title: homeName }) })).toBeVisible();
    await expect.poll(() => homeShows(diner, '/', heading), { timeout: 10_000 }).toBe(true);
    await expect(diner.getByRole('region', { name: heading }).getByRole('link', { name: 'Read Our Story' })).toHaveAttribute('href', '/company/our-story');
    expect(await homeShows(diner, '/ca/fr', heading)).toBe(false);
  } finally {
    if (original !== null) await restoreField('home', 'en', 'textBlock.heading', original);
    await dinerContext.close();
  }
});
