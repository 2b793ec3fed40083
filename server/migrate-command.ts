/**
 * `npm run db:migrate` (compiled: `node dist/api/index.js migrate`): applies the pending
 * migrations and loads what a start loads into an empty database (server/seed/on-start.ts), then
 * exits. Run it once per release before instances started with MIGRATE_ON_START=false, as the
 * compose file's migrate service and the Kubernetes migrate Job do, so N replicas never migrate or
 * seed at the same time; two commands started together take turns (server/db/start-lock.ts).
 * Exits 1, saying why, when the config or the database refuses.
 */
import { realClock } from './clock';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { withStartLock } from './db/start-lock';
import { loadStartData } from './seed/on-start';

type Log = (line: string) => void;

/** The database's own words (a failed query's cause), on one line, without the query. */
function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.split('\n')[0]!.slice(0, 300);
}

async function migrateAndLoad(config: Config, log: Log): Promise<void> {
  // This command is the one place that migrates when instances do not.
  const database = await openDatabase({ ...config, migrateOnStart: true });
  try {
    const data = await loadStartData(database.db, { demoMode: config.demoMode, demoStaffPassword: config.demoStaffPassword, demoStaffTotpSecret: config.demoStaffTotpSecret, now: realClock() });
    const loaded = data.loaded === 'demo-chain' ? 'the demo chain' : data.loaded === 'reference' ? 'the reference data' : 'nothing new';
    log(`Migrated the ${database.kind} database; loaded ${loaded}${data.content ? ' and content/' : ''}.`);
    for (const account of data.demoStaff) log(`demo staff account ${account.email}: one-time password ${account.password}`);
  } finally {
    await database.close();
  }
}

/** Migrates and loads the start data; resolves the process exit code. */
export async function runMigrateCommand(env: Record<string, string | undefined> = process.env, log: Log = console.log, fail: Log = console.error): Promise<number> {
  try {
    const config = loadConfig(env);
    await withStartLock(config.databaseUrl, () => migrateAndLoad(config, log));
    return 0;
  } catch (error) {
    fail(`Could not migrate the database: ${reason(error)}`);
    return 1;
  }
}
