/**
 * N API instances and N storefronts on one machine, against PostgreSQL and Redis, behind two
 * balancers (scripts/lib/balancer.mjs): one for the API, one for the storefront, plus one sandbox
 * payment processor (its hosted card fields and tokens; none with PAYMENT_GATEWAY=stripe) on
 * SANDBOX_GATEWAY_PORT for the whole cluster. Shared by `npm run start:cluster` and the load
 * benchmark.
 *
 * - The first API instance starts alone and migrates and seeds an empty database; the others
 *   start once it answers /ready, so two instances never seed at the same time.
 * - Every instance, and the processor, is supervised: one that dies is started again
 *   (scripts/lib/supervisor.mjs).
 * - Instances listen on 127.0.0.1 only and trust loopback proxies (TRUST_PROXY=loopback): the balancer.
 * - Storefronts call the API through the API balancer, the same public URL browsers use, so a
 *   dead API instance is skipped for server-side rendering too.
 * - Like `npm start`, the instances run in demo mode (DEMO_MODE=true) unless DEMO_MODE is set
 *   (stackEnv in env.mjs): the cluster is a demo on one machine.
 */
import path from 'node:path';
import pg from 'pg';
import { stackEnv } from './env.mjs';
import { createBalancer } from './balancer.mjs';
import { startProcess, waitForUrl } from './processes.mjs';
import { startWeb, usesSandboxGateway } from './stack.mjs';
import { supervise } from './supervisor.mjs';

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

/** The environment every instance shares; the per-instance port is added at launch. */
function sharedEnv(settings, base, extra) {
  const { env } = stackEnv(base, { API_PORT: String(settings.apiPort), PORT: String(settings.webPort), SANDBOX_GATEWAY_PORT: String(settings.gatewayPort) });
  return {
    ...env,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    TRUST_PROXY: 'loopback',
    API_HOST: INSTANCE_HOST,
    ...extra,
  };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function launcher(root, env, logFile) {
  return {
    // One node process (no tsx wrapper): a restart loads once, and kill -9 leaves no orphan.
    api: (name, port) => () =>
      startProcess(name, process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: root, env: { ...env, API_PORT: String(port) }, logFile }),
    web: (name, port) => () => startWeb(root, { ...env, PORT: String(port) }, { logFile, name, host: INSTANCE_HOST }),
    // Browsers load its card fields directly, so it listens where the balancers do.
    gateway: (name, host) => () =>
      startProcess(name, process.execPath, ['--import', 'tsx', 'server/sandbox-gateway/index.ts'], { cwd: root, env: { ...env, SANDBOX_GATEWAY_HOST: host }, logFile }),
  };
}

/** Waits for an instance's own address to answer; rejects if its first process exits first. */
async function waitForInstance(instance, url, timeoutMs, accept) {
  await waitForUrl(url, { timeoutMs, watch: [instance.current()], accept, intervalMs: 200 });
}

/**
 * Starts the balancers, the sandbox processor and the instances. Resolves, once every instance
 * answers, with { apiUrl, webUrl, gatewayUrl, apis, webs, gateway, stop() }; each of
 * `apis`/`webs` (and `gateway`, null with PAYMENT_GATEWAY=stripe) is a supervised process with
 * `port` and `readyUrl`. `extra` adds variables to every instance's environment; `onStop(stop)`
 * receives the stop function before anything starts.
 */
export async function startCluster(root, settings, { base = process.env, extra = {}, logFile, log = console.log, timeoutMs = 240_000, onStop = () => undefined } = {}) {
  const env = sharedEnv(settings, base, extra);
  const launch = launcher(root, env, logFile);
  const upstreams = (prefix, list) => list.map((port, i) => ({ name: `${prefix}-${i + 1}`, host: INSTANCE_HOST, port }));
  const apiBalancer = createBalancer({ upstreams: upstreams('api', settings.apiPorts), healthPath: '/ready', healthy: (s) => s >= 200 && s < 300, log: (m) => log(`[balancer] ${m}`) });
  const webBalancer = createBalancer({ upstreams: upstreams('web', settings.webPorts), healthPath: '/', healthy: (s) => s > 0, log: (m) => log(`[balancer] ${m}`) });
  const apis = [];
  const webs = [];
  const gateways = [];
  const stop = async () => {
    await Promise.all([...apis, ...webs, ...gateways].map((instance) => instance.stop()));
    await Promise.all([apiBalancer.close(), webBalancer.close()]);
  };
  // A Ctrl-C while starting must stop what has started so far: instances run in their own process groups.
  onStop(stop);
  const start = (kind, list, name, port, readyUrl) => {
    const instance = Object.assign(supervise(name, launch[kind](name, port), { log }), { port, readyUrl });
    list.push(instance);
    return instance;
  };
  try {
    await listen(apiBalancer.server, settings.apiPort, settings.host);
    await listen(webBalancer.server, settings.webPort, settings.host);
    if (usesSandboxGateway(env)) {
      const host = settings.host === '0.0.0.0' || settings.host === '::' ? INSTANCE_HOST : settings.host;
      const gateway = Object.assign(supervise('sandbox-gateway', launch.gateway('sandbox-gateway', settings.host), { log }), {
        port: settings.gatewayPort,
        readyUrl: `http://${host.includes(':') ? `[${host}]` : host}:${settings.gatewayPort}/health`,
      });
      gateways.push(gateway);
    }
    const apiReady = (port) => `http://${INSTANCE_HOST}:${port}/ready`;
    const first = start('api', apis, 'api-1', settings.apiPorts[0], apiReady(settings.apiPorts[0]));
    log(`Starting api-1 alone (it migrates the database and loads the demo chain when empty)...`);
    await waitForInstance(first, first.readyUrl, timeoutMs);
    const rest = settings.apiPorts.slice(1).map((port, i) => start('api', apis, `api-${i + 2}`, port, apiReady(port)));
    const storefronts = settings.webPorts.map((port, i) => start('web', webs, `web-${i + 1}`, port, `http://${INSTANCE_HOST}:${port}/`));
    await Promise.all([
      ...gateways.map((gateway) => waitForInstance(gateway, gateway.readyUrl, timeoutMs)),
      ...rest.map((instance) => waitForInstance(instance, instance.readyUrl, timeoutMs)),
      ...storefronts.map((instance) => waitForInstance(instance, instance.readyUrl, timeoutMs, (s) => s > 0 && s < 500)),
    ]);
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
    balancers: { api: apiBalancer, web: webBalancer },
    stop,
  };
}
