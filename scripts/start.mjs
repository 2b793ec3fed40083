#!/usr/bin/env node
/**
 * `npm start`: build the storefront if needed, then run the API and the storefront together
 * with both logs prefixed. Ctrl-C (or SIGTERM) stops both; when one exits on its own, the other
 * is stopped and the command fails. `npm run dev` (`--dev`) runs both with reload instead.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './lib/build.mjs';
import { loadDotEnv, stackEnv } from './lib/env.mjs';
import { firstExit, onShutdownSignal } from './lib/processes.mjs';
import { startStack, stopAll, waitForStack } from './lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

async function main() {
  if (loadDotEnv(root)) console.log('Loaded settings from .env');
  const { env, apiUrl, webUrl } = stackEnv(process.env);
  if (!dev) await buildIfNeeded(root, env);

  const procs = startStack(root, env, { dev });
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

  waitForStack(procs, { apiUrl, webUrl })
    .then(() => {
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
