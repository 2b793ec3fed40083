/**
 * The storefront's security headers as a browser meets them: every page carries a
 * Content-Security-Policy with a fresh nonce, the pages work under it (nothing refused on the
 * home page, a store's menu, the sign-in page and the payment page), and the payment page allows
 * no script but this site's and its own nonce, and no frame but the card processor's. A form sent
 * before the scripts have run stays on the page instead of putting its fields in the address.
 */
import { expect, test, type Page } from '@playwright/test';
import { cspDirectives, recordCspViolations } from './support/csp';
import { cardInput, uniquePhone } from './support/checkout';
import { visit } from './support/pages';
import { text } from './support/text';

/** Opens `path` and returns its Content-Security-Policy header. */
async function policyOf(page: Page, path: string): Promise<Map<string, string[]>> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  return cspDirectives(response?.headers()['content-security-policy']);
}

test('pages carry a nonce policy and work under it, with nothing refused', async ({ page }) => {
  const violations = recordCspViolations(page);
  const home = await policyOf(page, '/company/our-story');
  const nonce = home.get('script-src')?.find((source) => source.startsWith("'nonce-"));
  expect(nonce).toBeTruthy();
  expect(home.get('script-src')).toContain("'strict-dynamic'");
  expect(home.get('script-src')).not.toContain("'unsafe-inline'");
  expect(home.get('frame-ancestors')).toEqual(["'none'"]);
  expect(home.get('object-src')).toEqual(["'none'"]);
  // The scripts run: the header's submenu opens on a click once React has hydrated the page
  // (a click before that does nothing, so it is tried again until it takes).
  const nav = page.getByRole('navigation', { name: text('en', 'layout.mainNav') });
  const catering = (await nav.getByRole('link').nth(1).textContent())?.trim() ?? '';
  const toggle = nav.getByRole('button', { name: text('en', 'shell.nav.submenu', { title: catering }) });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  const again = await policyOf(page, '/ca/fr/company/our-story');
  expect(again.get('script-src')?.find((source) => source.startsWith("'nonce-"))).toBeTruthy();
  expect(again.get('script-src')).not.toContain(nonce);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A page the same for every visitor works under its policy of hashes.
  await visit(page, '/ca/fr/locations');
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'locations.title') })).toBeVisible();

  await visit(page, '/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit(page, '/no-such-page', 404);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'error.notFoundTitle') })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the payment page runs only this site\'s scripts, and works', async ({ page }) => {
  const violations = recordCspViolations(page);
  await visit(page, '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout');
  await page.getByRole('button', { name: text('en', 'ordering.item.addToCart') }).click();
  await page.getByRole('link', { name: text('en', 'ordering.item.viewCart') }).first().click();
  await page.getByRole('link', { name: text('en', 'checkout.cart.checkout') }).click();
  await page.getByLabel(text('en', 'checkout.guest.firstName')).fill('Ada');
  await page.getByLabel(text('en', 'checkout.guest.lastName')).fill('Pitmaster');
  await page.getByLabel(text('en', 'checkout.guest.email')).fill(`ada.csp.${Date.now()}@example.com`);
  await page.getByLabel(text('en', 'checkout.guest.phone')).fill(uniquePhone());
  const time = page.getByLabel(text('en', 'checkout.handoff.time'), { exact: true });
  await time.selectOption((await time.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByRole('button', { name: text('en', 'checkout.continueToPayment') }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  // Loaded as a document, the payment page gets its own, stricter policy.
  const payment = await policyOf(page, '/checkout/payment');
  const scripts = payment.get('script-src') ?? [];
  expect(scripts).not.toContain("'strict-dynamic'");
  expect(scripts.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
  // It may frame exactly the card processor's origin, whose hosted fields load under it.
  expect(payment.get('frame-src')).toEqual(["'self'", new URL(process.env.SANDBOX_GATEWAY_URL ?? 'http://localhost:4110').origin]);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'checkout.payment.title') })).toBeVisible();
  await expect(cardInput(page, 'en', 'number')).toBeVisible();
  // The form validates in the browser: its scripts run under the policy.
  await page.getByRole('button', { name: new RegExp(`^${text('en', 'checkout.payment.pay', { amount: '' }).trim()}`) }).click();
  await expect(page.getByText(text('en', 'checkout.validation.cardholderNameRequired'))).toBeVisible();
  expect(violations).toEqual([]);
});

test('a sign-in sent before the page\'s scripts have run keeps the password out of the address', async ({ page }) => {
  // The page's scripts never arrive, as on a slow network before they have.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  const violations = recordCspViolations(page);
  await visit(page, '/login');
  await page.evaluate(() => {
    document.addEventListener('submit', (event) => document.body.setAttribute('data-submit-held', String(event.defaultPrevented)));
  });
  await page.getByLabel(text('en', 'auth.login.email'), { exact: true }).fill('ada@example.com');
  await page.getByLabel(text('en', 'auth.login.password'), { exact: true }).fill('Smoked-Brisket-42');
  await page.getByLabel(text('en', 'auth.login.password'), { exact: true }).press('Enter');

  await expect(page.locator('body')).toHaveAttribute('data-submit-held', 'true');
  expect(page.url()).not.toContain('Smoked-Brisket-42');
  await expect(page.getByLabel(text('en', 'auth.login.password'), { exact: true })).toHaveValue('Smoked-Brisket-42');
  expect(violations).toEqual([]);
});
