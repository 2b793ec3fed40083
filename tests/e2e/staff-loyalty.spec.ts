/**
 * The earn rate, in en-US and fr-CA: the demo brand admin opens Loyalty and sets the points a
 * diner earns per currency unit; a diner opening the rewards program page (/promos/loyalty) reads
 * the new rate in its "Earn" step. The admin then sets it back to the demo chain's 10 points, which
 * the page states again (other journeys count on it).
 */
import { expect, test, type Page } from '@playwright/test';
import { getContent } from '../../content';
import { visit } from './support/pages';
import { openConsoleSignedIn } from './support/staff';
import { text, type Language } from './support/text';

const DEMO_RATE = 10;

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The "Earn" step of the rewards page in `locale` with `rate` points, whatever the unit's spacing. */
function earnStep(locale: string, rate: number): RegExp {
  const step = getContent('loyaltyPromotion', locale).steps.find((entry) => entry.text.includes('[rate]'));
  if (!step) throw new Error(`The ${locale} rewards page has no step that states the rate`);
  return new RegExp(step.text.split(/(\[rate\]|\[unit\])/).map((part) => (part === '[rate]' ? String(rate) : part === '[unit]' ? '.+?' : escape(part))).join(''));
}

async function setRate(page: Page, lang: Language, rate: number) {
  const program = page.getByRole('form', { name: text(lang, 'staffLoyalty.program.title') });
  await program.getByRole('textbox').fill(String(rate));
  await program.getByRole('button', { name: text(lang, 'staffLoyalty.program.save') }).click();
  const saved = escape(text(lang, 'staffLoyalty.done.program', { rate: 'RATE', unit: 'UNIT' })).replace('RATE', String(rate)).replace('UNIT', '.+?');
  await expect(page.getByRole('status').filter({ hasText: new RegExp(saved) })).toBeVisible();
}

// One after the other: both change the brand's one earn rate.
test.describe.configure({ mode: 'default' });

for (const { lang, prefix, label, locale, rate } of [
  { lang: 'en' as Language, prefix: '', label: 'en-US', locale: 'en', rate: 12 },
  { lang: 'fr' as Language, prefix: '/ca/fr', label: 'fr-CA', locale: 'fr-ca', rate: 15 },
]) {
  test(`an admin changes the earn rate and the rewards page states it (${label})`, async ({ page, browser }) => {
    await openConsoleSignedIn(page, lang, prefix);
    await page.getByRole('navigation', { name: text(lang, 'staff.nav.label') }).getByRole('link', { name: text(lang, 'staffLoyalty.nav'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staffLoyalty.title') })).toBeVisible();

    const diner = await (await browser.newContext()).newPage();
    try {
      await setRate(page, lang, rate);
      await visit(diner, `${prefix}/promos/loyalty`);
      await expect(diner.getByText(earnStep(locale, rate))).toBeVisible();
    } finally {
      await setRate(page, lang, DEMO_RATE);
    }
    await visit(diner, `${prefix}/promos/loyalty`);
    await expect(diner.getByText(earnStep(locale, DEMO_RATE))).toBeVisible();
    await diner.context().close();
  });
}
