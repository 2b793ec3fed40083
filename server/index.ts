/**
 * Starts the ordering API: config, database (migrated at open), the demo chain on first run,
 * then listen. SIGINT/SIGTERM stop accepting, let requests in flight finish within
 * SHUTDOWN_TIMEOUT_MS, close the database (releasing the PGlite lock) and exit (see shutdown.ts).
 */
import { count } from 'drizzle-orm';
import { buildApp, type App } from './app';
import { demoConveniences, loadConfig, startupRefusal, type Config } from './config';
import { openDatabase, type Database, type DatabaseConnection } from './db/client';
import { brands } from './db/schema';
import { seedDemoChain } from './seed';
import { createDemoStaffIfNone, type DemoStaffAccount } from './modules/staff/demo-accounts';
import { loadContent } from './seed/load-content';
import { closeServerGracefully, createShutdown } from './shutdown';

async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ brands: count() }).from(brands);
  if ((row?.brands ?? 0) > 0) return false;
  await seedDemoChain(db);
  return true;
}

/** Says whether demo mode is on, why, and which conveniences that opens. */
function logDemoMode(app: App, config: Config): void {
  if (config.demoMode) {
    app.log.warn(
      { demoMode: true, reason: config.demoModeReason, conveniences: demoConveniences(config) },
      'demo mode is on: these conveniences let anyone past sign-in, so keep the API private or set DEMO_MODE=false',
    );
  } else {
    app.log.info({ demoMode: false, reason: config.demoModeReason }, 'demo mode is off: no outbox listing, no sandbox sign-in, no schema introspection');
  }
}

/**
 * Prints each demo staff account created on this start with its one-time password (demo mode
 * only; the password must be changed at first sign-in, so the printed one stops working then).
 */
function logDemoStaff(app: App, accounts: DemoStaffAccount[]): void {
  for (const account of accounts) {
    const where = account.store ? `store staff of ${account.store}` : 'brand admin';
    app.log.warn(`demo staff account ${account.email} (${where}): one-time password ${account.password} (change it at first sign-in on /staff/login)`);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const refusal = startupRefusal(config);
  if (refusal) {
    console.error(`The ordering API will not start: ${refusal}`);
    process.exitCode = 1;
    return;
  }
  let database: DatabaseConnection;
  try {
    database = await openDatabase(config);
  } catch (error) {
    console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return;
  }
  const app = await buildApp({ config, database });
  const shutdown = createShutdown({
    closeServer: () => closeServerGracefully(app),
    closeDatabase: () => database.close(),
    timeoutMs: config.shutdownTimeoutMs,
    log: app.log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    logDemoMode(app, config);
    if (await seedIfEmpty(database.db)) app.log.info('loaded the demo chain into the empty database');
    else app.log.info({ content: await loadContent(database.db) }, 'refreshed the content tables from content/');
    if (config.demoMode) logDemoStaff(app, await createDemoStaffIfNone(database.db, config.demoStaffPassword));
    await app.listen({ port: config.apiPort, host: config.apiHost });
    app.log.info({ database: database.kind, uploads: config.uploadsS3 ? 's3' : config.uploadsDir }, 'ordering API ready');
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start the ordering API');
    await shutdown('startup failure', 1);
  }
}

void main();
