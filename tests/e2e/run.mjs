#!/usr/bin/env node
/**
 * `npm run test:e2e`: the browser journeys against a real stack. Builds the storefront if needed,
 * starts the API on 4100 with a fresh PGlite database, the sandbox payment processor (its hosted
 * card fields) on 4110 and the storefront on 3100 pointing at both, plus a second storefront on 3101 (same build) whose API addresses all point at 4101, where
 * nothing listens unless a journey opens its gate there (tests/e2e/support/api-gate.ts): the
 * journeys of an API that is down or slow. Waits for them all, runs `playwright test` (extra
 * arguments pass through), and always stops them. Exits with Playwright's code. The servers log
 * (E2E_SERVER_LOG) holds the API's request lines, which journeys read; on a failure only its
 * warnings and errors are printed. The journeys of a chain built from nothing (production-*.spec.ts)
 * get a stack of their own instead, in production mode on an empty database (./production-stack.mjs:
 * API 4200, processor 4210, storefront 3200, its log production-servers.log); each stack starts
 * only when the asked journeys need it.
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
import { createFirstAdmins, PRODUCTION_PORTS, productionEnv } from './production-stack.mjs';

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

/** The journeys of a chain built from nothing (playwright.config.ts, project "empty production database"). */
const PRODUCTION_SPEC = /(^|\/)production-[^/]*\.spec\.ts$/;
const PRODUCTION_PROJECT = 'empty production database';

/**
 * Which stacks the asked journeys need: named spec files or --project choose; by default both.
 * The production stack serves only its own project's journeys, the demo stack every other one.
 */
function stacksFor(asked) {
  const specs = asked.filter((arg) => arg.endsWith('.spec.ts'));
  const projects = asked.flatMap((arg, i) => (arg.startsWith('--project=') ? [arg.slice(10)] : arg === '--project' ? [asked[i + 1]] : []));
  if (specs.length > 0) return { demo: specs.some((spec) => !PRODUCTION_SPEC.test(spec)), production: specs.some((spec) => PRODUCTION_SPEC.test(spec)) };
  if (projects.length > 0) return { demo: projects.some((name) => name !== PRODUCTION_PROJECT), production: projects.includes(PRODUCTION_PROJECT) };
  return { demo: true, production: true };
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
  const asked = process.argv.slice(2);
  const needs = stacksFor(asked);
  const ports = [
    ...(needs.demo ? [API_PORT, WEB_PORT, OFFLINE_WEB_PORT, GATE_PORT, GATEWAY_PORT] : []),
    ...(needs.production ? Object.values(PRODUCTION_PORTS) : []),
  ];
  await assertPortsFree(ports, 'the browser journeys');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hickory-e2e-'));
  const logFile = path.join(scratch, 'servers.log');
  const productionLog = path.join(scratch, 'production-servers.log');
  const { env, apiUrl, webUrl, gatewayUrl } = testEnv(scratch, chromium);
  const production = productionEnv(path.join(scratch, 'production'), {
    RATE_LIMIT_MAX: env.RATE_LIMIT_MAX,
    ACCOUNT_MAIL_REQUESTS_PER_HOUR: env.ACCOUNT_MAIL_REQUESTS_PER_HOUR,
    PLAYWRIGHT_CHROMIUM_PATH: chromium,
    LOG_LEVEL: env.LOG_LEVEL,
  });
  await buildIfNeeded(root, env);

  const procs = [];
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
    let adminLinks = {};
    const productionProcs = [];
    if (needs.production) {
      // The first admins, made by the real command on the empty database before its API holds it.
      adminLinks = await createFirstAdmins(root, production.env);
      console.log(`Starting the production-mode stack on an empty database (${production.apiUrl}, ${production.gatewayUrl}, ${production.webUrl})`);
      productionProcs.push(...startStack(root, production.env, { logFile: productionLog }));
      procs.push(...productionProcs);
    }
    if (needs.demo) {
      console.log(`Starting the API (${apiUrl}), the payment processor (${gatewayUrl}) and the storefront (${webUrl}); logs: ${logFile}`);
      procs.push(...startStack(root, env, { logFile }), startWeb(root, offlineWebEnv(env), { logFile, name: 'web-offline' }));
      await waitForStack(procs, { apiUrl, webUrl, gatewayUrl });
      // Its gate closed, the offline storefront answers 503 (or 200 for a page that needs no API).
      await waitForUrl(`${offlineWebUrl}/`, { timeoutMs: 60_000, watch: procs, accept: (status) => status === 200 || status === 503 });
    }
    if (needs.production) {
      await waitForStack(productionProcs, { apiUrl: production.apiUrl, webUrl: production.webUrl, gatewayUrl: production.gatewayUrl });
    }
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
        E2E_PRODUCTION_BASE_URL: production.webUrl,
        E2E_PRODUCTION_API_URL: production.apiUrl,
        E2E_PRODUCTION_ADMIN_LINKS: JSON.stringify(adminLinks),
      },
    });
  } catch (error) {
    console.error(`\nBrowser journeys could not run: ${error.message}`);
  } finally {
    await teardown();
  }
  if (code !== 0) {
    if (needs.demo) printLogTail(logFile);
    if (needs.production) printLogTail(productionLog);
  } else rmSync(scratch, { recursive: true, force: true });
  process.exit(code);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
