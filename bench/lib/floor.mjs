/**
 * The floor (bench/floor-app): a bare Next pages-router app with one server-rendered page, on
 * the project's own Next and React. Each run builds it afresh into bench/out/floor (a few
 * seconds) and serves it with `next start` on its own port, beside the storefront, so the
 * storefront's figures can be read against it. Only the benchmarks build it: it is never part
 * of the site.
 */
import path from 'node:path';
import { run, startProcess, waitForUrl } from '../../scripts/lib/processes.mjs';

export const FLOOR_PORT = 3201;
/** The floor's one page, a trivial getServerSideProps page. */
export const FLOOR_PAGE = '/';

/** The floor app's folder: the chunk paths in its build stats are relative to it. */
export const floorAppDir = (root) => path.join(root, 'bench', 'floor-app');
/** Its build folder (distDir in bench/floor-app/next.config.js). */
export const floorDist = (root) => path.join(root, 'bench', 'out', 'floor');
const appDir = floorAppDir;
const nextBin = (root) => path.join(root, 'node_modules', '.bin', 'next');

/** The command that serves the built floor app on FLOOR_PORT. */
export function floorStartCommand(root) {
  return { command: nextBin(root), args: ['start', appDir(root), '-p', String(FLOOR_PORT)] };
}

/** `next build` of the floor app. Rejects when the build fails. */
export async function buildFloor(root, env) {
  console.log('Building the floor app (bench/floor-app)...');
  const code = await run(nextBin(root), ['build', appDir(root)], { cwd: root, env });
  if (code !== 0) throw new Error(`next build of bench/floor-app failed with exit code ${code}`);
}

/**
 * Starts the built floor app on FLOOR_PORT, adds its process to `procs` at once (so that the
 * caller stops it whatever happens) and resolves with its URL once its page answers.
 */
export async function startFloor(root, env, procs, { logFile } = {}) {
  const proc = startProcess('floor', nextBin(root), ['start', appDir(root), '-p', String(FLOOR_PORT)], { cwd: root, env, logFile });
  procs.push(proc);
  const url = `http://localhost:${FLOOR_PORT}`;
  await waitForUrl(`${url}${FLOOR_PAGE}`, { timeoutMs: 60_000, watch: [proc] });
  return url;
}
