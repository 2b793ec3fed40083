/**
 * The country_codes_upper_case migration on a database migrated up to the one before it: the
 * country codes stored in lower case come out in upper case, and lower case is refused from then on.
 * The rows are written in SQL of the schema of that time, so later schema changes leave them valid.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { MIGRATIONS_FOLDER, type Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { adminQuery, testDatabases, type TestDatabaseKind } from '@/server/test/databases';

const MIGRATION = '0009_country_codes_upper_case';

/** A copy of the migrations whose journal stops just before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'hickory-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`Migration ${tag} is not in the journal`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

type EmptyDatabase = { db: Database; migrate(folder: string): Promise<void>; close(): Promise<void> };

async function openEmpty(kind: TestDatabaseKind): Promise<EmptyDatabase> {
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

/** Countries and orders as they could be stored before the migration: codes in either case. */
async function insertMixedCaseRows(db: Database): Promise<void> {
  await db.execute(sql`insert into brands (id, folder_path, meta_title, title, short_title, web_url, config)
    values (4, 'brand-4', 'Brand 4', 'Brand 4', 'B4', 'https://brand-4.example', '{}'::jsonb)`);
  await db.execute(sql`insert into countries (id, code, label, currency, online_ordering, locales) values
    (1, 'us', 'United States', 'USD', true, '["en-us"]'::jsonb),
    (2, 'Ca', 'Canada', 'CAD', true, '["en-ca", "fr-ca"]'::jsonb),
    (4, 'JP', '日本', 'JPY', false, '["ja-jp", "en-jp"]'::jsonb)`);
  await db.execute(sql`insert into states (id, country_id, label, name, slug) values (1, 2, 'ON', 'Ontario', 'ontario')`);
  await db.execute(sql`insert into cities (id, state_id, name, slug) values (1, 1, 'Toronto', 'toronto')`);
  await db.execute(sql`insert into locations (id, brand_id, country_id, state_id, city_id, slug, title, phone, address, zip,
      latitude, longitude, time_zone, tax_rate, online_ordering)
    values (1, 4, 2, 1, 1, 'queen-st', 'Queen St', '(416) 555-0100', '1 Queen St', 'M5H 2N2', 43.65, -79.38, 'America/Toronto', 0.13, true)`);
  await db.execute(sql`insert into orders (id, brand_id, country_code, currency, location_id, category_id, handoff_id, access_token_hash) values
    ('00000000-0000-4000-8000-000000000001', 4, 'ca', 'CAD', 1, 1, 1, ${'a'.repeat(64)}),
    ('00000000-0000-4000-8000-000000000002', 4, 'CA', 'CAD', 1, 1, 1, ${'b'.repeat(64)}),
    ('00000000-0000-4000-8000-000000000003', 4, 'cA', 'CAD', 1, 1, 1, ${'c'.repeat(64)})`);
}

describe.each(testDatabases())(`migration ${MIGRATION} on %s`, (kind) => {
  let database: EmptyDatabase;
  let before: string;

  beforeAll(async () => {
    before = migrationsBefore(MIGRATION);
    database = await openEmpty(kind);
    await database.migrate(before);
    await insertMixedCaseRows(database.db);
    await database.migrate(MIGRATIONS_FOLDER);
  });

  afterAll(async () => {
    await database?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it('upper-cases every stored country code', async () => {
    const { db } = database;
    const countries = await db.select({ id: schema.countries.id, code: schema.countries.code }).from(schema.countries).orderBy(asc(schema.countries.id));
    expect(countries).toEqual([
      { id: 1, code: 'US' },
      { id: 2, code: 'CA' },
      { id: 4, code: 'JP' },
    ]);
    const orders = await db.select({ code: schema.orders.countryCode }).from(schema.orders).orderBy(asc(schema.orders.id));
    expect(orders.map((order) => order.code)).toEqual(['CA', 'CA', 'CA']);
  });

  it.each([
    ['a lower-case country', sql`insert into countries (id, code, label, currency, online_ordering, locales) values (10, 'zz', 'Z', 'USD', true, '[]'::jsonb)`, 'countries_code_upper_case'],
    ['a lower-case order country', sql`update orders set country_code = 'ca'`, 'orders_country_code_upper_case'],
    ['a country code with a digit', sql`update countries set code = '1A' where id = 4`, 'countries_code_upper_case'],
  ])('refuses %s', async (_case, statement, constraint) => {
    const failure = await database.db.execute(statement).then(
      () => null,
      (error: Error) => error,
    );
    // drizzle wraps the driver's error, which names the constraint.
    expect(String((failure?.cause as Error | undefined)?.message)).toContain(constraint);
  });
});
