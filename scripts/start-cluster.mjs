#!/usr/bin/env node
/**
 * `npm run start:cluster`: two API instances and two storefronts on this machine, against
 * PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), behind a small load balancer on API_PORT
 * (4000) and PORT (3000), and one sandbox payment processor on SANDBOX_GATEWAY_PORT (4010). Creates the database when missing, builds the storefront when needed,
 * and restarts any instance that dies. Ctrl-C stops everything. See scripts/lib/cluster.mjs.
 * Like `npm start`, it sets DEMO_MODE=true unless DEMO_MODE is set.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './lib/build.mjs';
import { clusterSettings, ensureDatabase, startCluster } from './lib/cluster.mjs';
import { demoModeLine, loadDotEnv } from './lib/env.mjs';
import { onShutdownSignal } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function redacted(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function main() {
  if (loadDotEnv(root)) console.log('Loaded settings from .env');
  const settings = clusterSettings(process.env);
  const demoModeDefaulted = !process.env.DEMO_MODE?.trim();
  console.log(demoModeLine({ DEMO_MODE: demoModeDefaulted ? 'true' : process.env.DEMO_MODE }, demoModeDefaulted, 'npm run start:cluster'));
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  await buildIfNeeded(root, process.env);
  try {
    if (await ensureDatabase(settings.databaseUrl)) console.log(`Created the database ${redacted(settings.databaseUrl)}`);
  } catch (error) {
    throw new Error(`Could not reach PostgreSQL at ${redacted(settings.databaseUrl)} (${error.message}). Start it or set DATABASE_URL.`);
  }

  let stop = async () => undefined;
  let stopping = false;
  onShutdownSignal((signal) => {
    stopping = true;
    console.log(`\n${signal}: stopping the instances and the balancers...`);
    void stop().then(() => process.exit(0));
  });

  const cluster = await startCluster(root, settings, { onStop: (fn) => (stop = fn) });
  if (stopping) return;
  console.log('\nHickory cluster is running:');
  console.log(`  storefront  ${cluster.webUrl}   (web-1..${cluster.webs.length} on ${settings.webPorts.join(', ')})`);
  console.log(`  API         ${cluster.apiUrl}   (api-1..${cluster.apis.length} on ${settings.apiPorts.join(', ')})`);
  if (cluster.gatewayUrl) console.log(`  payments    ${cluster.gatewayUrl}   (the sandbox processor's hosted card fields)`);
  console.log(`  database    ${redacted(settings.databaseUrl)}, Redis ${redacted(settings.redisUrl)}`);
  console.log('An instance that exits is restarted. Press Ctrl-C to stop everything.\n');
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
