/**
 * One stack: the API, the sandbox payment processor and the storefront, the shape `npm start`,
 * the browser journeys and the benchmarks share. The API is the compiled dist/api/index.js run by
 * `node` while that build is current (scripts/lib/api-build.mjs; `npm start` builds it first), else
 * `tsx server/index.ts`, so a stale build never runs; the processor
 * (its hosted card fields and tokens) is `tsx server/sandbox-gateway/index.ts`, not started when
 * PAYMENT_GATEWAY=stripe; the storefront is scripts/web.mjs (the built Next app behind its page
 * cache), or all in watch mode for development.
 */
import path from 'node:path';
import { API_ENTRY, apiBuildReason } from './api-build.mjs';
import { startProcess, stopAll, waitForUrl } from './processes.mjs';

const bin = (root, name) => path.join(root, 'node_modules', '.bin', name);

/**
 * The API process: `node dist/api/index.js` while that build is current, else `tsx server/index.ts`
 * (`tsx watch` in development).
 */
export function startApi(root, env, { dev = false, logFile } = {}) {
  if (!dev && apiBuildReason(root) === null) {
    return startProcess('api', process.execPath, ['--enable-source-maps', API_ENTRY], { cwd: root, env, logFile });
  }
  const apiArgs = dev ? ['watch', '--clear-screen=false', 'server/index.ts'] : ['server/index.ts'];
  return startProcess('api', bin(root, 'tsx'), apiArgs, { cwd: root, env, logFile });
}

/** Whether a stack with `env` takes cards through the sandbox processor (every gateway but Stripe). */
export function usesSandboxGateway(env) {
  return env.PAYMENT_GATEWAY?.trim().toLowerCase() !== 'stripe';
}

/** The sandbox payment processor (`tsx server/sandbox-gateway/index.ts`, or `tsx watch`) on env.SANDBOX_GATEWAY_PORT. */
export function startGateway(root, env, { dev = false, logFile, name = 'sandbox-gateway' } = {}) {
  const entry = 'server/sandbox-gateway/index.ts';
  const args = dev ? ['watch', '--clear-screen=false', entry] : [entry];
  return startProcess(name, bin(root, 'tsx'), args, { cwd: root, env, logFile });
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

/** Starts the stack's processes with `env` (see stackEnv) at once. Returns them in start order. */
export function startStack(root, env, { dev = false, logFile } = {}) {
  const gateway = usesSandboxGateway(env) ? [startGateway(root, env, { dev, logFile })] : [];
  return [startApi(root, env, { dev, logFile }), ...gateway, startWeb(root, env, { dev, logFile })];
}

/**
 * Starts the API and the sandbox processor, waits until the API answers /ready (database open,
 * demo chain loaded: several seconds on a first run) and the processor /health, and only then
 * starts the storefront, so the storefront never serves pages while the API cannot answer them
 * or its card fields cannot load. `procs` is filled as the processes start, so that a caller
 * stopping during the wait stops what runs; `shouldStop()` true ends the wait early. Rejects
 * when one exits or is not ready within `timeoutMs`. `launch` replaces the process starters
 * (tests); `gatewayUrl` is the processor's local address (stackEnv's).
 */
export async function startStackInOrder(root, env, procs, { apiUrl, gatewayUrl, dev = false, logFile, shouldStop = () => false, timeoutMs = 240_000, intervalMs, launch = {} }) {
  const starters = { api: startApi, gateway: startGateway, web: startWeb, ...launch };
  const gateway = usesSandboxGateway(env);
  procs.push(starters.api(root, env, { dev, logFile }));
  if (gateway) procs.push(starters.gateway(root, env, { dev, logFile }));
  await waitForUrl(`${apiUrl}/ready`, { timeoutMs, intervalMs, watch: procs, until: shouldStop });
  if (shouldStop()) return procs;
  if (gateway) await waitForUrl(`${gatewayUrl}/health`, { timeoutMs, intervalMs, watch: procs, until: shouldStop });
  if (shouldStop()) return procs;
  procs.push(starters.web(root, env, { dev, logFile }));
  return procs;
}

/**
 * Waits until the API is ready (database answering, seed loaded), the sandbox processor answers
 * /health (when it is among `procs`; `gatewayUrl` is its local address) and the storefront serves its home page. Rejects as soon
 * as one of the processes exits.
 */
export async function waitForStack(procs, { apiUrl, webUrl, gatewayUrl, timeoutMs = 240_000 }) {
  await waitForUrl(`${apiUrl}/ready`, { timeoutMs, watch: procs });
  if (gatewayUrl && procs.some((proc) => proc.name === 'sandbox-gateway')) await waitForUrl(`${gatewayUrl}/health`, { timeoutMs, watch: procs });
  await waitForUrl(`${webUrl}/`, { timeoutMs, watch: procs });
}

export { stopAll };
