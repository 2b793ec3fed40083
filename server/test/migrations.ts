/**
 * For tests of one migration: a copy of the migrations that stops just before it, and an empty
 * database (PGlite, or a fresh PostgreSQL database) to migrate up to there, then through it.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { MIGRATIONS_FOLDER, type Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { adminQuery, type TestDatabaseKind } from './databases';

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
