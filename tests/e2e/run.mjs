#!/usr/bin/env node
/**
 * `npm run test:e2e`: the browser journeys against a real stack. Builds the storefront if needed,
 * starts the API on 4100 with a fresh PGlite database, the sandbox payment processor (its hosted
 * card fields) on 4110 and the storefront on 3100 pointing at both, plus a second storefront on 3101 (same build) whose API addresses all point at 4101, where
 * nothing listens unless a journey opens its gate there (tests/e2e/support/api-gate.ts): the
 * journeys of an API that is down or slow. Waits for them all, runs `playwright test` (extra
 * arguments pass through), and always stops them. Exits with Playwright's code. The servers log
 * (E2E_SERVER_LOG) holds the API's request lines, which journeys read; on a failure only its
 * warnings and errors are printed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../../scripts/lib/build.mjs';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { explainsFailure } from '../../scripts/lib/log-lines.mjs';
import { scratchStackEnv } from '../../scripts/lib/env.mjs';
import { assertPortsFree } from '../../scripts/lib/ports.mjs';
import { onShutdownSignal, run } from '../../scripts/lib/processes.mjs';
import { waitForUrl } from '../../scripts/lib/processes.mjs';
import { startStack, startWeb, stopAll, waitForStack } from '../../scripts/lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_PORT = 4100;
const WEB_PORT = 3100;
const OFFLINE_WEB_PORT = 3101;
const GATE_PORT = 4101;
const GATEWAY_PORT = 4110;
/** The demo staff accounts' one-time password on the test stack (the journeys read it from the environment). */
const DEMO_STAFF_PASSWORD = 'Demo-Staff-Shift-1';
/** The demo brand admins' authenticator key on the test stack (the journeys compute their codes from it). */
const DEMO_STAFF_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';

/** The test stack ignores the developer's database and URLs: it always runs on its own. */
function testEnv(scratch, chromium) {
  return scratchStackEnv({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    gatewayPort: GATEWAY_PORT,
    scratch,
    extra: {
      // The journeys read confirmation and reset links from the mail outbox, a demo-mode convenience.
      DEMO_MODE: 'true',
      // The one-time password of the demo staff accounts (honoured in demo mode only; random otherwise).
      DEMO_STAFF_PASSWORD: DEMO_STAFF_PASSWORD,
      // The demo brand admins' second factor (honoured in demo mode only; unset, they enrol at first sign-in).
      DEMO_STAFF_TOTP_SECRET: DEMO_STAFF_TOTP_SECRET,
      // Every SSR call reaches the API from 127.0.0.1; the journeys must not trip the rate limit.
      RATE_LIMIT_MAX: '100000',
      // Every journey signs up from this one machine: the per-client budget of sign-ups must not refuse them.
      ACCOUNT_MAIL_REQUESTS_PER_HOUR: '100000',
      // The offline storefront's pages call the API from the browser too, through the gate.
      STOREFRONT_ORIGIN: `http://localhost:${WEB_PORT},http://localhost:${OFFLINE_WEB_PORT}`,
      PLAYWRIGHT_CHROMIUM_PATH: chromium,
      // Request lines go to the servers log, where journeys read what reached the API (printLogTail
      // shows only warnings and errors); LOG_LEVEL=debug or trace says more.
      LOG_LEVEL: ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL : 'info',
      // Uploaded files stay in the scratch folder; the journeys count them there.
      UPLOADS_DIR: path.join(scratch, 'uploads'),
    },
  });
}

/** The second storefront: every API address at the gate's port, and a short SSR timeout. */
function offlineWebEnv(env) {
  const gate = `http://localhost:${GATE_PORT}`;
  return {
    ...env,
    PORT: String(OFFLINE_WEB_PORT),
    ORDERING_API_URL: gate,
    SERVERLESS_API_URL: gate,
    ORDERS_GRAPHQL_URL: `${gate}/graphql`,
    CONTENT_GRAPHQL_URL: `${gate}/content/graphql`,
    SSR_API_TIMEOUT_MS: '1500',
  };
}

function printLogTail(logFile, lines = 80) {
  try {
    const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').filter(explainsFailure).slice(-lines);
    console.error(`\nLast ${tail.length} warnings, errors and plain lines of the server logs (${logFile}; request lines are in the file):\n${tail.join('\n')}`);
  } catch {
    // No log written yet.
  }
}

async function main() {
  const chromium = findChromium();
  await assertPortsFree([API_PORT, WEB_PORT, OFFLINE_WEB_PORT, GATE_PORT, GATEWAY_PORT], 'the browser journeys');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hickory-e2e-'));
  const logFile = path.join(scratch, 'servers.log');
  const { env, apiUrl, webUrl, gatewayUrl } = testEnv(scratch, chromium);
  await buildIfNeeded(root, env);

  const procs = [...startStack(root, env, { logFile }), startWeb(root, offlineWebEnv(env), { logFile, name: 'web-offline' })];
  const offlineWebUrl = `http://localhost:${OFFLINE_WEB_PORT}`;
  const teardown = async () => {
    await stopAll(procs);
  };
  onShutdownSignal(async () => {
    await teardown();
    process.exit(130);
  });

  let code = 1;
  try {
    console.log(`Starting the API (${apiUrl}), the payment processor (${gatewayUrl}) and the storefront (${webUrl}); logs: ${logFile}`);
    await waitForStack(procs, { apiUrl, webUrl, gatewayUrl });
    // Its gate closed, the offline storefront answers 503 (or 200 for a page that needs no API).
    await waitForUrl(`${offlineWebUrl}/`, { timeoutMs: 60_000, watch: procs, accept: (status) => status === 200 || status === 503 });
    const asked = process.argv.slice(2);
    // Named spec files run alone: without --no-deps, the journeys that run after the rest would
    // bring the whole suite they depend on along.
    const namesSpecs = asked.some((arg) => arg.endsWith('.spec.ts'));
    const args = ['test', ...(namesSpecs ? ['--no-deps'] : []), ...asked];
    code = await run(path.join(root, 'node_modules', '.bin', 'playwright'), args, {
      cwd: root,
      env: {
        ...env,
        E2E_BASE_URL: webUrl,
        E2E_API_URL: apiUrl,
        E2E_OFFLINE_WEB_URL: offlineWebUrl,
        E2E_GATE_PORT: String(GATE_PORT),
        E2E_SERVER_LOG: logFile,
        SANDBOX_GATEWAY_URL: env.SANDBOX_GATEWAY_URL,
      },
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
