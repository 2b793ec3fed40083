/**
 * The environment a stack's processes (API, sandbox payment processor, storefront) run with:
 * `.env` when present (never overriding what the shell already set), telemetry off,
 * DEMO_MODE=true unless set (every stack these scripts start, `npm start`, `npm run dev`, the
 * cluster, the journeys and the benchmarks, is a demo on one machine; the API started any other
 * way is not in demo mode), the storefront's backend URLs derived from the API port and the
 * processor's URL from its port when they are not set, so that `API_PORT=4100 npm start` keeps
 * every process talking.
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

/** The sandbox payment processor's port when SANDBOX_GATEWAY_PORT is unset. */
export const DEFAULT_SANDBOX_GATEWAY_PORT = '4010';

/**
 * The ports and URLs of one API + processor + storefront stack. `overrides` (ports, extra
 * variables) beat the environment; the environment beats the derived defaults. `gatewayUrl` is
 * the processor's local address (for waiting on it); SANDBOX_GATEWAY_URL, the address browsers
 * load its card fields from, defaults to it. `demoModeDefaulted`: DEMO_MODE was unset (or empty,
 * as `.env.example` writes it) and is set to true here.
 */
export function stackEnv(base = process.env, overrides = {}) {
  const env = { ...base, ...overrides, NEXT_TELEMETRY_DISABLED: '1' };
  const demoModeDefaulted = setting(env, 'DEMO_MODE') === undefined;
  if (demoModeDefaulted) env.DEMO_MODE = 'true';
  const apiPort = setting(env, 'API_PORT') ?? '4000';
  const webPort = setting(env, 'PORT') ?? '3000';
  const gatewayPort = setting(env, 'SANDBOX_GATEWAY_PORT') ?? DEFAULT_SANDBOX_GATEWAY_PORT;
  const api = `http://localhost:${apiPort}`;
  const web = `http://localhost:${webPort}`;
  const gateway = `http://localhost:${gatewayPort}`;
  const derived = {
    API_PORT: apiPort,
    PORT: webPort,
    ORDERING_API_URL: api,
    SERVERLESS_API_URL: api,
    ORDERS_GRAPHQL_URL: `${api}/graphql`,
    CONTENT_GRAPHQL_URL: `${api}/content/graphql`,
    PUBLIC_SITE_URL: web,
    STOREFRONT_ORIGIN: web,
    SANDBOX_GATEWAY_PORT: gatewayPort,
    SANDBOX_GATEWAY_URL: gateway,
  };
  for (const [name, value] of Object.entries(derived)) {
    if (setting(env, name) === undefined) env[name] = value;
  }
  return { env, apiUrl: api, webUrl: web, gatewayUrl: gateway, demoModeDefaulted };
}

/** The line a launcher prints about demo mode: on because it set DEMO_MODE, or as the user set it. */
export function demoModeLine(env, demoModeDefaulted, command) {
  if (demoModeDefaulted) {
    return `Demo mode: on (${command} set DEMO_MODE=true: mail outbox, sandbox sign-in and payments, demo clock, demo staff and chain; set DEMO_MODE=false to turn it off).`;
  }
  return `Demo mode: DEMO_MODE=${env.DEMO_MODE} as set in your environment or .env.`;
}

/** Settings a scratch stack (journeys, benchmarks) never takes from the developer's environment: it is a demo (DEMO_MODE=true) unless its `extra` says otherwise. */
const OWN_STACK_SETTINGS = ['DATABASE_URL', 'REDIS_URL', 'DEMO_MODE', 'ORDERING_API_URL', 'SERVERLESS_API_URL',
  'ORDERS_GRAPHQL_URL', 'CONTENT_GRAPHQL_URL', 'PUBLIC_SITE_URL', 'STOREFRONT_ORIGIN', 'SANDBOX_GATEWAY_URL'];

/**
 * A stack on its own ports (API, storefront, and the sandbox payment processor's `gatewayPort`)
 * and its own PGlite folder under `scratch`, ignoring the developer's database and URLs; `extra`
 * adds or overrides variables.
 */
export function scratchStackEnv({ apiPort, webPort, gatewayPort, scratch, extra = {} }) {
  const base = { ...process.env };
  for (const name of OWN_STACK_SETTINGS) delete base[name];
  return stackEnv(base, {
    API_PORT: String(apiPort),
    PORT: String(webPort),
    ...(gatewayPort === undefined ? {} : { SANDBOX_GATEWAY_PORT: String(gatewayPort) }),
    PGLITE_DIR: path.join(scratch, 'pglite'),
    ...extra,
  });
}
