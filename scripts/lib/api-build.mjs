/**
 * The compiled ordering API: esbuild bundles server/index.ts and everything it imports from
 * server/, domain/ and content/ (the `@/` aliases of tsconfig.json resolved) into one CommonJS
 * file, dist/api/index.js, with a source map; packages stay in node_modules (native ones such as
 * sharp and PGlite's WebAssembly load as they are, and OpenTelemetry's instrumentations can wrap
 * Fastify, pg and ioredis as they are required). The modules the entry imports dynamically (the
 * tracing SDK, then the API) stay lazy in the bundle, so tracing starts before what it wraps loads.
 * Production runs it with `node`.
 *
 * Files the API reads beside its own modules (`__dirname`) are copied beside the bundle, at the
 * path the bundled code now asks for: the migrations (server/db/client.ts) and the common-password
 * list (server/modules/auth/common-passwords.ts). The bundle lives two folders under the root, as
 * server/seed's files do, so their paths to public/ still hold.
 *
 * A build is current while none of the files it was made from (esbuild's list, kept in
 * dist/api/inputs.json), the copied files, tsconfig.json or package-lock.json changed since.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const API_BUILD_DIR = path.join('dist', 'api');
export const API_ENTRY = path.join(API_BUILD_DIR, 'index.js');
const INPUTS_FILE = path.join(API_BUILD_DIR, 'inputs.json');

/** What the bundled code reads beside itself: source path → its path under dist/api. */
const COPIED = [
  ['server/db/migrations', 'migrations'],
  ['server/modules/auth/common-passwords.txt', 'common-passwords.txt'],
];
const ALWAYS = ['tsconfig.json', 'package-lock.json', ...COPIED.map(([source]) => source)];

function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return Infinity; // a source gone since the build: build again
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** Why the API must be built ('no build yet', 'server/app.ts changed'), or null when dist/api is current. */
export function apiBuildReason(root) {
  const entry = path.join(root, API_ENTRY);
  const inputsFile = path.join(root, INPUTS_FILE);
  if (!existsSync(entry) || !existsSync(inputsFile)) return 'no build yet';
  const builtAt = statSync(inputsFile).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return 'its list of sources is unreadable';
  }
  const changed = [...ALWAYS, ...inputs].find((source) => newestMtime(path.join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Bundles the API into dist/api and copies what it reads beside itself. Rejects with esbuild's errors. */
export async function buildApi(root, { log = console.log } = {}) {
  const { build } = await import('esbuild');
  const started = Date.now();
  const outDir = path.join(root, API_BUILD_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/index.ts'],
    outfile: API_ENTRY,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  for (const [source, target] of COPIED) cpSync(path.join(root, source), path.join(outDir, target), { recursive: true });
  // Written last, so a build cut short has none (and is made again); dated when the build began,
  // so a source saved while esbuild read it counts as changed.
  const inputsFile = path.join(root, INPUTS_FILE);
  writeFileSync(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs).sort()));
  utimesSync(inputsFile, new Date(started), new Date(started));
  log(`Built the API into ${API_ENTRY} in ${Date.now() - started} ms.`);
}

/** Builds the API when it was never built or a source changed since. Resolves true when it built. */
export async function buildApiIfNeeded(root, { log = console.log } = {}) {
  const reason = apiBuildReason(root);
  if (!reason) {
    log('API build is up to date.');
    return false;
  }
  log(`Building the API (${reason})...`);
  await buildApi(root, { log });
  return true;
}
