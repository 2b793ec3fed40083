/**
 * A diner in Mexico or Brazil reads their site in their language only: going from the store list
 * to their store, its menu and a dish, then their cart, the sign-in page and, signed in, their
 * account, no page shows a common English word (tests/e2e/support/english-words.ts). Online
 * ordering is off in Brazil: its cart and checkout say so in Portuguese. (Checkout in es-MX belongs
 * to the journey that orders in Mexico.)
 */
import { expect, test } from '@playwright/test';
import { createAccount, PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { expectNoEnglish } from './support/page-text';
import { visit } from './support/pages';
import { text, type Language } from './support/text';

/** `ordering`: the market takes online orders (its checkout is the ordering journey's). */
const MARKETS: { lang: Language; tag: string; locale: string; home: string; store: string; ordering: boolean }[] = [
  { lang: 'es', tag: 'es-MX', locale: 'es-mx', home: '/mx/es', store: 'San Pedro Garza García', ordering: true },
  { lang: 'pt', tag: 'pt-BR', locale: 'pt-br', home: '/br/pt', store: 'Pinheiros', ordering: false },
];

for (const market of MARKETS) {
  const { lang, tag, home } = market;

  test(`${tag}: the store, its menu, a dish, the cart, sign-in and the account pages hold no English word`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await visit(page, `${home}/locations`);
    await expectNoEnglish(page, lang, tag, 'locations');

    await page.getByRole('main').getByRole('link', { name: market.store }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(market.store);
    await expectNoEnglish(page, lang, tag, 'store');

    // A store that takes online orders links its menu through the carryout choice.
    const main = page.getByRole('main');
    await main.getByRole('link', { name: text(lang, 'store.viewMenu') }).or(main.getByRole('link', { name: text(lang, 'handoffs.finder.orderType.carryout') })).first().click();
    await expect(page).toHaveURL(/\/quote\/everyday\/[^/?]+/);
    await expectNoEnglish(page, lang, tag, 'menu');

    // Where the store takes orders its dishes link to their pages; where it does not, a diner
    // reaches a dish's page from a shared link.
    const menu = new URL(page.url());
    const dishes = main.locator('a[href*="/quote/everyday/"][href*="/meats-by-the-pound/"]');
    if ((await dishes.count()) > 0) await dishes.first().click();
    else await visit(page, `${menu.pathname}/meats-by-the-pound/pulled-pork-lb${menu.search}`);
    await expect(page).toHaveURL(/\/meats-by-the-pound\/[^/?]+/);
    await expectNoEnglish(page, lang, tag, 'item');

    await visit(page, `${home}/cart`);
    await expectNoEnglish(page, lang, tag, 'cart');
    if (!market.ordering) {
      // Ordering is off: checkout has nothing to pay for, and says so in the market's language.
      await visit(page, `${home}/checkout`);
      await expectNoEnglish(page, lang, tag, 'checkout');
    }

    await visit(page, `${home}/login`);
    await expectNoEnglish(page, lang, tag, 'sign-in');

    const email = uniqueEmail(`no-english-${market.locale}`);
    await createAccount(request, email, market.locale);
    await signIn(page, lang, home, email, PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
    for (const path of ['/user-profile', '/user-profile/my-orders']) {
      await visit(page, `${home}${path}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoEnglish(page, lang, tag, `account (${path})`);
    }
  });
}
