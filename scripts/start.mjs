#!/usr/bin/env node
/**
 * `npm start`: build the storefront if needed, then run the API and the storefront together
 * with both logs prefixed. The storefront starts only once the API answers /ready (on a first
 * run the API loads the demo chain for several seconds), so it never serves pages the API cannot
 * answer yet. Ctrl-C (or SIGTERM) stops both, also while waiting; when one exits on its own, the
 * other is stopped and the command fails. `npm run dev` (`--dev`) runs both with reload instead.
 * Both set DEMO_MODE=true unless it is set (in the shell or .env): see the README's "Demo mode".
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './lib/build.mjs';
import { demoModeLine, loadDotEnv, stackEnv } from './lib/env.mjs';
import { firstExit, onShutdownSignal, waitForUrl } from './lib/processes.mjs';
import { startStackInOrder, stopAll } from './lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

async function main() {
  if (loadDotEnv(root)) console.log('Loaded settings from .env');
  const { env, apiUrl, webUrl, demoModeDefaulted } = stackEnv(process.env);
  console.log(demoModeLine(env, demoModeDefaulted, dev ? 'npm run dev' : 'npm start'));
  if (!dev) await buildIfNeeded(root, env);

  const procs = [];
  let stopping = false;
  const stop = async (code) => {
    stopping = true;
    await stopAll(procs);
    process.exit(code);
  };
  onShutdownSignal((signal) => {
    console.log(`\n${signal}: stopping the API and the storefront...`);
    void stop(0);
  });

  console.log(`Starting the API; the storefront follows once ${apiUrl}/ready answers.`);
  try {
    await startStackInOrder(root, env, procs, { apiUrl, dev, shouldStop: () => stopping });
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
      console.log(`  storefront  ${webUrl}`);
      console.log(`  API         ${apiUrl}   (docs: ${apiUrl}/docs)`);
      console.log('Press Ctrl-C to stop both.\n');
    })
    .catch((error) => {
      if (!stopping) console.error(`Still waiting: ${error.message}`);
    });

  const { proc, code, signal } = await firstExit(procs);
  if (stopping) return;
  const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
  console.error(`\n[${proc.name}] ${how}; stopping the other process.`);
  await stop(code || 1);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
