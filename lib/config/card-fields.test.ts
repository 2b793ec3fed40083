import { cardFieldsFrom } from './storefront';

describe('cardFieldsFrom', () => {
  it.each([
    [{}, { kind: 'sandbox', gatewayUrl: 'http://localhost:4010' }],
    [{ SANDBOX_GATEWAY_URL: 'https://pay.example/' }, { kind: 'sandbox', gatewayUrl: 'https://pay.example' }],
    [{ PAYMENT_GATEWAY: 'sandbox', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' }, { kind: 'sandbox', gatewayUrl: 'http://localhost:4010' }],
    [{ PAYMENT_GATEWAY: 'stripe', STRIPE_PUBLISHABLE_KEY: ' pk_test_abc123 ' }, { kind: 'stripe', publishableKey: 'pk_test_abc123' }],
    [{ PAYMENT_GATEWAY: 'Stripe', STRIPE_PUBLISHABLE_KEY: 'pk_live_Xyz9' }, { kind: 'stripe', publishableKey: 'pk_live_Xyz9' }],
    [{ PAYMENT_GATEWAY: 'stripe' }, { kind: 'stripe', publishableKey: null }],
    [{ PAYMENT_GATEWAY: 'stripe', STRIPE_PUBLISHABLE_KEY: 'sk_test_secret' }, { kind: 'stripe', publishableKey: null }],
    [{ PAYMENT_GATEWAY: 'stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_"><script>' }, { kind: 'stripe', publishableKey: null }],
  ])('reads %p as %p', (env, expected) => expect(cardFieldsFrom(env)).toEqual(expected));
});
