/**
 * Apple Pay and Google Pay journeys through an emulated Payment Request: the test browser gets a
 * stand-in `PaymentRequest` that can pay with Google Pay only and whose sheet answers sandbox
 * wallet payment data, as a phone's wallet answers its own.
 *  - en-US: Google Pay is offered (Apple Pay is not) and pays a carryout order;
 *  - fr-CA: a declined Google Pay card says so in French, and Google Pay then pays;
 *  - a browser without PaymentRequest shows no wallet button, and the card form as before.
 */
import { expect, test, type Page } from '@playwright/test';
import { addToCart, checkOut, guest, payButton } from './support/checkout';
import { expectLang } from './support/pages';
import { text, type Language } from './support/text';

type Shown = { methods: string[]; total: { currency: string; value: string }; completed: string[] };

/** Installs the stand-in before any page script: each sheet answers the next of `tokens`. */
async function emulateGooglePay(page: Page, tokens: string[]) {
  await page.addInitScript((answers: string[]) => {
    const shown: Shown[] = [];
    (window as unknown as { walletSheets: Shown[] }).walletSheets = shown;
    class StandInPaymentRequest {
      private readonly methods: string[];
      private readonly total: { currency: string; value: string };
      constructor(methods: { supportedMethods: string }[], details: { total: { amount: { currency: string; value: string } } }) {
        this.methods = methods.map((method) => method.supportedMethods);
        this.total = details.total.amount;
      }
      async canMakePayment() {
        return this.methods.includes('https://google.com/pay');
      }
      async show() {
        const sheet: Shown = { methods: this.methods, total: this.total, completed: [] };
        shown.push(sheet);
        const token = answers[Math.min(shown.length - 1, answers.length - 1)];
        return {
          methodName: 'https://google.com/pay',
          details: { apiVersion: 2, paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token } } },
          complete: async (result: string) => {
            sheet.completed.push(result);
          },
        };
      }
    }
    Object.defineProperty(window, 'PaymentRequest', { value: StandInPaymentRequest, configurable: true, writable: true });
  }, tokens);
}

const sheets = (page: Page) => page.evaluate(() => (window as unknown as { walletSheets: Shown[] }).walletSheets);

async function expectThankYou(page: Page, lang: Language, firstName: string) {
  await expect(page).toHaveURL(/\/order\/[^/]+\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'checkout.thankYou.title', { name: firstName }) })).toBeVisible();
}

test.describe('wallets', () => {
  test('en-US: a guest pays a carryout order with Google Pay', async ({ page }) => {
    const who = guest('gpay');
    await emulateGooglePay(page, ['sandbox-wallet:visa:4242']);
    await addToCart(page, 'en', '/quote/everyday/dallas-lower-greenville/desserts/banana-pudding?type=carryout');
    await expectLang(page, 'en-US');
    await checkOut(page, 'en', who);

    const googlePay = page.getByRole('button', { name: text('en', 'wallets.pay.google_pay') });
    await expect(googlePay).toBeVisible();
    await expect(page.getByRole('button', { name: text('en', 'wallets.pay.apple_pay') })).toHaveCount(0);
    await googlePay.click();
    await expectThankYou(page, 'en', who.firstName);
    const [sheet] = await sheets(page);
    expect(sheet).toMatchObject({ methods: ['https://google.com/pay'], total: { currency: 'USD' }, completed: ['success'] });
    expect(Number(sheet!.total.value)).toBeGreaterThan(0);
  });

  test('fr-CA: a declined Google Pay card says so in French, then Google Pay pays', async ({ page }) => {
    const who = guest('gpay-fr');
    await emulateGooglePay(page, ['sandbox-wallet:visa:0002:card_declined', 'sandbox-wallet:mastercard:4444']);
    await addToCart(page, 'fr', '/ca/fr/quote/everyday/montreal-plateau/meats-by-the-pound/pulled-pork-lb?type=carryout');
    await expectLang(page, 'fr-CA');
    await checkOut(page, 'fr', who);

    const googlePay = page.getByRole('button', { name: text('fr', 'wallets.pay.google_pay') });
    await googlePay.click();
    await expect(page.getByRole('alert').filter({ hasText: text('fr', 'checkout.decline.card_declined') })).toBeVisible();
    await expect(page).toHaveURL(/\/ca\/fr\/checkout\/payment$/);
    expect((await sheets(page)).map((sheet) => sheet.completed)).toEqual([['fail']]);

    await googlePay.click();
    await expectThankYou(page, 'fr', who.firstName);
  });

  test('a browser without PaymentRequest shows no wallet button, only the card form and the other ways to pay', async ({ page }) => {
    const who = guest('no-wallet');
    await page.addInitScript(() => {
      delete (window as { PaymentRequest?: unknown }).PaymentRequest;
    });
    await addToCart(page, 'en', '/quote/everyday/dallas-lower-greenville/desserts/peach-cobbler?type=carryout');
    await checkOut(page, 'en', who);
    await expect(payButton(page, 'en')).toBeVisible();
    await expect(page.getByRole('button', { name: text('en', 'wallets.pay.google_pay') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('en', 'wallets.pay.apple_pay') })).toHaveCount(0);
    await expect(page.getByText(text('en', 'wallets.or'))).toHaveCount(0);
  });
});
