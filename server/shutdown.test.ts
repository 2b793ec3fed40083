import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServerGracefully, createShutdown } from './shutdown';

/**
 * A server with one route that answers after `ms`, listening on a free loopback port;
 * `arrived` settles when the first request has reached the route (so it is in flight).
 */
async function slowServer(ms: number): Promise<{ app: FastifyInstance; url: string; arrived: Promise<void> }> {
  const app = Fastify({ logger: false });
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  app.get('/slow', async () => {
    arrive();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, arrived };
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function harness(app: FastifyInstance, timeoutMs: number) {
  const events: string[] = [];
  let exited: (code: number) => void = () => {};
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const shutdown = createShutdown({
    closeServer: () => closeServerGracefully(app),
    closeDatabase: async () => {
      events.push('database closed');
    },
    timeoutMs,
    log: { info: (_o, message) => events.push(message), error: (_o, message) => events.push(message) },
    exit: (code) => {
      events.push(`exit ${code}`);
      exited(code);
    },
  });
  return { shutdown, events, exitCode };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createShutdown', () => {
  it('lets a request in flight finish, refuses new connections, closes the database, exits 0', async () => {
    const { app, url, arrived } = await slowServer(300);
    const { shutdown, events, exitCode } = harness(app, 5000);
    const inFlight = get(`${url}/slow`);
    await arrived;
    void shutdown('SIGTERM');
    await sleep(20);
    await expect(get(`${url}/slow`)).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    expect(await exitCode).toBe(0);
    expect(events).toEqual([expect.stringMatching(/^shutting down/), 'database closed', 'shut down', 'exit 0']);
  });

  it('exits 1 once the deadline passes while a request is still running', async () => {
    const { app, url, arrived } = await slowServer(1500);
    const { shutdown, events, exitCode } = harness(app, 200);
    const inFlight = get(`${url}/slow`).catch(() => null);
    await arrived;
    const started = Date.now();
    void shutdown('SIGINT');
    expect(await exitCode).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(events).toContain('requests in flight outlived the shutdown deadline: exiting anyway');
    await inFlight;
    expect(events.filter((event) => event.startsWith('exit'))).toEqual(['exit 1']);
  });

  it('exits 1 at once on a second signal', async () => {
    const { app, url, arrived } = await slowServer(1000);
    const { shutdown, exitCode } = harness(app, 5000);
    const inFlight = get(`${url}/slow`).catch(() => null);
    await arrived;
    void shutdown('SIGINT');
    void shutdown('SIGINT');
    expect(await exitCode).toBe(1);
    await inFlight;
  });

  it('exits with the given code after a failed start', async () => {
    const { app } = await slowServer(10);
    const { shutdown, exitCode } = harness(app, 1000);
    await shutdown('startup failure', 1);
    expect(await exitCode).toBe(1);
  });
});
