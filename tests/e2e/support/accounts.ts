/** Accounts for the journeys: made through the API, signed in through the login page. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniquePhone } from './checkout';
import { visit } from './pages';
import { text, type Language } from './text';

const API = `${process.env.E2E_API_URL ?? 'http://localhost:4100'}/online-ordering`;

export const PASSWORD = 'Smoked1Brisket';

export const uniqueEmail = (tag: string) => `auth.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * An account made directly through the API (for the journeys that start signed out), with a phone
 * of its own: checkout fills it in, and one guest holds at most the brand's cap of orders in a slot.
 */
export async function createAccount(request: APIRequestContext, email: string, locale: string): Promise<void> {
  const answer = await request.post(`${API}/auth/sign-up`, {
    headers: { 'Accept-Language': locale },
    data: { firstName: 'Ada', lastName: 'Pit', phone: uniquePhone(), email, emailConfirmation: email, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Follows the verification link the sign-up mailed to `email` (from the demo outbox): a verified account's orders count toward rewards. */
export async function verifyAccount(request: APIRequestContext, email: string): Promise<void> {
  let token = '';
  await expect(async () => {
    const outbox = (await (await request.get(`${API}/dev/outbox`)).json()) as { data: { to: string; text: string }[] };
    const mail = outbox.data.find((item) => item.to === email && item.text.includes('/verify-email?token='));
    token = /\/verify-email\?token=([^\s&]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token, `no verification mail to ${email}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  const answer = await request.post(`${API}/auth/confirm-customer-email`, { data: { token: decodeURIComponent(token) } });
  expect(answer.status(), await answer.text()).toBe(200);
}

export async function signIn(page: Page, lang: Language, prefix: string, email: string, password: string) {
  await visit(page, `${prefix}/login`);
  await page.getByLabel(text(lang, 'auth.login.email'), { exact: true }).fill(email);
  await page.getByLabel(text(lang, 'auth.login.password'), { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: text(lang, 'auth.login.submit') }).click();
}
