/**
 * One API + storefront pair: the shape `npm start`, the browser journeys and the benchmarks
 * share. The API is `tsx server/index.ts`; the storefront is scripts/web.mjs (the built Next app
 * behind its page cache), or both in watch mode for development.
 */
import path from 'node:path';
import { startProcess, stopAll, waitForUrl } from './processes.mjs';

const bin = (root, name) => path.join(root, 'node_modules', '.bin', name);

/** The API process (`tsx server/index.ts`, or `tsx watch` in development). */
export function startApi(root, env, { dev = false, logFile } = {}) {
  const apiArgs = dev ? ['watch', '--clear-screen=false', 'server/index.ts'] : ['server/index.ts'];
  return startProcess('api', bin(root, 'tsx'), apiArgs, { cwd: root, env, logFile });
}

/**
 * A storefront process (scripts/web.mjs, or `next dev`) on env.PORT, on every interface unless
 * `host` names one; `name` tells several apart in logs.
 */
export function startWeb(root, env, { dev = false, logFile, name = 'web', host } = {}) {
  const listen = ['-p', env.PORT, ...(host ? ['-H', host] : [])];
  if (dev) return startProcess(name, bin(root, 'next'), ['dev', ...listen], { cwd: root, env, logFile });
  return startProcess(name, process.execPath, [path.join(root, 'scripts', 'web.mjs'), ...listen], { cwd: root, env, logFile });
}

/** Starts both processes with `env` (see stackEnv) at once. Returns them in start order. */
export function startStack(root, env, { dev = false, logFile } = {}) {
  return [startApi(root, env, { dev, logFile }), startWeb(root, env, { dev, logFile })];
}

/**
 * Starts the API, waits until it answers /ready (database open, demo chain loaded: several
 * seconds on a first run), and only then starts the storefront, so the storefront never serves
 * pages while the API cannot answer them. `procs` is filled as the processes start, so that a
 * caller stopping during the wait stops what runs; `shouldStop()` true ends the wait early.
 * Rejects when the API exits or is not ready within `timeoutMs`. `launch` replaces the two
 * process starters (tests).
 */
export async function startStackInOrder(root, env, procs, { apiUrl, dev = false, logFile, shouldStop = () => false, timeoutMs = 240_000, intervalMs, launch = { api: startApi, web: startWeb } }) {
  procs.push(launch.api(root, env, { dev, logFile }));
  await waitForUrl(`${apiUrl}/ready`, { timeoutMs, intervalMs, watch: procs, until: shouldStop });
  if (shouldStop()) return procs;
  procs.push(launch.web(root, env, { dev, logFile }));
  return procs;
}

/**
 * Waits until the API is ready (database answering, seed loaded) and the storefront serves its
 * home page. Rejects as soon as either process exits.
 */
export async function waitForStack(procs, { apiUrl, webUrl, timeoutMs = 240_000 }) {
  await waitForUrl(`${apiUrl}/ready`, { timeoutMs, watch: procs });
  await waitForUrl(`${webUrl}/`, { timeoutMs, watch: procs });
}

export { stopAll };
