#!/usr/bin/env node
/**
 * `npm run start:cluster`: two API instances and two storefronts on this machine, against
 * PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), behind nginx on API_PORT (4000) and PORT (3000),
 * and one sandbox payment processor on SANDBOX_GATEWAY_PORT (4010). Installs nginx when missing on
 * Debian as root (else says what to install), creates the database when missing, builds the
 * storefront and compiles the API when needed, and starts any instance that exits again. Ctrl-C
 * stops everything. See scripts/lib/cluster.mjs and scripts/lib/nginx.mjs.
 * Like `npm start`, it sets DEMO_MODE=true unless DEMO_MODE is set.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { redactedUrl } from '../server/redacted-url.mjs';
import { buildIfNeeded } from './lib/build.mjs';
import { clusterSettings, ensureDatabase, nginxRunDir, startCluster } from './lib/cluster.mjs';
import { demoModeLine, loadDotEnv } from './lib/env.mjs';
import { brotliModule, ensureNginx } from './lib/nginx.mjs';
import { onShutdownSignal } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  if (loadDotEnv(root)) console.log('Loaded settings from .env');
  const settings = clusterSettings(process.env);
  const demoModeDefaulted = !process.env.DEMO_MODE?.trim();
  console.log(demoModeLine({ DEMO_MODE: demoModeDefaulted ? 'true' : process.env.DEMO_MODE }, demoModeDefaulted, 'npm run start:cluster'));
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const nginx = ensureNginx();
  await buildIfNeeded(root, process.env);
  try {
    if (await ensureDatabase(settings.databaseUrl)) console.log(`Created the database ${redactedUrl(settings.databaseUrl)}`);
  } catch (error) {
    throw new Error(`Could not reach PostgreSQL at ${redactedUrl(settings.databaseUrl)} (${error.message}). Start it or set DATABASE_URL.`);
  }

  let stop = async () => undefined;
  let stopping = false;
  onShutdownSignal((signal) => {
    stopping = true;
    console.log(`\n${signal}: stopping the instances and nginx...`);
    void stop().then(() => process.exit(0));
  });

  const cluster = await startCluster(root, settings, { nginx, onStop: (fn) => (stop = fn) });
  if (stopping) return;
  console.log('\nHickory cluster is running:');
  console.log(`  storefront  ${cluster.webUrl}   (nginx, with its page cache, in front of web-1..${cluster.webs.length} on ${settings.webPorts.join(', ')})`);
  console.log(`  API         ${cluster.apiUrl}   (nginx in front of api-1..${cluster.apis.length} on ${settings.apiPorts.join(', ')})`);
  if (cluster.gatewayUrl) console.log(`  payments    ${cluster.gatewayUrl}   (the sandbox processor's hosted card fields)`);
  console.log(`  database    ${redactedUrl(settings.databaseUrl)}, Redis ${redactedUrl(settings.redisUrl)}`);
  console.log(`  nginx       ${nginx}, compression gzip${brotliModule() ? ' and brotli' : ' (brotli: install libnginx-mod-http-brotli-filter)'}; config and cache in ${nginxRunDir(settings)}`);
  console.log('An instance that exits is started again. Press Ctrl-C to stop everything.\n');
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
