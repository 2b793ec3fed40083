/**
 * Coupon journeys: a guest types a coupon code in the cart, sees the discount in the totals and
 * carries it through payment to the thank-you page; a coupon whose conditions the cart does not
 * meet is refused beside the field; a coupon is removed. In en-US and fr-CA, with the demo codes
 * of the seed (README): SWEET2 ($2 off desserts), SAVE5 ($5 off from $25), SMOKE10 (10 % off),
 * SUMMER24 (expired).
 */
import { expect, test, type Page } from '@playwright/test';
import { addToCart, checkOut, fillCard, guest, payButton } from './support/checkout';
import { expectLang } from './support/pages';
import { text, type Language } from './support/text';

/** 10 % off a Montréal pudding, in French: "−0,52 $". */
const FRENCH_DISCOUNT = /^Rabais−0,\d\d\s\$$/;

const codeField = (page: Page, lang: Language) => page.getByRole('textbox', { name: text(lang, 'coupons.field.label') });
const discountRow = (page: Page, lang: Language) => page.getByRole('rowheader', { name: text(lang, 'checkout.totals.discount') });

async function applyCode(page: Page, lang: Language, code: string) {
  await codeField(page, lang).fill(code);
  await page.getByRole('button', { name: text(lang, 'coupons.field.apply'), exact: true }).click();
}

/** The refusal shows beside the field, describes it, and focus is back on it; the totals carry no discount. */
async function expectRefused(page: Page, lang: Language) {
  const field = codeField(page, lang);
  await expect(field).toHaveAccessibleDescription(text(lang, 'checkout.error.couponConditionsNotMet'));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(discountRow(page, lang)).toHaveCount(0);
}

test.describe('coupons', () => {
  test('en-US: a refused coupon, then a coupon applied, removed, applied again and carried through payment', async ({ page }) => {
    await addToCart(page, 'en', '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout');
    await expectLang(page, 'en-US');

    // $5 off from $25: a $3.99 pudding does not reach it.
    await applyCode(page, 'en', 'SAVE5');
    await expectRefused(page, 'en');

    // Typed in lower case with the keyboard: Enter applies it.
    await codeField(page, 'en').fill('sweet2');
    await codeField(page, 'en').press('Enter');
    await expect(page.getByText(text('en', 'coupons.applied.saves', { code: 'SWEET2', amount: '$2.00' }))).toBeVisible();
    await expect(discountRow(page, 'en')).toBeVisible();
    await expect(page.getByRole('row', { name: /Discount/ })).toContainText('−$2.00');
    await expect(page.getByRole('row', { name: /Subtotal/ }).first()).toContainText('$3.99');

    await page.getByRole('button', { name: text('en', 'coupons.applied.remove', { code: 'SWEET2' }) }).click();
    await expect(page.getByRole('status').filter({ hasText: text('en', 'coupons.applied.removed') })).toBeAttached();
    await expect(discountRow(page, 'en')).toHaveCount(0);

    await applyCode(page, 'en', 'SWEET2');
    await expect(discountRow(page, 'en')).toBeVisible();

    await checkOut(page, 'en', guest('coupon'));
    await expect(page.getByRole('row', { name: /Discount/ })).toContainText('−$2.00');
    await fillCard(page, 'en', { number: '4242 4242 4242 4242', address: '1 Main St', city: 'Dallas', region: 'TX', postal: '75206' }, false);
    await payButton(page, 'en').click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
    await expect(page.getByRole('row', { name: /Discount/ })).toContainText('−$2.00');
  });

  test('fr-CA: an expired coupon is refused in French, a coupon is removed, and the discount is paid in CAD', async ({ page }) => {
    await addToCart(page, 'fr', '/ca/fr/quote/everyday/montreal-plateau/desserts/banana-pudding?type=carryout');
    await expectLang(page, 'fr-CA');

    await applyCode(page, 'fr', 'SUMMER24');
    await expectRefused(page, 'fr');

    await applyCode(page, 'fr', 'SMOKE10');
    const discount = text('fr', 'checkout.totals.discount');
    await expect(page.getByRole('row', { name: new RegExp(discount) })).toContainText(FRENCH_DISCOUNT);
    await expect(page.getByRole('rowheader', { name: /TPS/ })).toBeVisible();

    await page.getByRole('button', { name: text('fr', 'coupons.applied.remove', { code: 'SMOKE10' }) }).click();
    await expect(discountRow(page, 'fr')).toHaveCount(0);
    await applyCode(page, 'fr', 'smoke10');
    await expect(page.getByRole('row', { name: new RegExp(discount) })).toContainText(FRENCH_DISCOUNT);

    await checkOut(page, 'fr', guest('coupon-fr'));
    await expect(page.getByRole('row', { name: new RegExp(discount) })).toContainText(FRENCH_DISCOUNT);
    await fillCard(page, 'fr', { number: '4242 4242 4242 4242', address: '4200 boul. Saint-Laurent', city: 'Montréal', region: 'QC', postal: 'H2W 1Y8' }, true);
    await payButton(page, 'fr').click();
    await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
    await expect(page.getByRole('row', { name: new RegExp(discount) })).toContainText(FRENCH_DISCOUNT);
  });
});
