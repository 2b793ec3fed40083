import { readPayPalSettings } from './paypal-settings';

const CREDENTIALS = { PAYPAL_CLIENT_ID: 'AbC-client_id', PAYPAL_CLIENT_SECRET: 'EfG-secret' };

describe('readPayPalSettings', () => {
  it('reads nothing while PAYMENT_GATEWAY_PAYPAL is unset: the built-in PayPal stays', () => {
    expect(readPayPalSettings(CREDENTIALS)).toStrictEqual({});
    expect(readPayPalSettings({ PAYMENT_GATEWAY_PAYPAL: ' ' })).toStrictEqual({});
  });

  it.each([
    ['sandbox', {}, 'https://api-m.sandbox.paypal.com'],
    ['live', {}, 'https://api-m.paypal.com'],
    ['LIVE', {}, 'https://api-m.paypal.com'],
    ['sandbox', { PAYPAL_API_BASE: 'http://127.0.0.1:18080/' }, 'http://127.0.0.1:18080'],
  ])('reads %s with its API address', (mode, extra, apiBase) => {
    expect(readPayPalSettings({ PAYMENT_GATEWAY_PAYPAL: mode, ...CREDENTIALS, ...extra })).toEqual({
      paypal: { mode: mode.toLowerCase(), clientId: 'AbC-client_id', clientSecret: 'EfG-secret', apiBase },
    });
  });

  it.each([
    [{ PAYMENT_GATEWAY_PAYPAL: 'production' }, 'PAYMENT_GATEWAY_PAYPAL must be sandbox or live'],
    [{ PAYPAL_CLIENT_ID: '' }, 'PAYPAL_CLIENT_ID is required with PAYMENT_GATEWAY_PAYPAL'],
    [{ PAYPAL_CLIENT_SECRET: undefined }, 'PAYPAL_CLIENT_SECRET is required with PAYMENT_GATEWAY_PAYPAL'],
    [{ PAYPAL_CLIENT_SECRET: 'two words' }, 'PAYPAL_CLIENT_SECRET must be the secret as PayPal shows it'],
    [{ PAYPAL_API_BASE: 'ftp://paypal.test' }, 'PAYPAL_API_BASE must start with https:// or http://'],
    [{ PAYPAL_API_BASE: 'https://api-m.paypal.com/v2' }, 'PAYPAL_API_BASE must be a bare origin'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => readPayPalSettings({ PAYMENT_GATEWAY_PAYPAL: 'sandbox', ...CREDENTIALS, ...env })).toThrow(message);
  });
});
