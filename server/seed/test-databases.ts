/**
 * Throwaway databases for the seed tests: an in-memory PGlite, and a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close). Both migrated.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import * as schema from '@/server/db/schema';
import type { SeedDb } from './types';

const migrationsFolder = path.resolve(__dirname, '../db/migrations');

export type TestDatabase = { db: SeedDb; close(): Promise<void> };

/**
 * PGlite reads its wasm and file-system bundle with dynamic `import()` unless it is handed
 * them. Loading them here keeps that rejection path (which Jest's CommonJS sandbox hits
 * unless jest.config transforms @electric-sql/pglite) out of the way, and is no slower.
 */
async function createPglite(): Promise<PGlite> {
  const dist = path.dirname(require.resolve('@electric-sql/pglite'));
  const read = async (file: string) => new Uint8Array(await readFile(path.join(dist, file)));
  return PGlite.create({
    pgliteWasmModule: await WebAssembly.compile(await read('pglite.wasm')),
    initdbWasmModule: await WebAssembly.compile(await read('initdb.wasm')),
    fsBundle: new Blob([await read('pglite.data')]),
  });
}

export async function openPglite(): Promise<TestDatabase> {
  const client = await createPglite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
}

export async function openPostgres(serverUrl: string): Promise<TestDatabase> {
  const name = `hickory_seed_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  const close = async () => {
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  };
  const db = drizzlePg(pool, { schema });
  try {
    await migratePg(db, { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close };
}
