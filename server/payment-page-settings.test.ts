import { readPaymentPageCheckSettings } from './payment-page-settings';

describe('readPaymentPageCheckSettings', () => {
  it.each([
    [{}, false, false],
    [{}, true, true],
    [{ PAYMENT_PAGE_CHECK: 'false' }, true, false],
    [{ PAYMENT_PAGE_CHECK: 'TRUE' }, false, true],
  ])('%j in production=%s: the check runs = %s', (env, isProduction, expected) => {
    expect(readPaymentPageCheckSettings(env, isProduction).paymentPageCheck).toBe(expected);
  });

  it('reads the paths and the list file', () => {
    const settings = readPaymentPageCheckSettings(
      { PAYMENT_PAGE_CHECK_CHECKOUT_PATH: '/fr/checkout/payment', PAYMENT_PAGE_CHECK_QUOTE_PATH: '/catering/quotes/Q-1/pay?token=abc', PAYMENT_PAGE_SCRIPTS_FILE: '/srv/list.md' },
      true,
    );
    expect(settings.paymentPageCheckPaths).toEqual({ '/checkout/payment': '/fr/checkout/payment', '/catering/quotes/[number]/pay': '/catering/quotes/Q-1/pay?token=abc' });
    expect(settings.paymentPageScriptsFile).toBe('/srv/list.md');
  });

  it.each([
    [{ PAYMENT_PAGE_CHECK: 'yes' }, 'PAYMENT_PAGE_CHECK must be true or false, got "yes"'],
    [{ PAYMENT_PAGE_CHECK_CHECKOUT_PATH: 'checkout/payment' }, 'PAYMENT_PAGE_CHECK_CHECKOUT_PATH must be a path starting with one slash'],
    [{ PAYMENT_PAGE_CHECK_QUOTE_PATH: '//evil.example/pay' }, 'PAYMENT_PAGE_CHECK_QUOTE_PATH must be a path starting with one slash'],
  ])('refuses %j', (env, message) => {
    expect(() => readPaymentPageCheckSettings(env, true)).toThrow(message);
  });
});
