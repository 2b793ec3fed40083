/**
 * For tests of one migration: a copy of the migrations that stops just before it, and an empty
 * database (PGlite, or a fresh PostgreSQL database) to migrate up to there, then through it.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { MIGRATIONS_FOLDER, type Database, type DatabaseConnection } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { seedDemoChain } from '@/server/seed';
import { adminQuery, openTestDatabase, type TestDatabaseKind } from './databases';

/**
 * The demo chain on a migrated test database for the describe block that calls this (opened before
 * its tests, closed after them): a data migration's test sets rows back as an older seed left them
 * and runs the migration over them.
 */
export function seededDemoDatabase(kind: TestDatabaseKind): { readonly db: Database } {
  let connection: DatabaseConnection | undefined;
  beforeAll(async () => {
    connection = await openTestDatabase(kind);
    await seedDemoChain(connection.db);
  }, 60_000);
  afterAll(() => connection?.close());
  return {
    get db() {
      if (!connection) throw new Error('The seeded database opens before the tests of its describe block');
      return connection.db;
    },
  };
}

/** The SQL of the migration whose file name ends with `suffix` ('_metric_menu_texts.sql'). */
export function migrationSql(suffix: string): string {
  const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith(suffix));
  if (!file) throw new Error(`No migration ends with ${suffix}`);
  return readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
}

/** Runs a migration's SQL again on a database already migrated (a data migration over rows set up as they were). */
export async function runMigrationSql(db: Database, text: string): Promise<void> {
  for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

/** A copy of the migrations whose journal stops just before `tag`. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'hickory-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`Migration ${tag} is not in the journal`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

/**
 * For the describe block that calls this: an empty database migrated up to just before `tag`,
 * given `rowsBefore` (written in SQL of that time's schema, so later schema changes leave them
 * valid), then migrated through `tag` and the rest (opened before its tests, closed after them).
 */
export function migratedOver(kind: TestDatabaseKind, tag: string, rowsBefore: (db: Database) => Promise<void>): { readonly db: Database } {
  let database: EmptyDatabase | undefined;
  let before: string | undefined;
  beforeAll(async () => {
    before = migrationsBefore(tag);
    database = await openEmpty(kind);
    await database.migrate(before);
    await rowsBefore(database.db);
    await database.migrate(MIGRATIONS_FOLDER);
  });
  afterAll(async () => {
    await database?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });
  return {
    get db() {
      if (!database) throw new Error('The migrated database opens before the tests of its describe block');
      return database.db;
    },
  };
}

export type EmptyDatabase = { db: Database; migrate(folder: string): Promise<void>; close(): Promise<void> };

export async function openEmpty(kind: TestDatabaseKind): Promise<EmptyDatabase> {
  if (kind === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client, schema });
    return { db, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `hickory_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
