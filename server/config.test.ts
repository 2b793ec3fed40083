import { DEFAULT_MAIL_FROM, DEV_JWT_SECRET, DEV_PAYMENT_SANDBOX_SECRET, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      apiPort: 4000,
      apiHost: '0.0.0.0',
      databaseUrl: null,
      pgliteDir: './data/pglite',
      storefrontOrigins: ['http://localhost:3000'],
      logLevel: 'info',
      rateLimitMax: 300,
      bodyLimitBytes: 102400,
      redisUrl: null,
      redisKeyPrefix: 'hickory:',
      isProduction: false,
      paymentSandboxSecret: DEV_PAYMENT_SANDBOX_SECRET,
      paymentSandboxSecretIsDefault: true,
      smtpUrl: null,
      mailFrom: DEFAULT_MAIL_FROM,
      storefrontUrl: 'http://localhost:3000',
      apiPublicUrl: 'http://localhost:4000',
      jwtSecret: DEV_JWT_SECRET,
      jwtSecretIsDefault: true,
      jwtTtlSeconds: 604800,
      facebookAppId: null,
      facebookAppSecret: null,
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
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
