/**
 * `npm start`'s order (node:test; tests/unit/script-tests.test.ts runs this file inside `npm test`):
 * the storefront is started only once the API answers /ready and the sandbox payment processor
 * /health, so no page is served while the API cannot answer it or the card fields cannot load,
 * and not at all when the API dies first. With PAYMENT_GATEWAY=stripe no processor starts.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import { startStackInOrder } from './stack.mjs';

/** A stand-in that answers `path` (/ready, /health) 503 until `ready()` is called, then 200. */
async function fakeServer(path = '/ready') {
  let isReady = false;
  const answers = [];
  const server = http.createServer((req, res) => {
    const status = req.url === path && isReady ? 200 : 503;
    answers.push(status);
    res.statusCode = status;
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    answers,
    ready: () => (isReady = true),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A process record as startProcess returns it, exiting when `exit()` is called. */
function fakeProc(name) {
  let exit;
  const exited = new Promise((resolve) => (exit = resolve));
  const proc = { name, done: false, exited };
  return { proc, exit: () => { proc.done = true; exit({ code: 1, signal: null }); } };
}

describe('startStackInOrder', () => {
  it('starts the storefront only after the API has answered /ready with 200', async () => {
    const api = await fakeServer('/ready');
    const gateway = await fakeServer('/health');
    gateway.ready();
    const webStarts = [];
    const procs = [];
    setTimeout(api.ready, 600);
    await startStackInOrder('/root', {}, procs, {
      apiUrl: api.url,
      gatewayUrl: gateway.url,
      intervalMs: 50,
      launch: {
        api: () => fakeProc('api').proc,
        gateway: () => fakeProc('sandbox-gateway').proc,
        web: () => {
          webStarts.push([...api.answers]);
          return fakeProc('web').proc;
        },
      },
    });
    await Promise.all([api.close(), gateway.close()]);
    assert.equal(webStarts.length, 1);
    const seen = webStarts[0];
    assert.ok(seen.includes(503), 'the API was asked while it was not ready');
    assert.equal(seen.at(-1), 200, 'the last /ready answer before the storefront started was 200');
    assert.deepEqual(procs.map((proc) => proc.name), ['api', 'sandbox-gateway', 'web']);
  });

  it('starts the storefront only after the sandbox processor has answered /health with 200', async () => {
    const api = await fakeServer('/ready');
    const gateway = await fakeServer('/health');
    api.ready();
    const webStarts = [];
    setTimeout(gateway.ready, 600);
    await startStackInOrder('/root', {}, [], {
      apiUrl: api.url,
      gatewayUrl: gateway.url,
      intervalMs: 50,
      launch: {
        api: () => fakeProc('api').proc,
        gateway: () => fakeProc('sandbox-gateway').proc,
        web: () => (webStarts.push([...gateway.answers]), fakeProc('web').proc),
      },
    });
    await Promise.all([api.close(), gateway.close()]);
    assert.equal(webStarts.length, 1);
    assert.ok(webStarts[0].includes(503), 'the processor was asked while it was not ready');
    assert.equal(webStarts[0].at(-1), 200);
  });

  it('starts no sandbox processor when PAYMENT_GATEWAY is stripe', async () => {
    const api = await fakeServer('/ready');
    api.ready();
    let gatewayStarted = false;
    const procs = [];
    await startStackInOrder('/root', { PAYMENT_GATEWAY: 'stripe' }, procs, {
      apiUrl: api.url,
      gatewayUrl: 'http://127.0.0.1:1',
      intervalMs: 50,
      launch: {
        api: () => fakeProc('api').proc,
        gateway: () => ((gatewayStarted = true), fakeProc('sandbox-gateway').proc),
        web: () => fakeProc('web').proc,
      },
    });
    await api.close();
    assert.equal(gatewayStarted, false);
    assert.deepEqual(procs.map((proc) => proc.name), ['api', 'web']);
  });

  it('never starts the storefront when the API exits before it is ready', async () => {
    const api = await fakeServer('/ready');
    const apiProc = fakeProc('api');
    let webStarted = false;
    setTimeout(apiProc.exit, 300);
    await assert.rejects(
      startStackInOrder('/root', {}, [], {
        apiUrl: api.url,
        gatewayUrl: 'http://127.0.0.1:1',
        intervalMs: 50,
        launch: { api: () => apiProc.proc, gateway: () => fakeProc('sandbox-gateway').proc, web: () => ((webStarted = true), fakeProc('web').proc) },
      }),
      /\[api\] exited/,
    );
    await api.close();
    assert.equal(webStarted, false);
  });

  it('never starts the storefront when the sandbox processor exits before it answers', async () => {
    const api = await fakeServer('/ready');
    api.ready();
    const gatewayProc = fakeProc('sandbox-gateway');
    let webStarted = false;
    setTimeout(gatewayProc.exit, 300);
    await assert.rejects(
      startStackInOrder('/root', {}, [], {
        apiUrl: api.url,
        gatewayUrl: 'http://127.0.0.1:1',
        intervalMs: 50,
        launch: { api: () => fakeProc('api').proc, gateway: () => gatewayProc.proc, web: () => ((webStarted = true), fakeProc('web').proc) },
      }),
      /\[sandbox-gateway\] exited/,
    );
    await api.close();
    assert.equal(webStarted, false);
  });
});
