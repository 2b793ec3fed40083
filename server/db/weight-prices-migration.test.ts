/**
 * The migration that prices what is sold by weight for the market's weight: a store outside the
 * US that stored a price per pound now holds its price per 100 g (Canada, Japan) or per kilogram
 * (the others), rounded to the market's step; US stores and stores at the base price are left.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { MAIN_BRAND_ID } from '@/server/seed/data/brands';
import { testDatabases } from '@/server/test/databases';
import { seededDemoDatabase } from '@/server/test/migrations';

const folder = path.join(__dirname, 'migrations');
const MIGRATION = readFileSync(path.join(folder, readdirSync(folder).find((file) => file.endsWith('_weights_in_market_units.sql'))!), 'utf8');

describe.each(testDatabases())('the weights-in-market-units migration on %s', (kind) => {
  const database = seededDemoDatabase(kind);

  const store = async (slug: string) => (await database.db.select({ id: t.locations.id }).from(t.locations).where(eq(t.locations.slug, slug)))[0]!.id;
  const item = async (slug: string) =>
    (await database.db.select({ id: t.items.id }).from(t.items).where(and(eq(t.items.brandId, MAIN_BRAND_ID), eq(t.items.slug, slug))))[0]!.id;
  const priceAt = async (storeSlug: string, itemSlug: string) => {
    const [row] = await database.db
      .select({ price: t.locationItems.price })
      .from(t.locationItems)
      .where(and(eq(t.locationItems.locationId, await store(storeSlug)), eq(t.locationItems.itemId, await item(itemSlug))));
    return row?.price ?? null;
  };
  const setPrice = async (storeSlug: string, itemSlug: string, price: string | null) =>
    database.db
      .update(t.locationItems)
      .set({ price })
      .where(and(eq(t.locationItems.locationId, await store(storeSlug)), eq(t.locationItems.itemId, await item(itemSlug))));

  it('moves stored prices per pound to the market’s weight, and leaves the US, the base price and what is not weighed', async () => {
    await setPrice('osaka-umeda', 'beef-brisket-lb', '3450.00');
    await setPrice('sao-paulo-pinheiros', 'beef-brisket-lb', '126.40');
    await setPrice('tokyo-shibuya', 'pulled-pork-lb', null);
    await setPrice('osaka-umeda', 'mac-and-cheese', '690.00');
    const usBefore = await priceAt('dallas-oak-lawn', 'beef-brisket-lb');
    for (const statement of MIGRATION.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));

    expect(await priceAt('osaka-umeda', 'beef-brisket-lb')).toBe('760.00'); // ¥3,450 a pound: ¥760 per 100 g
    expect(await priceAt('sao-paulo-pinheiros', 'beef-brisket-lb')).toBe('278.70'); // R$126.40 a pound: R$278.70 a kilo
    expect(await priceAt('tokyo-shibuya', 'pulled-pork-lb')).toBeNull();
    expect(await priceAt('osaka-umeda', 'mac-and-cheese')).toBe('690.00');
    expect(await priceAt('dallas-oak-lawn', 'beef-brisket-lb')).toBe(usBefore);
  });
});
