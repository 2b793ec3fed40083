/**
 * The API read benchmark: the API of bench/lib/api-server.ts (the app plus a primary-key SELECT
 * route, the ceiling) on PGlite, then on a scratch PostgreSQL database created for the run and
 * dropped after. Each run measures the ceiling, the locations list, one store's menu read (the
 * call the menu page makes) and /health, one target at a time.
 */
import path from 'node:path';
import { ensureDatabase } from '../../scripts/lib/cluster.mjs';
import { startProcess, stopAll, waitForUrl } from '../../scripts/lib/processes.mjs';
import { percentOf, table } from './results.mjs';
import { measureThroughput } from './throughput.mjs';
import { dropDatabase } from './scratch-postgres.mjs';

export const API_LOAD = Object.freeze({ connections: 50, duration: 10, warmup: 2 });

/** The scratch PostgreSQL database of the run; dropped after, whatever happens. */
export const API_BENCH_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/hickory_bench_api';

const PK_SELECT_PATH = '/bench/pk-select';


async function getJson(url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** The first store of the list and its everyday menu (category 1): what the menu page reads. */
async function findTargets(apiUrl, headers) {
  const list = await getJson(`${apiUrl}/online-ordering/locations`, headers);
  const store = list.data[0];
  if (!store) throw new Error('the locations list is empty');
  const menus = await getJson(`${apiUrl}/online-ordering/locations/${store.id}/menus`, headers);
  const menu = menus.find((candidate) => candidate.categoryId === 1) ?? menus[0];
  if (!menu) throw new Error(`store ${store.id} has no menu`);
  return { store, menu };
}

/** The benchmark API (bench/lib/api-server.ts: the app, the primary-key ceiling route, the statement count) with `env`. */
export function startBenchApi(root, env, { label, logFile }) {
  return startProcess(`api-bench-${label}`, path.join(root, 'node_modules', '.bin', 'tsx'), ['bench/lib/api-server.ts'], { cwd: root, env, logFile });
}

/** Starts the benchmark API with `env`, measures the four targets, stops it. */
async function measureOn(label, { root, env, apiUrl, headers, logFile, load }) {
  const proc = startBenchApi(root, env, { label, logFile });
  try {
    await waitForUrl(`${apiUrl}/ready`, { timeoutMs: 240_000, watch: [proc] });
    const { store, menu } = await findTargets(apiUrl, headers);
    const base = `${apiUrl}/online-ordering`;
    const targets = [
      { label: 'ceiling: one primary-key SELECT', url: `${apiUrl}${PK_SELECT_PATH}?id=${store.id}`, ceiling: true },
      { label: 'locations list', url: `${base}/locations` },
      { label: `menu read (store ${store.slug}, ${menu.slug} menu)`, url: `${base}/locations/${store.id}/menus/${menu.id}/sections?include=items` },
      { label: 'bare route', url: `${apiUrl}/health` },
    ];
    const rows = [];
    for (const target of targets) {
      console.log(`  ${label}: ${target.label}`);
      rows.push({ ...(await measureThroughput({ ...target, headers }, load)), ceiling: target.ceiling === true });
    }
    return { label, rows };
  } finally {
    await stopAll([proc]);
  }
}

/** Runs the benchmark on PGlite (a folder under `scratch`) and on a scratch PostgreSQL database. */
export async function measureApi({ root, scratch, env, apiUrl, headers, load = API_LOAD, databaseUrl = API_BENCH_DATABASE_URL }) {
  const logFile = path.join(scratch, 'api-bench.log');
  console.log(`API benchmark logs: ${logFile}`);
  const runs = [];
  const pgliteEnv = { ...env, PGLITE_DIR: path.join(scratch, 'pglite-api-bench') };
  delete pgliteEnv.DATABASE_URL;
  runs.push(await measureOn('PGlite', { root, env: pgliteEnv, apiUrl, headers, logFile, load }));
  try {
    await dropDatabase(databaseUrl);
    await ensureDatabase(databaseUrl);
    runs.push(await measureOn('PostgreSQL', { root, env: { ...env, DATABASE_URL: databaseUrl }, apiUrl, headers, logFile, load }));
  } catch (error) {
    runs.push({ label: 'PostgreSQL', error: error.message });
  } finally {
    await dropDatabase(databaseUrl).catch((error) => console.error(`Could not drop ${databaseUrl}: ${error.message}`));
  }
  return { runs, load };
}

function runTable({ rows }) {
  const ceiling = rows.find((row) => row.ceiling);
  return table(
    ['target', 'path', 'req/s', 'vs ceiling', 'p50', 'p99', 'requests', 'non-2xx + errors'],
    rows.map((row) => [
      row.ceiling ? `${row.label} (ceiling)` : row.label,
      `\`${row.path}\``,
      row.rps.toFixed(0),
      percentOf(row.rps, ceiling?.rps),
      `${row.p50} ms`,
      `${row.p99} ms`,
      String(row.total),
      String(row.non2xx + row.errors),
    ]),
  );
}

export function apiMarkdown({ runs, load }, machine, note) {
  const setup = `autocannon, ${load.connections} connections, ${load.duration} s after a ${load.warmup} s warm-up, one target at a time.`;
  const blocks = runs.map((run) =>
    run.error ? `### On ${run.label}\n\nNot measured: ${run.error}` : `### On ${run.label}\n\n${runTable(run)}`,
  );
  return `## API throughput\n\n${machine}\n\n${setup} ${note}\n\n${blocks.join('\n\n')}`;
}
