import { createLocalChangeFeed } from './change-feed';
import { concerns, createReadCache, etagOf, nextMinute } from './read-cache';

/** A source whose version and body the test changes; it counts version reads and builds. */
function source(initial: { version: string; body: string; expiresAt?: number }, versionKey = 'key') {
  const state = { ...initial, builds: 0, checks: 0 };
  return {
    state,
    source: {
      versionKey,
      version: async () => {
        state.checks += 1;
        return state.version;
      },
      build: async () => {
        state.builds += 1;
        return { body: state.body, expiresAt: state.expiresAt };
      },
    },
  };
}

describe('the read cache', () => {
  it('serves an answer from memory while fresh, then reads the version and rebuilds only when it changed', async () => {
    let now = 1_000;
    const cache = createReadCache({ freshMs: 1_000, now: () => now });
    const { state, source: from } = source({ version: 'v1', body: '[1]' });
    expect(await cache.get('k', from)).toMatchObject({ body: '[1]', etag: etagOf('[1]') });
    state.body = '[2]';
    now += 999;
    expect((await cache.get('k', from)).body).toBe('[1]');
    expect(state.checks).toBe(1);
    now += 1;
    expect((await cache.get('k', from)).body).toBe('[1]');
    expect([state.checks, state.builds]).toEqual([2, 1]);
    state.version = 'v2';
    now += 1_000;
    expect(await cache.get('k', from)).toMatchObject({ body: '[2]', etag: etagOf('[2]') });
    expect(state.builds).toBe(2);
  });

  it('reads the version on every request when freshMs is 0', async () => {
    const cache = createReadCache({ freshMs: 0, now: () => 5 });
    const { state, source: from } = source({ version: 'v1', body: '{}' });
    await cache.get('k', from);
    await cache.get('k', from);
    expect([state.checks, state.builds]).toEqual([2, 1]);
  });

  it('reads a version once for every answer that shares its key, and rebuilds each answer when it changes', async () => {
    let now = 0;
    const cache = createReadCache({ freshMs: 1_000, now: () => now });
    const pages = [source({ version: 'v1', body: 'page 1' }, 'stores'), source({ version: 'v1', body: 'page 2' }, 'stores')];
    await cache.get('page 1', pages[0]!.source);
    await cache.get('page 2', pages[1]!.source);
    expect(pages[0]!.state.checks + pages[1]!.state.checks).toBe(1);
    for (const page of pages) page.state.version = 'v2';
    pages[1]!.state.body = 'page 2, changed';
    now = 1_000;
    expect((await cache.get('page 2', pages[1]!.source)).body).toBe('page 2, changed');
    await cache.get('page 1', pages[0]!.source);
    expect(pages[0]!.state.builds).toBe(2);
  });

  it('rebuilds an answer past its expiry even when the version did not change', async () => {
    let now = 0;
    const cache = createReadCache({ freshMs: 60_000, now: () => now });
    const { state, source: from } = source({ version: 'v1', body: 'a', expiresAt: 10 });
    await cache.get('k', from);
    state.body = 'b';
    now = 10;
    expect((await cache.get('k', from)).body).toBe('b');
  });

  it('builds once for requests that arrive together', async () => {
    const cache = createReadCache({ freshMs: 1_000, now: () => 0 });
    const { state, source: from } = source({ version: 'v1', body: 'x' });
    await Promise.all([cache.get('k', from), cache.get('k', from), cache.get('k', from)]);
    expect([state.checks, state.builds]).toEqual([1, 1]);
  });

  it('does not keep a failed build', async () => {
    const cache = createReadCache({ freshMs: 1_000, now: () => 0 });
    const failing = { versionKey: 'key', version: async () => 'v1', build: async () => Promise.reject(new Error('not found')) };
    await expect(cache.get('k', failing)).rejects.toThrow('not found');
    const { source: from } = source({ version: 'v1', body: 'ok' });
    expect((await cache.get('k', from)).body).toBe('ok');
  });

  it('forgets the least recently stored answers beyond maxEntries', async () => {
    const cache = createReadCache({ freshMs: 1_000, maxEntries: 2, now: () => 0 });
    const sources = ['a', 'b', 'c'].map((body) => source({ version: 'v', body }));
    for (const [index, key] of ['a', 'b', 'c'].entries()) await cache.get(key, sources[index]!.source);
    await cache.get('a', sources[0]!.source);
    expect(sources[0]!.state.builds).toBe(2);
    await cache.get('c', sources[2]!.source);
    expect(sources[2]!.state.builds).toBe(1);
  });

  it('ends time-dependent answers at the next minute', () => {
    expect(nextMinute(Date.UTC(2026, 0, 1, 10, 30, 15))).toBe(Date.UTC(2026, 0, 1, 10, 31, 0));
    expect(nextMinute(Date.UTC(2026, 0, 1, 10, 30, 0))).toBe(Date.UTC(2026, 0, 1, 10, 31, 0));
  });
});

describe('the read cache with change events', () => {
  it('reads the version again at once when an event names its key, long before freshMs', async () => {
    const changes = createLocalChangeFeed();
    const cache = createReadCache({ freshMs: 60_000, now: () => 0, changes });
    const { state, source: from } = source({ version: 'v1', body: 'old' }, 'menus:12');
    await cache.get('k', from);
    Object.assign(state, { version: 'v2', body: 'new' });
    expect((await cache.get('k', from)).body).toBe('old');
    await changes.publish(['menus']);
    expect((await cache.get('k', from)).body).toBe('new');
    expect([state.checks, state.builds]).toEqual([2, 2]);
  });

  it('keeps versions no event names, and drops every one on "all"', async () => {
    let heard: ((keys: readonly string[] | 'all') => void) | undefined;
    const cache = createReadCache({ freshMs: 60_000, now: () => 0, changes: { subscribe: (listener) => ((heard = listener), () => {}) } });
    const stores = source({ version: 'v1', body: 'stores' }, 'stores');
    const menus = source({ version: 'v1', body: 'menus' }, 'menus:3');
    await cache.get('stores', stores.source);
    await cache.get('menus', menus.source);
    heard!(['menus:30', 'content']);
    await cache.get('stores', stores.source);
    await cache.get('menus', menus.source);
    expect([stores.state.checks, menus.state.checks]).toEqual([1, 1]);
    heard!('all');
    await cache.get('stores', stores.source);
    await cache.get('menus', menus.source);
    expect([stores.state.checks, menus.state.checks]).toEqual([2, 2]);
  });

  it('does not keep a version read under way when an event arrives: it may predate the change', async () => {
    const changes = createLocalChangeFeed();
    const cache = createReadCache({ freshMs: 60_000, now: () => 0, changes });
    let release: () => void = () => {};
    const state = { version: 'v1', checks: 0 };
    const slow = {
      versionKey: 'stores',
      version: async () => {
        state.checks += 1;
        const seen = state.version;
        await new Promise<void>((resolve) => (release = resolve));
        return seen;
      },
      build: async () => ({ body: `built at ${state.version}` }),
    };
    const first = cache.get('k', slow);
    await new Promise((resolve) => setImmediate(resolve));
    state.version = 'v2';
    await changes.publish(['stores']);
    release();
    await first;
    const second = cache.get('k', slow);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await second).body).toBe('built at v2');
    expect(state.checks).toBe(2);
  });
});

describe('concerns', () => {
  it.each([
    ['stores', 'stores', true],
    ['menus', 'menus:12', true],
    ['menus:12', 'menus:12', true],
    ['menus:1', 'menus:12', false],
    ['menus', 'menus-extra', false],
    ['stores', 'menus:12', false],
  ])('an event for %s concerns %s: %s', (changed, key, expected) => {
    expect(concerns(changed, key)).toBe(expected);
  });
});
