/**
 * The environment the two processes run with: `.env` when present (never overriding what the
 * shell already set), telemetry off, and the storefront's backend URLs derived from the API port
 * when they are not set, so that `API_PORT=4100 npm start` keeps both processes talking.
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
 * the environment; the environment beats the derived defaults.
 */
export function stackEnv(base = process.env, overrides = {}) {
  const env = { ...base, ...overrides, NEXT_TELEMETRY_DISABLED: '1' };
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
  return { env, apiUrl: api, webUrl: web };
}

/** Settings a scratch stack (journeys, benchmarks) never takes from the developer's environment. */
const OWN_STACK_SETTINGS = ['DATABASE_URL', 'REDIS_URL', 'ORDERING_API_URL', 'SERVERLESS_API_URL',
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
