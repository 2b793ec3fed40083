#!/usr/bin/env node
/**
 * `npm run bench [-- bundles|ssr|api|checkout|timeslots|lighthouse|scale|load|start|propagation|smoke ...]`: builds the storefront if needed,
 * starts the API on 4200 (scratch PGlite database), the sandbox payment processor on 4210 and the
 * storefront on 3200 (for `ssr`, a second one with its page cache off on 3202), measures, stops
 * them, and rewrites the measured sections of bench/RESULTS.md. `ssr` and `lighthouse` also build and start the
 * floor, a bare Next app (bench/floor-app, bench/lib/floor.mjs), on 3201 as its ceiling; `bundles`
 * builds it too and measures its first-load JS as the floor. With no
 * sub-command it runs all eleven (`smoke`: 50 parallel checkouts for the last 10 racks, in-process, bench/lib/smoke.mjs; `timeslots`: the timeslots answer with make-time on, in-process, bench/lib/timeslots.mjs). `checkout` runs the bench API (bench/lib/api-server.ts, which counts SQL
 * statements) on a scratch PGlite folder, then a scratch PostgreSQL database, alone on 4201 with its own processor on 4211, and needs no storefront build; `scale` runs its own stacks on 10,000 stores (bench/lib/scale.mjs). `start` times `npm start` itself (bench/lib/start.mjs). `load` runs on its own cluster instead (bench/lib/load.mjs: PostgreSQL, Redis, ports
 * 3950-3952 and 4950-4953); `propagation` too (bench/lib/propagation.mjs: ports 3960-3962 and 4960-4963). The pages measured are found by following links (bench/lib/site-paths.mjs);
 * BENCH_STORE_PATH, BENCH_MENU_PATH and BENCH_ITEM_PATH override them. NEXT_DIST_DIR picks the
 * build folder (default .next), so a benchmark can build beside a running `npm start`.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded, distDir } from '../scripts/lib/build.mjs';
import { findChromium } from '../scripts/lib/chromium.mjs';
import { scratchStackEnv } from '../scripts/lib/env.mjs';
import { assertPortsFree } from '../scripts/lib/ports.mjs';
import { onShutdownSignal } from '../scripts/lib/processes.mjs';
import { findNginx, INSTALL_HINT, startStorefrontFront } from '../scripts/lib/nginx.mjs';
import { startGateway, startStack, stopAll, waitForStack } from '../scripts/lib/stack.mjs';
import { waitForUrl } from '../scripts/lib/processes.mjs';
import { apiMarkdown, measureApi, startBenchApi } from './lib/api.mjs';
import { analyseSharedChunks } from './lib/bundle-analysis.mjs';
import { bundlesMarkdown, measureBundles } from './lib/bundles.mjs';
import { checkoutMarkdown, measureCheckout } from './lib/checkout.mjs';
import { buildFloor, FLOOR_PAGE, FLOOR_PORT, floorAppDir, floorDist, floorStartCommand, startFloor } from './lib/floor.mjs';
import { lighthouseMarkdown, measureLighthouse } from './lib/lighthouse.mjs';
import { LOAD, measureLoad } from './lib/load.mjs';
import { loadMarkdown } from './lib/load-report.mjs';
import { machineLine } from './lib/machine.mjs';
import { measureScale, scaleMarkdown } from './lib/scale.mjs';
import { measurePropagation, PROPAGATION, propagationMarkdown } from './lib/propagation.mjs';
import { withScratchPostgres } from './lib/scratch-postgres.mjs';
import { SECTIONS, writeSection } from './lib/results.mjs';
import { findItemPath, findStorePath, menuPathOf } from './lib/site-paths.mjs';
import { measureStart, startMarkdown } from './lib/start.mjs';
import { measureSmoke, smokeMarkdown } from './lib/smoke.mjs';
import { measureTimeslots, timeslotsMarkdown } from './lib/timeslots.mjs';
import { LOAD as THROUGHPUT_LOAD, measureThroughput, throughputMarkdown } from './lib/throughput.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(root, 'bench', 'RESULTS.md');
const API_PORT = 4200;
const WEB_PORT = 3200;
/** The sandbox payment processor of the bench's stacks (the checkout tokenizes its card there). */
const GATEWAY_PORT = 4210;
/** As `npm start` runs it: nginx's page cache on WEB_PORT, the storefront behind it here (what rendering every request costs). */
const RENDER_WEB_PORT = 3202;
const API_HEADERS = { 'brand-id': '4', 'country-alpha-2': 'US' };

function chosenSections(argv) {
  const asked = argv.filter((arg) => !arg.startsWith('-'));
  const unknown = asked.filter((name) => !SECTIONS.includes(name));
  if (unknown.length > 0) throw new Error(`Unknown benchmark "${unknown[0]}"; choose from ${SECTIONS.join(', ')}.`);
  return asked.length > 0 ? asked : SECTIONS;
}

function benchEnv(scratch) {
  return scratchStackEnv({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    gatewayPort: GATEWAY_PORT,
    scratch,
    // Load comes from one IP: keep the limiter in the path but out of the way. Cards go through the sandbox processor.
    extra: { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', PAYMENT_GATEWAY: 'sandbox' },
  });
}

/** The store, menu and item pages: each found by following links from the one before. */
async function findPages(webUrl) {
  const store = await findStorePath(webUrl);
  const menu = menuPathOf(store);
  return { store, menu, item: await findItemPath(webUrl, menu) };
}

async function runSsr(webUrl, renderUrl, floorUrl, pages, machine) {
  const load = { ...THROUGHPUT_LOAD, connections: 50 };
  const ceiling = await measureThroughput({ label: 'floor: bare Next app, trivial getServerSideProps page', url: `${floorUrl}${FLOOR_PAGE}` }, load);
  const store = await measureThroughput({ label: 'store page', url: `${webUrl}${pages.store}` }, load);
  const menu = await measureThroughput({ label: 'menu page (everyday, carryout)', url: `${webUrl}${pages.menu}` }, load);
  const storeRendered = await measureThroughput({ label: 'store page, rendered every request (information)', url: `${renderUrl}${pages.store}` }, load);
  const menuRendered = await measureThroughput({ label: 'menu page, rendered every request (information)', url: `${renderUrl}${pages.menu}` }, load);
  const note = 'The storefront runs as `npm start` runs it: nginx (deploy/nginx/front.conf.template, Debian\'s package) on port 3200 keeps the pages the same for every visitor for PAGE_CACHE_FRESH_MS (1000 ms, through X-Accel-Expires) and answers them stale while one request renders them again, in front of the built app (scripts/web.mjs) on port 3202; the floor (bench/floor-app: the same Next and React, no _app, no proxy) runs `next start`. For information, the rows rendered every request ask the storefront on 3202 directly. They, the API and autocannon share the machine. Store and menu pages are the same for every visitor and are rendered without the visitor\'s cookies; the shell\'s holiday check is cached per market and the API answers their reads from its read cache.';
  return throughputMarkdown('SSR throughput', [store, menu, storeRendered, menuRendered, ceiling], ceiling, machine, note, load);
}

/** First-load JS of every route against the floor's, and what the shared chunks hold. */
async function runBundles(env, scratch, machine) {
  const dist = distDir(root, env);
  const customNotFound = ['tsx', 'ts', 'jsx', 'js'].some((ext) => existsSync(path.join(root, 'pages', `404.${ext}`)));
  const analysis = await analyseSharedChunks(root, env, dist, scratch).catch((error) => ({ error: error.message }));
  return bundlesMarkdown(measureBundles(root, dist), measureBundles(floorAppDir(root), floorDist(root)), analysis, machine, customNotFound);
}

async function runApi(_stackApiUrl, machine) {
  // Its own API (bench/lib/api-server.ts: the app plus the primary-key ceiling route) on 4201,
  // first on PGlite, then on a scratch PostgreSQL database.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hickory-bench-api-'));
  try {
    const { env, apiUrl } = scratchStackEnv({ apiPort: 4201, webPort: WEB_PORT, scratch, extra: { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' } });
    const run = await measureApi({ root, scratch, env, apiUrl, headers: API_HEADERS });
    const note = 'Each database gets a fresh API process (LOG_LEVEL=warn, the rate limit in the path at 1,000,000 a minute), the demo chain, headers brand-id 4, country-alpha-2 US. The ceiling is one primary-key SELECT of a store through the API\'s own database handle (PGlite: embedded, one query at a time; PostgreSQL: the API\'s pool of 10), routed through the same hooks; the menu read is the sections-with-items call of the menu page. Both come from the API\'s read cache, whose versions are re-read from the database at most once a second (READ_CACHE_FRESH_MS 1000). Responses are full 200s (no If-None-Match).';
    return apiMarkdown(run, machine, note);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The checkout's own benchmark API (bench/lib/api-server.ts, which counts SQL statements) on
 * CHECKOUT_API_PORT, with a sandbox processor of its own on CHECKOUT_GATEWAY_PORT: on a scratch
 * PGlite folder, or on a scratch PostgreSQL database (`databaseUrl`).
 */
const CHECKOUT_API_PORT = 4201;
const CHECKOUT_GATEWAY_PORT = 4211;

async function checkoutOn(kind, scratch, databaseUrl) {
  const database = databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: path.join(scratch, 'pglite-checkout') };
  const extra = { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', PAYMENT_GATEWAY: 'sandbox', ...database };
  const { env, apiUrl, gatewayUrl } = scratchStackEnv({ apiPort: CHECKOUT_API_PORT, webPort: WEB_PORT, gatewayPort: CHECKOUT_GATEWAY_PORT, scratch, extra });
  await assertPortsFree([CHECKOUT_API_PORT, CHECKOUT_GATEWAY_PORT], `the checkout benchmark on ${kind}`);
  const logFile = path.join(scratch, `servers-checkout-${kind}.log`);
  const procs = [startBenchApi(root, env, { label: `checkout-${kind}`, logFile }), startGateway(root, env, { logFile })];
  try {
    await waitForUrl(`${apiUrl}/ready`, { timeoutMs: 240_000, watch: procs });
    await waitForUrl(`${gatewayUrl}/health`, { timeoutMs: 60_000, watch: procs });
    const bareTarget = databaseUrl ?? path.join(scratch, 'pglite-bare');
    return await measureCheckout({ kind, apiUrl, gatewayUrl, headers: API_HEADERS, root, bareTarget });
  } finally {
    await stopAll(procs);
  }
}

async function runCheckout(scratch, machine) {
  const pglite = await checkoutOn('pglite', scratch);
  const postgres = await withScratchPostgres('hickory_bench_checkout', (databaseUrl) => checkoutOn('postgres', scratch, databaseUrl));
  return checkoutMarkdown([pglite, postgres], machine);
}

async function runLighthouse(webUrl, floorUrl, pages, machine) {
  const chromePath = process.env.CHROME_PATH || findChromium();
  const rows = await measureLighthouse(
    [
      { label: 'home', url: `${webUrl}/` },
      { label: 'store finder', url: `${webUrl}/locations` },
      { label: 'store page', url: `${webUrl}${pages.store}` },
      { label: 'menu page', url: `${webUrl}${pages.menu}` },
      { label: 'item page', url: `${webUrl}${pages.item}` },
      { label: 'cart (empty)', url: `${webUrl}/cart`, noindex: true },
      { label: 'bare Next app', url: `${floorUrl}${FLOOR_PAGE}`, floor: true },
    ],
    chromePath,
    { reportDir: path.join(root, 'bench', 'out', 'lighthouse') },
  );
  return lighthouseMarkdown(rows, machine);
}

/** Runs one benchmark; when it cannot run, its section says why instead of failing the others. */
async function measureOrExplain(name, job) {
  try {
    return await job();
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    process.exitCode = 1;
    return `## ${name}\n\n${machineLine()}\n\nNot measured: ${error.message}`;
  }
}

async function measureStack(sections, scratch) {
  const { env, apiUrl, webUrl, gatewayUrl } = benchEnv(scratch);
  const withFloor = sections.some((name) => name === 'ssr' || name === 'lighthouse');
  // As `npm start` runs it: with nginx installed, its page cache on WEB_PORT in front of the storefront on RENDER_WEB_PORT.
  const nginx = findNginx(env);
  if (sections.includes('ssr') && !nginx) throw new Error(`The SSR benchmark measures the storefront behind nginx's page cache, and nginx is not installed. ${INSTALL_HINT}.`);
  await assertPortsFree([API_PORT, WEB_PORT, GATEWAY_PORT, ...(withFloor ? [FLOOR_PORT] : []), ...(nginx ? [RENDER_WEB_PORT] : [])], 'the benchmarks');
  const logFile = path.join(scratch, 'servers.log');
  const procs = startStack(root, nginx ? { ...env, PORT: String(RENDER_WEB_PORT) } : env, { logFile });
  const renderUrl = `http://localhost:${RENDER_WEB_PORT}`;
  if (nginx) procs.push(startStorefrontFront(root, nginx, { webPort: WEB_PORT, innerPort: RENDER_WEB_PORT, logFile }));
  onShutdownSignal(async () => {
    await stopAll(procs);
    process.exit(130);
  });
  try {
    console.log(`Starting the API (${apiUrl}), the payment processor (${gatewayUrl}) and the storefront (${webUrl}); logs: ${logFile}`);
    await waitForStack(procs, { apiUrl, webUrl, gatewayUrl }).catch((error) => {
      throw new Error(`${error.message}; see ${logFile}`);
    });
    const floorUrl = withFloor ? await startFloor(root, env, procs, { logFile }) : null;
    const pages = sections.some((name) => name === 'ssr' || name === 'lighthouse') ? await findPages(webUrl) : null;
    if (pages) console.log(`Pages: store ${pages.store}, menu ${pages.menu}, item ${pages.item}`);
    const jobs = {
      ssr: () => runSsr(webUrl, renderUrl, floorUrl, pages, machineLine()),
      api: () => runApi(apiUrl, machineLine()),
      lighthouse: () => runLighthouse(webUrl, floorUrl, pages, machineLine()),
    };
    for (const name of sections) {
      if (!jobs[name]) continue;
      console.log(`Measuring ${name}...`);
      writeSection(RESULTS, name, await measureOrExplain(name, jobs[name]));
    }
  } finally {
    await stopAll(procs);
  }
}

/** Scale: its own stacks on a scratch PGlite folder, then a scratch PostgreSQL database, beside the floor app. */
async function runScale(scratch) {
  const section = await measureOrExplain('scale', async () => {
    await assertPortsFree([API_PORT, WEB_PORT, GATEWAY_PORT, FLOOR_PORT], 'the scale benchmark');
    const logFile = path.join(scratch, 'scale.log');
    const envFor = (extra) => scratchStackEnv({ apiPort: API_PORT, webPort: WEB_PORT, gatewayPort: GATEWAY_PORT, scratch, extra: { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', ...extra } });
    const { env } = envFor({});
    await buildFloor(root, env);
    const floorProcs = [];
    onShutdownSignal(async () => {
      await stopAll(floorProcs);
      process.exit(130);
    });
    try {
      const floorUrl = await startFloor(root, env, floorProcs, { logFile });
      const machine = machineLine();
      const runs = await withScratchPostgres('hickory_bench_scale', (databaseUrl) =>
        measureScale({
          root,
          databases: [{ kind: 'pglite', target: path.join(scratch, 'pglite-scale') }, { kind: 'postgres', target: databaseUrl }],
          envFor,
          headers: API_HEADERS,
          floorUrl,
          logFile,
        }),
      );
      return scaleMarkdown(runs, machine);
    } finally {
      await stopAll(floorProcs);
    }
  });
  writeSection(RESULTS, 'scale', section);
}

/**
 * A benchmark that starts a cluster of its own on fixed ports (`ports`: lists of ports by role):
 * refuses to start when one is taken, and stops the cluster on Ctrl-C.
 */
async function runOnOwnPorts(name, ports, measure, markdown, scratch) {
  const section = await measureOrExplain(name, async () => {
    await assertPortsFree(Object.values(ports).flatMap((list) => list.split(',')).map(Number), `the ${name} benchmark`);
    let stop = async () => undefined;
    onShutdownSignal(async () => {
      await stop();
      process.exit(130);
    });
    const run = await measure({ root, scratch, headers: API_HEADERS, onStop: (fn) => (stop = fn) });
    return markdown(run, machineLine());
  });
  writeSection(RESULTS, name, section);
}

const runLoad = (scratch) => runOnOwnPorts('load', LOAD.ports, measureLoad, loadMarkdown, scratch);

const runPropagation = (scratch) => runOnOwnPorts('propagation', PROPAGATION.ports, measurePropagation, propagationMarkdown, scratch);

/** `npm start` to the first page, on an empty then a seeded scratch database, beside the floor's `next start`. */
async function runStart(scratch) {
  const section = await measureOrExplain('start', async () => {
    const ports = [API_PORT, WEB_PORT, GATEWAY_PORT, FLOOR_PORT];
    await assertPortsFree(ports, 'the start benchmark');
    mkdirSync(path.join(scratch, 'start'), { recursive: true });
    const { env, apiUrl, webUrl } = benchEnv(path.join(scratch, 'start'));
    const floor = { ...floorStartCommand(root), pageUrl: `http://localhost:${FLOOR_PORT}${FLOOR_PAGE}`, ports: [FLOOR_PORT] };
    const logFile = path.join(scratch, 'start.log');
    console.log(`Timing npm start (logs: ${logFile})...`);
    const runs = await measureStart({ root, env, apiUrl, webUrl, ports: [API_PORT, WEB_PORT, GATEWAY_PORT], logFile, floor });
    const note = '`node scripts/start.mjs` (what `npm start` runs) with the bench\'s ports and a scratch PGlite folder, LOG_LEVEL=warn; the build is current, so it only starts. The floor is bench/floor-app.';
    return startMarkdown(runs, machineLine(), note);
  });
  writeSection(RESULTS, 'start', section);
}

/** Today's smoke: 50 parallel checkouts for the last 10 racks, in-process on PGlite and on a scratch PostgreSQL server (bench/lib/smoke.mjs). */
async function runSmoke() {
  const section = await measureOrExplain('smoke', () =>
    withScratchPostgres('hickory_bench_smoke', async (databaseUrl) => smokeMarkdown(await measureSmoke(root, databaseUrl), machineLine())),
  );
  writeSection(RESULTS, 'smoke', section);
}

/** The timeslots answer with make-time on, in-process on PGlite and on a scratch PostgreSQL server, beside a bare transaction on each (bench/lib/timeslots.mjs). */
async function runTimeslots() {
  const section = await measureOrExplain('timeslots', () =>
    withScratchPostgres('hickory_bench_timeslots', async (databaseUrl) => timeslotsMarkdown(await measureTimeslots(root, databaseUrl), machineLine())),
  );
  writeSection(RESULTS, 'timeslots', section);
}

async function main() {
  const sections = chosenSections(process.argv.slice(2));
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hickory-bench-'));
  const { env } = benchEnv(scratch);
  // The smoke race and the timeslots run the API in-process, and the checkout its own API: they need no storefront build.
  const inProcess = ['smoke', 'timeslots'];
  const noStorefront = [...inProcess, 'checkout'];
  if (sections.some((name) => !noStorefront.includes(name))) await buildIfNeeded(root, env);
  if (sections.some((name) => name === 'ssr' || name === 'bundles' || name === 'lighthouse' || name === 'start' || name === 'scale')) await buildFloor(root, env);
  if (sections.includes('bundles')) {
    writeSection(RESULTS, 'bundles', await measureOrExplain('First-load JS per route', () => runBundles(env, scratch, machineLine())));
    console.log('Measured first-load JS.');
  }
  if (sections.some((name) => !['bundles', 'load', 'start', 'scale', 'propagation', ...noStorefront].includes(name))) await measureStack(sections, scratch);
  if (sections.includes('checkout')) writeSection(RESULTS, 'checkout', await measureOrExplain('checkout', () => runCheckout(scratch, machineLine())));
  if (sections.includes('scale')) await runScale(scratch);
  if (sections.includes('load')) await runLoad(scratch);
  if (sections.includes('start')) await runStart(scratch);
  if (sections.includes('propagation')) await runPropagation(scratch);
  if (sections.includes('smoke')) await runSmoke();
  if (sections.includes('timeslots')) await runTimeslots();
  rmSync(scratch, { recursive: true, force: true });
  console.log(`Results: ${path.relative(process.cwd(), RESULTS)}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
