import { DEFAULT_MAIL_FROM, DEFAULT_SHUTDOWN_TIMEOUT_MS, demoConveniences, startupRefusal, DEV_JWT_SECRET, DEV_PAYMENT_SANDBOX_SECRET, loadConfig } from './config';

const DEMO = { DEMO_MODE: 'true' };
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), PAYMENT_GATEWAY: 'sandbox', PAYMENT_SANDBOX_SECRET: 's'.repeat(32) };

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      apiPort: 4000,
      apiHost: '127.0.0.1',
      databaseUrl: null,
      pgliteDir: './data/pglite',
      migrateOnStart: true,
      storefrontOrigins: ['http://localhost:3000'],
      logLevel: 'info',
      rateLimitMax: 300,
      accountMailRequestsPerHour: 10,
      bodyLimitBytes: 102400,
      redisUrl: null,
      redisKeyPrefix: 'hickory:',
      isProduction: false,
      demoMode: false,
      demoModeReason: 'DEMO_MODE is not set (only DEMO_MODE=true turns demo mode on)',
      trustProxy: { kind: 'none' },
      shutdownTimeoutMs: DEFAULT_SHUTDOWN_TIMEOUT_MS,
      readCacheFreshMs: 1000,
      paymentSandboxSecret: DEV_PAYMENT_SANDBOX_SECRET,
      paymentSandboxSecretIsDefault: true,
      paymentGateway: null,
      smtpUrl: null,
      mailFrom: DEFAULT_MAIL_FROM,
      metricsToken: null,
      storefrontUrl: 'http://localhost:3000',
      apiPublicUrl: 'http://localhost:4000',
      jwtSecret: DEV_JWT_SECRET,
      jwtSecretIsDefault: true,
      jwtTtlSeconds: 604800,
      facebookAppId: null,
      facebookAppSecret: null,
      demoStaffPassword: null,
      demoStaffTotpSecret: null,
      jobApplicationUploadMaxMb: 5,
      uploadsDir: './data/uploads',
      uploadsS3: null,
      paymentPageCheck: false,
      paymentPageCheckPaths: { '/checkout/payment': '/checkout/payment', '/catering/quotes/[number]/pay': '/catering/quotes/0/pay' },
      paymentPageScriptsFile: 'docs/payment-page-scripts.md',
      stripe: null,
      twilio: null,
      dispatchProvider: null,
      doordash: null,
    });
  });

  it('is frozen', () => {
    expect(Object.isFrozen(loadConfig({}))).toBe(true);
  });

  it.each([
    [{ API_PORT: '4300' }, 'apiPort', 4300],
    [{ DATABASE_URL: 'postgresql://u@db:5432/hickory' }, 'databaseUrl', 'postgresql://u@db:5432/hickory'],
    [{ STOREFRONT_ORIGIN: 'https://a.example, https://b.example:8443' }, 'storefrontOrigins', ['https://a.example', 'https://b.example:8443']],
    [{ STOREFRONT_ORIGIN: 'https://a.example/' }, 'storefrontOrigins', ['https://a.example']],
    [{ LOG_LEVEL: 'DEBUG' }, 'logLevel', 'debug'],
    [{ RATE_LIMIT_MAX: '5' }, 'rateLimitMax', 5],
    [{ ACCOUNT_MAIL_REQUESTS_PER_HOUR: '500' }, 'accountMailRequestsPerHour', 500],
    [{ BODY_LIMIT_BYTES: '2048' }, 'bodyLimitBytes', 2048],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'redisUrl', 'redis://127.0.0.1:6379'],
    [{ REDIS_KEY_PREFIX: 'hickory-eu:' }, 'redisKeyPrefix', 'hickory-eu:'],
    [{ PGLITE_DIR: '  ' }, 'pgliteDir', './data/pglite'],
    [{ JWT_TTL: '12h' }, 'jwtTtlSeconds', 43200],
    [{ JWT_TTL: '30m' }, 'jwtTtlSeconds', 1800],
    [{ JWT_TTL: '3600' }, 'jwtTtlSeconds', 3600],
    [{ JWT_TTL: '7D' }, 'jwtTtlSeconds', 604800],
    [{ JWT_SECRET: 'x'.repeat(32) }, 'jwtSecretIsDefault', false],
    [{ FACEBOOK_APP_ID: '1234', FACEBOOK_APP_SECRET: 's3cret' }, 'facebookAppSecret', 's3cret'],
    [{ MIGRATE_ON_START: 'false' }, 'migrateOnStart', false],
    [{ MIGRATE_ON_START: 'TRUE' }, 'migrateOnStart', true],
    [{ TRUST_PROXY: '2' }, 'trustProxy', { kind: 'hops', hops: 2 }],
    [{ TRUST_PROXY: 'true' }, 'trustProxy', { kind: 'all' }],
    [{ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, 'trustProxy', { kind: 'ranges', ranges: ['10.0.0.0/8', '127.0.0.1'] }],
    [{ SHUTDOWN_TIMEOUT_MS: '2500' }, 'shutdownTimeoutMs', 2500],
    [{ READ_CACHE_FRESH_MS: '0' }, 'readCacheFreshMs', 0],
    [{ PAYMENT_GATEWAY: 'Sandbox' }, 'paymentGateway', 'sandbox'],
    [{ DEMO_MODE: 'true' }, 'paymentGateway', 'sandbox'],
    [{ DEMO_MODE: 'true', DEMO_STAFF_PASSWORD: 'Demo-Staff-Shift-1' }, 'demoStaffPassword', 'Demo-Staff-Shift-1'],
    [{ DEMO_STAFF_PASSWORD: 'Demo-Staff-Shift-1' }, 'demoStaffPassword', null],
    [{ DEMO_MODE: 'true', DEMO_STAFF_TOTP_SECRET: 'jbswy3dpehpk3pxpjbswy3dpehpk3pxp' }, 'demoStaffTotpSecret', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'],
    [{ DEMO_STAFF_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }, 'demoStaffTotpSecret', null],
  ])('reads %j', (env, key, value) => {
    expect(loadConfig(env)[key as keyof ReturnType<typeof loadConfig>]).toEqual(value);
  });

  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT must be a whole number, got "abc"'],
    [{ API_PORT: '70000' }, 'API_PORT must be between 0 and 65535, got 70000'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX must be between 1 and 1000000, got 0'],
    [{ BODY_LIMIT_BYTES: '-1' }, 'BODY_LIMIT_BYTES must be a whole number, got "-1"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ STOREFRONT_ORIGIN: 'localhost:3000' }, 'STOREFRONT_ORIGIN must list bare origins'],
    [{ STOREFRONT_ORIGIN: 'http://a.example/path' }, 'STOREFRONT_ORIGIN must list bare origins'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ JWT_TTL: 'forever' }, 'JWT_TTL must be a duration such as 7d, 12h, 30m or a number of seconds, got "forever"'],
    [{ JWT_TTL: '10s' }, 'JWT_TTL must be between 1 minute and 90 days, got "10s"'],
    [{ JWT_TTL: '91d' }, 'JWT_TTL must be between 1 minute and 90 days, got "91d"'],
    [{ DEMO_MODE: 'maybe' }, 'DEMO_MODE must be true or false, got "maybe"'],
    [{ MIGRATE_ON_START: 'no' }, 'MIGRATE_ON_START must be true or false, got "no"'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be true, false, a hop count or a comma-separated list'],
    [{ TRUST_PROXY: 'proxy.example' }, 'TRUST_PROXY must be true, false, a hop count or a comma-separated list'],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, 'SHUTDOWN_TIMEOUT_MS must be a whole number, got "soon"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ PAYMENT_GATEWAY: 'stripe' }, 'STRIPE_SECRET_KEY is required with PAYMENT_GATEWAY=stripe'],
    [{ PAYMENT_GATEWAY: 'square' }, 'PAYMENT_GATEWAY must be one of sandbox, stripe, got "square"'],
    [{ DEMO_MODE: 'true', DEMO_STAFF_PASSWORD: 'pit' }, 'DEMO_STAFF_PASSWORD does not pass the password rule: '],
    [{ DEMO_MODE: 'true', DEMO_STAFF_PASSWORD: 'barbecue1' }, 'DEMO_STAFF_PASSWORD does not pass the password rule: '],
    [{ DEMO_MODE: 'true', DEMO_STAFF_PASSWORD: 'Password1' }, 'DEMO_STAFF_PASSWORD does not pass the password rule: '],
    [{ DEMO_MODE: 'true', DEMO_STAFF_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' }, 'DEMO_STAFF_TOTP_SECRET must be a base32 key'],
    [{ DEMO_MODE: 'true', DEMO_STAFF_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX1' }, 'DEMO_STAFF_TOTP_SECRET must be a base32 key'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  describe('demo mode', () => {
    it.each([
      [{}, false],
      [{ API_HOST: 'localhost' }, false],
      [{ API_HOST: '::1' }, false],
      [{ API_HOST: '127.0.0.1', NODE_ENV: 'development' }, false],
      [{ API_HOST: '0.0.0.0' }, false],
      [{ NODE_ENV: 'production' }, false],
      [{ NODE_ENV: 'production', DEMO_MODE: 'true' }, true],
      [{ API_HOST: '0.0.0.0', DEMO_MODE: 'true' }, true],
      [{ DEMO_MODE: 'TRUE' }, true],
      [{ DEMO_MODE: 'false' }, false],
      [{ DEMO_MODE: 'FALSE', API_HOST: '127.0.0.1' }, false],
    ])('with %j is %s', (env, on) => {
      expect(loadConfig(env).demoMode).toBe(on);
    });

    it('says why it is on or off', () => {
      expect(loadConfig({ API_HOST: '127.0.0.1' }).demoModeReason).toBe('DEMO_MODE is not set (only DEMO_MODE=true turns demo mode on)');
      expect(loadConfig({ DEMO_MODE: 'false' }).demoModeReason).toBe('DEMO_MODE is false');
      expect(loadConfig(DEMO).demoModeReason).toBe('DEMO_MODE is true');
    });
  });
});

describe('demoConveniences', () => {
  it('names the outbox, the sandbox verifier and introspection in demo mode', () => {
    expect(demoConveniences(loadConfig(DEMO))).toEqual([
      expect.stringMatching(/^mail outbox listing/),
      expect.stringMatching(/^catering lifecycle run/),
      expect.stringMatching(/^sandbox text alerts/),
      expect.stringMatching(/^running-late run/),
      expect.stringMatching(/^e-gift card delivery run .* POST \/online-ordering\/dev\/e-gift-card-delivery$/),
      expect.stringMatching(/^sandbox Facebook sign-in/),
      'GraphQL schema introspection',
      expect.stringMatching(/^demo staff accounts/),
      'sign-in tokens signed with the public development JWT_SECRET',
      expect.stringMatching(/^the demo clock/),
      expect.stringMatching(/^the demo chain/),
      expect.stringMatching(/^the sandbox payment gateway/),
      expect.stringMatching(/^the sandbox courier network/),
    ]);
  });

  it('leaves out the sandbox verifier when Facebook is configured, and everything outside demo mode', () => {
    expect(demoConveniences(loadConfig({ ...DEMO, FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's', JWT_SECRET: 'j'.repeat(32) }))).toHaveLength(11);
    expect(demoConveniences(loadConfig({}))).toEqual([]);
    expect(demoConveniences(loadConfig(PRODUCTION))).toEqual([]);
  });
});

describe('startupRefusal', () => {
  it('refuses the public development JWT_SECRET outside demo mode, saying why demo mode is off', () => {
    expect(startupRefusal(loadConfig({ API_HOST: '127.0.0.1' }))).toMatch(/^JWT_SECRET is not set and demo mode is off \(DEMO_MODE is not set/);
    expect(startupRefusal(loadConfig({ NODE_ENV: 'production' }))).toMatch(/Set JWT_SECRET/);
  });

  it('refuses a start outside demo mode without PAYMENT_GATEWAY, naming it', () => {
    expect(startupRefusal(loadConfig({ ...PRODUCTION, PAYMENT_GATEWAY: '' }))).toMatch(/^PAYMENT_GATEWAY is not set and demo mode is off/);
    expect(startupRefusal(loadConfig({ JWT_SECRET: 'j'.repeat(32) }))).toMatch(/^PAYMENT_GATEWAY is not set/);
  });

  it('refuses the sandbox gateway outside demo mode unless PAYMENT_SANDBOX_SECRET is its own', () => {
    expect(startupRefusal(loadConfig({ ...PRODUCTION, PAYMENT_SANDBOX_SECRET: '' }))).toMatch(/^PAYMENT_GATEWAY is sandbox and PAYMENT_SANDBOX_SECRET is not set/);
    expect(startupRefusal(loadConfig({ ...PRODUCTION, PAYMENT_SANDBOX_SECRET: DEV_PAYMENT_SANDBOX_SECRET }))).toMatch(
      /^PAYMENT_GATEWAY is sandbox and PAYMENT_SANDBOX_SECRET is the public development value/,
    );
  });

  it.each([
    [{ DEMO_MODE: 'true' }],
    [{ API_HOST: '0.0.0.0', DEMO_MODE: 'true' }],
    [{ NODE_ENV: 'production', DEMO_MODE: 'true' }],
    [PRODUCTION],
    [{ ...PRODUCTION, NODE_ENV: '', API_HOST: '0.0.0.0' }],
  ])('lets %j start', (env) => {
    expect(startupRefusal(loadConfig(env))).toBeNull();
  });
});
