/**
 * The account journey of issue 5, once per locale (en-US, fr-CA), as a diner does it:
 *  1. sign up, then confirm the email with the link from the outbox;
 *  2. sign in (an account page sends a signed-out diner to the login page and back) and add an address;
 *  3. order (details prefilled from the profile, the card saved), and find the order in My Orders;
 *  4. reorder it into a new cart, then log out;
 *  5. the token of the session that logged out is refused by the API.
 * Failed logins, throttling and Facebook are auth.spec.ts's (A3).
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { typeCard, uniquePhone } from './support/checkout';
import { clickUntilVisible, expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

const API = process.env.E2E_API_URL ?? 'http://localhost:4100';

type Market = {
  lang: Language;
  htmlLang: string;
  prefix: string;
  itemPath: string;
  address: { street: string; city: string; zip: string };
  billing: { region: string; postal: string; regionKey: 'checkout.payment.state' | 'checkout.payment.province'; postalKey: 'checkout.payment.zip' | 'checkout.payment.postalCode' };
};

const MARKETS: Market[] = [
  {
    lang: 'en',
    htmlLang: 'en-US',
    prefix: '',
    itemPath: '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout',
    address: { street: '5800 Belmont Ave', city: 'Dallas', zip: '75206' },
    billing: { region: 'TX', postal: '75206', regionKey: 'checkout.payment.state', postalKey: 'checkout.payment.zip' },
  },
  {
    lang: 'fr',
    htmlLang: 'fr-CA',
    prefix: '/ca/fr',
    itemPath: '/ca/fr/quote/everyday/montreal-plateau/meats-by-the-pound/pulled-pork-lb?type=carryout',
    address: { street: '4200 boul. Saint-Laurent', city: 'Montréal', zip: 'H2W 1Y8' },
    billing: { region: 'QC', postal: 'H2W 1Y8', regionKey: 'checkout.payment.province', postalKey: 'checkout.payment.postalCode' },
  },
];

const PASSWORD = 'Smoked-Brisket-1941';

type Diner = { firstName: string; lastName: string; email: string; phone: string };

function diner(lang: Language): Diner {
  return { firstName: lang === 'fr' ? 'Élodie' : 'Ada', lastName: 'Pitmaster', email: `account.${lang}.${Date.now()}@example.com`, phone: uniquePhone() };
}

/** 1. The sign-up form, then the verification link from the outbox. */
async function signUpAndVerify(page: Page, request: APIRequestContext, market: Market, who: Diner) {
  const { lang } = market;
  await visit(page, `${market.prefix}/signup`);
  await expectLang(page, market.htmlLang);
  await page.getByLabel(text(lang, 'auth.signup.firstName'), { exact: true }).fill(who.firstName);
  await page.getByLabel(text(lang, 'auth.signup.lastName'), { exact: true }).fill(who.lastName);
  await page.getByLabel(text(lang, 'auth.signup.phone'), { exact: true }).fill(who.phone);
  await page.getByLabel(text(lang, 'auth.signup.email'), { exact: true }).fill(who.email);
  await page.getByLabel(text(lang, 'auth.signup.emailConfirmation'), { exact: true }).fill(who.email);
  await page.getByLabel(text(lang, 'auth.signup.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(text(lang, 'auth.signup.passwordConfirmation'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text(lang, 'auth.signup.submit'), exact: true }).click();
  await expect(page.getByText(text(lang, 'auth.verify.sent', { email: who.email }))).toBeVisible();

  let link = '';
  await expect(async () => {
    const outbox = await request.get(`${API}/online-ordering/dev/outbox`);
    expect(outbox.ok()).toBe(true);
    const { data } = (await outbox.json()) as { data: { to: string; text: string }[] };
    const mail = data.find((entry) => entry.to.includes(who.email) && entry.text.includes('/verify-email?token='));
    expect(mail, `no verification mail for ${who.email}`).toBeTruthy();
    link = /https?:\/\/[^\s]+\/verify-email\?token=[^\s]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  const url = new URL(link);
  await visit(page, `${url.pathname}${url.search}`);
  await expect(page.getByText(text(lang, 'auth.verify.confirmed'))).toBeVisible();
}

/** 2. Signed out, My Profile leads to the login page, which comes back to it. */
async function signIn(page: Page, context: BrowserContext, market: Market, who: Diner) {
  const { lang } = market;
  await context.clearCookies({ name: 'jwt_token' });
  await visit(page, `${market.prefix}/user-profile`);
  await expect(page).toHaveURL(new RegExp(`${market.prefix}/login\\?next=`));
  await page.getByLabel(text(lang, 'auth.login.email'), { exact: true }).fill(who.email);
  await page.getByLabel(text(lang, 'auth.login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text(lang, 'auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${market.prefix}/user-profile$`));
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'account.profile.title', { name: who.firstName }) })).toBeVisible();
}

async function addAddress(page: Page, market: Market) {
  const { lang, address } = market;
  const form = page.getByRole('form', { name: text(lang, 'account.addresses.addTitle') });
  await clickUntilVisible(page.getByRole('button', { name: text(lang, 'account.addresses.add') }), form);
  // Saving nothing says what is missing, inline and in the page's language.
  await page.getByRole('button', { name: text(lang, 'account.save'), exact: true }).click();
  await expect(page.getByText(text(lang, 'checkout.validation.addressRequired'))).toBeVisible();
  await form.getByRole('textbox', { name: text(lang, 'account.addresses.street'), exact: true }).fill(address.street);
  await form.getByRole('textbox', { name: text(lang, 'account.addresses.city'), exact: true }).fill(address.city);
  await form.getByRole('textbox', { name: text(lang, 'account.addresses.zip'), exact: true }).fill(address.zip);
  await form.getByRole('button', { name: text(lang, 'account.save'), exact: true }).click();
  const addresses = page.getByRole('region', { name: text(lang, 'account.addresses.title') });
  await expect(addresses.getByText(address.street)).toBeVisible();
  await expect(addresses.getByText(text(lang, 'account.addresses.primary'), { exact: true })).toBeVisible();
}

/** 3. Cart → checkout (prefilled) → card, saved for next time → thank-you; answers the order number. */
async function order(page: Page, market: Market, who: Diner): Promise<string> {
  const { lang, billing } = market;
  await visit(page, market.itemPath);
  await page.getByRole('button', { name: text(lang, 'ordering.item.addToCart') }).click();
  await page.getByRole('link', { name: text(lang, 'ordering.item.viewCart') }).first().click();
  await page.getByRole('link', { name: text(lang, 'checkout.cart.checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.title') })).toBeVisible();
  await expect(page.getByLabel(text(lang, 'checkout.guest.firstName'))).toHaveValue(who.firstName);
  await expect(page.getByLabel(text(lang, 'checkout.guest.email'))).toHaveValue(who.email);
  const time = page.getByLabel(text(lang, 'checkout.handoff.time'), { exact: true });
  await time.selectOption((await time.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.payment.title') })).toBeVisible();

  await typeCard(page, lang, '4242 4242 4242 4242');
  await page.getByLabel(text(lang, 'checkout.payment.cardholderName')).fill(`${who.firstName} ${who.lastName}`);
  await page.getByLabel(text(lang, 'checkout.payment.address')).fill(market.address.street);
  await page.getByLabel(text(lang, 'checkout.payment.city')).fill(market.address.city);
  await page.getByLabel(text(lang, billing.regionKey), { exact: true }).fill(billing.region);
  await page.getByLabel(text(lang, billing.postalKey), { exact: true }).fill(billing.postal);
  await page.getByLabel(text(lang, 'account.payment.saveCard')).check();
  const pay = text(lang, 'checkout.payment.pay', { amount: '' }).trim();
  await page.getByRole('button', { name: new RegExp(`^${pay}`) }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
  const numberText = await page.getByText(new RegExp(text(lang, 'checkout.thankYou.orderNumber', { number: '\\S+' }))).textContent();
  const number = /(\d+)/.exec(numberText ?? '')?.[1] ?? '';
  expect(number).not.toBe('');
  return number;
}

/** 3 (end) and 4: My Orders lists the order; Reorder fills a new cart and the header shows it. */
async function reorderFromMyOrders(page: Page, market: Market, number: string) {
  const { lang } = market;
  await visit(page, `${market.prefix}/user-profile/my-orders`);
  await expect(page.getByText(text(lang, 'account.orders.number', { number }), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: text(lang, 'account.orders.reorderOne', { number }) }).click();
  const notice = page.getByRole('status').filter({ hasText: text(lang, 'account.reorder.done', { number }) });
  await expect(notice).toBeVisible();
  await expect(page.locator('[data-cart-summary]').first()).not.toContainText(text(lang, 'shell.cart.items.other', { count: '0' }));
  await notice.getByRole('link', { name: text(lang, 'account.reorder.viewCart') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.cart.title') })).toBeVisible();
}

/** 4 (end) and 5: log out from the header; the API refuses the old token from then on. */
async function logOutAndCheckToken(page: Page, context: BrowserContext, request: APIRequestContext, market: Market) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'jwt_token')?.value ?? '';
  expect(token).not.toBe('');
  const before = await request.get(`${API}/online-ordering/my-profile`, { headers: { Authorization: `Bearer ${token}` } });
  expect(before.status()).toBe(200);
  await page.getByRole('button', { name: text(market.lang, 'auth.header.logout') }).first().click();
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'jwt_token')).toBe(false);
  // SPEC §4 step 6: logging out ends on the market's home page.
  await page.waitForURL((url) => url.pathname === (market.prefix || '/'));
  const after = await request.get(`${API}/online-ordering/my-profile`, { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  await visit(page, `${market.prefix}/user-profile`);
  await expect(page).toHaveURL(new RegExp(`${market.prefix}/login\\?next=`));
}

test.describe('account journey', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const market of MARKETS) {
    test(`${market.htmlLang}: sign up, verify, sign in, add an address, order, My Orders, reorder, log out, old token refused`, async ({ page, context, request }) => {
      const who = diner(market.lang);
      await signUpAndVerify(page, request, market, who);
      await signIn(page, context, market, who);
      await addAddress(page, market);
      const number = await order(page, market, who);
      await reorderFromMyOrders(page, market, number);
      await logOutAndCheckToken(page, context, request, market);
    });
  }
});
