/**
 * Allergens and nutrition of items and options (content/menus/allergens.ts). Only rows that have
 * none yet (sodium not set) are filled, so a database seeded before these columns existed gains
 * them and a kitchen's later correction is left as it is.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { itemAllergenFacts, itemContainsLactose, optionAllergenFacts, type AllergenFacts } from '@/content/menus/allergens';
import { items, optionGroups, options } from '@/server/db/schema';
import { MAIN_BRAND_ID } from './data/brands';
import type { SeedDb } from './types';

/** Rows sharing the same facts are updated together, one statement per distinct value. */
function byFacts<T, F extends AllergenFacts>(rows: readonly T[], factsOf: (row: T) => F | undefined, idOfRow: (row: T) => number) {
  const groups = new Map<string, { facts: F; ids: number[] }>();
  for (const row of rows) {
    const facts = factsOf(row);
    if (!facts) continue;
    const key = JSON.stringify(facts);
    const group = groups.get(key) ?? { facts, ids: [] };
    group.ids.push(idOfRow(row));
    groups.set(key, group);
  }
  return [...groups.values()];
}

export async function loadAllergens(tx: SeedDb): Promise<void> {
  const itemRows = await tx
    .select({ id: items.id, slug: items.slug })
    .from(items)
    .where(and(eq(items.brandId, MAIN_BRAND_ID), isNull(items.sodiumMg)));
  const itemFacts = (slug: string) => {
    const facts = itemAllergenFacts(slug);
    return facts && { ...facts, containsLactose: itemContainsLactose(slug) };
  };
  for (const { facts, ids } of byFacts(itemRows, (row) => itemFacts(row.slug), (row) => row.id)) {
    await tx.update(items).set({ allergens: [...facts.allergens], containsLactose: facts.containsLactose, sodiumMg: facts.sodiumMg }).where(inArray(items.id, ids));
  }
  const optionRows = await tx
    .select({ id: options.id, title: options.title, groupTitle: optionGroups.title })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .innerJoin(items, eq(items.id, optionGroups.itemId))
    .where(and(eq(items.brandId, MAIN_BRAND_ID), isNull(options.sodiumMg)));
  for (const { facts, ids } of byFacts(optionRows, (row) => optionAllergenFacts(row.groupTitle, row.title), (row) => row.id)) {
    await tx
      .update(options)
      .set({ allergens: [...facts.allergens], calories: facts.calories ?? null, sodiumMg: facts.sodiumMg })
      .where(inArray(options.id, ids));
  }
}
