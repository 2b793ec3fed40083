#!/usr/bin/env node
/**
 * `npm run bench [-- bundles|ssr|api|checkout|lighthouse|load ...]`: builds the storefront if needed,
 * starts the API on 4200 (scratch PGlite database) and the storefront on 3200, measures, stops
 * both, and rewrites the measured sections of bench/RESULTS.md. `ssr` also builds and starts the
 * floor, a bare Next app (bench/floor-app, bench/lib/floor.mjs), on 3201 as its ceiling. With no
 * sub-command it runs all six. `load` runs on its own cluster instead (bench/lib/load.mjs: PostgreSQL, Redis, ports
 * 3950-3952 and 4950-4952). The pages measured are found by following links (bench/lib/site-paths.mjs);
 * BENCH_STORE_PATH, BENCH_MENU_PATH and BENCH_ITEM_PATH override them. NEXT_DIST_DIR picks the
 * build folder (default .next), so a benchmark can build beside a running `npm start`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded, distDir } from '../scripts/lib/build.mjs';
import { findChromium } from '../scripts/lib/chromium.mjs';
import { scratchStackEnv } from '../scripts/lib/env.mjs';
import { assertPortsFree } from '../scripts/lib/ports.mjs';
import { onShutdownSignal } from '../scripts/lib/processes.mjs';
import { startStack, stopAll, waitForStack } from '../scripts/lib/stack.mjs';
import { bundlesMarkdown, measureBundles } from './lib/bundles.mjs';
import { checkoutMarkdown, measureCheckout } from './lib/checkout.mjs';
import { buildFloor, FLOOR_PAGE, FLOOR_PORT, startFloor } from './lib/floor.mjs';
import { lighthouseMarkdown, measureLighthouse } from './lib/lighthouse.mjs';
import { LOAD, measureLoad } from './lib/load.mjs';
import { loadMarkdown } from './lib/load-report.mjs';
import { machineLine } from './lib/machine.mjs';
import { SECTIONS, writeSection } from './lib/results.mjs';
import { findItemPath, findStorePath, menuPathOf } from './lib/site-paths.mjs';
import { measureThroughput, throughputMarkdown } from './lib/throughput.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(root, 'bench', 'RESULTS.md');
const API_PORT = 4200;
const WEB_PORT = 3200;
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
    scratch,
    // Load comes from one IP: keep the limiter in the path but out of the way.
    extra: { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' },
  });
}

/** The store, menu and item pages: each found by following links from the one before. */
async function findPages(webUrl) {
  const store = await findStorePath(webUrl);
  const menu = menuPathOf(store);
  return { store, menu, item: await findItemPath(webUrl, menu) };
}

async function runSsr(webUrl, floorUrl, pages, machine) {
  const ceiling = await measureThroughput({ label: 'floor: bare Next app, trivial getServerSideProps page', url: `${floorUrl}${FLOOR_PAGE}` });
  const store = await measureThroughput({ label: 'store page', url: `${webUrl}${pages.store}` });
  const menu = await measureThroughput({ label: 'menu page (everyday, carryout)', url: `${webUrl}${pages.menu}` });
  const note = 'The storefront and the floor (bench/floor-app: the same Next and React, no _app, no proxy) each run `next start`; they, the API and autocannon share the machine.';
  return throughputMarkdown('SSR throughput', [store, menu, ceiling], ceiling, machine, note);
}

async function runApi(apiUrl, machine) {
  const ceiling = await measureThroughput({ label: 'bare route', url: `${apiUrl}/health`, headers: API_HEADERS });
  const list = await measureThroughput({ label: 'locations list', url: `${apiUrl}/online-ordering/locations`, headers: API_HEADERS });
  const note = 'The API on PGlite (embedded, one query at a time), LOG_LEVEL=warn; headers brand-id 4, country-alpha-2 US.';
  return throughputMarkdown('API throughput', [list, ceiling], ceiling, machine, note);
}

async function runCheckout(apiUrl, scratch, machine) {
  return checkoutMarkdown(await measureCheckout({ apiUrl, headers: API_HEADERS, root, scratch }), machine);
}

async function runLighthouse(webUrl, pages, machine) {
  const chromePath = process.env.CHROME_PATH || findChromium();
  const rows = await measureLighthouse(
    [
      { label: 'home', url: `${webUrl}/` },
      { label: 'store page', url: `${webUrl}${pages.store}` },
      { label: 'menu page', url: `${webUrl}${pages.menu}` },
      { label: 'item page', url: `${webUrl}${pages.item}` },
      { label: 'cart (empty)', url: `${webUrl}/cart` },
      { label: 'content page', url: `${webUrl}/company/our-story` },
      { label: '404 page', url: `${webUrl}/bench-no-such-page`, ceiling: true },
    ],
    chromePath,
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
  const { env, apiUrl, webUrl } = benchEnv(scratch);
  const withFloor = sections.includes('ssr');
  await assertPortsFree(withFloor ? [API_PORT, WEB_PORT, FLOOR_PORT] : [API_PORT, WEB_PORT], 'the benchmarks');
  const logFile = path.join(scratch, 'servers.log');
  const procs = startStack(root, env, { logFile });
  onShutdownSignal(async () => {
    await stopAll(procs);
    process.exit(130);
  });
  try {
    console.log(`Starting the API (${apiUrl}) and the storefront (${webUrl}); logs: ${logFile}`);
    await waitForStack(procs, { apiUrl, webUrl }).catch((error) => {
      throw new Error(`${error.message}; see ${logFile}`);
    });
    const floorUrl = withFloor ? await startFloor(root, env, procs, { logFile }) : null;
    const pages = sections.some((name) => name === 'ssr' || name === 'lighthouse') ? await findPages(webUrl) : null;
    if (pages) console.log(`Pages: store ${pages.store}, menu ${pages.menu}, item ${pages.item}`);
    const jobs = {
      ssr: () => runSsr(webUrl, floorUrl, pages, machineLine()),
      api: () => runApi(apiUrl, machineLine()),
      checkout: () => runCheckout(apiUrl, scratch, machineLine()),
      lighthouse: () => runLighthouse(webUrl, pages, machineLine()),
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

async function runLoad(scratch) {
  const ports = Object.values(LOAD.ports).flatMap((list) => list.split(',')).map(Number);
  const section = await measureOrExplain('load', async () => {
    await assertPortsFree(ports, 'the load benchmark');
    let stop = async () => undefined;
    onShutdownSignal(async () => {
      await stop();
      process.exit(130);
    });
    const run = await measureLoad({ root, scratch, headers: API_HEADERS, onStop: (fn) => (stop = fn) });
    return loadMarkdown(run, machineLine());
  });
  writeSection(RESULTS, 'load', section);
}

async function main() {
  const sections = chosenSections(process.argv.slice(2));
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hickory-bench-'));
  const { env } = benchEnv(scratch);
  await buildIfNeeded(root, env);
  if (sections.includes('ssr')) await buildFloor(root, env);
  if (sections.includes('bundles')) {
    const customNotFound = ['tsx', 'ts', 'jsx', 'js'].some((ext) => existsSync(path.join(root, 'pages', `404.${ext}`)));
    writeSection(RESULTS, 'bundles', bundlesMarkdown(measureBundles(root, distDir(root, env)), machineLine(), customNotFound));
    console.log('Measured first-load JS.');
  }
  if (sections.some((name) => name !== 'bundles' && name !== 'load')) await measureStack(sections, scratch);
  if (sections.includes('load')) await runLoad(scratch);
  rmSync(scratch, { recursive: true, force: true });
  console.log(`Results: ${path.relative(process.cwd(), RESULTS)}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
