/**
 * Staff sign-in as the console's users do it. The test stack sets DEMO_STAFF_PASSWORD (honoured
 * in demo mode only) as the demo accounts' one-time password, so a journey knows it without
 * reading the API's log; the first sign-in on a stack changes it to STAFF_PASSWORD, later ones use that.
 * It sets DEMO_STAFF_TOTP_SECRET too, the demo brand admins' authenticator key (./totp.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request as newRequestContext, type APIRequestContext, type Page } from '@playwright/test';
import { addToCart, checkOut, fillCard, guest, payButton, type Guest } from './checkout';
import { visit } from './pages';
import { text, type Language } from './text';
import { demoTotpSecret, underLock, withFreshCode } from './totp';

/** The demo store staff member of the Dallas Lower Greenville store. */
export const DEMO_STORE_STAFF = 'staff.dallas@whitlocks.example';
export const STAFF_PASSWORD = 'Pit-Boss-Shift-2030';
/** The demo brand admin (every store of the brand; signs in with an authenticator code). */
export const DEMO_ADMIN = 'admin@whitlocks.example';

const API = process.env.E2E_API_URL ?? 'http://localhost:4100';
const STOREFRONT = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

function oneTimePassword(): string {
  const password = process.env.DEMO_STAFF_PASSWORD;
  if (!password) throw new Error('DEMO_STAFF_PASSWORD is not set: run the journeys through npm run test:e2e');
  return password;
}

async function submitSignIn(page: Page, lang: Language, email: string, password: string) {
  await page.getByLabel(text(lang, 'staff.login.email')).fill(email);
  await page.getByLabel(text(lang, 'staff.login.password')).fill(password);
  await page.getByRole('button', { name: text(lang, 'staff.login.submit') }).click();
}

/**
 * At the code step of a brand admin's sign-in: types the authenticator code of `secret` (the demo
 * admins' key unless given) of a time step no other sign-in used (./totp.ts).
 */
export async function typeAuthenticatorCode(page: Page, lang: Language, secret = demoTotpSecret()) {
  const field = page.getByLabel(text(lang, 'staff.secondFactor.code.label'));
  const codeStep = page.getByRole('heading', { level: 1, name: text(lang, 'staff.secondFactor.code.title') });
  const refused = page.getByText(text(lang, 'staff.secondFactor.error.second_factor_code_wrong'));
  await withFreshCode(secret, async (code) => {
    await field.fill(code);
    await page.getByRole('button', { name: text(lang, 'staff.secondFactor.code.submit') }).click();
    // Refused (the field says so) or accepted (the code step is gone).
    await expect(async () => expect((await refused.isVisible()) || !(await codeStep.isVisible())).toBe(true)).toPass({ timeout: 10_000 });
    return !(await refused.isVisible());
  });
}

/**
 * Signs in at `${prefix}/staff/login` and lands on the console, typing the authenticator code and
 * choosing a new password when asked. Journeys side by side sign in as the same demo accounts:
 * when another one chose the account's password first, this one's one-time password is refused or
 * its session ended with that change, and it signs in again with the chosen password, as a
 * colleague told of the new password would.
 */
export async function signInStaff(page: Page, lang: Language, prefix = '', email = DEMO_STORE_STAFF) {
  const console = page.getByRole('heading', { level: 1, name: text(lang, 'staff.console.title') });
  const newPassword = page.getByRole('heading', { level: 1, name: text(lang, 'staff.password.title') });
  const code = page.getByRole('heading', { level: 1, name: text(lang, 'staff.secondFactor.code.title') });
  const refused = page.getByRole('alert').filter({ hasText: text(lang, 'auth.message.wrongCredentials') });
  const sessionEnded = page.getByText(text(lang, 'staff.error.staffSignInRequired'));
  for (const password of [oneTimePassword(), STAFF_PASSWORD]) {
    await visit(page, `${prefix}/staff/login`);
    await submitSignIn(page, lang, email, password);
    await expect(console.or(newPassword).or(code).or(refused)).toBeVisible();
    if (await refused.isVisible()) continue;
    if (await code.isVisible()) {
      await typeAuthenticatorCode(page, lang);
      await expect(console.or(newPassword)).toBeVisible();
    }
    if (await newPassword.isVisible()) {
      // The one-time password typed at sign-in is not asked again.
      await page.getByLabel(text(lang, 'staff.password.new'), { exact: true }).fill(STAFF_PASSWORD);
      await page.getByLabel(text(lang, 'staff.password.confirm')).fill(STAFF_PASSWORD);
      await page.getByRole('button', { name: text(lang, 'staff.password.submit') }).click();
      await expect(console.or(sessionEnded)).toBeVisible();
      if (await sessionEnded.isVisible()) continue;
    }
    await expect(console).toBeVisible();
    return;
  }
  throw new Error(`${email} could not sign in with the one-time or the chosen password`);
}


export type PaidAtDallas = { who: Guest; orderId: string; number: string; day: { date: string; asap: boolean } | null };

/**
 * A guest pays a carryout banana pudding by card at the Dallas Lower Greenville store and is left
 * on the thank-you page: the order's id and number, and its time slot, whose day (in the store's
 * time zone: the first time offered may be tomorrow's) is the console queue it is filed under.
 */
export async function guestPaysAtDallas(page: Page, request: APIRequestContext, tag: string): Promise<PaidAtDallas> {
  const who = guest(tag);
  await addToCart(page, 'en', '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout');
  await checkOut(page, 'en', who);
  await fillCard(page, 'en', { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' }, false);
  await payButton(page, 'en').click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
  const orderId = /\/order\/([^/]+)\/summary/.exec(page.url())![1]!;
  const numberText = await page.getByText(new RegExp(text('en', 'checkout.thankYou.orderNumber', { number: '\\S+' }))).innerText();
  const number = /(\d+)/.exec(numberText)![1]!;
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'orderToken')?.value ?? '';
  const order = await (await request.get(`${API}/online-ordering/orders/${orderId}`, { headers: { 'x-order-token': decodeURIComponent(token) } })).json();
  return { who, orderId, number, day: (order as { timeslot: PaidAtDallas['day'] }).timeslot };
}

type StaffGrant = { token: string; staff?: { mustChangePassword: boolean }; challenge?: string };

/** Signs `email` in through the API as the console does (password, authenticator code, a password of its own): its token. */
async function signInThroughApi(email: string): Promise<string> {
  const api = await newRequestContext.newContext({ baseURL: API });
  try {
    for (const password of [oneTimePassword(), STAFF_PASSWORD]) {
      const login = await api.post('/online-ordering/staff/login', { data: { email, password } });
      if (login.status() === 401) continue;
      expect(login.status(), `staff sign-in of ${email}`).toBe(200);
      let grant = (await login.json()) as StaffGrant;
      if (grant.challenge) {
        const challenge = grant.challenge;
        await withFreshCode(demoTotpSecret(), async (code) => {
          const answer = await api.post('/online-ordering/staff/login/second-factor', { data: { challenge, code } });
          if (answer.ok()) grant = (await answer.json()) as StaffGrant;
          return answer.ok();
        });
      }
      if (!grant.staff?.mustChangePassword) return grant.token;
      const changed = await api.post('/online-ordering/staff/change-password', {
        headers: { authorization: `Bearer ${grant.token}` },
        data: { currentPassword: password, newPassword: STAFF_PASSWORD },
      });
      // Another journey chose the password first, which ended this session: sign in with it.
      if (changed.ok()) return grant.token;
    }
    throw new Error(`${email} could not sign in with the one-time or the chosen password`);
  } finally {
    await api.dispose();
  }
}

/** The run's one session of `email` (its token, kept in the run's scratch folder by the first that needs it). */
export async function sharedStaffToken(email = DEMO_ADMIN): Promise<string> {
  const scratch = process.env.E2E_SERVER_LOG ? path.dirname(process.env.E2E_SERVER_LOG) : null;
  if (!scratch) throw new Error('E2E_SERVER_LOG is not set: run the journeys through npm run test:e2e');
  const file = path.join(scratch, `staff-session-${email.replace(/[^a-z0-9]+/gi, '-')}.json`);
  return underLock(`${file}.lock`, async () => {
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { token: string }).token;
    const signedIn = await signInThroughApi(email);
    writeFileSync(file, JSON.stringify({ token: signedIn }));
    return signedIn;
  }, 120_000);
}

/**
 * A press release hosted on the site, written and published by the demo brand admin through the
 * admin API (for journeys about the diner's page, not the editor): its slug.
 */
export async function publishedPressRelease(locale: 'en' | 'fr-ca', tag: string): Promise<string> {
  const api = await newRequestContext.newContext({ baseURL: API, extraHTTPHeaders: { authorization: `Bearer ${await sharedStaffToken()}` } });
  try {
    const { images } = (await (await api.get('/online-ordering/admin/content/posts')).json()) as { images: { url: string }[] };
    const slug = `release-${tag}-${Date.now().toString(36)}`;
    const created = await api.post('/online-ordering/admin/content/posts', {
      data: {
        kind: 'press',
        locale,
        slug,
        title: `Hickory opens a smokehouse ${tag}`,
        date: '2026-05-04',
        author: 'Communications',
        excerpt: 'A new smokehouse opens.',
        bodyText: 'The new smokehouse opens in the spring.',
        imageUrl: images[0]!.url,
        imageAlt: 'The smokehouse',
      },
    });
    expect(created.status(), 'press release created').toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await api.post(`/online-ordering/admin/content/posts/${id}/publish`, { data: {} })).status(), 'press release published').toBe(200);
    return slug;
  } finally {
    await api.dispose();
  }
}

/**
 * Opens the console already signed in as `email`, for journeys about what staff do there rather
 * than about signing in. The run's journeys share one session per account (its token in the run's
 * scratch folder, written by the first that needs it): a brand admin's authenticator code works
 * once per 30 s step, so typing one per journey would keep journeys waiting on the clock.
 */
export async function openConsoleSignedIn(page: Page, lang: Language, prefix = '', email = DEMO_ADMIN) {
  const token = await sharedStaffToken(email);
  await page.context().addCookies([{ name: 'staff_token', value: token, url: STOREFRONT }]);
  await visit(page, `${prefix}/staff`);
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'staff.console.title') })).toBeVisible();
}
