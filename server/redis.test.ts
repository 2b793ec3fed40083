/**
 * Rate limits with REDIS_URL: two API instances on one Redis count one budget per client, and a
 * Redis that does not answer lets requests through with a warning instead of failing them.
 * The shared-counter test needs a real Redis: it runs when TEST_REDIS_URL is set (.ci/run sets it).
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { build, type TestApp } from '@/server/test/build-app';
import { redactedUrl } from './redis';

const probe = (context: TestApp) => context.app.inject({ method: 'GET', url: '/probe', remoteAddress: '203.0.113.9' });

async function instance(config: { redisUrl: string; redisKeyPrefix: string; rateLimitMax: number }, logs?: string[]): Promise<TestApp> {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs?.push(String(chunk));
      done();
    },
  });
  const context = await build('pglite', { config, logger: logs ? { level: 'info', stream } : false });
  context.app.get('/probe', async () => ({ ok: true }));
  return context;
}

/**
 * Resolves once the instance's Redis connection is ready, so the first request is counted. A ready
 * check that a busy machine times out is an 'error' the app logs, after which ioredis reconnects:
 * only 'ready' is waited for.
 */
async function connected(context: TestApp): Promise<void> {
  const redis = context.app.redis;
  if (!redis || redis.status === 'ready') return;
  await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
}

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('rate limits in Redis', () => {
    const keyPrefix = `hickory-test-${randomBytes(6).toString('hex')}:`;
    const admin = new Redis(redisUrl);
    afterAll(async () => {
      const keys = await admin.keys(`${keyPrefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      await admin.quit();
    });

    it('two instances on one Redis share one counter per client', async () => {
      const config = { redisUrl, redisKeyPrefix: keyPrefix, rateLimitMax: 3 };
      const [a, b] = [await instance(config), await instance(config)];
      try {
        await Promise.all([connected(a), connected(b)]);
        const statuses = [];
        for (const context of [a, b, a, b]) statuses.push((await probe(context)).statusCode);
        expect(statuses).toEqual([200, 200, 200, 429]);
        const refused = await probe(a);
        expect(refused.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many requests: at most 3 a minute/) });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect((await admin.keys(`${keyPrefix}rate-limit:*`)).length).toBe(1);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
}

describe('a Redis that does not answer', () => {
  it('serves requests without a rate limit instead of failing them, and logs why once', async () => {
    const logs: string[] = [];
    const context = await instance({ redisUrl: 'redis://:secret@127.0.0.1:1', redisKeyPrefix: 'hickory-test:', rateLimitMax: 1 }, logs);
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await probe(context)).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const warnings = logs.filter((line) => line.includes('Redis does not answer'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).not.toContain('secret');
    } finally {
      await context.close();
    }
  });
});

describe('redactedUrl', () => {
  it.each([
    ['redis://:hunter2@cache.internal:6379/0', 'redis://:***@cache.internal:6379/0'],
    ['redis://127.0.0.1:6379', 'redis://127.0.0.1:6379'],
  ])('%s → %s', (url, expected) => {
    expect(redactedUrl(url)).toBe(expected);
  });
});
