/**
 * The site shell as a person meets it (issue 4 §1, §2, §7): the header menu and the mobile menu
 * by keyboard only, the country-site banner (the e2e stack runs behind no CDN, so the journey
 * sends the CDN's country header itself), the cookie banner and the Canada language modal.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

const MARKETS: { prefix: string; language: Language; lang: string }[] = [
  { prefix: '', language: 'en', lang: 'en-US' },
  { prefix: '/ca/fr', language: 'fr', lang: 'fr-CA' },
];

/** Presses Tab until `target` has focus (a keyboard user's way there). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

for (const { prefix, language, lang } of MARKETS) {
  test.describe(`shell in ${lang}`, () => {
    test('the skip link and the header menu work by keyboard alone', async ({ page }) => {
      await visit(page, prefix || '/');
      await expectLang(page, lang);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: text(language, 'layout.skipLink') })).toBeFocused();

      const nav = page.getByRole('navigation', { name: text(language, 'layout.mainNav') });
      const catering = (await nav.getByRole('link').nth(1).textContent())?.trim() ?? '';
      const toggle = nav.getByRole('button', { name: text(language, 'shell.nav.submenu', { title: catering }) });
      await tabTo(page, toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();

      await page.keyboard.press('ArrowDown');
      const submenu = nav.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      const entries = submenu.getByRole('link');
      await expect(entries.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(entries.nth(1)).toBeFocused();
      const faqHref = await entries.nth(1).getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(faqHref ?? '');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    test('the mobile menu works by keyboard alone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, prefix || '/');
      const menuButton = page.getByRole('banner').getByRole('button', { name: text(language, 'shell.nav.openMenu'), exact: true });
      await tabTo(page, menuButton);
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: text(language, 'shell.nav.mobileTitle') });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('button', { name: text(language, 'shell.nav.closeMenu') })).toBeFocused();
      await expect(panel.getByText(text(language, 'shell.account.earnPoints'))).toBeVisible();
      await expect(panel.getByRole('link', { name: text(language, 'shell.account.signIn') })).toBeVisible();
      await expect(panel.getByRole('link', { name: text(language, 'shell.account.signUp') })).toBeVisible();
      await expect(panel.getByText(text(language, 'shell.cater.title'))).toHaveCount(language === 'en' ? 1 : 0);

      const sections = panel.locator('button[aria-expanded]');
      await expect(sections.first()).toHaveAttribute('aria-expanded', 'true');
      await expect(sections.nth(1)).toHaveAttribute('aria-expanded', 'false');
      await tabTo(page, sections.nth(1));
      await page.keyboard.press('Space');
      await expect(sections.nth(1)).toHaveAttribute('aria-expanded', 'true');

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(menuButton).toBeFocused();
    });

    test('the cookie banner stays away once accepted', async ({ page, context }) => {
      await visit(page, prefix || '/');
      const banner = page.getByRole('region', { name: text(language, 'shell.cookie.label') });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: text(language, 'shell.cookie.accept') }).click();
      await expect(banner).toBeHidden();
      const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookieConsent');
      // 63115200 s (two years) is asked for; Chromium keeps a cookie at most 400 days.
      expect(consent?.expires).toBeGreaterThan(Date.now() / 1000 + 399 * 86_400);
      await page.reload();
      await expect(page.getByRole('link', { name: text(language, 'layout.skipLink') })).toBeAttached();
      await expect(banner).toBeHidden();
    });
  });
}

test.describe('country-site banner', () => {
  const CASES = [
    { path: '/locations', header: 'CA', language: 'en' as Language, country: 'Canada', href: '/ca/en/locations' },
    { path: '/ca/fr/locations', header: 'US', language: 'fr' as Language, country: 'United States', href: '/locations' },
  ];
  for (const { path, header, language, country, href } of CASES) {
    test(`on ${path} a visitor from ${header} is offered ${href}, until they dismiss it`, async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': header } });
      const page = await context.newPage();
      await visit(page, path);
      const banner = page.getByRole('region', { name: text(language, 'shell.geo.label') });
      await expect(banner).toContainText(text(language, 'shell.geo.text', { country }));
      await expect(banner.getByRole('link', { name: text(language, 'shell.geo.continue') })).toHaveAttribute('href', href);
      await banner.getByRole('button', { name: text(language, 'shell.geo.close') }).click();
      await expect(banner).toBeHidden();
      await page.reload();
      await expect(page.getByRole('navigation', { name: text(language, 'layout.mainNav') }).first()).toBeVisible();
      await expect(banner).toBeHidden();
      await context.close();
    });
  }

  test('stays hidden for a visitor already on their country site', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'CA' } });
    const page = await context.newPage();
    const geo = page.waitForResponse('**/api/getGeoFromIp');
    await visit(page, '/ca/fr');
    expect(await (await geo).json()).toEqual({ country: 'CA' });
    await expect(page.getByRole('region', { name: text('fr', 'shell.geo.label') })).toHaveCount(0);
    await context.close();
  });
});

test('the Canada language modal asks at /ca, and the choice sticks', async ({ page }) => {
  await visit(page, '/ca');
  const dialog = page.getByRole('dialog', { name: text('en', 'shell.language.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('fr', 'shell.language.name') }).click();
  await expect(page).toHaveURL(/\/ca\/fr$/);
  await expectLang(page, 'fr-CA');
  await expect(dialog).toBeHidden();
  await page.goto('/ca');
  await expect(page).toHaveURL(/\/ca\/fr$/);
});

test.describe('the shell passes axe (WCAG 2.2 AA) with everything open', () => {
  const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  for (const { prefix, language } of MARKETS) {
    test(`banners and an open submenu in ${language}`, async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': language === 'en' ? 'JP' : 'US' } });
      const page = await context.newPage();
      await visit(page, `${prefix}/locations`);
      await expect(page.getByRole('region', { name: text(language, 'shell.geo.label') })).toBeVisible();
      await expect(page.getByRole('region', { name: text(language, 'shell.cookie.label') })).toBeVisible();
      await page.getByRole('navigation', { name: text(language, 'layout.mainNav') }).getByRole('button').first().click();
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    });

    test(`the open mobile menu in ${language}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, prefix || '/');
      await page.getByRole('banner').getByRole('button', { name: text(language, 'shell.nav.openMenu'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: text(language, 'shell.nav.mobileTitle') })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
