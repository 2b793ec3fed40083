/**
 * Privacy per market: each site's footer links the privacy policy and request form of its own
 * country's law, named in the page's language.
 *  - fr-CA: a diner follows the footer's link to the request under PIPEDA and Québec's Law 25,
 *    sees only the rights that law gives, sends a request to withdraw consent and is told to
 *    confirm it from the email that arrives in French;
 *  - ja-JP: a diner opens the footer's privacy policy and reads that it follows the APPI.
 */
import { expect, test, type Page } from '@playwright/test';
import { mailTo } from './support/catering';
import { guest } from './support/checkout';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

/** The cookie banner, accepted as a diner does before reaching the page's foot, which it covers. */
async function acceptCookies(page: Page, lang: Language) {
  const banner = page.getByRole('region', { name: text(lang, 'shell.cookie.label') });
  await expect(async () => {
    await banner.getByRole('button', { name: text(lang, 'shell.cookie.accept') }).click({ timeout: 2_000 });
    await expect(banner).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('fr-CA: the footer links the Law 25 privacy request, which sends a request the law offers', async ({ page, request }) => {
  await visit(page, '/ca/fr');
  await expectLang(page, 'fr-CA');
  await acceptCookies(page, 'fr');
  const title = text('fr', 'privacy.request.titleUnder', { law: text('fr', 'privacy.law.pipeda.short') });
  expect(title).toContain('Loi 25');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /CCPA/ })).toHaveCount(0);
  await footer.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/ca\/fr\/contact\/ccpa-privacy-form$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const form = page.getByRole('form', { name: text('fr', 'privacy.ccpa.formLabel') });
  const kind = form.getByLabel(text('fr', 'privacy.ccpa.requestType'));
  await expect(kind.getByRole('option', { name: text('fr', 'privacy.right.withdrawConsent') })).toHaveCount(1);
  await expect(kind.getByRole('option', { name: text('fr', 'privacy.right.optOut') })).toHaveCount(0);

  const who = guest('law25');
  await kind.selectOption('withdrawConsent');
  await form.getByLabel(text('fr', 'privacy.ccpa.requestorType')).selectOption('consumer');
  await form.getByLabel(text('fr', 'survey.firstName'), { exact: true }).fill(who.firstName);
  await form.getByLabel(text('fr', 'survey.lastName'), { exact: true }).fill(who.lastName);
  await form.getByLabel(text('fr', 'survey.email'), { exact: true }).fill(who.email);
  await form.getByRole('button', { name: text('fr', 'privacy.ccpa.submit') }).click();
  await expect(page.getByRole('heading', { name: text('fr', 'privacy.ccpa.successTitle') })).toBeVisible();

  const mail = await mailTo(request, who.email, /Confirmez votre demande/);
  expect(mail.text).toContain('Retirer mon consentement');
  expect(mail.text).toContain('/ca/fr/contact/ccpa-privacy-form/confirm?request=');
});

test('ja-JP: the footer’s privacy policy names the APPI', async ({ page }) => {
  await visit(page, '/jp/ja');
  await expectLang(page, 'ja-JP');
  await acceptCookies(page, 'ja');
  const title = text('ja', 'privacy.policy.titleUnder', { law: text('ja', 'privacy.law.appi.short') });
  await page.getByRole('contentinfo').getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/jp\/ja\/legal\/privacy-policy$/);
  await expectLang(page, 'ja-JP');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(text('ja', 'privacy.law.appi.name'))).toBeVisible();
  await expect(page.getByText(/CCPA/)).toHaveCount(0);
});
