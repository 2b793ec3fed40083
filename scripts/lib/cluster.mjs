/**
 * N API instances and N storefronts on one machine, against PostgreSQL and Redis, behind nginx
 * (scripts/lib/nginx.mjs, deploy/nginx/front.conf.template) on API_PORT and PORT, plus one sandbox
 * payment processor (its hosted card fields and tokens; none with PAYMENT_GATEWAY=stripe) on
 * SANDBOX_GATEWAY_PORT for the whole cluster. Shared by `npm run start:cluster` and the load
 * benchmark.
 *
 * - The API instances run the compiled API (`node dist/api/index.js`), compiled first when missing or stale.
 * - The first API instance starts alone and migrates and seeds an empty database; the others
 *   start once it answers /ready, so two instances never seed at the same time.
 * - An instance (or the processor) that exits is started again at once (keepRunning below).
 * - Instances listen on 127.0.0.1 only and trust loopback proxies (TRUST_PROXY=loopback): nginx.
 * - Storefronts call the API through nginx, the same public URL browsers use, so a dead API
 *   instance is skipped for server-side rendering too.
 * - With Debian's purge module, storefronts are told nginx's purge location (PAGE_CACHE_PURGE_URL,
 *   unless set, even empty: then nothing is purged) and drop the pages nginx keeps at each change
 *   event (scripts/lib/page-purge.mjs).
 * - Like `npm start`, the instances run in demo mode (DEMO_MODE=true) unless DEMO_MODE is set
 *   (stackEnv in env.mjs): the cluster is a demo on one machine.
 */
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_ENTRY, buildApiIfNeeded } from './api-build.mjs';
import { stackEnv } from './env.mjs';
import { brotliModule, purgeEnv, purgeModule, startNginx } from './nginx.mjs';
import { startProcess, stopProcess, waitForUrl } from './processes.mjs';
import { startWeb, usesSandboxGateway } from './stack.mjs';

export const CLUSTER_DEFAULTS = Object.freeze({
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/hickory',
  REDIS_URL: 'redis://127.0.0.1:6379',
  API_PORT: '4000',
  PORT: '3000',
  CLUSTER_API_PORTS: '4001,4002',
  CLUSTER_WEB_PORTS: '3001,3002',
  SANDBOX_GATEWAY_PORT: '4010',
});

const INSTANCE_HOST = '127.0.0.1';

function setting(env, name) {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? CLUSTER_DEFAULTS[name] : value;
}

function ports(env, name) {
  const list = setting(env, name).split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = list.find((entry) => !/^\d{1,5}$/.test(entry) || Number(entry) < 1 || Number(entry) > 65535);
  if (bad !== undefined || list.length === 0) throw new Error(`${name} must be a comma-separated list of ports, got "${env[name]}"`);
  return list.map(Number);
}

/** The cluster's settings from the environment (empty values count as unset). */
export function clusterSettings(env = process.env) {
  const apiPorts = ports(env, 'CLUSTER_API_PORTS');
  const webPorts = ports(env, 'CLUSTER_WEB_PORTS');
  const apiPort = Number(setting(env, 'API_PORT'));
  const webPort = Number(setting(env, 'PORT'));
  const gatewayPorts = ports(env, 'SANDBOX_GATEWAY_PORT');
  if (gatewayPorts.length !== 1) throw new Error(`SANDBOX_GATEWAY_PORT must be one port, got "${env.SANDBOX_GATEWAY_PORT}"`);
  const [gatewayPort] = gatewayPorts;
  const all = [apiPort, webPort, gatewayPort, ...apiPorts, ...webPorts];
  if (new Set(all).size !== all.length) throw new Error(`The cluster's ports must all differ: ${all.join(', ')}`);
  return {
    databaseUrl: setting(env, 'DATABASE_URL'),
    redisUrl: setting(env, 'REDIS_URL'),
    host: env.CLUSTER_HOST?.trim() || '127.0.0.1',
    apiPort,
    webPort,
    gatewayPort,
    apiPorts,
    webPorts,
  };
}

/** Creates the database named in `databaseUrl` when PostgreSQL does not have it yet. Resolves true when it did. */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL must name a database');
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount > 0) return false;
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

/** The environment every instance shares; the per-instance port is added at launch. `purge`: the purge module's path, or null. */
function sharedEnv(settings, base, extra, purge) {
  const { env } = stackEnv(base, { API_PORT: String(settings.apiPort), PORT: String(settings.webPort), SANDBOX_GATEWAY_PORT: String(settings.gatewayPort) });
  return {
    ...env,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    TRUST_PROXY: 'loopback',
    API_HOST: INSTANCE_HOST,
    ...purgeEnv(base, settings.host, settings.webPort, purge),
    ...extra,
  };
}

function launcher(root, env, logFile) {
  return {
    // The compiled API, one node process: a restart loads in about a second, and kill -9 leaves no orphan.
    api: (name, port) => () =>
      startProcess(name, process.execPath, ['--enable-source-maps', API_ENTRY], { cwd: root, env: { ...env, API_PORT: String(port) }, logFile }),
    web: (name, port) => () => startWeb(root, { ...env, PORT: String(port) }, { logFile, name, host: INSTANCE_HOST }),
    // Browsers load its card fields directly, so it listens where nginx does.
    gateway: (name, host) => () =>
      startProcess(name, process.execPath, ['--import', 'tsx', 'server/sandbox-gateway/index.ts'], { cwd: root, env: { ...env, SANDBOX_GATEWAY_HOST: host }, logFile }),
  };
}

/**
 * Starts `launch()` (a process of processes.mjs) and starts it again each time it exits, until
 * stop(). Node's own child_process rather than a process manager: on a real deployment the
 * platform restarts instances (Kubernetes, compose's `restart:`, systemd), and on one machine this
 * loop is all a demo cluster needs; pm2 and the like would add a daemon with its state in the
 * user's home. A process that keeps exiting within a second of its start waits a second before
 * the next try, so a broken setting does not spin the CPU.
 * Returns { name, current(), restarts(), stop() }.
 */
export function keepRunning(name, launch, { log = console.log } = {}) {
  let proc = launch();
  let stopped = false;
  let restarts = 0;
  const loop = (async () => {
    while (!stopped) {
      const startedAt = Date.now();
      const { code, signal } = await proc.exited;
      if (stopped) return;
      log(`${name} ${signal ? `was killed by ${signal}` : `exited with code ${code}`}; starting it again`);
      if (Date.now() - startedAt < 1_000) await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (stopped) return;
      restarts += 1;
      proc = launch();
    }
  })();
  return {
    name,
    current: () => proc,
    restarts: () => restarts,
    async stop(options) {
      stopped = true;
      await stopProcess(proc, options);
      await loop;
    },
  };
}

/** Waits for an instance's own address to answer; rejects if its first process exits first. */
async function waitForInstance(instance, url, timeoutMs, accept) {
  await waitForUrl(url, { timeoutMs, watch: [instance.current()], accept, intervalMs: 200 });
}

/** nginx's run directory for the cluster on `settings`' ports (its config, pid, temp files and page cache). */
export function nginxRunDir(settings) {
  return path.join(os.tmpdir(), `hickory-nginx-${settings.webPort}-${settings.apiPort}`);
}

/**
 * Starts nginx, the sandbox processor and the instances. Resolves, once every instance answers,
 * with { apiUrl, webUrl, gatewayUrl, apis, webs, gateway, nginx, stop() }; each of `apis`/`webs`
 * (and `gateway`, null with PAYMENT_GATEWAY=stripe) is a kept-running process with `port` and
 * `readyUrl`. `nginx` is nginx's path (ensureNginx). `extra` adds variables to every instance's
 * environment; `onStop(stop)` receives the stop function before anything starts.
 */
export async function startCluster(root, settings, { nginx, base = process.env, extra = {}, logFile, log = console.log, timeoutMs = 240_000, onStop = () => undefined } = {}) {
  await buildApiIfNeeded(root, { log });
  const purge = purgeModule();
  const env = sharedEnv(settings, base, extra, purge);
  const launch = launcher(root, env, logFile);
  const upstreams = (prefix, list) => list.map((port, i) => ({ name: `${prefix}-${i + 1}`, host: INSTANCE_HOST, port }));
  const apis = [];
  const webs = [];
  const gateways = [];
  let front = null;
  const stop = async () => {
    await Promise.all([...apis, ...webs, ...gateways].map((instance) => instance.stop()));
    await stopProcess(front);
  };
  // A Ctrl-C while starting must stop what has started so far: instances run in their own process groups.
  onStop(stop);
  const start = (kind, list, name, port, readyUrl) => {
    const instance = Object.assign(keepRunning(name, launch[kind](name, port), { log }), { port, readyUrl });
    list.push(instance);
    return instance;
  };
  // Where this machine reaches what listens on settings.host.
  const host = settings.host === '0.0.0.0' || settings.host === '::' ? INSTANCE_HOST : settings.host;
  const reachable = `http://${host.includes(':') ? `[${host}]` : host}`;
  try {
    const runDir = nginxRunDir(settings);
    // A fresh page cache each start: pages kept by an earlier run may show an older database.
    rmSync(path.join(runDir, 'cache'), { recursive: true, force: true });
    mkdirSync(runDir, { recursive: true });
    front = startNginx(root, nginx, {
      runDir,
      host: settings.host,
      webPort: settings.webPort,
      webUpstreams: upstreams('web', settings.webPorts),
      apiPort: settings.apiPort,
      apiUpstreams: upstreams('api', settings.apiPorts),
      brotli: brotliModule(),
      purge,
    }, { logFile });
    if (usesSandboxGateway(env)) {
      const gateway = Object.assign(keepRunning('sandbox-gateway', launch.gateway('sandbox-gateway', settings.host), { log }), {
        port: settings.gatewayPort,
        readyUrl: `${reachable}:${settings.gatewayPort}/health`,
      });
      gateways.push(gateway);
    }
    const apiReady = (port) => `http://${INSTANCE_HOST}:${port}/ready`;
    const first = start('api', apis, 'api-1', settings.apiPorts[0], apiReady(settings.apiPorts[0]));
    log(`Starting api-1 alone (it migrates the database and loads the demo chain when empty)...`);
    await waitForInstance(first, first.readyUrl, timeoutMs);
    if (front.done) throw new Error(`nginx exited; see its lines${logFile ? ` in ${logFile}` : ' above'}`);
    const rest = settings.apiPorts.slice(1).map((port, i) => start('api', apis, `api-${i + 2}`, port, apiReady(port)));
    const storefronts = settings.webPorts.map((port, i) => start('web', webs, `web-${i + 1}`, port, `http://${INSTANCE_HOST}:${port}/`));
    await Promise.all([
      ...gateways.map((gateway) => waitForInstance(gateway, gateway.readyUrl, timeoutMs)),
      ...rest.map((instance) => waitForInstance(instance, instance.readyUrl, timeoutMs)),
      ...storefronts.map((instance) => waitForInstance(instance, instance.readyUrl, timeoutMs, (s) => s > 0 && s < 500)),
    ]);
    await waitForUrl(`${reachable}:${settings.apiPort}/ready`, { timeoutMs: 10_000, watch: [front] });
  } catch (error) {
    await stop();
    throw error;
  }
  const local = (port) => `http://localhost:${port}`;
  const gateway = gateways[0] ?? null;
  return {
    apiUrl: local(settings.apiPort),
    webUrl: local(settings.webPort),
    gatewayUrl: gateway ? local(settings.gatewayPort) : null,
    apis,
    webs,
    gateway,
    nginx: front,
    stop,
  };
}
