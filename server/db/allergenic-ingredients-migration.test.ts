/**
 * Migration 0057: a database seeded before the recipes named their meats, pecans and anchovy gains
 * them where a row still holds the seed's first list, and keeps a kitchen's own change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { MAIN_BRAND_ID } from '@/server/seed/data/brands';
import { testDatabases } from '@/server/test/databases';
import { seededDemoDatabase } from '@/server/test/migrations';

const MIGRATION = readFileSync(path.join(__dirname, 'migrations', '0057_allergenic_ingredients_named.sql'), 'utf8');

describe.each(testDatabases())('0057_allergenic_ingredients_named on %s', (kind) => {
  const database = seededDemoDatabase(kind);

  const itemAllergens = async (slug: string) =>
    (await database.db.select({ allergens: t.items.allergens }).from(t.items).where(and(eq(t.items.brandId, MAIN_BRAND_ID), eq(t.items.slug, slug))))[0]?.allergens;

  const setItem = (slug: string, allergens: string[]) =>
    database.db.execute(sql`UPDATE items SET allergens = ${JSON.stringify(allergens)}::jsonb WHERE brand_id = ${MAIN_BRAND_ID} AND slug = ${slug}`);

  it('names the ingredients of rows as first seeded, and leaves a kitchen’s change', async () => {
    await setItem('pulled-pork-lb', []);
    await setItem('pecan-pie-slice', ['eggs', 'wheat', 'tree-nuts', 'milk']);
    await setItem('beef-brisket-lb', ['sesame']);
    await database.db.execute(sql`UPDATE options SET allergens = '["soy","fish"]'::jsonb WHERE title = 'Original Barbecue Sauce'`);
    for (const statement of MIGRATION.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));

    expect(await itemAllergens('pulled-pork-lb')).toEqual(['pork']);
    expect(await itemAllergens('pecan-pie-slice')).toEqual(['eggs', 'wheat', 'pecan', 'milk']);
    expect(await itemAllergens('beef-brisket-lb')).toEqual(['sesame']);
    const sauces = await database.db.select({ allergens: t.options.allergens }).from(t.options).where(eq(t.options.title, 'Original Barbecue Sauce'));
    expect(sauces.length).toBeGreaterThan(0);
    expect(sauces.every((row) => JSON.stringify(row.allergens) === '["soy","anchovy"]')).toBe(true);
  });
});
