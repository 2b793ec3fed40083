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
import { Client, Pool } from 'pg';
import type { Config } from '@/server/config';
import { acquireDirLock } from './lock';
import { pendingMigrations, pendingMigrationsRefusal } from './pending-migrations';
import { adoptDrizzleParsers } from './pglite-parsers';
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
  /** PostgreSQL only: the pool's connections (open, idle) and the queries waiting for one. */
  poolStats?(): PoolStats;
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

/**
 * Transactions open without drizzle's relational query builders: given the schema, drizzle
 * builds one per table (over a hundred) for every transaction, about 2 % of the API's CPU under
 * checkout load. Inside a transaction, query `tx` with select/insert/update/delete; `db.query`
 * (the relational API, used by tests) keeps working outside transactions.
 */
function withLeanTransactions<T extends Database>(db: T): T {
  (db as unknown as { session: { schema?: unknown } }).session.schema = undefined;
  return db;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

/**
 * Opens the database named by the config, migrated at open unless `migrateOnStart` is false; then
 * it must already be current (the migrate job ran), or this rejects naming what it lacks.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'pgliteDir'> & Partial<Pick<Config, 'migrateOnStart'>>): Promise<DatabaseConnection> {
  const migrate = config.migrateOnStart ?? true;
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { migrate });
  return openPglite({ dataDir: config.pgliteDir, migrate });
}

/** Rejects when the database lacks a migration (for instances that do not migrate). */
async function requireCurrentSchema(db: Database): Promise<void> {
  const refusal = pendingMigrationsRefusal(await pendingMigrations(db, MIGRATIONS_FOLDER));
  if (refusal) throw new Error(refusal);
}

export type PgliteOptions = {
  /** A directory on disk, locked while open. Without it the database lives in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (a migrated template in tests). */
  loadDataDir?: Blob;
  /** Apply pending migrations (default); false: reject a database that lacks one. */
  migrate?: boolean;
};

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseConnection> {
  const { dataDir, loadDataDir, migrate = true } = options;
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lock = dataDir ? acquireDirLock(dataDir) : null;
  let client: PGlite | null = null;
  try {
    client = new PGlite({ dataDir, loadDataDir });
    await client.waitReady;
    const db = withLeanTransactions(drizzlePglite({ client: adoptDrizzleParsers(client), schema }));
    if (migrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    else await requireCurrentSchema(db);
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

/** Connections each API instance may hold: instances × POOL_MAX must stay under the server's max_connections. */
export const POOL_MAX = 10;

export async function openPostgres(url: string, { migrate = true }: { migrate?: boolean } = {}): Promise<DatabaseConnection> {
  if (migrate) await migrateWithoutTimeouts(url);
  // Every connection waits for a lock, a statement or a free connection only so long (./timeouts.ts).
  const pool = new Pool({ connectionString: url, max: POOL_MAX, ...POOL_TIMEOUTS });
  // An idle pooled connection can be ended by the server (restart, failover, admin command).
  // pg reports that on the pool; unhandled, it would crash the process. The pool replaces it.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  const db = withLeanTransactions(drizzlePostgres({ client: pool, schema }));
  if (!migrate) {
    try {
      await requireCurrentSchema(db);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
  };
}

/** The two keys of the session advisory lock migrations run under ('MIG'), apart from any other lock. */
const MIGRATION_LOCK = [0x4d4947, 1] as const;

/**
 * Applies pending migrations on a connection of their own, free of the pool's timeouts, holding a
 * session advisory lock: instances (or migrate jobs) starting together take turns, and each after
 * the first finds nothing left to apply.
 */
async function migrateWithoutTimeouts(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Ending the session releases its lock.
    await client.end().catch(() => undefined);
  }
}
