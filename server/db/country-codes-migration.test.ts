/**
 * The country_codes_upper_case migration on a database migrated up to the one before it: the
 * country codes stored in lower case come out in upper case, and lower case is refused from then on.
 * The rows are written in SQL of the schema of that time, so later schema changes leave them valid.
 */
import { asc, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { testDatabases } from '@/server/test/databases';
import { migratedOver } from '@/server/test/migrations';

const MIGRATION = '0009_country_codes_upper_case';

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
  const database = migratedOver(kind, MIGRATION, insertMixedCaseRows);

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
