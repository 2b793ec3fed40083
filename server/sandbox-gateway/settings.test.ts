import { ConfigError, DEV_PAYMENT_SANDBOX_SECRET } from '@/server/config';
import { readSandboxGatewaySettings, sandboxGatewayRefusal } from './settings';

const SECRET = 'a-sandbox-secret-of-at-least-thirty-two-characters';

describe('readSandboxGatewaySettings', () => {
  it('defaults to port 4010, the local storefront and the development secret', () => {
    const settings = readSandboxGatewaySettings({});
    expect(settings).toMatchObject({ port: 4010, host: '127.0.0.1', parentOrigins: ['http://localhost:3000'], secret: DEV_PAYMENT_SANDBOX_SECRET, secretIsDefault: true, logLevel: 'info' });
  });

  it('trusts every STOREFRONT_ORIGIN and the origin of PUBLIC_SITE_URL, once each', () => {
    const settings = readSandboxGatewaySettings({
      STOREFRONT_ORIGIN: 'http://localhost:3100, http://localhost:3101',
      PUBLIC_SITE_URL: 'https://order.whitlocks.example/fr/',
      SANDBOX_GATEWAY_PORT: '4110',
    });
    expect(settings.parentOrigins).toEqual(['http://localhost:3100', 'http://localhost:3101', 'https://order.whitlocks.example']);
    expect(settings.port).toBe(4110);
  });

  it.each([
    [{ SANDBOX_GATEWAY_PORT: 'x' }, /SANDBOX_GATEWAY_PORT/],
    [{ STOREFRONT_ORIGIN: 'http://localhost:3000/checkout' }, /STOREFRONT_ORIGIN/],
    [{ PUBLIC_SITE_URL: 'ftp://x' }, /PUBLIC_SITE_URL/],
    [{ PAYMENT_SANDBOX_SECRET: 'short' }, /PAYMENT_SANDBOX_SECRET/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DEMO_MODE: 'maybe' }, /DEMO_MODE/],
  ])('stops at %j, naming the variable', (env, name) => {
    expect(() => readSandboxGatewaySettings(env)).toThrow(ConfigError);
    expect(() => readSandboxGatewaySettings(env)).toThrow(name);
  });
});

describe('sandboxGatewayRefusal', () => {
  it.each([
    ['no secret', {}],
    ['the public development secret', { PAYMENT_SANDBOX_SECRET: DEV_PAYMENT_SANDBOX_SECRET }],
    ['no secret, demo mode off', { DEMO_MODE: 'false' }],
  ])('refuses to start outside demo mode with %s', (_name, env) => {
    expect(sandboxGatewayRefusal(readSandboxGatewaySettings(env))).toMatch(/PAYMENT_SANDBOX_SECRET .* demo mode is off/);
  });

  it('starts with its own secret, or in demo mode with the development one', () => {
    expect(sandboxGatewayRefusal(readSandboxGatewaySettings({ PAYMENT_SANDBOX_SECRET: SECRET }))).toBeNull();
    expect(sandboxGatewayRefusal(readSandboxGatewaySettings({ DEMO_MODE: 'true' }))).toBeNull();
  });
});
