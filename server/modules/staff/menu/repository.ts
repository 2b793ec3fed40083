/** The Menu availability screen's rows: a store's items by menu and section, and the writes of a sold-out mark, serving times and the holiday flag. */
import { and, asc, eq } from 'drizzle-orm';
import type { WireDaypart } from '@/domain/wire/staff-menu';
import type { Database } from '@/server/db/client';
import { itemDayparts, items, locationItems, locationItemSoldOut, locationMenus, menus, sectionItems, sections } from '@/server/db/schema';

/** Every item the store has in its assortment, once per section listing it, in menu, section and item order. */
export async function storeMenuRows(db: Database, storeId: number) {
  return db
    .select({
      menuTitle: menus.title,
      menuTranslations: menus.translations,
      sectionId: sections.id,
      sectionTitle: sections.title,
      sectionTranslations: sections.translations,
      itemId: items.id,
      itemTitle: items.title,
      itemTranslations: items.translations,
    })
    .from(locationMenus)
    .innerJoin(menus, eq(menus.id, locationMenus.menuId))
    .innerJoin(sections, eq(sections.menuId, menus.id))
    .innerJoin(sectionItems, eq(sectionItems.sectionId, sections.id))
    .innerJoin(items, eq(items.id, sectionItems.itemId))
    .innerJoin(locationItems, and(eq(locationItems.itemId, items.id), eq(locationItems.locationId, storeId)))
    .where(eq(locationMenus.locationId, storeId))
    .orderBy(asc(menus.sortOrder), asc(menus.id), asc(sections.sortOrder), asc(sections.id), asc(sectionItems.sortOrder), asc(items.id));
}

export type StoreMenuRow = Awaited<ReturnType<typeof storeMenuRows>>[number];

/** The item's title and translations when the store has it in its assortment. */
export async function storeItem(db: Database, storeId: number, itemId: number) {
  const [row] = await db
    .select({ id: items.id, title: items.title, translations: items.translations })
    .from(items)
    .innerJoin(locationItems, and(eq(locationItems.itemId, items.id), eq(locationItems.locationId, storeId)))
    .where(eq(items.id, itemId))
    .limit(1);
  return row;
}

/** Marks the item sold out at the store until `until`, or (null) takes the mark away. */
export async function setSoldOut(tx: Database, mark: { storeId: number; itemId: number; until: Date | null; staffId: number; at: Date }): Promise<void> {
  const where = and(eq(locationItemSoldOut.locationId, mark.storeId), eq(locationItemSoldOut.itemId, mark.itemId));
  if (mark.until === null) {
    await tx.delete(locationItemSoldOut).where(where);
    return;
  }
  await tx
    .insert(locationItemSoldOut)
    .values({ locationId: mark.storeId, itemId: mark.itemId, until: mark.until, markedBy: mark.staffId, markedAt: mark.at })
    .onConflictDoUpdate({ target: [locationItemSoldOut.locationId, locationItemSoldOut.itemId], set: { until: mark.until, markedBy: mark.staffId, markedAt: mark.at } });
}

/** Replaces the item's serving times and sets its holiday flag. */
export async function setServing(tx: Database, itemId: number, serving: { dayparts: readonly WireDaypart[]; holidayOnly: boolean }): Promise<void> {
  await tx.delete(itemDayparts).where(eq(itemDayparts.itemId, itemId));
  if (serving.dayparts.length > 0) await tx.insert(itemDayparts).values(serving.dayparts.map((part) => ({ itemId, starts: part.starts, ends: part.ends })));
  await tx.update(items).set({ isHoliday: serving.holidayOnly }).where(eq(items.id, itemId));
}
