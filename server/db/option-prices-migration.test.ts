/**
 * The migration that prices options per store outside the US: on a database seeded before store
 * option prices existed, it writes the same store prices the seed now writes (the brisket
 * upgrade ￥150 at Umeda, MX$20 at San Pedro), leaves the US alone and keeps a store price set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { testDatabases } from '@/server/test/databases';
import { seededDemoDatabase } from '@/server/test/migrations';

const folder = path.join(__dirname, 'migrations');
const MIGRATION = readFileSync(path.join(folder, readdirSync(folder).find((file) => file.endsWith('_store_option_prices_by_country.sql'))!), 'utf8');

describe.each(testDatabases())('the store-option-prices-by-country migration on %s', (kind) => {
  const database = seededDemoDatabase(kind);

  const storePrices = async () =>
    (await database.db.select().from(t.locationOptions)).map((row) => `${row.locationId}/${row.optionId}/${row.priceDelta}`).sort();

  it('writes the store option prices the seed writes, and keeps one already set', async () => {
    const seeded = await storePrices();
    expect(seeded.length).toBeGreaterThan(0);
    const [kept] = await database.db.select().from(t.locationOptions).limit(1);
    await database.db.delete(t.locationOptions).where(sql`not (${t.locationOptions.locationId} = ${kept!.locationId} and ${t.locationOptions.optionId} = ${kept!.optionId})`);
    await database.db.update(t.locationOptions).set({ priceDelta: '999.00' }).where(eq(t.locationOptions.optionId, kept!.optionId));
    for (const statement of MIGRATION.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));

    const migrated = await storePrices();
    const keptKey = `${kept!.locationId}/${kept!.optionId}/`;
    expect(migrated.filter((key) => !key.startsWith(keptKey))).toEqual(seeded.filter((key) => !key.startsWith(keptKey)));
    expect(migrated.filter((key) => key.startsWith(keptKey))).toEqual([`${keptKey}999.00`]);
  });
});
