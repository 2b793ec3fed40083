/**
 * Real databases for API tests. PGlite always: each test file starts from a migrated template
 * (made once per machine and migration set, kept in the OS temp dir) instead of a 5 s initdb.
 * PostgreSQL too when TEST_DATABASE_URL is set: each test file gets a fresh database, a copy of a
 * migrated template database (made once per server and migration set), dropped after.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type DatabaseConnection } from '@/server/db/client';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The databases every API suite runs on: `describe.each(testDatabases())`. */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseConnection> {
  if (kind === 'pglite') return openPglite({ loadDataDir: await pgliteTemplate() });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  return openFreshPostgres(serverUrl);
}

/** The migrated template as a tarball Blob, created on first use. */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `hickory-pglite-template-${migrationsDigest()}.tar`);
  if (!existsSync(file)) await writeTemplate(file);
  return new Blob([readFileSync(file)]);
}

function migrationsDigest(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  for (const name of readdirSync(MIGRATIONS_FOLDER).filter((entry) => entry.endsWith('.sql')).sort()) {
    hash.update(name).update(readFileSync(path.join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Two workers may race here: each writes its own temp file and renames it into place atomically. */
async function writeTemplate(file: string): Promise<void> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, new Uint8Array(await dump.arrayBuffer()));
    renameSync(temp, file);
  } finally {
    await client.close();
  }
}

async function openFreshPostgres(serverUrl: string): Promise<DatabaseConnection> {
  const name = `hickory_test_${randomBytes(6).toString('hex')}`;
  await copyTemplate(serverUrl, name);
  try {
    const database = await openPostgres(databaseUrl(serverUrl, name));
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  } catch (error) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
}

/**
 * Copies the template into a new database. A run with another migration set on the same server
 * drops this set's template as stale; it is then made again, once.
 */
async function copyTemplate(serverUrl: string, name: string): Promise<void> {
  const copy = async () => adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(serverUrl)}`);
  try {
    await copy();
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_CATALOG_NAME) throw error;
    await copy();
  }
}

/** PostgreSQL's error code for a database that does not exist. */
const INVALID_CATALOG_NAME = '3D000';

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_PREFIX = 'hickory_template_';
/** Any number: the key of the advisory lock under which one worker makes the template. */
const TEMPLATE_LOCK = 7_404_211;

/**
 * The migrated template database of this migration set, made on first use. Copying it is a file
 * copy on the server, where migrating a fresh database replays every migration. Workers take turns
 * through an advisory lock; a template is built under another name and renamed into place, and
 * templates of other migration sets are dropped.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${migrationsDigest()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount === 1;
    if (await exists()) return template;
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists()) return template;
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openPostgres(databaseUrl(serverUrl, building));
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      const stale = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2', [`${TEMPLATE_PREFIX}%`, template]);
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      return template;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  } finally {
    await admin.end();
  }
}

/** Runs one statement on the PostgreSQL server's maintenance connection (CREATE or DROP DATABASE). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
