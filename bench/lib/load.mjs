/**
 * The load and crash benchmark: the cluster of `npm run start:cluster` on scratch ports and a
 * scratch PostgreSQL database, `LOAD.checkouts` guest checkouts through its nginx with
 * `LOAD.inFlight` at a time, and `kill -9` of one API instance once half have finished.
 * Afterwards the database is read directly to count what the clients could not see:
 * - lost: acknowledged but not paid in the database, or paid but never acknowledged;
 * - duplicated: an order with more than one payment or successful attempt, or an order no
 *   client was told about (a second order for one checkout).
 */
import pg from 'pg';
import { clusterSettings, ensureDatabase, startCluster } from '../../scripts/lib/cluster.mjs';
import { ensureNginx } from '../../scripts/lib/nginx.mjs';
import { createSlotBook } from './checkout-flow.mjs';
import { prepareStores } from './checkout-setup.mjs';
import { jsonClient } from './json-client.mjs';
import { loadClient } from './load-client.mjs';
import { loadCheckout } from './load-flow.mjs';
import { dropDatabase } from './scratch-postgres.mjs';

export const LOAD = Object.freeze({
  checkouts: 500,
  inFlight: 25,
  stores: 12,
  ports: { API_PORT: '4950', PORT: '3950', CLUSTER_API_PORTS: '4951,4952', CLUSTER_WEB_PORTS: '3951,3952', SANDBOX_GATEWAY_PORT: '4953' },
  databaseUrl: 'postgresql://postgres@127.0.0.1:5432/hickory_bench_load',
  redisUrl: 'redis://127.0.0.1:6379/9',
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));


async function recreateDatabase(url) {
  await dropDatabase(url);
  await ensureDatabase(url);
}

/** Polls `url` until it answers 2xx; resolves with the time it did (performance.now()). */
async function firstAnswer(url, deadlineMs = 60_000) {
  const stopAt = performance.now() + deadlineMs;
  while (performance.now() < stopAt) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.ok) return performance.now();
    } catch {
      // Not listening yet.
    }
    await sleep(25);
  }
  return null;
}

/**
 * Runs the checkouts (`clientFor(n)` is checkout n's API client, `processorFor(n)` its client of
 * the sandbox processor); kills `victim` once half have finished.
 */
async function runCheckouts(clientFor, processorFor, stores, victim, load) {
  const slots = createSlotBook();
  const results = [];
  const kill = { at: null, pid: null, backAt: null, back: null };
  let next = 0;
  let finished = 0;
  const killAfter = Math.floor(load.checkouts / 2);
  const worker = async () => {
    while (next < load.checkouts) {
      const n = next++;
      const begin = performance.now();
      try {
        const outcome = await loadCheckout(clientFor(n), processorFor(n), n, stores[n % stores.length], slots);
        results.push({ n, ...outcome, ms: performance.now() - begin });
      } catch (error) {
        results.push({ n, orderId: error.orderId ?? null, outcome: 'failed', reason: error.message, ms: performance.now() - begin });
      }
      finished += 1;
      if (finished === killAfter) {
        kill.pid = victim.current().child.pid;
        kill.at = performance.now();
        process.kill(kill.pid, 'SIGKILL');
        kill.back = firstAnswer(victim.readyUrl).then((at) => (kill.backAt = at));
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: load.inFlight }, worker));
  const elapsed = (performance.now() - started) / 1000;
  await kill.back;
  return { results, kill, elapsed };
}

/** What the database says about the orders created during the run. */
async function readDatabase(url, before) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select o.id, o.status_id, o.paid_at is not null as paid,
         (select count(*) from payments p where p.order_id = o.id)::int as payments,
         (select count(*) from payment_attempts a where a.order_id = o.id and a.status = 'succeeded')::int as succeeded,
         (select count(*) from payment_attempts a where a.order_id = o.id and a.status = 'pending')::int as pending
       from orders o`,
    );
    return rows.filter((row) => !before.has(row.id));
  } finally {
    await client.end();
  }
}

async function orderIds(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return new Set((await client.query('select id from orders')).rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

/** Starts the scratch cluster, measures, stops it; `onStop(stop)` receives the cluster's stop function at once. */
export async function measureLoad({ root, scratch, headers, load = LOAD, log = console.log, onStop }) {
  const env = { ...process.env, ...load.ports, DATABASE_URL: load.databaseUrl, REDIS_URL: load.redisUrl };
  const settings = clusterSettings(env);
  const nginx = ensureNginx({ log });
  await recreateDatabase(settings.databaseUrl);
  const logFile = `${scratch}/cluster.log`;
  log(`Starting the cluster (API ${settings.apiPort}, web ${settings.webPort}, payment processor ${settings.gatewayPort}); logs: ${logFile}`);
  // A scratch cluster is a demo (the sandbox gateway pays), whatever DEMO_MODE and PAYMENT_GATEWAY the shell has.
  const extra = { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', DEMO_MODE: 'true', PAYMENT_GATEWAY: 'sandbox' };
  const cluster = await startCluster(root, settings, { nginx, base: env, extra, logFile, log: () => undefined, onStop });
  try {
    const setupApi = jsonClient(`${cluster.apiUrl}/online-ordering`, headers);
    const { stores, skipped } = await prepareStores(setupApi, load.stores);
    const before = await orderIds(settings.databaseUrl);
    const requests = [];
    const clientFor = (n) => loadClient(`${cluster.apiUrl}/online-ordering`, headers, (record) => requests.push({ ...record, n }));
    // The processor is not behind nginx: its exchanges are named for it, never for the killed instance.
    const processorFor = (n) => loadClient(cluster.gatewayUrl, {}, (record) => requests.push({ ...record, upstream: 'sandbox-gateway', n }));
    const victim = cluster.apis[1];
    log(`Running ${load.checkouts} checkouts, ${load.inFlight} in flight, kill -9 of ${victim.name} halfway...`);
    const run = await runCheckouts(clientFor, processorFor, stores, victim, load);
    // Let the instances settle before reading what they wrote.
    await sleep(500);
    const rows = await readDatabase(settings.databaseUrl, before);
    return { ...run, requests, rows, stores, skipped, victim: victim.name, restarts: victim.restarts(), load, settings };
  } finally {
    await cluster.stop();
    await dropDatabase(settings.databaseUrl).catch((error) => log(`Could not drop the scratch database: ${error.message}`));
  }
}
