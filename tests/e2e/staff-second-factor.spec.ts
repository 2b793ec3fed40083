/**
 * A brand admin's first sign-in with a one-time password (as `npm run staff:create-admin` gives
 * one): a password of their own, then setting up an authenticator app (the key read off the page,
 * its code computed as an app would), the recovery codes shown once, and the console; then signing
 * out and in again with the app's code, and with a recovery code, which works once.
 */
import { expect, test, type Page } from '@playwright/test';
import { visit } from './support/pages';
import { STAFF_PASSWORD, typeAuthenticatorCode } from './support/staff';
import { text } from './support/text';
import { totpCode, withFreshCode } from './support/totp';

/** The demo brand admin who never gets the demo key: the first sign-in sets up the app. */
const NEW_ADMIN = 'admin.new@whitlocks.example';

function oneTimePassword(): string {
  const password = process.env.DEMO_STAFF_PASSWORD;
  if (!password) throw new Error('DEMO_STAFF_PASSWORD is not set: run the journeys through npm run test:e2e');
  return password;
}

async function signIn(page: Page, password: string) {
  await visit(page, '/staff/login');
  await page.getByLabel(text('en', 'staff.login.email')).fill(NEW_ADMIN);
  await page.getByLabel(text('en', 'staff.login.password')).fill(password);
  await page.getByRole('button', { name: text('en', 'staff.login.submit') }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: text('en', 'staff.console.signOut') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'staff.login.title') })).toBeVisible();
}

test('a new brand admin chooses a password, sets up an authenticator app, saves the recovery codes and signs in with a code', async ({ page }) => {
  const console = page.getByRole('heading', { level: 1, name: text('en', 'staff.console.title') });

  await signIn(page, oneTimePassword());
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'staff.password.title') })).toBeVisible();
  // The one-time password just typed is not asked again.
  await expect(page.getByLabel(text('en', 'staff.password.current'))).toHaveCount(0);
  await page.getByLabel(text('en', 'staff.password.new'), { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel(text('en', 'staff.password.confirm')).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: text('en', 'staff.password.submit') }).click();

  await expect(page.getByRole('heading', { level: 1, name: text('en', 'staff.secondFactor.enrol.title') })).toBeVisible();
  await expect(page.getByRole('img', { name: text('en', 'staff.secondFactor.enrol.qrLabel') })).toBeVisible();
  await expect(page.getByText(text('en', 'staff.secondFactor.enrol.account', { account: NEW_ADMIN }))).toBeVisible();
  const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).innerText()).trim();
  // A wrong code is refused beside the field.
  const codeField = page.getByLabel(text('en', 'staff.secondFactor.enrol.codeLabel'));
  const wrong = String((Number(totpCode(key)) + 500_000) % 1_000_000).padStart(6, '0');
  await codeField.fill(wrong);
  await page.getByRole('button', { name: text('en', 'staff.secondFactor.enrol.submit') }).click();
  await expect(page.getByText(text('en', 'staff.secondFactor.error.second_factor_code_wrong'))).toBeVisible();
  await expect(codeField).toBeFocused();
  await withFreshCode(key, async (code) => {
    await codeField.fill(code);
    await page.getByRole('button', { name: text('en', 'staff.secondFactor.enrol.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'staff.secondFactor.recovery.title') })).toBeVisible();
    return true;
  });
  const codes = await page.getByRole('list', { name: text('en', 'staff.secondFactor.recovery.listLabel') }).getByRole('listitem').allInnerTexts();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
  await page.getByRole('button', { name: text('en', 'staff.secondFactor.recovery.continue') }).click();
  await expect(console).toBeVisible();

  // Out and in again: the password, then the app's code (a fresh one: the set-up's code is used).
  await signOut(page);
  await signIn(page, STAFF_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'staff.secondFactor.code.title') })).toBeVisible();
  await expect(console).toHaveCount(0);
  await typeAuthenticatorCode(page, 'en', key);
  await expect(console).toBeVisible();

  // A recovery code signs in once.
  await signOut(page);
  await signIn(page, STAFF_PASSWORD);
  const codeLabel = page.getByLabel(text('en', 'staff.secondFactor.code.label'));
  await codeLabel.fill(codes[0]!.toLowerCase());
  await page.getByRole('button', { name: text('en', 'staff.secondFactor.code.submit') }).click();
  await expect(console).toBeVisible();
  await signOut(page);
  await signIn(page, STAFF_PASSWORD);
  await codeLabel.fill(codes[0]!);
  await page.getByRole('button', { name: text('en', 'staff.secondFactor.code.submit') }).click();
  await expect(page.getByText(text('en', 'staff.secondFactor.error.second_factor_code_wrong'))).toBeVisible();
  await expect(codeLabel).toBeFocused();
});
