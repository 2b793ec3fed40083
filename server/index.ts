/**
 * Starts the ordering API: config, database (migrated at open), the demo chain on first run,
 * then listen. SIGINT/SIGTERM close the server and the database, releasing the PGlite lock.
 */
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database, type DatabaseConnection } from './db/client';
import { brands } from './db/schema';
import { seedDemoChain } from './seed';
import { loadContent } from './seed/load-content';

async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ brands: count() }).from(brands);
  if ((row?.brands ?? 0) > 0) return false;
  await seedDemoChain(db);
  return true;
}

async function main(): Promise<void> {
  const config = loadConfig();
  let database: DatabaseConnection;
  try {
    database = await openDatabase(config);
  } catch (error) {
    console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return;
  }
  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    if (await seedIfEmpty(database.db)) app.log.info('loaded the demo chain into the empty database');
    else app.log.info({ content: await loadContent(database.db) }, 'refreshed the content tables from content/');
    await app.listen({ port: config.apiPort, host: config.apiHost });
    app.log.info({ database: database.kind }, 'ordering API ready');
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start the ordering API');
    process.exitCode = 1;
    await shutdown('startup failure');
  }
}

void main();
