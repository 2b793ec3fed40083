/**
 * Store, menu and directory pages and the home page are the same for every visitor: whatever cookies ask (an order, a session),
 * the answer's body is byte for byte identical, shared caches may keep it (s-maxage,
 * stale-while-revalidate), it sets no cookie, and its policy carries no nonce but the hashes of
 * its inline scripts, under which the page runs with nothing refused. What is the visitor's own,
 * the cart count and the signed-in name in the header, appears once the page has loaded.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { cspDirectives, recordCspViolations } from './support/csp';
import { visit } from './support/pages';
import { text } from './support/text';

const STORE_PAGE = '/locations/texas/fort-worth/fort-worth-camp-bowie';
const MENU_PAGE = '/quote/everyday/dallas-lower-greenville?type=carryout';
const ITEM_PAGE = '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout';

async function fetchPage(request: APIRequestContext, path: string, cookie?: string) {
  const answer = await request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
  expect(answer.status(), path).toBe(200);
  return { headers: answer.headers(), body: await answer.text() };
}

test('a diner with a cart and a session gets the same cacheable page as anyone, and the header fills in after load', async ({ page, request }) => {
  const email = uniqueEmail('shared');
  await createAccount(request, email, 'en-US');
  await signIn(page, 'en', '', email, PASSWORD);
  await expect(page.getByRole('link', { name: new RegExp(text('en', 'auth.header.greeting', { name: 'Ada' })) }).first()).toBeVisible();
  await visit(page, ITEM_PAGE);
  await page.getByRole('button', { name: text('en', 'ordering.item.addToCart') }).click();
  await expect(page.locator('[data-cart-summary]').first()).toContainText(text('en', 'shell.cart.items.one', { count: '1' }));

  const cookies = await page.context().cookies();
  const names = cookies.map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['orderId', 'orderToken', 'jwt_token']));
  const visitorCookie = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

  for (const path of [STORE_PAGE, MENU_PAGE, '/', '/ca/fr/locations/ontario']) {
    const anyone = await fetchPage(request, path);
    const diner = await fetchPage(request, path, visitorCookie);
    expect(diner.body, `${path} differs with the diner's cookies`).toBe(anyone.body);
    expect(anyone.body).not.toContain('Ada');
    for (const { headers } of [anyone, diner]) {
      expect(headers['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(headers['set-cookie']).toBeUndefined();
      const policy = cspDirectives(headers['content-security-policy']);
      expect(policy.get('script-src')?.[0]).toBe("'self'");
      expect(policy.get('script-src')?.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
      expect(headers['content-security-policy']).not.toMatch(/nonce|script-src[^;]*'unsafe-inline'/);
    }
  }

  // A GPC browser gets no cookie on a shared page either.
  const gpc = await request.get(STORE_PAGE, { headers: { 'Sec-GPC': '1' } });
  expect(gpc.headers()['set-cookie']).toBeUndefined();

  // In the browser the cached page runs under its policy and shows the diner's cart and name once loaded.
  const violations = recordCspViolations(page);
  const response = await page.goto(STORE_PAGE);
  expect(response?.headers()['cache-control']).toMatch(/s-maxage/);
  await expect(page.locator('[data-cart-summary]').first()).toContainText(text('en', 'shell.cart.items.one', { count: '1' }));
  await expect(page.getByRole('link', { name: new RegExp(text('en', 'auth.header.greeting', { name: 'Ada' })) }).first()).toBeVisible();
  await page.goto(MENU_PAGE);
  await expect(page.locator('[data-cart-summary]').first()).toContainText(text('en', 'shell.cart.items.one', { count: '1' }));
  await expect(page.getByRole('link', { name: new RegExp(text('en', 'auth.header.greeting', { name: 'Ada' })) }).first()).toBeVisible();
  // A store that is not there answers the not-found page, which runs under the same policy.
  await visit(page, '/locations/texas/fort-worth/no-such-store', 404);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'error.notFoundTitle') })).toBeVisible();
  expect(violations).toEqual([]);
});

// Shared caches (nginx in front, a CDN) keep what is public; scripts/lib/nginx.test.mjs shows nginx
// keeping it and passing a demo clock by. The page of a visitor's demo clock is theirs alone.
test('a visitor’s demo clock gets a page of their own, never one for shared caches', async ({ request }) => {
  const clocked = await request.get(STORE_PAGE, { headers: { cookie: 'hickory_clock=2026-07-04T15:00:00Z' } });
  expect(clocked.status()).toBe(200);
  expect(clocked.headers()['cache-control'] ?? '').not.toMatch(/public|s-maxage/);
});
