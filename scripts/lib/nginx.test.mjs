/**
 * nginx in front (node:test; tests/unit/script-tests.test.ts runs this file inside `npm test`):
 * the config as `npm run start:cluster` and `npm start` write it, checked by `nginx -t`, then run
 * for real in front of small stand-ins for the instances. Needs nginx (`.ci/run` installs it).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { brotliModule, COMPOSE_EXAMPLE, ensureNginx, findNginx, INSTALL_HINT, PURGE_PATH, purgeModule, purgeUrl, purgeEnv, renderComposeExample, renderConfig, startNginx, TEMPLATE, testConfig, writeConfig } from './nginx.mjs';
import { CACHE_KEY_HEADER, pagePurger } from './page-purge.mjs';
import { stopProcess } from './processes.mjs';
import { settleAnswers } from './shared-answers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const template = readFileSync(path.join(root, TEMPLATE), 'utf8');
const nginx = findNginx();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'hickory-nginx-test-'));
const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

const instances = (prefix, ports) => ports.map((port, i) => ({ name: `${prefix}-${i + 1}`, host: '127.0.0.1', port }));
const cluster = (runDir, extra = {}) => ({
  runDir,
  host: '127.0.0.1',
  webPort: 3950,
  apiPort: 4950,
  webUpstreams: instances('web', [3951, 3952]),
  apiUpstreams: instances('api', [4951, 4952]),
  brotli: brotliModule(),
  purge: purgeModule(),
  ...extra,
});

async function freePort() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A stand-in instance: `answer(req, body, res)` answers; `seen` lists what reached it. */
async function instance(answer) {
  const seen = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      answer(req, body, res);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { port: server.address().port, seen };
}

/** nginx in front of `web` and `api` stand-ins; resolves with its two base URLs once it answers. */
async function front(webPorts, apiPorts) {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const runDir = mkdtempSync(path.join(scratch, 'run-'));
  const proc = startNginx(root, nginx, cluster(runDir, { webPort, apiPort, webUpstreams: instances('web', webPorts), apiUpstreams: instances('api', apiPorts) }), { logFile: path.join(runDir, 'nginx.log') });
  cleanups.push(() => stopProcess(proc));
  for (let tries = 0; tries < 50; tries += 1) {
    const up = await fetch(`http://127.0.0.1:${webPort}/`).then(() => true, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { web: `http://127.0.0.1:${webPort}`, api: `http://127.0.0.1:${apiPort}` };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the config', () => {
  it('names every instance of the cluster and leaves no field unfilled', () => {
    const text = renderConfig(template, cluster('/run/x', { uid: 1000 }));
    assert.doesNotMatch(text, /\{\{/);
    for (const port of [3951, 3952, 4951, 4952]) assert.match(text, new RegExp(`server 127\\.0\\.0\\.1:${port} max_fails=1 fail_timeout=2s;`));
    assert.match(text, /listen 127\.0\.0\.1:3950;/);
    assert.match(text, /listen 127\.0\.0\.1:4950;/);
    assert.match(text, /"~\(\^\|, \)127\\\.0\\\.0\\\.1:4952\$" api-2;/);
    assert.match(text, /pid \/run\/x\/nginx\.pid;/);
    assert.doesNotMatch(text, /^user /m);
  });

  it('drops the API when only the storefront is behind it, and listens on every interface when asked', () => {
    const text = renderConfig(template, { runDir: '/run/y', host: '0.0.0.0', webPort: 3000, webUpstreams: instances('web', [3001]), ipv6: true, uid: 0, user: 'root' });
    assert.doesNotMatch(text, /upstream hickory_api|map .* \$hickory_keyed_write|location @idempotency_keyed/);
    assert.match(text, /listen 3000;\s+listen \[::\]:3000 ipv6only=on;/);
    assert.match(text, /^user root;/m);
  });

  it('compresses with brotli only when the module is there', () => {
    assert.doesNotMatch(renderConfig(template, cluster('/run/z', { brotli: null })), /load_module \S*brotli|brotli on/);
    assert.match(renderConfig(template, cluster('/run/z', { brotli: '/m/brotli.so' })), /load_module \/m\/brotli\.so;[\s\S]*brotli on;/);
  });

  it('has the purge location, open to this machine only, only when the purge module is there', () => {
    assert.doesNotMatch(renderConfig(template, cluster('/run/p', { purge: null })), /load_module \S*purge|proxy_cache_purge|location = \/\.hickory/);
    const text = renderConfig(template, cluster('/run/p', { purge: '/m/purge.so', host: '10.0.0.5' }));
    assert.match(text, /load_module \/m\/purge\.so;/);
    assert.match(text, /location = \/\.hickory\/purge \{\s+allow 127\.0\.0\.1;\s+allow ::1;\s+allow 10\.0\.0\.5;\s+deny all;\s+proxy_cache_purge hickory_pages \$http_x_hickory_cache_key;/);
    assert.equal(purgeUrl('0.0.0.0', 3000), `http://127.0.0.1:3000${PURGE_PATH}`);
    assert.equal(purgeUrl('10.0.0.5', 3000), `http://10.0.0.5:3000${PURGE_PATH}`);
  });

  it('tells storefronts where to purge only when nginx can, and never over the operator\'s setting', () => {
    assert.deepEqual(purgeEnv({}, '127.0.0.1', 3960, '/m/purge.so'), { PAGE_CACHE_PURGE_URL: `http://127.0.0.1:3960${PURGE_PATH}` });
    assert.deepEqual(purgeEnv({}, '127.0.0.1', 3960, null), {});
    assert.deepEqual(purgeEnv({ PAGE_CACHE_PURGE_URL: '' }, '127.0.0.1', 3960, '/m/purge.so'), {});
  });

  it('says what to install when the nginx it is told to run is missing', () => {
    assert.throws(() => ensureNginx({ env: { NGINX_BIN: '/nowhere/nginx' } }), (error) => error.message.includes('/nowhere/nginx') && error.message.includes(INSTALL_HINT));
  });

  it('is the one source of compose\'s nginx.conf: deploy/nginx/hickory.conf is the template filled for compose', () => {
    const example = readFileSync(path.join(root, COMPOSE_EXAMPLE), 'utf8');
    assert.ok(example === renderComposeExample(template), `${COMPOSE_EXAMPLE} differs from ${TEMPLATE}: run \`node deploy/nginx/example.mjs\``);
    assert.doesNotMatch(example, /\{\{/);
    assert.match(example, /server web-2:3000 max_fails=1 fail_timeout=2s;[\s\S]*server api-2:4000 max_fails=1 fail_timeout=2s;/);
    assert.match(example, /listen 8080;[\s\S]*listen 8081;/);
    assert.match(readFileSync(path.join(root, 'deploy', 'compose.yaml'), 'utf8'), /\.\/nginx\/hickory\.conf:\/etc\/nginx\/nginx\.conf:ro/);
  });

  it('passes nginx -t as compose runs it, its host names swapped for this machine\'s', () => {
    const runDir = mkdtempSync(path.join(scratch, 'compose-'));
    const local = renderComposeExample(template)
      .replace(/^user nginx;$/m, '')
      .replace(/\b(web|api)-\d:/g, '127.0.0.1:')
      .replaceAll('/var/cache/nginx', runDir)
      .replaceAll('/var/log/nginx', runDir);
    const file = path.join(runDir, 'nginx.conf');
    writeFileSync(file, local);
    const check = testConfig(nginx, runDir, file);
    assert.ok(check.ok, check.output);
  });

  it('passes nginx -t as start:cluster writes it', () => {
    const runDir = mkdtempSync(path.join(scratch, 'check-'));
    const check = testConfig(nginx, runDir, writeConfig(root, cluster(runDir)));
    assert.ok(check.ok, check.output);
  });
});

describe('nginx in front', () => {
  it('keeps a shared page for X-Accel-Expires, answers it stale while rendering it again, and never keeps one for a bypass cookie', async () => {
    let renders = 0;
    const web = await instance((req, _body, res) => {
      renders += 1;
      const shared = req.url === '/page';
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': shared ? 'public, s-maxage=60, stale-while-revalidate=300' : 'private, no-store', ...(shared ? { 'x-accel-expires': '1' } : {}) });
      res.end(`<p>render ${renders}</p>`.padEnd(2000));
    });
    const { web: base } = await front([web.port], [web.port]);
    const get = async (url, headers = {}) => {
      const response = await fetch(`${base}${url}`, { headers });
      return { cache: response.headers.get('x-cache'), body: (await response.text()).trim(), accel: response.headers.get('x-accel-expires') };
    };
    const first = await get('/page');
    assert.equal((await get('/page')).body, first.body);
    assert.equal((await get('/page')).cache, 'HIT');
    assert.equal(first.accel, null);
    assert.equal((await get('/page', { cookie: 'hickory_clock=2026-01-01T12:00' })).cache, 'BYPASS');
    assert.equal((await get('/page', { cookie: 'menuAtAGlanceItem=3' })).cache, 'BYPASS');
    // nginx counts whole seconds: a page kept for 1 s expires within 2.
    await sleep(2_100);
    const stale = await get('/page');
    assert.equal(stale.cache, 'STALE');
    assert.equal(stale.body, first.body);
    await sleep(200);
    assert.notEqual((await get('/page')).body, first.body);
    await get('/mine');
    assert.notEqual((await get('/mine')).cache, 'HIT');
  });

  it('drops a kept page when the storefront hears a change event, and keeps no page rendered across one', async () => {
    assert.ok(purgeModule(), `Debian's libnginx-mod-http-cache-purge is needed (.ci/run installs it). ${INSTALL_HINT}`);
    let version = 1;
    let held = null;
    let purger = null;
    const web = await instance(async (req, _body, res) => {
      settleAnswers(res, { frontSeconds: 60, front: purger?.watch(req) ?? null });
      if (req.url === '/slow') await held?.promise;
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60, stale-while-revalidate=300' });
      res.end(`<p>version ${version}</p>`);
    });
    const { web: base } = await front([web.port], [web.port]);
    purger = pagePurger({ url: `${base}${PURGE_PATH}`, log: { warn: (line) => assert.fail(line) } });
    const get = async (url, headers = {}) => {
      const response = await fetch(`${base}${url}`, { headers });
      return { cache: response.headers.get('x-cache'), body: await response.text() };
    };
    assert.deepEqual(await get('/menu', { [CACHE_KEY_HEADER]: 'a visitor cannot name the key' }), { cache: 'MISS', body: '<p>version 1</p>' });
    assert.equal(web.seen.at(-1).headers[CACHE_KEY_HEADER], `http${new URL(base).host}/menu`);
    version = 2;
    assert.deepEqual(await get('/menu'), { cache: 'HIT', body: '<p>version 1</p>' });
    assert.deepEqual(await purger.purge(), { asked: 1, dropped: 1, failed: 0 });
    assert.deepEqual(await get('/menu'), { cache: 'MISS', body: '<p>version 2</p>' });
    assert.deepEqual(await get('/menu'), { cache: 'HIT', body: '<p>version 2</p>' });

    let release;
    held = { promise: new Promise((resolve) => (release = resolve)) };
    const across = get('/slow');
    while (!web.seen.some((request) => request.url === '/slow')) await sleep(10);
    await purger.purge();
    release();
    assert.equal((await across).cache, 'MISS');
    assert.equal((await get('/slow')).cache, 'MISS');
    assert.equal((await get('/slow')).cache, 'HIT');
  });

  it('passes who asked, and compresses', async () => {
    const api = await instance((_req, _body, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: 'x'.repeat(1000) })));
    const { api: base } = await front([api.port], [api.port]);
    const response = await fetch(`${base}/x`, { headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': '203.0.113.9' } });
    await response.text();
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    const { headers } = api.seen.at(-1);
    assert.equal(headers['x-forwarded-for'], '203.0.113.9, 127.0.0.1');
    assert.equal(headers['x-forwarded-proto'], 'http');
    assert.equal(headers['x-forwarded-host'], new URL(base).host);
  });

  it('sends a POST with an Idempotency-Key to the other instance when the first drops it, and a POST without one nowhere else', async () => {
    const dropping = await instance((req) => req.socket.destroy());
    const answering = await instance((_req, body, res) => res.writeHead(201, { 'content-type': 'application/json' }).end(body));
    const keyed = await front([answering.port], [dropping.port, answering.port]);
    const retried = await fetch(`${keyed.api}/orders`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' }, body: '{"n":1}' });
    assert.equal(retried.status, 201);
    assert.equal(await retried.text(), '{"n":1}');
    assert.equal(retried.headers.get('x-hickory-upstream'), 'api-2');

    const plain = await front([answering.port], [dropping.port, answering.port]);
    const before = answering.seen.length;
    const refused = await fetch(`${plain.api}/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"n":2}' });
    assert.equal(refused.status, 502);
    assert.equal(refused.headers.get('x-hickory-upstream'), 'api-1');
    assert.equal((await refused.json()).message, 'No instance of the API answered; try again in a moment');
    assert.equal(answering.seen.length, before);
  });

  it('retries a GET on the other instance, and skips an instance that refuses connections', async () => {
    const answering = await instance((_req, _body, res) => res.writeHead(200).end('ok'));
    const dead = await freePort();
    const { api } = await front([answering.port], [dead, answering.port]);
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${api}/ready`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-hickory-upstream'), 'api-2');
    }
  });
});
