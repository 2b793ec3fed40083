/**
 * A quieter time earns points, en-US and fr-CA: a signed-in diner sees "+50 points" on the quiet
 * times of the checkout's time picker, picks one, pays by card, and finds the bonus in their
 * points history.
 */
import { expect, test } from '@playwright/test';
import { createAccount, PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { fillCard, payButton, type Card } from './support/checkout';
import { visit } from './support/pages';
import { text, type Language } from './support/text';

type Market = { lang: Language; htmlLang: string; prefix: string; store: string; card: Card; canada: boolean };

const MARKETS: Market[] = [
  { lang: 'en', htmlLang: 'en-US', prefix: '', store: 'dallas-lower-greenville', card: { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' }, canada: false },
  { lang: 'fr', htmlLang: 'fr-CA', prefix: '/ca/fr', store: 'montreal-plateau', card: { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' }, canada: true },
];

for (const market of MARKETS) {
  const { lang } = market;
  test(`a signed-in diner picks a quiet time and earns its bonus, ${market.htmlLang}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(`quiet-${lang}`);
    await createAccount(request, email, market.htmlLang);
    await signIn(page, lang, market.prefix, email, PASSWORD);
    await expect(page.getByRole('link', { name: text(lang, 'auth.header.greeting', { name: 'Ada' }) + ' · ' + text(lang, 'auth.header.account') })).toBeVisible();

    await visit(page, `${market.prefix}/quote/everyday/${market.store}/desserts/banana-pudding?type=carryout`);
    await page.getByRole('button', { name: text(lang, 'ordering.item.addToCart') }).click();
    await page.getByRole('link', { name: text(lang, 'ordering.item.viewCart') }).first().click();
    await page.getByRole('link', { name: text(lang, 'checkout.cart.checkout') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.title') })).toBeVisible();

    // The quiet times say what they earn, and a note says what that means.
    const bonus = text(lang, 'quietSlots.picker.bonus.other', { count: '50' });
    await expect(page.getByText(text(lang, 'quietSlots.picker.note', { points: '50' }))).toBeVisible();
    const time = page.getByLabel(text(lang, 'checkout.handoff.time'), { exact: true });
    const quiet = time.locator('option', { hasText: bonus }).first();
    await time.selectOption((await quiet.getAttribute('value')) ?? '');

    await page.getByRole('button', { name: text(lang, 'checkout.continueToPayment') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.payment.title') })).toBeVisible();
    await fillCard(page, lang, market.card, market.canada);
    await payButton(page, lang).click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
    const numberText = await page.getByText(new RegExp(text(lang, 'checkout.thankYou.orderNumber', { number: '\\S+' }))).textContent();
    const number = /(\d+)/.exec(numberText ?? '')?.[1] ?? '';

    await visit(page, `${market.prefix}/user-profile/loyalty`);
    const history = page.getByRole('list', { name: text(lang, 'loyalty.history.title') });
    const entry = history.getByRole('listitem').filter({ hasText: text(lang, 'loyalty.history.reason.quiet_slot', { number }) });
    await expect(entry).toContainText('+50');
  });
}
