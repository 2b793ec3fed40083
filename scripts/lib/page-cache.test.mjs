/**
 * The storefront's page cache against real sockets (node:test; tests/unit/script-tests.test.ts
 * runs this file inside `npm test`). Behind it, a small handler stands in for Next: it answers
 * each path as the test sets it, counts its renders, and can be slow.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, beforeEach, describe, it } from 'node:test';
import { createPageCache, PERSONAL_CACHE_CONTROL, pageCacheFreshMs } from './page-cache.mjs';

const SHARED = 'public, s-maxage=60, stale-while-revalidate=300';

/** What the stand-in renders per path: status, headers, body chunks, delay; `renders` counts calls. */
let answers;
let renders;
let clock;

function renderer(req, res) {
  renders.push(req.url);
  const answer = answers[req.url.split('?')[0]] ?? { status: 404, headers: {}, chunks: ['no page'] };
  const body = typeof answer.chunks === 'function' ? answer.chunks() : answer.chunks;
  return new Promise((resolve) => {
    setTimeout(() => {
      for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
      res.statusCode = answer.status ?? 200;
      for (const chunk of body.slice(0, -1)) res.write(chunk);
      res.end(body.at(-1));
      resolve();
    }, answer.delayMs ?? 0);
  });
}

async function serve(options) {
  const cache = createPageCache({ freshMs: 1000, render: renderer, now: () => clock, ...options });
  const server = http.createServer((req, res) => void cache.handle(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { base: `http://127.0.0.1:${server.address().port}`, cache };
}

const servers = [];
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

async function get(url, init) {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function page(headers = {}, extra = {}) {
  let n = 0;
  return { status: 200, headers: { 'content-type': 'text/html', 'cache-control': SHARED, ...headers }, chunks: () => ['<p>', `render ${++n}`, '</p>'], ...extra };
}

beforeEach(() => {
  answers = {};
  renders = [];
  clock = 1_000_000;
});

describe('the page cache', () => {
  it('answers a shared page from its copy, with the same bytes and headers, marked HIT with its age', async () => {
    answers['/store'] = page({ 'x-custom': 'kept' });
    const { base } = await serve();
    const first = await get(`${base}/store`);
    clock += 900;
    const second = await get(`${base}/store`);
    assert.equal(first.body, '<p>render 1</p>');
    assert.equal(second.body, first.body);
    assert.equal(second.headers.get('x-custom'), 'kept');
    assert.equal(second.headers.get('cache-control'), SHARED);
    assert.equal(second.headers.get('x-cache'), 'HIT');
    assert.equal(second.headers.get('age'), '0');
    assert.equal(first.headers.get('x-cache'), null);
    assert.deepEqual(renders, ['/store']);
  });

  it('renders the page again once it is older than freshMs, or than its s-maxage when shorter', async () => {
    answers['/store'] = page();
    answers['/short'] = page({ 'cache-control': 'public, s-maxage=1' });
    const { base } = await serve({ freshMs: 5000 });
    await get(`${base}/store`);
    await get(`${base}/short`);
    clock += 1500;
    assert.equal((await get(`${base}/store`)).body, '<p>render 1</p>');
    assert.equal((await get(`${base}/short`)).body, '<p>render 2</p>');
    clock += 4000;
    assert.equal((await get(`${base}/store`)).body, '<p>render 2</p>');
  });

  it('keeps nothing a visitor may not share: private, no-store, no s-maxage, a cookie set, a nonce, an error, Vary: *', async () => {
    answers['/private'] = page({ 'cache-control': 'private, no-store' });
    answers['/no-cache'] = page({ 'cache-control': 'public, s-maxage=60, no-cache' });
    answers['/browser-only'] = page({ 'cache-control': 'public, max-age=60' });
    answers['/cookie'] = page({ 'set-cookie': 'a=1' });
    answers['/nonce'] = page({ 'content-security-policy': "script-src 'nonce-abc'" });
    answers['/error'] = page({}, { status: 503 });
    answers['/star'] = page({ vary: '*' });
    const { base, cache } = await serve();
    for (const path of Object.keys(answers)) {
      await get(`${base}${path}`);
      const again = await get(`${base}${path}`);
      assert.equal(again.headers.get('x-cache'), null, path);
    }
    assert.equal(renders.length, 14);
    assert.deepEqual(cache.size(), { pages: 0, bytes: 0 });
  });

  it('sends an answer that sets a cookie or carries a nonce as private, whatever it asked shared caches for', async () => {
    answers['/cookie'] = page({ 'set-cookie': 'privacyOptOut=gpc; Path=/' });
    answers['/nonce'] = page({ 'content-security-policy': "script-src 'self' 'nonce-abc'" });
    answers['/hashes'] = page({ 'content-security-policy': "script-src 'self' 'sha256-abc='" });
    const { base } = await serve();
    for (const path of ['/cookie', '/nonce']) {
      assert.equal((await get(`${base}${path}`)).headers.get('cache-control'), PERSONAL_CACHE_CONTROL, path);
    }
    assert.equal((await get(`${base}/hashes`)).headers.get('cache-control'), SHARED);
  });

  it('settles the headers whichever way the head is written: set beforehand, or given to writeHead as an object or a list', async () => {
    const forms = {
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
    };
    const render = (req, res) => {
      forms[req.url](res);
      res.end('<p>mine</p>');
    };
    const { base } = await serve({ render });
    for (const path of Object.keys(forms)) {
      const answer = await get(`${base}${path}`);
      assert.equal(answer.headers.get('cache-control'), PERSONAL_CACHE_CONTROL, path);
      assert.equal(answer.body, '<p>mine</p>', path);
    }
    assert.equal((await get(`${base}/set`)).headers.get('set-cookie'), 'a=1, b=2');
  });

  it('settles POST answers and those of a cache turned off too', async () => {
    answers['/cookie'] = page({ 'set-cookie': 'a=1' });
    const { base } = await serve({ freshMs: 0 });
    assert.equal((await get(`${base}/cookie`)).headers.get('cache-control'), PERSONAL_CACHE_CONTROL);
    assert.equal((await get(`${base}/cookie`, { method: 'POST', body: 'x' })).headers.get('cache-control'), PERSONAL_CACHE_CONTROL);
  });

  it('renders every POST and keys copies by path and query', async () => {
    answers['/store'] = page();
    const { base } = await serve();
    await get(`${base}/store?type=carryout`);
    await get(`${base}/store?type=delivery`);
    await get(`${base}/store`, { method: 'POST', body: 'x' });
    assert.equal((await get(`${base}/store?type=carryout`)).body, '<p>render 1</p>');
    assert.equal((await get(`${base}/store?type=delivery`)).body, '<p>render 2</p>');
    assert.equal(renders.length, 3);
  });

  it('keeps one copy per value of the request headers the answer varies on', async () => {
    answers['/store'] = page({ vary: 'Accept-Encoding' });
    const { base } = await serve();
    await get(`${base}/store`, { headers: { 'accept-encoding': 'gzip' } });
    await get(`${base}/store`, { headers: { 'accept-encoding': 'br' } });
    assert.equal((await get(`${base}/store`, { headers: { 'accept-encoding': 'gzip' } })).body, '<p>render 1</p>');
    assert.equal((await get(`${base}/store`, { headers: { 'accept-encoding': 'br' } })).body, '<p>render 2</p>');
    assert.equal(renders.length, 2);
  });

  it('renders a request carrying a cookie the answer names, and keeps that render to itself', async () => {
    answers['/store'] = page({ 'x-cache-bypass-cookies': 'hickory_clock, menuAtAGlanceItem' });
    const { base } = await serve();
    await get(`${base}/store`);
    const clocked = await get(`${base}/store`, { headers: { cookie: 'other=1; hickory_clock=2026-11-24T15:00:00Z' } });
    assert.equal(clocked.body, '<p>render 2</p>');
    assert.equal(clocked.headers.get('x-cache'), null);
    const chosen = await get(`${base}/store`, { headers: { cookie: 'menuAtAGlanceItem=brisket' } });
    assert.equal(chosen.body, '<p>render 3</p>');
    const plain = await get(`${base}/store`, { headers: { cookie: 'jwt_token=abc' } });
    assert.equal(plain.body, '<p>render 1</p>');
    assert.equal(plain.headers.get('x-cache'), 'HIT');
  });

  it('renders a page once for concurrent first requests', async () => {
    answers['/store'] = page({}, { delayMs: 100 });
    const { base } = await serve();
    const bodies = await Promise.all(Array.from({ length: 6 }, () => get(`${base}/store`).then((answer) => answer.body)));
    assert.deepEqual(new Set(bodies), new Set(['<p>render 1</p>']));
    assert.equal(renders.length, 1);
  });

  it('lets concurrent requests for a page it cannot keep render at once, not one after another', async () => {
    answers['/cart'] = page({ 'cache-control': 'private, no-store' }, { delayMs: 200 });
    const { base } = await serve();
    await get(`${base}/cart`);
    const started = Date.now();
    const bodies = await Promise.all([get(`${base}/cart`), get(`${base}/cart`)]);
    // One after the other would take at least 400 ms.
    assert.ok(Date.now() - started < 380, `took ${Date.now() - started} ms`);
    assert.deepEqual(bodies.map((answer) => answer.body).sort(), ['<p>render 2</p>', '<p>render 3</p>']);
  });

  it('answers with the old copy while one request renders the page again, then with the new one', async () => {
    answers['/store'] = page({}, { delayMs: 150 });
    const { base } = await serve();
    await get(`${base}/store`);
    clock += 2000;
    const refreshing = get(`${base}/store`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = await get(`${base}/store`);
    assert.equal(meanwhile.body, '<p>render 1</p>');
    assert.equal(meanwhile.headers.get('age'), '2');
    assert.equal((await refreshing).body, '<p>render 2</p>');
    assert.equal((await get(`${base}/store`)).body, '<p>render 2</p>');
    assert.equal(renders.length, 2);
  });

  it('drops every page on clear(), so the next request renders it though its copy was fresh', async () => {
    answers['/store'] = page();
    answers['/menu'] = page();
    const { base, cache } = await serve({ freshMs: 60_000 });
    await get(`${base}/store`);
    await get(`${base}/menu`);
    cache.clear();
    assert.deepEqual(cache.size(), { pages: 0, bytes: 0 });
    const again = await get(`${base}/store`);
    assert.equal(again.body, '<p>render 2</p>');
    assert.equal(again.headers.get('x-cache'), null);
    assert.equal((await get(`${base}/store`)).headers.get('x-cache'), 'HIT');
  });

  it('does not keep a render that was under way when clear() ran: it may show the page from before the change', async () => {
    answers['/store'] = page({}, { delayMs: 150 });
    const { base, cache } = await serve({ freshMs: 60_000 });
    const before = get(`${base}/store`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    cache.clear();
    assert.equal((await before).body, '<p>render 1</p>');
    assert.equal((await get(`${base}/store`)).body, '<p>render 2</p>');
    assert.equal((await get(`${base}/store`)).body, '<p>render 2</p>');
    assert.equal(renders.length, 2);
  });

  it('drops the copy when the page fails to render again, and past its stale-while-revalidate', async () => {
    answers['/store'] = page();
    answers['/brief'] = page({ 'cache-control': 'public, s-maxage=1, stale-while-revalidate=2' });
    const { base } = await serve();
    await get(`${base}/store`);
    await get(`${base}/brief`);
    clock += 2000;
    answers['/store'] = page({ 'cache-control': 'no-store' }, { status: 503 });
    assert.equal((await get(`${base}/store`)).status, 503);
    assert.equal((await get(`${base}/store`)).status, 503);
    clock += 2000;
    assert.equal((await get(`${base}/brief`)).body, '<p>render 2</p>');
    assert.equal(renders.length, 5);
  });

  it('answers HEAD from a copy without a body, and never keeps a HEAD answer', async () => {
    answers['/store'] = page();
    const { base } = await serve();
    const head = await get(`${base}/store`, { method: 'HEAD' });
    assert.equal(head.headers.get('x-cache'), null);
    await get(`${base}/store`);
    const again = await get(`${base}/store`, { method: 'HEAD' });
    assert.equal(again.headers.get('x-cache'), 'HIT');
    assert.equal(again.headers.get('content-length'), String('<p>render 2</p>'.length));
    assert.equal(again.body, '');
  });

  it('keeps no page whose visitor left before it was sent whole', async () => {
    // Headers and the first chunk go out at once, the rest 200 ms later.
    const slow = (req, res) => {
      res.writeHead(200, { 'cache-control': SHARED });
      res.write('<p>start');
      return new Promise((resolve) => setTimeout(() => resolve(res.end(' end</p>')), 200));
    };
    const { base, cache } = await serve({ render: slow });
    await new Promise((resolve, reject) => {
      const request = http.get(`${base}/slow`, (response) => response.once('data', () => request.destroy()));
      request.on('close', resolve).on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(cache.size().pages, 0);
    const after = await get(`${base}/slow`);
    assert.equal(after.headers.get('x-cache'), null);
    assert.equal(after.body, '<p>start end</p>');
    assert.equal((await get(`${base}/slow`)).headers.get('x-cache'), 'HIT');
  });

  it('lets the least recently used pages go beyond maxEntries', async () => {
    for (const path of ['/a', '/b', '/c']) answers[path] = page();
    const { base, cache } = await serve({ maxEntries: 2 });
    await get(`${base}/a`);
    await get(`${base}/b`);
    await get(`${base}/a`);
    await get(`${base}/c`);
    assert.equal(cache.size().pages, 2);
    assert.equal((await get(`${base}/a`)).headers.get('x-cache'), 'HIT');
    assert.equal((await get(`${base}/b`)).headers.get('x-cache'), null);
  });

  it('keeps nothing with freshMs 0', async () => {
    answers['/store'] = page();
    const { base, cache } = await serve({ freshMs: 0 });
    await get(`${base}/store`);
    assert.equal((await get(`${base}/store`)).body, '<p>render 2</p>');
    assert.equal(cache.size().pages, 0);
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
});
