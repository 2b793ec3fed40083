/**
 * Sign-in journeys, in en-US and fr-CA: sign up (the form's messages shown inline; the answer says
 * where the mail went and signs no one in), confirm the email from the outbox, sign in, log out and
 * sign in again; failed logins; throttling;
 * forgot password with a single-use link; logout revokes the token (the API refuses it after).
 * The full account journey (addresses, orders, reorder) is tests/e2e/account.spec.ts.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;

const MARKETS = [
  { locale: 'en-us', lang: 'en' as Language, prefix: '', htmlLang: 'en-US' },
  { locale: 'fr-ca', lang: 'fr' as Language, prefix: '/ca/fr', htmlLang: 'fr-CA' },
] as const;

/** The path and query of the newest link to `page` mailed to `email`. */
async function mailedLink(request: APIRequestContext, email: string, page: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const outbox = (await (await request.get(`${API}/dev/outbox`)).json()) as { data: { to: string; text: string }[] };
    const mail = outbox.data.find((item) => item.to === email && item.text.includes(`${page}?token=`));
    const match = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(`${page}?token=`));
    expect(match, `no ${page} mail to ${email}`).toBeTruthy();
    const url = new URL(match ?? '');
    link = `${url.pathname}${url.search}`;
  }).toPass({ timeout: 10_000 });
  return link ?? '';
}

const header = (page: Page) => page.locator('header').first();

for (const { locale, lang, prefix, htmlLang } of MARKETS) {
  test.describe(`sign-in (${locale})`, () => {
    test('sign up with SPEC §5 messages inline, confirm the email from the outbox, log out, sign in again', async ({ page, request }) => {
      const email = uniqueEmail(`signup-${locale}`);
      await visit(page, `${prefix}/signup`);
      await expectLang(page, htmlLang);
      const submit = page.getByRole('main').getByRole('button', { name: text(lang, 'auth.signup.submit') });

      await submit.click();
      const firstName = page.getByLabel(text(lang, 'auth.signup.firstName'));
      await expect(firstName).toBeFocused();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(text(lang, 'auth.message.fieldRequired')).first()).toBeVisible();
      await expect(page.getByText(text(lang, 'auth.message.passwordRequired'))).toBeVisible();

      await firstName.fill('Ada');
      await page.getByLabel(text(lang, 'auth.signup.lastName')).fill('Pit');
      await page.getByLabel(text(lang, 'auth.signup.phone')).fill('(514) 555-0199');
      await page.getByLabel(text(lang, 'auth.signup.email'), { exact: true }).fill(email);
      await page.getByLabel(text(lang, 'auth.signup.emailConfirmation')).fill(`x${email}`);
      await page.getByLabel(text(lang, 'auth.signup.password'), { exact: true }).fill('short');
      await page.getByLabel(text(lang, 'auth.signup.passwordConfirmation')).fill('other');
      await submit.click();
      await expect(page.getByText(text(lang, 'auth.message.emailsMustMatch'))).toBeVisible();
      await expect(page.getByText(text(lang, 'auth.message.passwordTooShort', { count: '8' }))).toBeVisible();
      await expect(page.getByText(text(lang, 'auth.message.passwordsMustMatch'))).toBeVisible();

      await page.getByLabel(text(lang, 'auth.signup.emailConfirmation')).fill(email);
      await page.getByLabel(text(lang, 'auth.signup.password'), { exact: true }).fill(PASSWORD);
      await page.getByLabel(text(lang, 'auth.signup.passwordConfirmation')).fill(PASSWORD);
      await page.getByLabel(text(lang, 'auth.signup.referralCode')).fill('');
      await submit.click();

      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'auth.verify.sentTitle') })).toBeVisible();
      await expect(page.getByText(text(lang, 'auth.verify.sent', { email }))).toBeVisible();
      // Sign-up answers alike whether or not the address has an account, so it signs no one in.
      await expect(header(page).getByRole('link', { name: text(lang, 'auth.header.signIn') })).toBeVisible();

      await visit(page, await mailedLink(request, email, '/verify-email'));
      await expectLang(page, htmlLang);
      await expect(page.getByText(text(lang, 'auth.verify.confirmed'))).toBeVisible();
      // The link works once.
      await page.reload();
      await expect(page.getByRole('main').getByRole('alert')).toContainText(text(lang, 'auth.message.verificationLinkUsed'));

      await signIn(page, lang, prefix, email, PASSWORD);
      await expect(header(page).getByRole('link', { name: new RegExp(text(lang, 'auth.header.greeting', { name: 'Ada' })) })).toBeVisible();
      // Signing in leaves the sign-in page; logging out before it has would race that navigation.
      await expect.poll(() => new URL(page.url()).pathname).not.toBe(`${prefix}/login`);
      await header(page).getByRole('button', { name: text(lang, 'auth.header.logout') }).click();
      await expect(header(page).getByRole('link', { name: text(lang, 'auth.header.signIn') })).toBeVisible();
      // Logging out leads home; the header changes before the address does.
      await expect.poll(() => new URL(page.url()).pathname).toBe(prefix || '/');

      await signIn(page, lang, prefix, email, PASSWORD);
      await expect(header(page).getByRole('link', { name: new RegExp(text(lang, 'auth.header.greeting', { name: 'Ada' })) })).toBeVisible();
    });

    test('failed logins: SPEC §5 messages, and the same answer for a wrong password and an unknown email', async ({ page, request }) => {
      const email = uniqueEmail(`failed-${locale}`);
      await createAccount(request, email, locale);
      await visit(page, `${prefix}/login`);
      await page.getByRole('main').getByRole('button', { name: text(lang, 'auth.login.submit') }).click();
      await expect(page.getByText(text(lang, 'auth.message.emailRequired'))).toBeVisible();
      await expect(page.getByText(text(lang, 'auth.message.passwordRequired'))).toBeVisible();
      await expect(page.getByLabel(text(lang, 'auth.login.email'), { exact: true })).toBeFocused();

      for (const [who, password] of [
        [email, 'Wrong1Password'],
        [uniqueEmail('nobody'), PASSWORD],
      ]) {
        await signIn(page, lang, prefix, who ?? '', password ?? '');
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(text(lang, 'auth.message.wrongCredentials'));
        expect(new URL(page.url()).pathname).toBe(`${prefix}/login`);
      }
      // Facebook is not configured on the test stack: the button says so instead of failing.
      await expect(page.getByText(text(lang, 'auth.facebook.notConfigured'))).toBeVisible();
    });

    test('repeated failures are throttled with a clear message', async ({ page, request }) => {
      const email = uniqueEmail(`throttle-${locale}`);
      await createAccount(request, email, locale);
      const throttled = new RegExp(text(lang, 'auth.message.tooManySignInAttempts', { minutes: '\\d+' }).replace(/[.]/g, '\\.'));
      await visit(page, `${prefix}/login`);
      await page.getByLabel(text(lang, 'auth.login.email'), { exact: true }).fill(email);
      const password = page.getByLabel(text(lang, 'auth.login.password'), { exact: true });
      const submit = page.getByRole('main').getByRole('button', { name: text(lang, 'auth.login.submit') });
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await password.fill(`Wrong${attempt}Password`);
        await submit.click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(text(lang, 'auth.message.wrongCredentials'));
      }
      // Even the right password waits now: no guessing through the limit.
      await password.fill(PASSWORD);
      await submit.click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(throttled);
    });

    test('logout revokes the token: the API refuses the old one', async ({ page, request, context }) => {
      const email = uniqueEmail(`logout-${locale}`);
      await createAccount(request, email, locale);
      await signIn(page, lang, prefix, email, PASSWORD);
      await expect(header(page).getByRole('button', { name: text(lang, 'auth.header.logout') })).toBeVisible();
      const token = (await context.cookies()).find((cookie) => cookie.name === 'jwt_token')?.value ?? '';
      expect(token).not.toBe('');
      const bearer = { Authorization: `Bearer ${token}` };
      expect((await request.get(`${API}/my-profile`, { headers: bearer })).status()).toBe(200);

      await header(page).getByRole('button', { name: text(lang, 'auth.header.logout') }).click();
      await expect(header(page).getByRole('link', { name: text(lang, 'auth.header.signIn') })).toBeVisible();
      expect((await context.cookies()).some((cookie) => cookie.name === 'jwt_token')).toBe(false);
      expect((await request.get(`${API}/my-profile`, { headers: bearer })).status()).toBe(401);
    });

    test('forgot password: a single-use link sets a new password', async ({ page, request }) => {
      const email = uniqueEmail(`reset-${locale}`);
      await createAccount(request, email, locale);
      await visit(page, `${prefix}/login`);
      await page.getByRole('link', { name: text(lang, 'auth.login.forgotPassword') }).click();
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'auth.forgot.title') })).toBeVisible();
      await page.getByLabel(text(lang, 'auth.forgot.email'), { exact: true }).fill(email);
      await page.getByRole('main').getByRole('button', { name: text(lang, 'auth.forgot.submit') }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(text(lang, 'auth.message.resetEmailSent', { email }));

      const link = await mailedLink(request, email, '/reset-password');
      await visit(page, link);
      const fresh = 'Hickory2Smoke';
      await page.getByLabel(text(lang, 'auth.reset.password'), { exact: true }).fill(fresh);
      await page.getByLabel(text(lang, 'auth.reset.passwordConfirmation')).fill(fresh);
      await page.getByRole('main').getByRole('button', { name: text(lang, 'auth.reset.submit') }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(text(lang, 'auth.message.passwordSet'));

      await page.getByLabel(text(lang, 'auth.login.email'), { exact: true }).fill(email);
      await page.getByLabel(text(lang, 'auth.login.password'), { exact: true }).fill(fresh);
      await page.getByRole('main').getByRole('button', { name: text(lang, 'auth.login.submit') }).click();
      await expect(header(page).getByRole('button', { name: text(lang, 'auth.header.logout') })).toBeVisible();

      // The same link again: used, and it says so.
      await visit(page, link);
      await page.getByLabel(text(lang, 'auth.reset.password'), { exact: true }).fill('Another3Pass');
      await page.getByLabel(text(lang, 'auth.reset.passwordConfirmation')).fill('Another3Pass');
      await page.getByRole('main').getByRole('button', { name: text(lang, 'auth.reset.submit') }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText(text(lang, 'auth.message.resetLinkUsed'));
    });
  });
}
