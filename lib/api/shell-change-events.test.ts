/**
 * The shell's footer and navigation hear the storefront's one subscription to change events
 * (scripts/lib/change-events.mjs), as the page cache does: an event for content, published on
 * Redis as the API publishes it, makes the next render read them again. Needs a real Redis: runs
 * when TEST_REDIS_URL is set (.ci/run sets it).
 */
import { randomBytes } from 'node:crypto';
import type { ApolloClient } from '@apollo/client';
import { Redis } from 'ioredis';
import { getContent } from '@/content';
import { changeChannel, storefrontChanges, subscribeToChanges } from '@/scripts/lib/change-events.mjs';
import { clearShellCache, loadShell, SHELL_CACHE_MS } from './shell';

const quiet = { info() {}, warn() {} };
const footer = getContent('footer', 'en-us');
const navigation = getContent('navigation', 'en-us');
const api = { locale: 'en-us' as const };
const march = new Date('2025-03-01T12:00:00Z');

function contentApi() {
  const answer = { title: 'Follow us' };
  const query = jest.fn(async () => ({ data: { navigation: { data: navigation }, footer: { data: { ...footer, socialTitle: answer.title } } } }));
  return { answer, query, client: { query } as unknown as ApolloClient };
}

describe("the shell and the storefront's change events", () => {
  beforeEach(() => clearShellCache());
  afterEach(() => {
    storefrontChanges().heard = false;
  });

  it('keeps the footer for SHELL_CACHE_MS while events are heard, and drops it on an event for content or all', async () => {
    const { answer, query, client } = contentApi();
    storefrontChanges().heard = true;
    const later = new Date(march.getTime() + SHELL_CACHE_MS - 1);
    await loadShell(api, { client, now: () => march });
    answer.title = 'Follow us everywhere';
    expect((await loadShell(api, { client, now: () => later })).footer.socialTitle).toBe('Follow us');
    for (const listener of storefrontChanges().listeners) listener(['stores']);
    expect((await loadShell(api, { client, now: () => later })).footer.socialTitle).toBe('Follow us');
    for (const listener of storefrontChanges().listeners) listener(['content']);
    expect((await loadShell(api, { client, now: () => later })).footer.socialTitle).toBe('Follow us everywhere');
    answer.title = 'Follow the smoke';
    for (const listener of storefrontChanges().listeners) listener('all');
    expect((await loadShell(api, { client, now: () => later })).footer.socialTitle).toBe('Follow the smoke');
    expect(query).toHaveBeenCalledTimes(3);
  });

  it("keeps it no longer than the page cache's lifetime while events are not heard", async () => {
    const { query, client } = contentApi();
    storefrontChanges().keepMs = 200;
    try {
      await loadShell(api, { client, now: () => march });
      await loadShell(api, { client, now: () => new Date(march.getTime() + 199) });
      expect(query).toHaveBeenCalledTimes(1);
      await loadShell(api, { client, now: () => new Date(march.getTime() + 200) });
      expect(query).toHaveBeenCalledTimes(2);
    } finally {
      storefrontChanges().keepMs = 1000;
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
describe('the shell hearing change events through Redis', () => {
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `hickory-test-${randomBytes(6).toString('hex')}:` };
  let publisher: Redis;

  beforeAll(() => {
    publisher = new Redis(redisUrl);
  });
  afterAll(async () => {
    await publisher.quit();
  });
  beforeEach(() => clearShellCache());

  async function until(condition: () => boolean) {
    const started = Date.now();
    while (!condition() && Date.now() - started < 3000) await new Promise((resolve) => setTimeout(resolve, 25));
  }

  it('keeps the footer for SHELL_CACHE_MS while events are heard, and reads it again after an event for content', async () => {
    const { answer, query, client } = contentApi();
    const pageCache: string[][] = [];
    const changes = subscribeToChanges(env, (keys) => void (keys !== 'all' && pageCache.push(keys)), quiet);
    if (!changes) throw new Error('REDIS_URL was set');
    try {
      await changes.ready;
      expect((await loadShell(api, { client, now: () => march })).footer.socialTitle).toBe('Follow us');
      answer.title = 'Follow us everywhere';
      const later = new Date(march.getTime() + SHELL_CACHE_MS - 1);
      expect((await loadShell(api, { client, now: () => later })).footer.socialTitle).toBe('Follow us');

      await publisher.publish(changeChannel(env), JSON.stringify({ keys: ['menus'], from: 'api-a' }));
      await until(() => pageCache.length === 1);
      expect((await loadShell(api, { client, now: () => later })).footer.socialTitle).toBe('Follow us');

      await publisher.publish(changeChannel(env), JSON.stringify({ keys: ['content'], from: 'api-a' }));
      await until(() => pageCache.length === 2);
      expect((await loadShell(api, { client, now: () => later })).footer.socialTitle).toBe('Follow us everywhere');
      expect(query).toHaveBeenCalledTimes(2);
      expect(pageCache).toEqual([['menus'], ['content']]);
      expect(storefrontChanges().heard).toBe(true);
    } finally {
      await changes.close();
    }
  });
});
}
