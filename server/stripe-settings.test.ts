import { readStripeSettings } from './stripe-settings';

const KEYS = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

describe('readStripeSettings', () => {
  it('reads nothing unless Stripe takes the payments', () => {
    expect(readStripeSettings(KEYS, 'sandbox')).toEqual({ stripe: null });
    expect(readStripeSettings({}, null)).toEqual({ stripe: null });
  });

  it('reads the keys and the optional API address', () => {
    expect(readStripeSettings(KEYS, 'stripe')).toEqual({ stripe: { secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', webhookSecret: 'whsec_abc', apiBase: null } });
    expect(readStripeSettings({ ...KEYS, STRIPE_API_BASE: 'http://127.0.0.1:12111/' }, 'stripe').stripe?.apiBase).toBe('http://127.0.0.1:12111');
  });

  it.each([
    [{ STRIPE_SECRET_KEY: '' }, 'STRIPE_SECRET_KEY is required with PAYMENT_GATEWAY=stripe'],
    [{ STRIPE_PUBLISHABLE_KEY: undefined }, 'STRIPE_PUBLISHABLE_KEY is required with PAYMENT_GATEWAY=stripe'],
    [{ STRIPE_WEBHOOK_SECRET: ' ' }, 'STRIPE_WEBHOOK_SECRET is required with PAYMENT_GATEWAY=stripe'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY must be the secret API key, starting with sk_ or rk_'],
    [{ STRIPE_WEBHOOK_SECRET: 'abc' }, 'STRIPE_WEBHOOK_SECRET must be the webhook endpoint’s signing secret, starting with whsec_'],
    [{ STRIPE_SECRET_KEY: 'sk_live_abc' }, 'STRIPE_SECRET_KEY is a live key and STRIPE_PUBLISHABLE_KEY a test key'],
    [{ STRIPE_API_BASE: 'ftp://stripe.test' }, 'STRIPE_API_BASE must start with https:// or http://'],
    [{ STRIPE_API_BASE: 'https://api.stripe.com/v1' }, 'STRIPE_API_BASE must be a bare origin'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => readStripeSettings({ ...KEYS, ...env }, 'stripe')).toThrow(message);
  });
});
