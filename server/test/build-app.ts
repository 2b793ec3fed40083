/**
 * The one way API tests get an app: `build(kind)` opens a real database (see databases.ts),
 * builds the app with a test config and returns a `close()` that tears both down;
 * `withApp(kind, fn)` does the same around one callback.
 */
import type { Config } from '@/server/config';
import { loadConfig } from '@/server/config';
import { buildApp, type App, type BuildAppOptions, type LoggerOptions } from '@/server/app';
import type { Database, DatabaseConnection } from '@/server/db/client';
import { openTestDatabase, type TestDatabaseKind } from './databases';

export { testDatabases, type TestDatabaseKind } from './databases';

export const STOREFRONT_ORIGIN = 'http://storefront.test';

export function testConfig(overrides: Partial<Config> = {}): Config {
  // READ_CACHE_FRESH_MS 0: a cached read checks the database's version on every request, so a test sees its writes at once.
  // DEMO_MODE true: tests read mail from the outbox, sign in with sandbox tokens and set the demo clock;
  // a test of production behaviour overrides `demoMode: false`.
  const base = loadConfig({ STOREFRONT_ORIGIN, LOG_LEVEL: 'silent', PGLITE_DIR: '/nonexistent/test-only', READ_CACHE_FRESH_MS: '0', DEMO_MODE: 'true' });
  return Object.freeze({ ...base, ...overrides });
}

export type BuildOptions = {
  config?: Partial<Config>;
  logger?: LoggerOptions;
  /** Wraps the opened database, e.g. to make ping() fail. */
  wrapDatabase?: (database: DatabaseConnection) => DatabaseConnection;
  /** Scheduled jobs, e.g. `{ autoStart: false }` for a test that listens but wants no job run. */
  jobs?: BuildAppOptions['jobs'];
  /** The payment gateways (a test's fault injection) and clocks. */
  payments?: BuildAppOptions['payments'];
  /** The SMS sender (a recording fake); the config's unless given. */
  sms?: BuildAppOptions['sms'];
  /** The courier network (DoorDash against a local fake); the config's (the sandbox) unless given. */
  dispatcher?: BuildAppOptions['dispatcher'];
};

export type TestApp = { app: App; db: Database; database: DatabaseConnection; close(): Promise<void> };

export async function build(kind: TestDatabaseKind, options: BuildOptions = {}): Promise<TestApp> {
  const opened = await openTestDatabase(kind);
  const database = options.wrapDatabase ? options.wrapDatabase(opened) : opened;
  try {
    const app = await buildApp({ config: testConfig(options.config), database, logger: options.logger ?? false, jobs: options.jobs, payments: options.payments, sms: options.sms, dispatcher: options.dispatcher });
    return {
      app,
      db: opened.db,
      database,
      close: async () => {
        await app.close();
        await opened.close();
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

export async function withApp<T>(
  kind: TestDatabaseKind,
  fn: (context: TestApp) => Promise<T>,
  options: BuildOptions = {},
): Promise<T> {
  const context = await build(kind, options);
  try {
    return await fn(context);
  } finally {
    await context.close();
  }
}
