/**
 * The environment the two processes run with: `.env` when present (never overriding what the
 * shell already set), telemetry off, DEMO_MODE=true unless set (every stack these scripts start,
 * `npm start`, `npm run dev`, the cluster, the journeys and the benchmarks, is a demo on one
 * machine; the API started any other way is not in demo mode), and the storefront's backend URLs
 * derived from the API port when they are not set, so that `API_PORT=4100 npm start` keeps both
 * processes talking.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Loads `<root>/.env` into process.env when the file exists. Values already set win. */
export function loadDotEnv(root) {
  const file = path.join(root, '.env');
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

/** The value of `name`, treating an empty string (as `.env.example` writes defaults) as unset. */
function setting(env, name) {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The ports and URLs of one API + storefront pair. `overrides` (ports, extra variables) beat
 * the environment; the environment beats the derived defaults. `demoModeDefaulted`: DEMO_MODE
 * was unset (or empty, as `.env.example` writes it) and is set to true here.
 */
export function stackEnv(base = process.env, overrides = {}) {
  const env = { ...base, ...overrides, NEXT_TELEMETRY_DISABLED: '1' };
  const demoModeDefaulted = setting(env, 'DEMO_MODE') === undefined;
  if (demoModeDefaulted) env.DEMO_MODE = 'true';
  const apiPort = setting(env, 'API_PORT') ?? '4000';
  const webPort = setting(env, 'PORT') ?? '3000';
  const api = `http://localhost:${apiPort}`;
  const web = `http://localhost:${webPort}`;
  const derived = {
    API_PORT: apiPort,
    PORT: webPort,
    ORDERING_API_URL: api,
    SERVERLESS_API_URL: api,
    ORDERS_GRAPHQL_URL: `${api}/graphql`,
    CONTENT_GRAPHQL_URL: `${api}/content/graphql`,
    PUBLIC_SITE_URL: web,
    STOREFRONT_ORIGIN: web,
  };
  for (const [name, value] of Object.entries(derived)) {
    if (setting(env, name) === undefined) env[name] = value;
  }
  return { env, apiUrl: api, webUrl: web, demoModeDefaulted };
}

/** The line a launcher prints about demo mode: on because it set DEMO_MODE, or as the user set it. */
export function demoModeLine(env, demoModeDefaulted, command) {
  if (demoModeDefaulted) {
    return `Demo mode: on (${command} set DEMO_MODE=true: mail outbox, sandbox sign-in and payments, demo clock, demo staff and chain; set DEMO_MODE=false to turn it off).`;
  }
  return `Demo mode: DEMO_MODE=${env.DEMO_MODE} as set in your environment or .env.`;
}

/** Settings a scratch stack (journeys, benchmarks) never takes from the developer's environment: it is always a demo (DEMO_MODE=true). */
const OWN_STACK_SETTINGS = ['DATABASE_URL', 'REDIS_URL', 'DEMO_MODE', 'ORDERING_API_URL', 'SERVERLESS_API_URL',
  'ORDERS_GRAPHQL_URL', 'CONTENT_GRAPHQL_URL', 'PUBLIC_SITE_URL', 'STOREFRONT_ORIGIN'];

/**
 * A stack on its own ports and its own PGlite folder under `scratch`, ignoring the developer's
 * database and URLs; `extra` adds or overrides variables.
 */
export function scratchStackEnv({ apiPort, webPort, scratch, extra = {} }) {
  const base = { ...process.env };
  for (const name of OWN_STACK_SETTINGS) delete base[name];
  return stackEnv(base, {
    API_PORT: String(apiPort),
    PORT: String(webPort),
    PGLITE_DIR: path.join(scratch, 'pglite'),
    ...extra,
  });
}
