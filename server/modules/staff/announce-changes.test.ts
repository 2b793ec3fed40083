/**
 * Two API instances on one database: a brand admin changes a store's price through instance A,
 * and instance B, whose read cache re-reads versions only once a minute, serves the new price
 * within 2 s because A announced the change through Redis after it committed. Without Redis, B
 * serves it after its version check. The Redis test needs a real Redis: it runs when
 * TEST_REDIS_URL is set (.ci/run sets it).
 */
import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import { Redis } from 'ioredis';
import { buildApp, type App } from '@/server/app';
import type { Config } from '@/server/config';
import { build, testConfig, type TestApp } from '@/server/test/build-app';
import { testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildStaff, staffClient } from './test-staff';

const PREFIX = '/online-ordering';
const MINUTE = 60_000;

type Pair = { a: TestApp; b: App; store: OrderableStore; adminToken: string };

/** Instance A with its database, and instance B on the same database, both with `config`. */
async function twoInstances(kind: Parameters<typeof build>[0], config: Partial<Config>): Promise<Pair> {
  const a = await build(kind, { config });
  const b = await buildApp({ config: testConfig(config), database: a.database, logger: false });
  await buildReferenceData(a.db);
  const store = await buildOrderableStore(a.db, { title: 'Mesa Announce Test' });
  const adminToken = await staffClient(a.app).signIn(await buildStaff(a.db, { role: 'brand_admin' }));
  return { a, b, store, adminToken };
}

async function closeBoth({ a, b }: Pair) {
  await b.close();
  await a.close();
}

/** The brisket's price on `app`'s public menu read (the menu page's sections with items). */
async function brisketPrice(app: App, store: OrderableStore): Promise<string> {
  const response = await app.inject({ url: `${PREFIX}/locations/${store.location.id}/menus/${store.menu.id}/sections?include=items` });
  expect(response.statusCode).toBe(200);
  const items = (response.json() as { items?: { id: number; price: string }[] }[]).flatMap((section) => section.items ?? []);
  return items.find((item) => item.id === store.brisket.id)!.price;
}

async function changeBrisket({ a, store, adminToken }: Pair, price: string) {
  const response = await a.app.inject({
    method: 'PUT',
    url: `${PREFIX}/admin/prices/stores/${store.location.id}/items/${store.brisket.id}`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { price },
  });
  expect(response.statusCode).toBe(200);
}

/** Polls `read` every 50 ms until it answers `expected`; the time it took, or a failure after `withinMs`. */
async function shownWithin(read: () => Promise<string>, expected: string, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const seen = await read();
    if (seen === expected) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`still ${seen}, not ${expected}, ${withinMs} ms after the change`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe.each(testDatabases())('back-office changes through Redis on %s', (kind) => {
    const keyPrefix = `hickory-test-${randomBytes(6).toString('hex')}:`;
    let pair: Pair;
    beforeAll(async () => {
      pair = await twoInstances(kind, { redisUrl, redisKeyPrefix: keyPrefix, readCacheFreshMs: MINUTE });
      await Promise.all([pair.a.app, pair.b].map((app) => subscribed(app)));
    });
    afterAll(async () => {
      await closeBoth(pair);
      const admin = new Redis(redisUrl);
      const keys = await admin.keys(`${keyPrefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      await admin.quit();
    });

    /** Resolves once both instances' change subscriptions hold. */
    async function subscribed(app: App) {
      const redis = app.redis!;
      if (redis.status !== 'ready') await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
      for (let tries = 0; tries < 100; tries += 1) {
        const [, count] = (await redis.pubsub('NUMSUB', `${keyPrefix}changes`)) as [string, number];
        if (Number(count) >= 2) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the instances did not subscribe to change events');
    }

    it('a price changed through instance A shows on instance B within 2 s, though B re-reads versions once a minute', async () => {
      const { a, b, store } = pair;
      expect(await brisketPrice(b, store)).toBe('15.99');
      expect(await brisketPrice(a.app, store)).toBe('15.99');
      await changeBrisket(pair, '16.49');
      const took = await shownWithin(() => brisketPrice(b, store), '16.49', 2000);
      expect(await brisketPrice(a.app, store)).toBe('16.49');
    });

    it('a planned price change applied by the job on instance A shows on instance B within 2 s', async () => {
      const { a, b, store, adminToken } = pair;
      const before = await brisketPrice(b, store);
      const runAt = new Date(Date.now() + 3_600_000);
      const planned = await a.app.inject({
        method: 'POST',
        url: `${PREFIX}/admin/prices/bulk`,
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { items: { kind: 'picked', itemIds: [store.brisket.id] }, change: { kind: 'add', amount: '1' }, scope: { kind: 'state', stateId: store.location.stateId }, runAt: runAt.toISOString() },
      });
      expect(planned.json()).toMatchObject({ applied: 0, scheduled: { status: 'pending' } });
      expect(await brisketPrice(b, store)).toBe(before);
      await a.app.jobs.runOnce('apply-planned-price-changes', new Date(runAt.getTime() + 60_000));
      await shownWithin(() => brisketPrice(b, store), new Decimal(before).plus(1).toFixed(2), 2000);
    });
  });
}

describe('back-office changes without Redis', () => {
  it('show on the other instance at its next version check', async () => {
    const pair = await twoInstances('pglite', { redisUrl: null, readCacheFreshMs: 300 });
    try {
      expect(await brisketPrice(pair.b, pair.store)).toBe('15.99');
      await changeBrisket(pair, '16.49');
      expect(await brisketPrice(pair.a.app, pair.store)).toBe('16.49');
      const took = await shownWithin(() => brisketPrice(pair.b, pair.store), '16.49', 2000);
      expect(took).toBeLessThanOrEqual(2000);
    } finally {
      await closeBoth(pair);
    }
  });
});
