/**
 * The storefront's last word on caching (node:test; tests/unit/script-tests.test.ts runs this file
 * inside `npm test`), against real sockets: a small handler stands in for Next and writes its head
 * the ways Next does.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, describe, it } from 'node:test';
import { frontCacheSeconds, pageCacheFreshMs, PERSONAL_CACHE_CONTROL, settleAnswers } from './shared-answers.mjs';

const SHARED = 'public, s-maxage=60, stale-while-revalidate=300';
const servers = [];
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** A server whose answer to each path is written by `forms[path](res)`. */
async function serve(forms, frontSeconds = 1, front = () => null) {
  const server = http.createServer((req, res) => {
    settleAnswers(res, { frontSeconds, front: front(req) });
    forms[req.url](res);
    res.end('<p>page</p>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}

async function headersOf(url, init) {
  const response = await fetch(url, init);
  assert.equal(await response.text(), '<p>page</p>');
  return response.headers;
}

describe('settleAnswers', () => {
  it('sends an answer that sets a cookie or carries a nonce as private, whatever it asked shared caches for', async () => {
    const base = await serve({
      '/cookie': (res) => res.writeHead(200, { 'cache-control': SHARED, 'set-cookie': 'privacyOptOut=gpc; Path=/' }),
      '/nonce': (res) => res.writeHead(200, { 'cache-control': SHARED, 'content-security-policy': "script-src 'self' 'nonce-abc'" }),
      '/hashes': (res) => res.writeHead(200, { 'cache-control': SHARED, 'content-security-policy': "script-src 'self' 'sha256-abc='" }),
    });
    for (const path of ['/cookie', '/nonce']) {
      const headers = await headersOf(`${base}${path}`);
      assert.equal(headers.get('cache-control'), PERSONAL_CACHE_CONTROL, path);
      assert.equal(headers.get('x-accel-expires'), null, path);
    }
    assert.equal((await headersOf(`${base}/hashes`)).get('cache-control'), SHARED);
  });

  it('settles the headers whichever way the head is written: set beforehand, or given to writeHead as an object or a list', async () => {
    const base = await serve({
      '/set': (res) => {
        res.setHeader('Cache-Control', SHARED);
        res.setHeader('Set-Cookie', ['a=1', 'b=2']);
        res.writeHead(200);
      },
      '/object': (res) => res.writeHead(200, { 'Cache-Control': SHARED, 'Set-Cookie': 'a=1' }),
      '/flat': (res) => res.writeHead(200, ['Cache-Control', SHARED, 'Set-Cookie', 'a=1']),
      '/nonce-set': (res) => {
        res.setHeader('content-security-policy', "script-src 'nonce-abc'");
        res.writeHead(200, 'OK', { 'cache-control': SHARED });
      },
    });
    for (const path of ['/set', '/object', '/flat', '/nonce-set']) {
      assert.equal((await headersOf(`${base}${path}`)).get('cache-control'), PERSONAL_CACHE_CONTROL, path);
    }
    assert.equal((await headersOf(`${base}/set`)).get('set-cookie'), 'a=1, b=2');
  });

  it('tells the cache in front how many seconds to keep a shared page, and nothing else', async () => {
    const base = await serve({
      '/shared': (res) => res.writeHead(200, { 'cache-control': SHARED }),
      '/set-before': (res) => {
        res.setHeader('cache-control', SHARED);
        res.writeHead(200);
      },
      '/private': (res) => res.writeHead(200, { 'cache-control': 'private, no-store' }),
      '/no-s-maxage': (res) => res.writeHead(200, { 'cache-control': 'public, max-age=60' }),
      '/no-cache': (res) => res.writeHead(200, { 'cache-control': 'public, s-maxage=60, no-cache' }),
      '/static': (res) => res.writeHead(200, { 'cache-control': 'public, max-age=31536000, immutable' }),
    }, 2);
    for (const path of ['/shared', '/set-before']) assert.equal((await headersOf(`${base}${path}`)).get('x-accel-expires'), '2', path);
    for (const path of ['/private', '/no-s-maxage', '/no-cache', '/static']) assert.equal((await headersOf(`${base}${path}`)).get('x-accel-expires'), null, path);
  });

  it('asks the purger whether nginx may keep a shared page, and tells nginx 0 when not', async () => {
    const asked = [];
    const keep = (answer) => (req) => ({ keep: () => (asked.push(req.url), answer) });
    const forms = { '/shared': (res) => res.writeHead(200, { 'cache-control': SHARED }), '/private': (res) => res.writeHead(200, { 'cache-control': 'private, no-store' }) };
    assert.equal((await headersOf(`${await serve(forms, 2, keep(false))}/shared`)).get('x-accel-expires'), '0');
    assert.equal((await headersOf(`${await serve(forms, 2, keep(true))}/shared`)).get('x-accel-expires'), '2');
    await headersOf(`${await serve(forms, 2, keep(true))}/private`);
    assert.deepEqual(asked, ['/shared', '/shared']);
  });

  it('settles POST answers too', async () => {
    const base = await serve({ '/cookie': (res) => res.writeHead(200, { 'cache-control': SHARED, 'set-cookie': 'a=1' }) });
    assert.equal((await headersOf(`${base}/cookie`, { method: 'POST', body: 'x' })).get('cache-control'), PERSONAL_CACHE_CONTROL);
  });
});

describe('PAGE_CACHE_FRESH_MS', () => {
  it('is 1000 ms when unset or empty, and takes whole milliseconds up to a minute', () => {
    assert.equal(pageCacheFreshMs({}), 1000);
    assert.equal(pageCacheFreshMs({ PAGE_CACHE_FRESH_MS: ' ' }), 1000);
    assert.equal(pageCacheFreshMs({ PAGE_CACHE_FRESH_MS: '0' }), 0);
    assert.equal(pageCacheFreshMs({ PAGE_CACHE_FRESH_MS: '60000' }), 60_000);
  });

  it('refuses anything else with a message naming the setting', () => {
    for (const value of ['-1', '1.5', 'soon', '60001', '1e3']) {
      assert.throws(() => pageCacheFreshMs({ PAGE_CACHE_FRESH_MS: value }), /PAGE_CACHE_FRESH_MS must be a whole number/);
    }
  });

  it('reaches nginx in whole seconds, rounded up, 0 keeping nothing', () => {
    assert.deepEqual([0, 1, 1000, 1001, 60_000].map(frontCacheSeconds), [0, 1, 1, 2, 60]);
  });
});
