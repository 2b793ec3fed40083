/**
 * `npm start`'s order (node:test; tests/unit/start-order.test.ts runs this file inside `npm test`):
 * the storefront is started only once the API answers /ready, so no page is served while the API
 * cannot answer it, and not at all when the API dies first.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import { startStackInOrder } from './stack.mjs';

/** An API stand-in that answers /ready 503 until `ready()` is called, then 200. */
async function fakeApi() {
  let isReady = false;
  const answers = [];
  const server = http.createServer((req, res) => {
    const status = req.url === '/ready' && isReady ? 200 : 503;
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
    const api = await fakeApi();
    const apiProc = fakeProc('api');
    const webStarts = [];
    const procs = [];
    setTimeout(api.ready, 600);
    await startStackInOrder('/root', {}, procs, {
      apiUrl: api.url,
      intervalMs: 50,
      launch: {
        api: () => apiProc.proc,
        web: () => {
          webStarts.push([...api.answers]);
          return fakeProc('web').proc;
        },
      },
    });
    await api.close();
    assert.equal(webStarts.length, 1);
    const seen = webStarts[0];
    assert.ok(seen.includes(503), 'the API was asked while it was not ready');
    assert.equal(seen.at(-1), 200, 'the last /ready answer before the storefront started was 200');
    assert.deepEqual(procs.map((proc) => proc.name), ['api', 'web']);
  });

  it('never starts the storefront when the API exits before it is ready', async () => {
    const api = await fakeApi();
    const apiProc = fakeProc('api');
    let webStarted = false;
    setTimeout(apiProc.exit, 300);
    await assert.rejects(
      startStackInOrder('/root', {}, [], {
        apiUrl: api.url,
        intervalMs: 50,
        launch: { api: () => apiProc.proc, web: () => ((webStarted = true), fakeProc('web').proc) },
      }),
      /\[api\] exited/,
    );
    await api.close();
    assert.equal(webStarted, false);
  });
});
