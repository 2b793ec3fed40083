import { DEFAULT_MAIL_FROM, DEV_PAYMENT_SANDBOX_SECRET, loadConfig } from '@/server/config';

describe('payment and email settings', () => {
  it('have development defaults', () => {
    expect(loadConfig({})).toMatchObject({
      isProduction: false,
      paymentSandboxSecret: DEV_PAYMENT_SANDBOX_SECRET,
      paymentSandboxSecretIsDefault: true,
      smtpUrl: null,
      mailFrom: DEFAULT_MAIL_FROM,
      storefrontUrl: 'http://localhost:3000',
      apiPublicUrl: 'http://localhost:4000',
    });
  });

  it.each([
    [{ NODE_ENV: 'production' }, { isProduction: true }],
    [{ PAYMENT_SANDBOX_SECRET: 'x'.repeat(32) }, { paymentSandboxSecret: 'x'.repeat(32), paymentSandboxSecretIsDefault: false }],
    [{ SMTP_URL: 'smtps://u:p@mail.example:465' }, { smtpUrl: 'smtps://u:p@mail.example:465' }],
    [{ STOREFRONT_ORIGIN: 'https://shop.example' }, { storefrontUrl: 'https://shop.example' }],
    [{ STOREFRONT_URL: 'https://www.shop.example/' }, { storefrontUrl: 'https://www.shop.example' }],
    [{ API_PORT: '4320' }, { apiPublicUrl: 'http://localhost:4320' }],
    [{ API_PUBLIC_URL: 'https://api.shop.example' }, { apiPublicUrl: 'https://api.shop.example' }],
  ])('read %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{ PAYMENT_SANDBOX_SECRET: 'short' }, 'PAYMENT_SANDBOX_SECRET must be at least 32 characters long'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ STOREFRONT_URL: 'ftp://shop.example' }, 'STOREFRONT_URL must start with http:// or https://'],
  ])('refuse %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
