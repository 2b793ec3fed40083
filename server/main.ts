/**
 * Runs the ordering API (server/index.ts starts tracing first when it is on): config (refused
 * when a production start lacks JWT_SECRET or PAYMENT_GATEWAY), database (migrated at open), the
 * reference data and content, in demo mode the demo chain on first run and the demo staff, then
 * listen. SIGINT/SIGTERM stop accepting, let requests in flight finish within
 * SHUTDOWN_TIMEOUT_MS, close the database (releasing the PGlite lock), send the last spans and exit
 * (see shutdown.ts).
 */
import { buildApp, type App } from './app';
import { realClock } from './clock';
import { demoConveniences, loadConfig, startupRefusal, type Config } from './config';
import { openDatabase, type DatabaseConnection } from './db/client';
import type { DemoStaffAccount } from './modules/staff';
import { loadStartData, type StartData } from './seed/on-start';
import { closeServerGracefully, createShutdown } from './shutdown';
import type { Tracing } from './telemetry/sdk';

/** Says whether demo mode is on, why, and which conveniences that opens. */
function logDemoMode(app: App, config: Config): void {
  if (config.demoMode) {
    app.log.warn(
      { demoMode: true, reason: config.demoModeReason, conveniences: demoConveniences(config) },
      'demo mode is on: these conveniences let anyone past sign-in, so keep the API private or set DEMO_MODE=false',
    );
  } else {
    app.log.info(
      { demoMode: false, reason: config.demoModeReason, paymentGateway: config.paymentGateway },
      'demo mode is off: no outbox listing, no sandbox sign-in, no demo clock, no demo chain or demo staff, no schema introspection',
    );
  }
}

/**
 * Prints each demo staff account created on this start with its one-time password (demo mode
 * only; the password must be changed at first sign-in, so the printed one stops working then).
 */
function logDemoStaff(app: App, accounts: DemoStaffAccount[]): void {
  for (const account of accounts) {
    const where = account.role === 'brand_admin' ? 'brand admin' : `${account.role === 'store_manager' ? 'store manager' : 'store staff'}${account.store ? ` of ${account.store}` : ''}`;
    app.log.warn(`demo staff account ${account.email} (${where}): one-time password ${account.password} (change it at first sign-in on /staff/login, within 24 hours)`);
  }
}

/** Says what this start loaded into the database. */
function logStartData(app: App, data: StartData): void {
  if (data.loaded === 'demo-chain') app.log.info('loaded the demo chain into the empty database');
  else if (data.loaded === 'reference') {
    app.log.info('loaded the reference data into the empty database (no stores, no staff: create the first admin with npm run staff:create-admin)');
  }
  if (data.content) app.log.info({ content: data.content }, 'loaded content/ into the empty content tables');
  logDemoStaff(app, data.demoStaff);
}

/** `tracing`: the started OpenTelemetry SDK, or null when tracing is off. */
export async function main(tracing: Tracing | null): Promise<void> {
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
  // With tracing on, each log line written within a request carries the request's trace id.
  const app = await buildApp({ config, database, logger: { level: config.logLevel, ...(tracing ? { mixin: tracing.logFields } : {}) } });
  const shutdown = createShutdown({
    closeServer: () => closeServerGracefully(app),
    // The last spans are sent once the requests in flight have finished.
    closeDatabase: async () => {
      await database.close();
      await tracing?.shutdown();
    },
    timeoutMs: config.shutdownTimeoutMs,
    log: app.log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    logDemoMode(app, config);
    logStartData(app, await loadStartData(database.db, { demoMode: config.demoMode, demoStaffPassword: config.demoStaffPassword, demoStaffTotpSecret: config.demoStaffTotpSecret, now: realClock() }));
    await app.listen({ port: config.apiPort, host: config.apiHost });
    app.log.info({ database: database.kind, uploads: config.uploadsS3 ? 's3' : config.uploadsDir }, 'ordering API ready');
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start the ordering API');
    await shutdown('startup failure', 1);
  }
}

