#!/usr/bin/env node
/**
 * `npm run test:e2e`: the browser journeys against a real stack. Builds the storefront if needed,
 * starts the API on 4100 with a fresh PGlite database and the storefront on 3100 pointing at it,
 * waits for both, runs `playwright test` (extra arguments pass through), and always stops both.
 * Exits with Playwright's code.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../../scripts/lib/build.mjs';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { scratchStackEnv } from '../../scripts/lib/env.mjs';
import { assertPortsFree } from '../../scripts/lib/ports.mjs';
import { onShutdownSignal, run } from '../../scripts/lib/processes.mjs';
import { startStack, stopAll, waitForStack } from '../../scripts/lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_PORT = 4100;
const WEB_PORT = 3100;

/** The test stack ignores the developer's database and URLs: it always runs on its own. */
function testEnv(scratch, chromium) {
  return scratchStackEnv({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    scratch,
    extra: {
      // The journeys read confirmation and reset links from the mail outbox, a demo-mode convenience.
      DEMO_MODE: 'true',
      // Every SSR call reaches the API from 127.0.0.1; the journeys must not trip the rate limit.
      RATE_LIMIT_MAX: '100000',
      PLAYWRIGHT_CHROMIUM_PATH: chromium,
      // Request logs would bury the lines that explain a failure; LOG_LEVEL=info brings them back.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
  });
}

function printLogTail(logFile, lines = 80) {
  try {
    const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines);
    console.error(`\nLast ${tail.length} lines of the server logs (${logFile}):\n${tail.join('\n')}`);
  } catch {
    // No log written yet.
  }
}

async function main() {
  const chromium = findChromium();
  await assertPortsFree([API_PORT, WEB_PORT], 'the browser journeys');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hickory-e2e-'));
  const logFile = path.join(scratch, 'servers.log');
  const { env, apiUrl, webUrl } = testEnv(scratch, chromium);
  await buildIfNeeded(root, env);

  const procs = startStack(root, env, { logFile });
  const teardown = async () => {
    await stopAll(procs);
  };
  onShutdownSignal(async () => {
    await teardown();
    process.exit(130);
  });

  let code = 1;
  try {
    console.log(`Starting the API (${apiUrl}) and the storefront (${webUrl}); logs: ${logFile}`);
    await waitForStack(procs, { apiUrl, webUrl });
    const args = ['test', ...process.argv.slice(2)];
    code = await run(path.join(root, 'node_modules', '.bin', 'playwright'), args, {
      cwd: root,
      env: { ...env, E2E_BASE_URL: webUrl, E2E_API_URL: apiUrl },
    });
  } catch (error) {
    console.error(`\nBrowser journeys could not run: ${error.message}`);
  } finally {
    await teardown();
  }
  if (code !== 0) printLogTail(logFile);
  else rmSync(scratch, { recursive: true, force: true });
  process.exit(code);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
