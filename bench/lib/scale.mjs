/**
 * Scale: 10,000 stores in a scratch database, on PGlite and on PostgreSQL. For each database,
 * bench/lib/scale-db.ts seeds it and measures in-process (the search, the same search as a scan of
 * every store, a primary-key SELECT as ceiling, and the plan of a first-round query); then the
 * API and the storefront start on it and the benchmark measures over HTTP:
 * - GET /online-ordering/locations/search?lat=&lng= (10 nearest) from spread-out places, beside
 *   GET /health through the same client and loops;
 * - the finder page (/locations: above 300 stores, states and cities with their counts) with autocannon, beside the floor
 *   app's trivial page.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startStack, stopAll, waitForStack } from '../../scripts/lib/stack.mjs';
import { FLOOR_PAGE } from './floor.mjs';
import { expectStatus, jsonClient } from './json-client.mjs';
import { runLoop } from './loop.mjs';
import { percentOf, table } from './results.mjs';
import { measureThroughput } from './throughput.mjs';

export const SCALE = { workers: 4, seconds: 10, warmup: 2, dbSeconds: 8, stores: 10_000 };

/** The places bench/lib/scale-db.ts probes (the same generator and seed): lower 48 and southern Canada. */
function probes(n) {
  let state = 2026;
  const random = () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
  return Array.from({ length: n }, (_, i) =>
    i % 5 === 4
      ? { country: 'CA', lat: 43 + random() * 10, lng: -123 + random() * 60 }
      : { country: 'US', lat: 25.5 + random() * 23, lng: -123 + random() * 53 },
  );
}

async function measureDatabase(root, target, seconds) {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const { stdout } = await promisify(execFile)(tsx, [path.join(root, 'bench', 'lib', 'scale-db.ts'), target, String(seconds)], {
    cwd: root,
    timeout: 600_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop());
}

async function measureSearch(apiUrl, headers, load) {
  const places = probes(500);
  let next = 0;
  const clients = { US: jsonClient(`${apiUrl}/online-ordering`, { ...headers, 'country-alpha-2': 'US' }), CA: jsonClient(`${apiUrl}/online-ordering`, { ...headers, 'country-alpha-2': 'CA' }) };
  const search = async () => {
    const place = places[next++ % places.length];
    const body = expectStatus(await clients[place.country].get(`/locations/search?lat=${place.lat}&lng=${place.lng}&limit=10`), 200, 'search');
    if (body.data.length !== 10) throw new Error(`search answered ${body.data.length} stores`);
    return 'ok';
  };
  const bare = jsonClient(apiUrl, headers);
  const health = async () => {
    expectStatus(await bare.get('/health'), 200, '/health');
    return 'ok';
  };
  await runLoop(search, { workers: load.workers, seconds: load.warmup });
  const searchRun = await runLoop(search, { workers: load.workers, seconds: load.seconds });
  await runLoop(health, { workers: load.workers, seconds: load.warmup });
  const healthRun = await runLoop(health, { workers: load.workers, seconds: load.seconds });
  return { search: searchRun, health: healthRun };
}

/**
 * Measures one database: `target` is a PGlite folder or a PostgreSQL URL; `envFor(extra)` gives
 * the stack's environment with `extra` (PGLITE_DIR or DATABASE_URL) on top.
 */
async function measureOne({ root, kind, target, envFor, headers, floorUrl, logFile, load, log }) {
  log(`Scale on ${kind}: seeding ${load.stores} stores and measuring in-process...`);
  const db = await measureDatabase(root, target, load.dbSeconds);
  const { env, apiUrl, webUrl, gatewayUrl } = envFor(kind === 'postgres' ? { DATABASE_URL: target } : { PGLITE_DIR: target });
  const procs = startStack(root, env, { logFile });
  try {
    await waitForStack(procs, { apiUrl, webUrl, gatewayUrl, timeoutMs: 600_000 });
    log(`Scale on ${kind}: search over HTTP...`);
    const http = await measureSearch(apiUrl, headers, load);
    log(`Scale on ${kind}: finder page...`);
    const page = await measureThroughput({ label: `finder page, ${kind}`, url: `${webUrl}/locations` });
    const floor = await measureThroughput({ label: 'floor: bare Next app, trivial getServerSideProps page', url: `${floorUrl}${FLOOR_PAGE}` });
    return { kind, db, http, page, floor };
  } finally {
    await stopAll(procs);
  }
}

/** `databases`: [{ kind, target }] measured in turn (each stack stopped before the next). */
export async function measureScale({ root, databases, envFor, headers, floorUrl, logFile, load = SCALE, log = console.log }) {
  const runs = [];
  for (const { kind, target } of databases) runs.push(await measureOne({ root, kind, target, envFor, headers, floorUrl, logFile, load, log }));
  return runs;
}

const ms = (value) => `${value.toFixed(1)} ms`;
const perSecond = (value) => value.toFixed(0);

function dbRows(run) {
  const { db } = run;
  return [
    [`${run.kind}`, 'nearest-store search, in-process (store finder service: 10 nearest by the geo index, with hours, radii and handoffs)', perSecond(db.search.rate), percentOf(db.search.rate, db.pk.rate), ms(db.search.p50), ms(db.search.p99)],
    [`${run.kind}`, 'its location query alone (repository.nearest: growing boxes, each read through the index)', perSecond(db.nearest.rate), percentOf(db.nearest.rate, db.pk.rate), ms(db.nearest.p50), ms(db.nearest.p99)],
    [`${run.kind}`, 'the same 10 stores by a haversine over every store of the market, with its count (the search before the index)', perSecond(db.scan.rate), percentOf(db.scan.rate, db.pk.rate), ms(db.scan.p50), ms(db.scan.p99)],
    [`${run.kind}`, 'ceiling: primary-key SELECT of one store, same Drizzle', perSecond(db.pk.rate), '100 %', ms(db.pk.p50), ms(db.pk.p99)],
  ];
}

function httpRows(run) {
  const { search, health } = run.http;
  return [
    [run.kind, '`GET /online-ordering/locations/search?lat=&lng=&limit=10`', perSecond(search.rate), percentOf(search.rate, health.rate), ms(search.p50), ms(search.p99), String(search.failed)],
    [run.kind, 'ceiling: `GET /health`, same client and loops', perSecond(health.rate), '100 %', ms(health.p50), ms(health.p99), String(health.failed)],
    [run.kind, `finder page \`/locations\` (autocannon, 10 connections)`, perSecond(run.page.rps), percentOf(run.page.rps, run.floor.rps), `${run.page.p50} ms`, `${run.page.p99} ms`, String(run.page.non2xx + run.page.errors)],
    [run.kind, 'ceiling: the floor app\'s trivial page (autocannon, 10 connections)', perSecond(run.floor.rps), '100 %', `${run.floor.p50} ms`, `${run.floor.p99} ms`, String(run.floor.non2xx + run.floor.errors)],
  ];
}

function roundsLine(run) {
  const entries = Object.entries(run.db.rounds).map(([rounds, n]) => `${rounds}: ${n}`);
  return `${run.kind}: ${entries.join(', ')}`;
}

export function scaleMarkdown(runs, machine, load = SCALE) {
  const first = runs[0];
  const inProcess = table(['database', 'target', 'per second', 'vs PK ceiling', 'p50', 'p99'], runs.flatMap(dbRows));
  const overHttp = table(['database', 'target', 'per second', 'vs ceiling', 'p50', 'p99', 'failed'], runs.flatMap(httpRows));
  const plan = first.db.plan.map((line) => `    ${line}`).join('\n');
  const stores = runs.map((run) => `${run.kind} ${run.db.stores} (added in ${run.db.seedSeconds.toFixed(1)} s)`).join(', ');
  return `## Scale: ${load.stores.toLocaleString('en-US')} stores

${machine}

Scratch databases with the demo chain plus ${load.stores} copies of its US and Canadian stores (with their hours), each moved by about ±2° around the store it copies (bench/lib/scale-db.ts, one INSERT … SELECT, then ANALYZE). Stores in the database: ${stores}. The searches ask from 500 fixed places spread evenly over the lower 48 (US market) and southern Canada (one in five, CA market), ocean and desert included, taken in turn.

In-process, one query at a time, ${load.dbSeconds} s each after a 1 s warm-up (each row checks the same places; before timing, the indexed search and the scan are checked to answer the same stores and distances at 100 places):

${inProcess}

Over HTTP, ${load.workers} concurrent loops for ${load.seconds} s after a ${load.warmup} s warm-up (the API with LOG_LEVEL=warn, RATE_LIMIT_MAX=1000000); the finder page and the floor with autocannon, 10 connections, 10 s after a 2 s warm-up:

${overHttp}

Boxes read before one held the 10 stores (the first 25 km, each next one sized by the density seen, 2 to 8 times wider, up to 3,200 km; 'scan': every store read), places per count: ${runs.map(roundsLine).join('; ')}.

Plan of a first-round read (Denver, 25 km box, on ${first.kind}):

${plan}`;
}
