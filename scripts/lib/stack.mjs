/**
 * One API + storefront pair: the shape `npm start`, the browser journeys and the benchmarks
 * share. The API is `tsx server/index.ts`; the storefront is `next start` (or both in watch
 * mode for development).
 */
import path from 'node:path';
import { startProcess, stopAll, waitForUrl } from './processes.mjs';

const bin = (root, name) => path.join(root, 'node_modules', '.bin', name);

/** Starts both processes with `env` (see stackEnv). Returns them in start order. */
export function startStack(root, env, { dev = false, logFile } = {}) {
  const apiArgs = dev ? ['watch', '--clear-screen=false', 'server/index.ts'] : ['server/index.ts'];
  const webArgs = [dev ? 'dev' : 'start', '-p', env.PORT];
  const api = startProcess('api', bin(root, 'tsx'), apiArgs, { cwd: root, env, logFile });
  const web = startProcess('web', bin(root, 'next'), webArgs, { cwd: root, env, logFile });
  return [api, web];
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
