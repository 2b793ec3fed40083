/**
 * Builds the storefront when `.next/BUILD_ID` is missing or older than any storefront source,
 * after drawing the menu pictures that are missing or out of date (Next serves only the public
 * files that exist when it builds). Shared by `npm start`, the browser journeys and the benchmarks.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './processes.mjs';

/** Folders and files whose changes the production build depends on. */
const SOURCES = [
  'pages', 'components', 'lib', 'styles', 'locales', 'domain', 'public', 'graphql',
  'next.config.js', 'next.config.mjs', 'next.config.ts', 'middleware.ts', 'proxy.ts',
  'tsconfig.json', 'package-lock.json',
];

/** Test files do not go into the bundle; editing one must not force a rebuild. */
const IGNORED = /\.test\.[jt]sx?$|(^|\/)__snapshots__(\/|$)/;

function newestMtime(target, newest = 0) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return newest;
  }
  if (!stat.isDirectory()) {
    return IGNORED.test(target) ? newest : Math.max(newest, stat.mtimeMs);
  }
  let latest = newest;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = newestMtime(path.join(target, entry), latest);
  }
  return latest;
}

/** The build folder: next.config.js honours NEXT_DIST_DIR, so several runs can share a checkout. */
export function distDir(root, env = process.env) {
  return path.resolve(root, env.NEXT_DIST_DIR || '.next');
}

/** Why a build is needed ('no build yet', 'pages/x.tsx changed'), or null when it is not. */
export function buildReason(root, env = process.env) {
  const buildId = path.join(distDir(root, env), 'BUILD_ID');
  if (!existsSync(buildId)) return 'no build yet';
  const builtAt = statSync(buildId).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(path.join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Draws the menu pictures and their renditions where missing or stale (scripts/make-pictures.ts). */
export async function makePictures(root, env) {
  const code = await run(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'scripts', 'make-pictures.ts')], { cwd: root, env });
  if (code !== 0) throw new Error(`drawing the menu pictures failed with exit code ${code}`);
}

/** Runs `next build` when needed. Resolves when the build is current; rejects when it fails. */
export async function buildIfNeeded(root, env, { force = false, log = console.log } = {}) {
  await makePictures(root, env);
  const reason = force ? 'forced' : buildReason(root, env);
  if (!reason) {
    log('Storefront build is up to date.');
    return false;
  }
  log(`Building the storefront (${reason})...`);
  const code = await run(path.join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, env });
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
  return true;
}
