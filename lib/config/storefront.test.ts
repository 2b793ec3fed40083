import { DEFAULT_API_CONFIG } from '@/lib/api/config';
import { HSTS_VALUE } from '@/lib/security/hsts';
import { storefrontConfig, storefrontConfigFrom } from './storefront';

describe('storefrontConfigFrom', () => {
  it('gives every default for an empty environment', () => {
    expect(storefrontConfigFrom({})).toEqual({
      api: DEFAULT_API_CONFIG,
      seo: { siteUrl: 'http://localhost:3000', noRobots: false, appStoreId: null },
      facebookAppId: null,
      hsts: null,
      geo: { trustProxy: { kind: 'none' } },
      development: false,
      demoClock: false,
      glanceMenuId: 1,
      mapsKey: null,
      sandboxGatewayUrl: 'http://localhost:4010',
      paypalClientId: null,
    });
  });

  it('reads every setting', () => {
    const config = storefrontConfigFrom({
      ORDERING_API_URL: 'https://api.example/',
      CONTENT_GRAPHQL_URL: 'https://cms.example/graphql',
      PUBLIC_SITE_URL: 'https://bbq.example/',
      NO_ROBOTS: 'yes',
      APP_STORE_ID: '123456789',
      NEXT_PUBLIC_FACEBOOK_APP_ID: '98765432',
      TRUST_PROXY: '1',
      NODE_ENV: 'development',
      DEMO_MODE: 'false',
      MENU_AT_A_GLANCE_MENU_ID: '7',
      GOOGLE_MAPS_API_KEY: 'AIzaMapsKey',
      SANDBOX_GATEWAY_URL: 'https://pay.example:8443/',
      PAYMENT_GATEWAY_PAYPAL: 'sandbox',
      PAYPAL_CLIENT_ID: 'AbPayPal-client_1',
    });
    expect(config).toEqual({
      api: { ...DEFAULT_API_CONFIG, orderingApiUrl: 'https://api.example', contentGraphqlUrl: 'https://cms.example/graphql' },
      seo: { siteUrl: 'https://bbq.example', noRobots: true, appStoreId: '123456789' },
      facebookAppId: '98765432',
      hsts: HSTS_VALUE,
      geo: { trustProxy: { kind: 'hops', hops: 1 } },
      development: true,
      demoClock: false,
      glanceMenuId: 7,
      mapsKey: 'AIzaMapsKey',
      sandboxGatewayUrl: 'https://pay.example:8443',
      paypalClientId: 'AbPayPal-client_1',
    });
  });

  it.each([
    ['live', 'AbPayPal', 'AbPayPal'],
    ['sandbox', ' AbPayPal ', 'AbPayPal'],
    ['', 'AbPayPal', null],
    ['sandbox', '', null],
    ['sandbox', 'id"><script>', null],
  ])('reads PayPal’s client id with PAYMENT_GATEWAY_PAYPAL=%p and PAYPAL_CLIENT_ID=%p', (mode, clientId, expected) => {
    expect(storefrontConfigFrom({ PAYMENT_GATEWAY_PAYPAL: mode, PAYPAL_CLIENT_ID: clientId }).paypalClientId).toBe(expected);
  });

  it.each(['', ' ', 'pay.example', 'ftp://pay.example', 'javascript:alert(1)'])('keeps the local processor for SANDBOX_GATEWAY_URL=%p', (value) => {
    expect(storefrontConfigFrom({ SANDBOX_GATEWAY_URL: value }).sandboxGatewayUrl).toBe('http://localhost:4010');
  });

  it.each(['0', '-3', 'abc', '1.5', ' ', '9999999999'])('keeps the everyday menu for MENU_AT_A_GLANCE_MENU_ID=%p', (value) => {
    expect(storefrontConfigFrom({ MENU_AT_A_GLANCE_MENU_ID: value }).glanceMenuId).toBe(1);
  });

  it.each([
    ['production', false],
    ['test', false],
    ['development', true],
  ])('NODE_ENV %s: development %p', (nodeEnv, development) => {
    expect(storefrontConfigFrom({ NODE_ENV: nodeEnv }).development).toBe(development);
  });

  it.each([
    [{ DEMO_MODE: 'true', NODE_ENV: 'production' }, true],
    [{ DEMO_MODE: 'false' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'development' }, false],
    [{ DEMO_MODE: 'yes-please' }, false],
    [{}, false],
  ])('%j: the demo clock is honoured: %p', (env, expected) => {
    expect(storefrontConfigFrom(env).demoClock).toBe(expected);
  });
});

describe('storefrontConfig', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  function freshConfig(): typeof storefrontConfig {
    let fresh: typeof storefrontConfig = storefrontConfig;
    jest.isolateModules(() => {
      fresh = (jest.requireActual('./storefront') as typeof import('./storefront')).storefrontConfig;
    });
    return fresh;
  }

  it('parses the process environment once', () => {
    process.env.PUBLIC_SITE_URL = 'https://first.example';
    const config = freshConfig();
    expect(config().seo.siteUrl).toBe('https://first.example');
    process.env.PUBLIC_SITE_URL = 'https://second.example';
    expect(config().seo.siteUrl).toBe('https://first.example');
    expect(config()).toBe(config());
  });

  it('reads the public Facebook app id that Next inlines', () => {
    delete process.env.FACEBOOK_APP_ID;
    process.env.NEXT_PUBLIC_FACEBOOK_APP_ID = '1234567';
    expect(freshConfig()().facebookAppId).toBe('1234567');
  });
});
