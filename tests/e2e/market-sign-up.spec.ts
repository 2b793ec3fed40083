/**
 * A diner in Osaka signs up on the Japanese site (ja-JP) and types the phone as a Japanese phone
 * dials it, 090-1234-5678: a Texan number without its +1 is first refused beside the field, in
 * Japanese, and the national number is taken (the inbox message follows).
 */
import { expect, test } from '@playwright/test';
import { expectLang, visit } from './support/pages';
import { text } from './support/text';

const PASSWORD = 'Smoked-Brisket-1941';

test('ja-JP: a diner signs up with a Japanese mobile number written nationally', async ({ page }) => {
  const email = `signup.ja.${Date.now()}@example.com`;
  await visit(page, '/jp/ja/signup');
  await expectLang(page, 'ja-JP');
  const field = (key: Parameters<typeof text>[1]) => page.getByLabel(text('ja', key), { exact: true });
  await field('auth.signup.firstName').fill('花子');
  await field('auth.signup.lastName').fill('山田');
  await field('auth.signup.email').fill(email);
  await field('auth.signup.emailConfirmation').fill(email);
  await field('auth.signup.password').fill(PASSWORD);
  await field('auth.signup.passwordConfirmation').fill(PASSWORD);
  const submit = page.getByRole('button', { name: text('ja', 'auth.signup.submit'), exact: true });

  await field('auth.signup.phone').fill('(512) 555-0142');
  await submit.click();
  await expect(page.getByText(text('ja', 'auth.message.invalidPhone'))).toBeVisible();
  await expect(field('auth.signup.phone')).toHaveAttribute('aria-invalid', 'true');

  await field('auth.signup.phone').fill('090-1234-5678');
  await submit.click();
  await expect(page.getByText(text('ja', 'auth.verify.sent', { email }))).toBeVisible();
});
