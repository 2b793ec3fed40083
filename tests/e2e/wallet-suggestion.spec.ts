/**
 * The cart's wallet suggestion, en-US and fr-CA, as a signed-in diner does it: pay a first order
 * to earn points (and the first-order treat, a Sweet Potato Pie), redeem a Banana Pudding in the
 * rewards store, start a new order, and take the cart's "Use your reward: save $X" in one tap:
 * the reward that saves the most, the pie, joins the order at no charge, then the pudding.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAccount, PASSWORD, signIn, uniqueEmail, verifyAccount } from './support/accounts';
import { addToCart, fillCard, payButton, type Card } from './support/checkout';
import { expectLang, visit } from './support/pages';
import { text, type Language } from './support/text';

type Market = { lang: Language; htmlLang: string; prefix: string; store: string; pudding: string; pie: string; saving: RegExp; card: Card; canada: boolean };

const MARKETS: Market[] = [
  {
    lang: 'en', htmlLang: 'en-US', prefix: '', store: 'dallas-lower-greenville', pudding: 'Banana Pudding', pie: 'Sweet Potato Pie', saving: /^Use your reward: save \$\d+\.\d\d$/,
    card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' }, canada: false,
  },
  {
    lang: 'fr', htmlLang: 'fr-CA', prefix: '/ca/fr', store: 'montreal-plateau', pudding: 'Pouding aux bananes', pie: 'Tarte à la patate douce', saving: /^Utilisez votre récompense : économisez \d+,\d\d\s\$$/,
    card: { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' }, canada: true,
  },
];

const dessert = (market: Market, slug: string) => `${market.prefix}/quote/everyday/${market.store}/desserts/${slug}?type=carryout`;

async function payCart(page: Page, market: Market) {
  const { lang } = market;
  await page.getByRole('link', { name: text(lang, 'checkout.cart.checkout') }).click();
  const time = page.getByLabel(text(lang, 'checkout.handoff.time'), { exact: true });
  await time.selectOption((await time.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
  await fillCard(page, lang, market.card, market.canada);
  await payButton(page, lang).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
}

for (const market of MARKETS) {
  const { lang } = market;
  test(`${market.htmlLang}: the cart offers the best reward in the wallet, taken in one tap`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail(`wallet-${lang}`);
    await createAccount(request, email, market.htmlLang);
    // A verified account: its paid orders count toward rewards.
    await verifyAccount(request, email);
    await signIn(page, lang, market.prefix, email, PASSWORD);
    await expect(page.getByRole('link', { name: `${text(lang, 'auth.header.greeting', { name: 'Ada' })} · ${text(lang, 'auth.header.account')}` })).toBeVisible();

    // Five puddings paid: enough points for one in the rewards store.
    await addToCart(page, lang, dessert(market, 'banana-pudding'));
    const quantity = page.getByRole('group', { name: text(lang, 'checkout.cart.quantityOf', { item: market.pudding }) });
    for (let count = 2; count <= 5; count += 1) {
      await page.getByRole('button', { name: text(lang, 'checkout.cart.increase', { item: market.pudding }) }).click();
      await expect(quantity).toContainText(String(count));
    }
    await payCart(page, market);

    await visit(page, `${market.prefix}/user-profile/loyalty`);
    await expectLang(page, market.htmlLang);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: text(lang, 'loyalty.store.redeemOne', { title: market.pudding, points: '150' }) }).click();
    await expect(page.getByRole('status').filter({ hasText: text(lang, 'loyalty.store.redeemed', { title: market.pudding }) })).toBeVisible();

    // A new order: of the pudding and the pie in the wallet, the cart suggests the pie, which saves more, in the market's currency.
    await addToCart(page, lang, dessert(market, 'peach-cobbler'));
    const suggestion = page.getByRole('button', { name: market.saving });
    await expect(suggestion).toBeVisible();
    const pieSaving = (await suggestion.textContent()) ?? '';
    await suggestion.click();
    // Taking it reads the order, adds the pie and reads the wallet again: three calls on a busy machine.
    const pieLine = page.getByRole('listitem', { name: market.pie });
    await expect(pieLine.getByText(text(lang, 'loyalty.cart.rewardLine'))).toBeVisible({ timeout: 20_000 });

    // Then the pudding is the best left in the wallet (a smaller saving); once it is taken too, nothing is left to suggest.
    await expect(suggestion).not.toHaveText(pieSaving);
    await suggestion.click();
    const puddingLine = page.getByRole('listitem', { name: market.pudding });
    await expect(puddingLine.getByText(text(lang, 'loyalty.cart.rewardLine'))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: market.saving })).toHaveCount(0);
  });
}
