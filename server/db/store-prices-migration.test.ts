/**
 * The store_prices_follow_base migration on a database migrated up to the one before it: a store
 * price equal to its item's base price becomes no price of its own (the store follows the base
 * price), a different one stays. The rows are written in SQL of the schema of that time.
 */
import { asc, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { testDatabases } from '@/server/test/databases';
import { migratedOver } from '@/server/test/migrations';

const MIGRATION = '0049_store_prices_follow_base';

/** A store selling three items: one at a price equal to the base, one at its own price, one without a price. */
async function insertStorePrices(db: Database): Promise<void> {
  await db.execute(sql`insert into brands (id, folder_path, meta_title, title, short_title, web_url, config)
    values (4, 'brand-4', 'Brand 4', 'Brand 4', 'B4', 'https://brand-4.example', '{}'::jsonb)`);
  await db.execute(sql`insert into countries (id, code, label, currency, online_ordering, locales) values (1, 'US', 'United States', 'USD', true, '["en-us"]'::jsonb)`);
  await db.execute(sql`insert into states (id, country_id, label, name, slug) values (1, 1, 'TX', 'Texas', 'texas')`);
  await db.execute(sql`insert into cities (id, state_id, name, slug) values (1, 1, 'Dallas', 'dallas')`);
  await db.execute(sql`insert into locations (id, brand_id, country_id, state_id, city_id, slug, title, phone, address, zip,
      latitude, longitude, time_zone, tax_rate, online_ordering)
    values (1, 4, 1, 1, 1, 'lower-greenville', 'Lower Greenville', '(214) 555-0101', '1918 Greenville Ave', '75206', 32.81, -96.77, 'America/Chicago', 0.0825, true)`);
  await db.execute(sql`insert into items (id, brand_id, slug, title, base_price) values (1, 4, 'brisket', 'Brisket', 15.99), (2, 4, 'ribs', 'Ribs', 19.99), (3, 4, 'tea', 'Tea', 2.49)`);
  await db.execute(sql`insert into location_items (location_id, item_id, price) values (1, 1, 15.99), (1, 2, 21.49), (1, 3, null)`);
}

describe.each(testDatabases())(`migration ${MIGRATION} on %s`, (kind) => {
  const database = migratedOver(kind, MIGRATION, insertStorePrices);

  it('keeps a store price only where it differs from the base price', async () => {
    const rows = await database.db
      .select({ itemId: schema.locationItems.itemId, price: schema.locationItems.price })
      .from(schema.locationItems)
      .orderBy(asc(schema.locationItems.itemId));
    expect(rows).toEqual([
      { itemId: 1, price: null },
      { itemId: 2, price: '21.49' },
      { itemId: 3, price: null },
    ]);
  });
});
