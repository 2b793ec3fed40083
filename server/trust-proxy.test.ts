/**
 * TRUST_PROXY decides which address is the client's: request.ip, and so the rate limits, use
 * the address in front of the trusted proxies, and never a header from an untrusted peer.
 */
import { loadConfig } from '@/server/config';
import { build, STOREFRONT_ORIGIN, type TestApp } from '@/server/test/build-app';

async function withTrust(trustProxy: string, fn: (context: TestApp) => Promise<void>, extra: Record<string, string> = {}) {
  const config = loadConfig({ STOREFRONT_ORIGIN, TRUST_PROXY: trustProxy, ...extra });
  const context = await build('pglite', { config: { trustProxy: config.trustProxy, rateLimitMax: config.rateLimitMax } });
  context.app.get('/test/ip', async (request) => ({ ip: request.ip }));
  try {
    await fn(context);
  } finally {
    await context.close();
  }
}

const ipOf = async (context: TestApp, remoteAddress: string, forwardedFor?: string) =>
  (
    await context.app.inject({ url: '/test/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
  ).json().ip;

describe('TRUST_PROXY in the API', () => {
  it('ignores X-Forwarded-For when unset', async () => {
    await withTrust('', async (context) => {
      expect(await ipOf(context, '10.0.0.2', '203.0.113.7')).toBe('10.0.0.2');
    });
  });

  it('with a hop count, takes the address in front of that many proxies', async () => {
    await withTrust('2', async (context) => {
      expect(await ipOf(context, '10.0.0.2', '198.51.100.1, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
      expect(await ipOf(context, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    });
  });

  it('with a CIDR list, trusts only hops from those ranges', async () => {
    await withTrust('10.0.0.0/8, 127.0.0.1', async (context) => {
      expect(await ipOf(context, '10.0.0.2', '198.51.100.1, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
      expect(await ipOf(context, '192.0.2.50', '203.0.113.7')).toBe('192.0.2.50');
    });
  });

  it('with true, takes the first forwarded address', async () => {
    await withTrust('true', async (context) => {
      expect(await ipOf(context, '10.0.0.2', '198.51.100.1, 203.0.113.7')).toBe('198.51.100.1');
    });
  });

  it('rate-limits each client behind the proxy on its own', async () => {
    await withTrust(
      '10.0.0.0/8',
      async (context) => {
        const from = (client: string) =>
          context.app.inject({ url: '/online-ordering/states', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } });
        expect((await from('203.0.113.7')).statusCode).not.toBe(429);
        expect((await from('203.0.113.7')).statusCode).not.toBe(429);
        expect((await from('203.0.113.7')).statusCode).toBe(429);
        expect((await from('198.51.100.1')).statusCode).not.toBe(429);
      },
      { RATE_LIMIT_MAX: '2' },
    );
  });
});
