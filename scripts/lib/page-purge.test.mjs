/**
 * The storefront's side of purging nginx's page cache (node:test; tests/unit/script-tests.test.ts
 * runs it inside `npm test`). scripts/lib/nginx.test.mjs runs it against a real nginx.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CACHE_KEY_HEADER, pagePurger, purgeUrlSetting } from './page-purge.mjs';

const quiet = { warn: () => undefined };
const request = (key) => ({ headers: key === undefined ? {} : { [CACHE_KEY_HEADER]: key } });

/** A stand-in for nginx's purge location: `kept` holds the keys it keeps; `asked` what it was asked. */
function fakeNginx(kept, { status } = {}) {
  const asked = [];
  let inFlight = 0;
  let most = 0;
  const fetchImpl = async (_url, { headers }) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    const key = headers[CACHE_KEY_HEADER];
    asked.push(key);
    const code = status ?? (kept.delete(key) ? 200 : 404);
    return { status: code, arrayBuffer: async () => new ArrayBuffer(0) };
  };
  return { fetchImpl, asked, most: () => most };
}

describe('purgeUrlSetting', () => {
  it('reads an http(s) address, and nothing when unset or empty', () => {
    assert.equal(purgeUrlSetting({}), null);
    assert.equal(purgeUrlSetting({ PAGE_CACHE_PURGE_URL: '  ' }), null);
    assert.equal(purgeUrlSetting({ PAGE_CACHE_PURGE_URL: ' http://127.0.0.1:3000/.hickory/purge ' }), 'http://127.0.0.1:3000/.hickory/purge');
  });

  it('refuses anything else, naming the setting', () => {
    for (const value of ['127.0.0.1:3000', 'ftp://x/purge', 'not a url']) {
      assert.throws(() => purgeUrlSetting({ PAGE_CACHE_PURGE_URL: value }), /PAGE_CACHE_PURGE_URL must be an http:\/\/ or https:\/\/ address/, value);
    }
  });
});

describe('pagePurger', () => {
  it('asks nginx to drop each page it noted, once, and starts a new list after', async () => {
    const nginx = fakeNginx(new Set(['http/a', 'http/b']));
    const purger = pagePurger({ url: 'http://n/.hickory/purge', fetchImpl: nginx.fetchImpl, log: quiet });
    for (const key of ['http/a', 'http/b', 'http/a', 'http/c']) assert.equal(purger.watch(request(key)).keep(), true);
    assert.equal(purger.watch(request()).keep(), true);
    assert.equal(purger.size(), 3);
    assert.deepEqual(await purger.purge(), { asked: 3, dropped: 2, failed: 0 });
    assert.deepEqual(nginx.asked.sort(), ['http/a', 'http/b', 'http/c']);
    assert.deepEqual(await purger.purge(), { asked: 0, dropped: 0, failed: 0 });
  });

  it('tells nginx not to keep a page asked for before a change and answered after it', async () => {
    const purger = pagePurger({ url: 'http://n/p', fetchImpl: fakeNginx(new Set()).fetchImpl, log: quiet });
    const before = purger.watch(request('http/slow'));
    await purger.purge();
    assert.equal(before.keep(), false);
    assert.equal(purger.size(), 0);
    assert.equal(purger.watch(request('http/slow')).keep(), true);
  });

  it('asks at most `concurrency` at once', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `http/p${i}`);
    const nginx = fakeNginx(new Set(keys));
    const purger = pagePurger({ url: 'http://n/p', fetchImpl: nginx.fetchImpl, log: quiet, concurrency: 4 });
    for (const key of keys) purger.watch(request(key)).keep();
    assert.equal((await purger.purge()).dropped, 30);
    assert.equal(nginx.most(), 4);
  });

  it('notes at most maxKeys pages, and says once that the rest wait for PAGE_CACHE_FRESH_MS', () => {
    const warnings = [];
    const purger = pagePurger({ url: 'http://n/p', fetchImpl: fakeNginx(new Set()).fetchImpl, log: { warn: (line) => warnings.push(line) }, maxKeys: 2 });
    for (const key of ['a', 'b', 'c', 'd']) assert.equal(purger.watch(request(key)).keep(), true);
    assert.equal(purger.size(), 2);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /2 pages are noted .* PAGE_CACHE_FRESH_MS/);
  });

  it('warns once per sweep when nginx refuses, with its answer', async () => {
    const warnings = [];
    const purger = pagePurger({ url: 'http://n/p', fetchImpl: fakeNginx(new Set(), { status: 403 }).fetchImpl, log: { warn: (line) => warnings.push(line) } });
    for (const key of ['a', 'b']) purger.watch(request(key)).keep();
    assert.deepEqual(await purger.purge(), { asked: 2, dropped: 0, failed: 2 });
    assert.deepEqual(warnings, ["Could not drop 2 of 2 pages from nginx's cache at http://n/p (nginx answered 403): they show the change within PAGE_CACHE_FRESH_MS"]);
  });
});
