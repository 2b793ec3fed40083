/**
 * Change events between API instances: two read caches on one Redis, each re-reading versions only
 * once a minute, serve a change announced by either within 2 s; a dropped subscription is taken up
 * again and the caches start afresh; without Redis (or with a Redis that does not answer) the
 * version check alone still brings the change. The Redis tests need a real Redis: they run when
 * TEST_REDIS_URL is set (.ci/run sets it).
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import pino from 'pino';
import { createRedis, closeRedis } from '@/server/redis';
import { changeChannelOf, createChangeFeed, keysOfMessage, type ChangeFeed } from './change-feed';
import { createReadCache } from './read-cache';

const MINUTE = 60_000;

/** One "database" row both instances read: its version and the answer built from it. */
function sharedRow() {
  const row = { version: 'v1', body: 'brisket 15.99' };
  return { row, source: { versionKey: 'menus:36', version: async () => row.version, build: async () => ({ body: row.body }) } };
}

function logger(lines: string[]) {
  return pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
}

/** Resolves once `read` answers `expected`, polling every 50 ms; rejects after `withinMs`. */
async function answersWithin(read: () => Promise<string>, expected: string, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await read()) === expected) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`still not "${expected}" after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('change events through Redis', () => {
    const keyPrefix = `hickory-test-${randomBytes(6).toString('hex')}:`;
    const admin = new Redis(redisUrl);
    const opened: { feed: ChangeFeed; publisher: Redis }[] = [];
    afterEach(async () => {
      for (const { feed, publisher } of opened.splice(0)) {
        await feed.close();
        await closeRedis(publisher);
      }
    });
    afterAll(() => admin.quit());

    /** An API instance's feed on the test's Redis, once its subscription holds. */
    async function instanceFeed(lines: string[] = []): Promise<ChangeFeed> {
      const log = logger(lines);
      const publisher = createRedis({ url: redisUrl!, keyPrefix, log });
      const feed = createChangeFeed({ url: redisUrl!, keyPrefix, publisher, log });
      opened.push({ feed, publisher });
      await subscribed(2);
      return feed;
    }

    /** Waits until `count` connections subscribe to the test's channel. */
    async function subscribed(count: number) {
      const channel = changeChannelOf(keyPrefix);
      for (let tries = 0; tries < 100; tries += 1) {
        const [, listeners] = (await admin.pubsub('NUMSUB', channel)) as [string, number];
        if (Number(listeners) >= Math.min(count, opened.length)) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`${channel} has fewer than ${count} subscribers`);
    }

    it('a change announced through one instance is served by the other within 2 s, though each re-reads versions once a minute', async () => {
      const [a, b] = [await instanceFeed(), await instanceFeed()];
      const { row, source } = sharedRow();
      const cacheA = createReadCache({ freshMs: MINUTE, changes: a });
      const cacheB = createReadCache({ freshMs: MINUTE, changes: b });
      expect((await cacheA.get('sections', source)).body).toBe('brisket 15.99');
      expect((await cacheB.get('sections', source)).body).toBe('brisket 15.99');

      Object.assign(row, { version: 'v2', body: 'brisket 16.49' });
      await a.publish(['menus']);
      await answersWithin(async () => (await cacheB.get('sections', source)).body, 'brisket 16.49', 2000);
      expect((await cacheA.get('sections', source)).body).toBe('brisket 16.49');

      Object.assign(row, { version: 'v3', body: 'brisket 16.99' });
      await b.publish(['menus:36']);
      await answersWithin(async () => (await cacheA.get('sections', source)).body, 'brisket 16.99', 2000);
    });

    it('publishes the keys on the prefixed channel, as the storefront reads them', async () => {
      const feed = await instanceFeed();
      const listener = new Redis(redisUrl);
      try {
        const heard = new Promise<string>((resolve) => listener.on('message', (_channel, message) => resolve(message)));
        await listener.subscribe(`${keyPrefix}changes`);
        await feed.publish(['stores', 'menus']);
        expect(keysOfMessage(await heard)).toMatchObject({ keys: ['stores', 'menus'] });
      } finally {
        listener.disconnect();
      }
    });

    it('takes a dropped subscription up again, warns once, and has the caches re-read every version', async () => {
      const lines: string[] = [];
      const feed = await instanceFeed(lines);
      const heard: (readonly string[] | 'all')[] = [];
      feed.subscribe((keys) => heard.push(keys));
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const ids = clients.split('\n').filter((line) => line.includes(` name=${keyPrefix}changes `)).map((line) => /\bid=(\d+)/.exec(line)![1]!);
      expect(ids).toHaveLength(1);
      await admin.call('CLIENT', 'KILL', 'ID', ids[0]!);
      await answersWithin(async () => String(heard.includes('all')), 'true', 5000);
      await subscribed(1);
      const warnings = lines.filter((line) => line.includes('change events are not heard'));
      expect(warnings).toHaveLength(1);
      expect(lines.some((line) => line.includes('change events are heard again'))).toBe(true);
    });
  });
}

describe('change events without Redis', () => {
  it('leave other instances to their version check, which still brings the change', async () => {
    const [a, b] = [createChangeFeed({ url: null, keyPrefix: 'x:', publisher: null, log: logger([]) }), createChangeFeed({ url: null, keyPrefix: 'x:', publisher: null, log: logger([]) })];
    let now = 0;
    const { row, source } = sharedRow();
    const cacheA = createReadCache({ freshMs: 1000, changes: a, now: () => now });
    const cacheB = createReadCache({ freshMs: 1000, changes: b, now: () => now });
    await cacheA.get('sections', source);
    await cacheB.get('sections', source);
    Object.assign(row, { version: 'v2', body: 'brisket 16.49' });
    await a.publish(['menus']);
    expect((await cacheA.get('sections', source)).body).toBe('brisket 16.49');
    expect((await cacheB.get('sections', source)).body).toBe('brisket 15.99');
    now = 1000;
    expect((await cacheB.get('sections', source)).body).toBe('brisket 16.49');
  });

  it('with a Redis that does not answer: announcing never fails, one warning each way, and the version check goes on', async () => {
    const lines: string[] = [];
    const log = logger(lines);
    const url = 'redis://:secret@127.0.0.1:1';
    const publisher = createRedis({ url, keyPrefix: 'x:', log });
    const feed = createChangeFeed({ url, keyPrefix: 'x:', publisher, log });
    try {
      let now = 0;
      const { row, source } = sharedRow();
      const cache = createReadCache({ freshMs: 1000, changes: feed, now: () => now });
      await cache.get('sections', source);
      Object.assign(row, { version: 'v2', body: 'brisket 16.49' });
      await feed.publish(['menus']);
      await feed.publish(['menus']);
      expect((await cache.get('sections', source)).body).toBe('brisket 16.49');
      row.version = 'v3';
      row.body = 'brisket 16.99';
      now = 1000;
      expect((await cache.get('sections', source)).body).toBe('brisket 16.99');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(lines.filter((line) => line.includes('change events are not heard'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('a change could not be announced'))).toHaveLength(1);
      expect(lines.join('')).not.toContain('secret');
    } finally {
      await feed.close();
      await closeRedis(publisher);
    }
  });
});
