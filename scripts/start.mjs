#!/usr/bin/env node
/**
 * `npm start`: build the storefront and compile the API if needed, then run the API, the sandbox payment processor
 * (its hosted card fields; not with PAYMENT_GATEWAY=stripe) and the storefront together with
 * their logs prefixed. The storefront starts only once the API answers /ready (on a first run the
 * API loads the demo chain for several seconds) and the processor /health, so it never serves
 * pages the API cannot answer yet. Ctrl-C (or SIGTERM) stops them all, also while waiting; when
 * one exits on its own, the others are stopped and the command fails. `npm run dev` (`--dev`)
 * runs them with reload instead. Without --dev, nginx (when installed) keeps the pages the same for
 * every visitor in front of the storefront: nginx listens on PORT, the storefront on STOREFRONT_PORT
 * (PORT + 1) on loopback (scripts/lib/nginx.mjs); without nginx the storefront listens on PORT and
 * renders every request. Both set DEMO_MODE=true unless it is set (in the shell or .env):
 * see the README's "Demo mode".
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiIfNeeded } from './lib/api-build.mjs';
import { buildIfNeeded, makePictures } from './lib/build.mjs';
import { demoModeLine, loadDotEnv, stackEnv } from './lib/env.mjs';
import { findNginx, INSTALL_HINT, innerWebPort, purgeEnv, startStorefrontFront } from './lib/nginx.mjs';
import { firstExit, onShutdownSignal, waitForUrl } from './lib/processes.mjs';
import { startStackInOrder, startWeb, stopAll, usesSandboxGateway } from './lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

async function main() {
  if (loadDotEnv(root)) console.log('Loaded settings from .env');
  const { env, apiUrl, webUrl, gatewayUrl, demoModeDefaulted } = stackEnv(process.env);
  console.log(demoModeLine(env, demoModeDefaulted, dev ? 'npm run dev' : 'npm start'));
  if (dev) await makePictures(root, env);
  else {
    await buildIfNeeded(root, env);
    await buildApiIfNeeded(root);
  }

  const nginx = dev ? null : findNginx(env);
  if (!dev && !nginx) console.log(`nginx is not installed: the storefront renders every page on each request. For its page cache in front: ${INSTALL_HINT}.`);
  const innerPort = nginx ? innerWebPort(env) : null;

  const procs = [];
  // With nginx: the storefront on loopback behind it, nginx on PORT with its page cache.
  const launch = nginx
    ? {
        web: (_root, webEnv, options) => {
          procs.push(startStorefrontFront(root, nginx, { webPort: Number(webEnv.PORT), innerPort, logFile: options.logFile }));
          const purging = purgeEnv(webEnv, '0.0.0.0', Number(webEnv.PORT));
          return startWeb(root, { ...webEnv, ...purging, PORT: String(innerPort) }, { ...options, host: '127.0.0.1' });
        },
      }
    : {};
  let stopping = false;
  const stop = async (code) => {
    stopping = true;
    await stopAll(procs);
    process.exit(code);
  };
  onShutdownSignal((signal) => {
    console.log(`\n${signal}: stopping the API, the payment processor and the storefront...`);
    void stop(0);
  });

  const gateway = usesSandboxGateway(env);
  console.log(`Starting the API${gateway ? ' and the sandbox payment processor' : ''}; the storefront follows once ${apiUrl}/ready answers.`);
  try {
    await startStackInOrder(root, env, procs, { apiUrl, gatewayUrl, dev, launch, shouldStop: () => stopping });
  } catch (error) {
    if (stopping) return;
    console.error(`\n${error.message}; stopping.`);
    await stop(1);
    return;
  }
  if (stopping) return;

  waitForUrl(`${webUrl}/`, { timeoutMs: 240_000, watch: procs, until: () => stopping })
    .then((status) => {
      if (status === null) return;
      console.log(`\nHickory is running${dev ? ' (dev, with reload)' : ''}:`);
      console.log(`  storefront  ${webUrl}${nginx ? `   (nginx's page cache in front of the storefront on 127.0.0.1:${innerPort})` : ''}`);
      console.log(`  API         ${apiUrl}   (docs: ${apiUrl}/docs)`);
      if (gateway) console.log(`  payments    ${gatewayUrl}   (the sandbox processor's hosted card fields)`);
      console.log('Press Ctrl-C to stop them all.\n');
    })
    .catch((error) => {
      if (!stopping) console.error(`Still waiting: ${error.message}`);
    });

  const { proc, code, signal } = await firstExit(procs);
  if (stopping) return;
  const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
  console.error(`\n[${proc.name}] ${how}; stopping the other processes.`);
  await stop(code || 1);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
