/**
 * Opens the database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
 * Both get the same drizzle-kit migrations at open, and the same `Database` type, so
 * repositories and the seed work on either.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import type { Config } from '@/server/config';
import { acquireDirLock } from './lock';
import { POOL_TIMEOUTS } from './timeouts';
import * as schema from './schema';

/** The drizzle database both drivers provide: what repositories and the seed receive. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseConnection = {
  db: Database;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Closes the connection (and releases the PGlite directory lock). */
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): Promise<DatabaseConnection> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite({ dataDir: config.pgliteDir });
}

export type PgliteOptions = {
  /** A directory on disk, locked while open. Without it the database lives in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (a migrated template in tests). */
  loadDataDir?: Blob;
};

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseConnection> {
  const { dataDir, loadDataDir } = options;
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lock = dataDir ? acquireDirLock(dataDir) : null;
  let client: PGlite | null = null;
  try {
    client = new PGlite({ dataDir, loadDataDir });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await opened.query('select 1');
      },
      close: async () => {
        try {
          if (!opened.closed) await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

export async function openPostgres(url: string): Promise<DatabaseConnection> {
  await migrateWithoutTimeouts(url);
  // Every connection waits for a lock, a statement or a free connection only so long (./timeouts.ts).
  const pool = new Pool({ connectionString: url, max: 10, ...POOL_TIMEOUTS });
  // An idle pooled connection can be ended by the server (restart, failover, admin command).
  // pg reports that on the pool; unhandled, it would crash the process. The pool replaces it.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  return {
    db: drizzlePostgres({ client: pool, schema }),
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Applies pending migrations on a connection of their own, free of the pool's timeouts. */
async function migrateWithoutTimeouts(url: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined);
  try {
    await migratePostgres(drizzlePostgres({ client: pool, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await pool.end().catch(() => undefined);
  }
}
