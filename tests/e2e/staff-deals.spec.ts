/**
 * The deals list of the content console, in en-US and fr-CA: the demo brand admin opens Content,
 * then Deals, chooses the French list, writes a deal (a link that is not one is refused beside its
 * field first) and saves it as a draft, which the French deals page does not show; publishes it,
 * and a diner finds it on /ca/fr/promos/current-deals but not on the English page; unpublishes it,
 * and the French page drops it again. axe finds no violation on the list.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visit } from './support/pages';
import { openConsoleSignedIn } from './support/staff';
import { text, type Language } from './support/text';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FRENCH_DEALS = '/ca/fr/promos/current-deals';
const DEAL = {
  title: 'Poitrine du mardi',
  description: 'Une demi-livre de poitrine fumée au prix d’un sandwich, tous les mardis.',
  terms: 'Restaurants participants. Jusqu’à épuisement.',
  ctaLabel: 'Commander',
  imageAlt: 'Une assiette de poitrine fumée',
};

/** Whether the deals page a diner reads shows a deal of this title. */
async function dealsShow(diner: Page, path: string, title: string): Promise<boolean> {
  await visit(diner, path);
  await expect(diner.getByRole('heading', { level: 1 })).toBeVisible();
  return (await diner.getByRole('heading', { level: 2, name: title, exact: true }).count()) > 0;
}

// One after the other: the demo admin's first sign-in on a stack changes its one-time password, which ends its other sessions.
test.describe.configure({ mode: 'default' });

for (const { lang, prefix, label } of [
  { lang: 'en' as Language, prefix: '', label: 'en-US' },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA' },
]) {
  test(`a brand admin publishes a deal in French and it shows on the fr-CA deals page (${label})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    // Letters and digits: a long run of digits in a text is refused as a card number.
    const title = `${DEAL.title} ${Date.now().toString(36)}`;
    const french = text(lang, 'staffContent.locale.frCa');
    const dinerContext = await browser.newContext();
    const diner = await dinerContext.newPage();

    await openConsoleSignedIn(page, lang, prefix);
    await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffContent.nav') }).click();
    await page.getByRole('navigation', { name: text(lang, 'staffContent.entries.listsLabel') }).getByRole('link', { name: text(lang, 'staffContent.entries.title.deal') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffContent.entries.title.deal') })).toBeVisible();

    // The French list: the deals diners of fr-CA see, in their order.
    await page.getByLabel(text(lang, 'staffContent.filter.locale'), { exact: true }).selectOption('fr-ca');
    await page.getByRole('button', { name: text(lang, 'staffContent.filter.show') }).click();
    await expect(page.getByRole('table', { name: text(lang, 'staffContent.entries.caption.deal', { language: french }) })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);

    const form = page.getByRole('form', { name: text(lang, 'staffContent.entries.new.deal', { language: french }) });
    const field = (key: Parameters<typeof text>[1]) => form.getByLabel(text(lang, key), { exact: true });
    await field('staffContent.entry.field.title').fill(title);
    await field('staffContent.entry.field.description').fill(DEAL.description);
    await field('staffContent.entry.field.terms').fill(DEAL.terms);
    await field('staffContent.entry.field.ctaLabel').fill(DEAL.ctaLabel);
    await field('staffContent.entry.field.ctaUrl').fill('order now');
    await field('staffContent.entry.field.imageAlt').fill(DEAL.imageAlt);
    await form.getByRole('button', { name: text(lang, 'staffContent.form.create') }).click();
    await expect(form.getByText(text(lang, 'staffContent.error.staff_content_entry_link_invalid'))).toBeVisible();
    await expect(field('staffContent.entry.field.ctaUrl')).toBeFocused();
    await field('staffContent.entry.field.ctaUrl').fill('/order-now');
    await form.getByRole('button', { name: text(lang, 'staffContent.form.create') }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.done.created', { title }) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) }).getByText(text(lang, 'staffContent.status.draft'), { exact: true })).toBeVisible();

    // A draft is not on the deals page.
    expect(await dealsShow(diner, FRENCH_DEALS, title)).toBe(false);

    // Published: on the French deals page, last, with its button; not on the English page.
    await page.getByRole('button', { name: text(lang, 'staffContent.entry.publishOf', { title }) }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.entry.published', { title }) })).toBeVisible();
    expect(await dealsShow(diner, FRENCH_DEALS, title)).toBe(true);
    await expect(diner.getByText(DEAL.description)).toBeVisible();
    expect(await dealsShow(diner, '/promos/current-deals', title)).toBe(false);

    // Unpublished: the French page drops it.
    await page.getByRole('button', { name: text(lang, 'staffContent.entry.unpublishOf', { title }) }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'staffContent.done.unpublished', { title }) })).toBeVisible();
    expect(await dealsShow(diner, FRENCH_DEALS, title)).toBe(false);
    await dinerContext.close();
  });
}
