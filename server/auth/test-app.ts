/**
 * API tests of accounts: the app on a real database (server/test/databases.ts) with a clock the
 * test moves, so token expiry, link expiry and throttling windows are checked without waiting.
 */
import type { Config } from '@/server/config';
import { buildApp, type App, type BuildAppOptions } from '@/server/app';
import type { Database } from '@/server/db/client';
import { openTestDatabase, type TestDatabaseKind } from '@/server/test/databases';
import { testConfig } from '@/server/test/build-app';

export type TestClock = { now: () => Date; set(at: Date | string): void; advance(ms: number): void };

export function testClock(start: Date | string = '2030-03-04T15:00:00Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export type AuthTestApp = { app: App; db: Database; clock: TestClock; close(): Promise<void> };

export type AuthTestOptions = {
  config?: Partial<Config>;
  auth?: Omit<NonNullable<BuildAppOptions['auth']>, 'now'>;
  logger?: BuildAppOptions['logger'];
  clock?: TestClock;
};

/** Budgets no test reaches by accident (budgets.test.ts sets its own): every test signs up from one client. */
const ROOMY_BUDGETS = { windowMs: 3600_000, perAddress: 1000, perClient: 100_000 };

export async function buildAuthApp(kind: TestDatabaseKind, options: AuthTestOptions = {}): Promise<AuthTestApp> {
  const database = await openTestDatabase(kind);
  const clock = options.clock ?? testClock();
  try {
    const app = await buildApp({
      config: testConfig(options.config),
      database,
      logger: options.logger ?? false,
      auth: { budgets: ROOMY_BUDGETS, ...options.auth, now: clock.now },
    });
    return {
      app,
      db: database.db,
      clock,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
