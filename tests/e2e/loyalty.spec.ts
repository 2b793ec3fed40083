/**
 * Loyalty journeys, en-US and fr-CA, as a signed-in diner does it:
 *  1. order and pay by card, then find the points on My Rewards (and in the header);
 *  2. redeem a store item for points: it lands in the wallet and the points go down;
 *  3. add the reward to an order at no charge and pay (en-US: chosen before any order, offered by
 *     the cart; fr-CA: added from the wallet to the order in progress);
 *  4. the points history shows what was earned and redeemed, and the reward is used.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAccount, PASSWORD, signIn, uniqueEmail, verifyAccount } from './support/accounts';
import { fillCard, payButton, type Card } from './support/checkout';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

type Market = {
  lang: Language;
  htmlLang: string;
  prefix: string;
  store: string;
  puddingTitle: string;
  card: Card;
  canada: boolean;
};

const MARKETS: Market[] = [
  {
    lang: 'en',
    htmlLang: 'en-US',
    prefix: '',
    store: 'dallas-lower-greenville',
    puddingTitle: 'Banana Pudding',
    card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' },
    canada: false,
  },
  {
    lang: 'fr',
    htmlLang: 'fr-CA',
    prefix: '/ca/fr',
    store: 'montreal-plateau',
    puddingTitle: 'Pouding aux bananes',
    card: { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' },
    canada: true,
  },
];

const itemPath = (market: Market, slug: string) => `${market.prefix}/quote/everyday/${market.store}/desserts/${slug}?type=carryout`;

/** The item page → Add to cart → the cart. */
async function addToCart(page: Page, market: Market, slug: string) {
  await visit(page, itemPath(market, slug));
  await page.getByRole('button', { name: text(market.lang, 'ordering.item.addToCart') }).click();
  await page.getByRole('link', { name: text(market.lang, 'ordering.item.viewCart') }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: text(market.lang, 'checkout.cart.title') })).toBeVisible();
}

/** Cart → checkout (details prefilled) → card → thank-you. */
async function checkOutAndPay(page: Page, market: Market) {
  const { lang } = market;
  await page.getByRole('link', { name: text(lang, 'checkout.cart.checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.title') })).toBeVisible();
  const time = page.getByLabel(text(lang, 'checkout.handoff.time'), { exact: true });
  await time.selectOption((await time.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.payment.title') })).toBeVisible();
  await fillCard(page, lang, market.card, market.canada);
  await payButton(page, lang).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
  const numberText = await page.getByText(new RegExp(text(lang, 'checkout.thankYou.orderNumber', { number: '\\S+' }))).textContent();
  return /(\d+)/.exec(numberText ?? '')?.[1] ?? '';
}

/** My Rewards, hydrated; answers the points to spend it shows. */
async function openMyRewards(page: Page, market: Market): Promise<number> {
  await visit(page, `${market.prefix}/user-profile/loyalty`);
  await expectLang(page, market.htmlLang);
  await expect(page.getByRole('heading', { level: 1, name: text(market.lang, 'loyalty.page.title') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shown = (await page.getByTestId('spendable-points').textContent()) ?? '';
  return Number(shown.replace(/[^\d]/g, ''));
}

for (const market of MARKETS) {
  const { lang } = market;
  test.describe(`loyalty, ${market.htmlLang}`, () => {
    test.describe.configure({ timeout: 150_000 });

    test('a diner earns points, redeems a store item and eats it free on the next order', async ({ page, request }) => {
      const email = uniqueEmail(`loyalty-${lang}`);
      await createAccount(request, email, market.htmlLang);
      // A verified account: its paid orders count toward rewards.
      await verifyAccount(request, email);
      await signIn(page, lang, market.prefix, email, PASSWORD);
      await expect(page.getByRole('link', { name: text(lang, 'auth.header.greeting', { name: 'Ada' }) + ' · ' + text(lang, 'auth.header.account') })).toBeVisible();

      // 1. Five puddings, paid by card: points appear.
      await addToCart(page, market, 'banana-pudding');
      for (let more = 0; more < 4; more += 1) {
        await page.getByRole('button', { name: text(lang, 'checkout.cart.increase', { item: market.puddingTitle }) }).click();
        await expect(page.getByRole('group', { name: text(lang, 'checkout.cart.quantityOf', { item: market.puddingTitle }) })).toContainText(String(more + 2));
      }
      const firstOrder = await checkOutAndPay(page, market);
      expect(firstOrder).not.toBe('');
      const earned = await openMyRewards(page, market);
      expect(earned).toBeGreaterThanOrEqual(150);
      const history = page.getByRole('list', { name: text(lang, 'loyalty.history.title') });
      await expect(history.getByText(text(lang, 'loyalty.history.reason.order_earned', { number: firstOrder }))).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(text(lang, 'loyalty.header.pointsLabel', { count: '.*' })) })).toBeVisible();

      // 2. Redeem the pudding in the rewards store.
      const wallet = page.getByRole('list', { name: text(lang, 'loyalty.wallet.title') });
      await page.getByRole('button', { name: text(lang, 'loyalty.store.redeemOne', { title: market.puddingTitle, points: '150' }) }).click();
      await expect(page.getByRole('status').filter({ hasText: text(lang, 'loyalty.store.redeemed', { title: market.puddingTitle }) })).toBeVisible();
      await expect(page.getByTestId('spendable-points')).toHaveText(text(lang, 'loyalty.points.spendable.other', { count: (earned - 150).toLocaleString(market.htmlLang) }));
      // The first order also earned an achievement's reward; the pudding is the one just bought.
      const pudding = wallet.getByRole('listitem').filter({ hasText: market.puddingTitle });
      await expect(pudding.getByText(text(lang, 'loyalty.wallet.status.in-wallet'))).toBeVisible();

      const addReward = page.getByRole('button', { name: text(lang, 'loyalty.wallet.addOne', { title: market.puddingTitle }) });
      if (lang === 'en') {
        // 3a. No order yet: the reward waits, and the cart offers it once an order starts.
        await addReward.click();
        await expect(page.getByRole('status').filter({ hasText: text(lang, 'loyalty.wallet.startOrder', { title: market.puddingTitle }) })).toBeVisible();
        await addToCart(page, market, 'peach-cobbler');
        await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: text(lang, 'loyalty.cart.add') }).click();
      } else {
        // 3b. An order in progress: the reward goes straight onto it.
        await addToCart(page, market, 'peach-cobbler');
        await openMyRewards(page, market);
        await addReward.click();
        await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.cart.title') })).toBeVisible();
      }
      const rewardLine = page.getByRole('listitem', { name: market.puddingTitle });
      await expect(rewardLine.getByText(text(lang, 'loyalty.cart.rewardLine'))).toBeVisible();
      await expect(rewardLine.getByText(/^0[.,]00\s?\$$|^\$0\.00$/)).toBeVisible();
      const secondOrder = await checkOutAndPay(page, market);

      // 4. The history shows the redemption and both orders; the reward is used.
      await openMyRewards(page, market);
      await expect(history.getByText(text(lang, 'loyalty.history.reason.store_redeemed'))).toBeVisible();
      await expect(history.getByText(text(lang, 'loyalty.history.reason.order_earned', { number: secondOrder }))).toBeVisible();
      await expect(pudding.getByText(text(lang, 'loyalty.wallet.status.used'))).toBeVisible();
      await expect(page.getByRole('navigation', { name: text(lang, 'account.nav.label') }).getByRole('link', { name: text(lang, 'loyalty.nav.rewards') })).toHaveAttribute('aria-current', 'page');
    });
  });
}
