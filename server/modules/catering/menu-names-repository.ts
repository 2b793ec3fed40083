/**
 * The menu's names of the items a quote request lists, with their translations, so a request
 * written in one language reads in the page's. A request keeps its own (English) titles; an
 * option is found among its item's options by that title.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { items, optionGroups, options, type Translations } from '@/server/db/schema';

/** `unit`: how the item is sold ('lb' for what a market sells by its weight). */
export type ItemNames = { translations: Translations; unit: string; options: Map<string, Translations> };
export type MenuNames = Map<number, ItemNames>;

/** The menu items an estimate lists (its typed lines have none). */
export function menuItemIdsOf(estimate: { lines: readonly { itemId: number | null }[] } | null | undefined): number[] {
  return (estimate?.lines ?? []).flatMap((line) => (line.itemId === null ? [] : [line.itemId]));
}

export async function menuNamesOf(db: Database, itemIds: readonly number[]): Promise<MenuNames> {
  const ids = [...new Set(itemIds)];
  const names: MenuNames = new Map();
  if (ids.length === 0) return names;
  const itemRows = await db.select({ id: items.id, translations: items.translations, unit: items.unit }).from(items).where(inArray(items.id, ids));
  for (const row of itemRows) names.set(row.id, { translations: row.translations, unit: row.unit, options: new Map() });
  const optionRows = await db
    .select({ itemId: optionGroups.itemId, title: options.title, translations: options.translations })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .where(inArray(optionGroups.itemId, ids));
  for (const row of optionRows) {
    const item = names.get(row.itemId);
    if (item && !item.options.has(row.title)) item.options.set(row.title, row.translations);
  }
  return names;
}
