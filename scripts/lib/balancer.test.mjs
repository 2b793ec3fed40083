/**
 * The cluster's balancer and supervisor against real sockets (node:test; tests/unit/cluster-scripts.test.ts
 * runs this file inside `npm test`).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, describe, it } from 'node:test';
import { createBalancer, UPSTREAM_HEADER } from './balancer.mjs';
import { startProcess } from './processes.mjs';
import { restartDelay, supervise } from './supervisor.mjs';

function listen(server, port = 0) {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server.address().port)));
}

/** An upstream that answers with what it saw: its name, method, body and forwarding headers. */
function echoServer(name) {
  const seen = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, body });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ name, body, xff: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'], host: req.headers['x-forwarded-host'] }));
    });
  });
  return { server, seen };
}

/** A port nothing listens on: taken, then released. */
async function closedPort() {
  const server = http.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function call(port, method, path, { body, headers = {} } = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, body, headers });
  return { status: response.status, upstream: response.headers.get(UPSTREAM_HEADER), body: await response.json() };
}

describe('balancer', () => {
  const closers = [];
  after(async () => {
    for (const close of closers) await close();
  });

  async function setup(upstreams) {
    const balancer = createBalancer({ upstreams, healthPath: '/', probeMs: 50 });
    closers.push(() => balancer.close());
    return { balancer, port: await listen(balancer.server) };
  }

  it('takes turns, names the instance, and passes the client address on for one trusted hop', async () => {
    const a = echoServer('a');
    const b = echoServer('b');
    closers.push(() => new Promise((r) => a.server.close(r)), () => new Promise((r) => b.server.close(r)));
    const upstreams = [{ name: 'a', host: '127.0.0.1', port: await listen(a.server) }, { name: 'b', host: '127.0.0.1', port: await listen(b.server) }];
    const { port } = await setup(upstreams);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await call(port, 'GET', '/x', { headers: { 'x-forwarded-for': '203.0.113.9' } }));
    assert.deepEqual(answers.map((answer) => answer.upstream), ['a', 'b', 'a', 'b']);
    assert.deepEqual(answers.map((answer) => answer.body.name), ['a', 'b', 'a', 'b']);
    assert.equal(answers[0].body.xff, '203.0.113.9, 127.0.0.1');
    assert.equal(answers[0].body.proto, 'http');
    assert.equal(answers[0].body.host, `127.0.0.1:${port}`);
  });

  it('sends a refused keyed or idempotent request to the next instance, with its body, and skips the refusing one', async () => {
    const live = echoServer('live');
    closers.push(() => new Promise((r) => live.server.close(r)));
    const upstreams = [{ name: 'dead', host: '127.0.0.1', port: await closedPort() }, { name: 'live', host: '127.0.0.1', port: await listen(live.server) }];
    const { port, balancer } = await setup(upstreams);
    const keyed = await call(port, 'POST', '/pay', { body: '{"n":1}', headers: { 'idempotency-key': 'k1', 'content-type': 'application/json' } });
    assert.equal(keyed.status, 200);
    assert.equal(keyed.body.body, '{"n":1}');
    assert.equal(balancer.upstreams[0].up, false);
    const reads = [];
    for (let i = 0; i < 3; i += 1) reads.push((await call(port, 'GET', '/r')).upstream);
    assert.deepEqual(reads, ['live', 'live', 'live']);
  });

  it('answers 502 in the error shape, without a retry, for a refused POST that has no Idempotency-Key', async () => {
    const live = echoServer('live');
    closers.push(() => new Promise((r) => live.server.close(r)));
    const upstreams = [{ name: 'dead', host: '127.0.0.1', port: await closedPort() }, { name: 'live', host: '127.0.0.1', port: await listen(live.server) }];
    const { port } = await setup(upstreams);
    const answer = await call(port, 'POST', '/orders/1/order-items', { body: '{}', headers: { 'content-type': 'application/json' } });
    assert.equal(answer.status, 502);
    assert.equal(answer.upstream, 'dead');
    assert.equal(answer.body.statusCode, 502);
    assert.match(answer.body.message, /try again/);
    assert.equal(live.seen.length, 0);
  });

  it('puts an instance back in rotation once its health check answers', async () => {
    const port0 = await closedPort();
    const other = echoServer('other');
    closers.push(() => new Promise((r) => other.server.close(r)));
    const upstreams = [{ name: 'returning', host: '127.0.0.1', port: port0 }, { name: 'other', host: '127.0.0.1', port: await listen(other.server) }];
    const { port, balancer } = await setup(upstreams);
    await call(port, 'GET', '/');
    assert.equal(balancer.upstreams[0].up, false);
    const returning = echoServer('returning');
    closers.push(() => new Promise((r) => returning.server.close(r)));
    await listen(returning.server, port0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(balancer.upstreams[0].up, true);
  });
});

describe('supervisor', () => {
  it('restarts at once after one quick failure, then waits longer, up to the cap', () => {
    assert.deepEqual([1, 2, 3, 4, 10].map((n) => restartDelay(n, 5_000)), [0, 250, 500, 1_000, 5_000]);
  });

  it('starts a process again when it is killed, and not after stop()', async () => {
    const starts = [];
    const launch = () => startProcess('sleeper', process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { logFile: '/dev/null' });
    const instance = supervise('sleeper', launch, { log: () => undefined, onStart: (proc) => starts.push(proc) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(instance.current().child.pid, 'SIGKILL');
    await starts[0].exited;
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(starts.length, 2);
    assert.equal(instance.restarts(), 1);
    await instance.stop();
    assert.equal(starts[1].done, true);
    assert.equal(starts.length, 2);
  });
});

describe('cluster settings', () => {
  it('defaults to PostgreSQL and Redis on this machine, the balancer on 4000 and 3000, two instances of each, the payment processor on 4010, reachable from this machine only', async () => {
    const { clusterSettings } = await import('./cluster.mjs');
    assert.deepEqual(clusterSettings({ DATABASE_URL: '', API_PORT: '' }), {
      databaseUrl: 'postgresql://postgres@127.0.0.1:5432/hickory',
      redisUrl: 'redis://127.0.0.1:6379',
      host: '127.0.0.1',
      apiPort: 4000,
      webPort: 3000,
      gatewayPort: 4010,
      apiPorts: [4001, 4002],
      webPorts: [3001, 3002],
    });
  });

  it('takes every setting from the environment, one instance per listed port', async () => {
    const { clusterSettings } = await import('./cluster.mjs');
    const settings = clusterSettings({ API_PORT: '4950', PORT: '3950', CLUSTER_API_PORTS: '4951, 4952,4953', CLUSTER_WEB_PORTS: '3951', SANDBOX_GATEWAY_PORT: '4960', REDIS_URL: 'redis://r:6379/9', CLUSTER_HOST: '127.0.0.1' });
    assert.deepEqual(
      [settings.apiPort, settings.webPort, settings.apiPorts, settings.webPorts, settings.gatewayPort, settings.redisUrl, settings.host],
      [4950, 3950, [4951, 4952, 4953], [3951], 4960, 'redis://r:6379/9', '127.0.0.1'],
    );
  });

  it('refuses a port used twice and a list that is not ports', async () => {
    const { clusterSettings } = await import('./cluster.mjs');
    assert.throws(() => clusterSettings({ API_PORT: '4001' }), /must all differ/);
    assert.throws(() => clusterSettings({ SANDBOX_GATEWAY_PORT: '3002' }), /must all differ/);
    assert.throws(() => clusterSettings({ SANDBOX_GATEWAY_PORT: '4010,4011' }), /SANDBOX_GATEWAY_PORT must be one port/);
    assert.throws(() => clusterSettings({ CLUSTER_WEB_PORTS: '3001,x' }), /CLUSTER_WEB_PORTS must be a comma-separated list of ports/);
  });
});
