/**
 * What the first-load chunks hold. Turbopack's minified chunks keep no module paths, so this
 * runs `next analyze --output` (Next's own bundle analyser: a Turbopack compile of the same
 * sources that writes no application) into bench/out/analyze, and reads its module-by-module
 * parts back through `next analyze export`. The analysis is redone only when the storefront
 * build is newer than it.
 *
 * The analyser's chunks carry other names than the build's, so the shared chunks are found in
 * the analysis itself: the client chunks every page loads first. Its compressed sizes compress
 * each module on its own; the gzip column shares out the measured gzip -9 of the build's shared
 * chunks in proportion to them.
 */
import { closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { run } from '../../scripts/lib/processes.mjs';

/** Relative to the project, as next.config.js reads NEXT_DIST_DIR. */
const ANALYZE_DIST = path.join('bench', 'out', 'analyze');
const CLIENT = '[client-fs]/';
const PAGE_LOADER = '[next]/entry/page-loader.ts';

const nextBin = (root) => path.join(root, 'node_modules', '.bin', 'next');

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** Runs `next analyze --output` unless its data is newer than the storefront build in `dist`. */
async function analyseIfStale(root, env, dist) {
  const summaries = path.join(root, ANALYZE_DIST, 'diagnostics', 'analyze', 'data', 'route-summaries.json');
  if (mtime(summaries) > mtime(path.join(dist, 'BUILD_ID'))) return;
  console.log('Analysing the client bundles (next analyze --output)...');
  const code = await run(nextBin(root), ['analyze', '--output'], { cwd: root, env: { ...env, NEXT_DIST_DIR: ANALYZE_DIST } });
  if (code !== 0) throw new Error(`next analyze failed with exit code ${code}`);
}

/** The analyser's records (JSON Lines from `next analyze export`), through a file in `scratch`. */
function exportRecords(root, scratch) {
  const file = path.join(scratch, 'analyze.jsonl');
  const out = openSync(file, 'w');
  try {
    const result = spawnSync(nextBin(root), ['analyze', 'export', '--dist-dir', ANALYZE_DIST], {
      cwd: root,
      stdio: ['ignore', out, 'inherit'],
    });
    if (result.status !== 0) throw new Error(`next analyze export failed with exit code ${result.status}`);
  } finally {
    closeSync(out);
  }
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

/** Which library, catalogue or app folder a module's source belongs to. */
export function categoryOf(source) {
  const pkg = /^\[project\]\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (pkg) return ['next', 'react', 'react-dom', 'scheduler', '@swc/helpers'].includes(pkg[1]) ? `framework: ${pkg[1]}` : `library: ${pkg[1]}`;
  if (source.startsWith('[project]/locales/')) return 'catalogues: locales/';
  const folder = /^\[project\]\/([^/]+)\//.exec(source);
  if (folder) return `app code: ${folder[1]}/`;
  return 'framework: Turbopack runtime';
}

/**
 * The shared first-load chunks' content, by category, largest first: { category, raw, compressed }
 * (the analyser's minified and per-module compressed bytes). Also the number of page routes.
 */
export async function analyseSharedChunks(root, env, dist, scratch) {
  await analyseIfStale(root, env, dist);
  const byRoute = new Map();
  for (const record of exportRecords(root, scratch)) {
    if (!record.route) continue;
    if (!byRoute.has(record.route)) byRoute.set(record.route, { entries: [], groups: [], parts: [] });
    const route = byRoute.get(record.route);
    if (record.type === 'route') route.entries = record.entries ?? [];
    if (record.type === 'group') route.groups.push(record);
    if (record.type === 'part') route.parts.push(record);
  }
  const pages = [...byRoute.values()].filter((route) =>
    route.entries.some((entry) => entry.role === 'route' && entry.module_path === PAGE_LOADER),
  );
  if (pages.length === 0) throw new Error('the analysis holds no page routes');
  const firstLoad = (route) =>
    new Set(
      route.groups
        .filter((group) => group.kind === 'bootstrap')
        .flatMap((group) => group.outputs)
        // Scripts only: the pages' CSS chunks are stylesheets, not first-load JS.
        .filter((file) => file.startsWith(CLIENT) && file.endsWith('.js')),
    );
  let shared = firstLoad(pages[0]);
  for (const route of pages.slice(1)) {
    const files = firstLoad(route);
    shared = new Set([...shared].filter((file) => files.has(file)));
  }
  const totals = new Map();
  for (const part of pages[0].parts) {
    if (!shared.has(part.filename)) continue;
    const category = categoryOf(part.source_path);
    const total = totals.get(category) ?? { category, raw: 0, compressed: 0 };
    total.raw += part.size;
    total.compressed += part.compressed_size;
    totals.set(category, total);
  }
  return { pages: pages.length, categories: [...totals.values()].sort((a, b) => b.compressed - a.compressed) };
}
