/** What decides whether a store's items can be ordered: the assortment flag, today's sold-out mark, the dayparts and the holiday flag. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ItemAvailability } from '@/domain/menu/availability';
import type { Database } from '@/server/db/client';
import { itemDayparts, items, locationItems, locationItemSoldOut } from '@/server/db/schema';

export type ItemAvailabilityRow = ItemAvailability & { id: number; title: string };

/** 'HH:MM:SS' (as Postgres writes a time) to 'HH:MM'. */
const hhmm = (value: string) => value.slice(0, 5);

/** The dayparts of `itemIds`, in start order, by item. */
export async function daypartsOf(db: Database, itemIds: readonly number[]): Promise<Map<number, { starts: string; ends: string }[]>> {
  const byItem = new Map<number, { starts: string; ends: string }[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({ itemId: itemDayparts.itemId, starts: itemDayparts.starts, ends: itemDayparts.ends })
    .from(itemDayparts)
    .where(inArray(itemDayparts.itemId, [...itemIds]))
    .orderBy(asc(itemDayparts.itemId), asc(itemDayparts.starts));
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), { starts: hhmm(row.starts), ends: hhmm(row.ends) }]);
  return byItem;
}

/** The sold-out marks of the store's items (passed ones included: the rule compares them with the handoff). */
export async function soldOutMarksOf(db: Database, locationId: number, itemIds?: readonly number[]): Promise<Map<number, Date>> {
  if (itemIds?.length === 0) return new Map();
  const rows = await db
    .select({ itemId: locationItemSoldOut.itemId, until: locationItemSoldOut.until })
    .from(locationItemSoldOut)
    .where(and(eq(locationItemSoldOut.locationId, locationId), itemIds ? inArray(locationItemSoldOut.itemId, [...itemIds]) : undefined));
  return new Map(rows.map((row) => [row.itemId, row.until]));
}

/** The availability facts of the store's items among `itemIds` (items it does not sell are left out). */
export async function availabilityOf(db: Database, locationId: number, itemIds: readonly number[]): Promise<ItemAvailabilityRow[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ id: items.id, title: items.title, sold: locationItems.available, holidayOnly: items.isHoliday })
    .from(items)
    .innerJoin(locationItems, and(eq(locationItems.itemId, items.id), eq(locationItems.locationId, locationId)))
    .where(inArray(items.id, [...itemIds]));
  const [dayparts, soldOut] = [await daypartsOf(db, itemIds), await soldOutMarksOf(db, locationId, itemIds)];
  return rows.map((row) => ({
    ...row,
    soldOutUntil: soldOut.get(row.id)?.toISOString() ?? null,
    dayparts: dayparts.get(row.id) ?? [],
  }));
}

/** For the menu read: each item's sold-out mark and serving times at the store, by item id. */
export async function availabilityFactsOf(db: Database, locationId: number, itemIds: readonly number[]) {
  const [dayparts, soldOut] = [await daypartsOf(db, itemIds), await soldOutMarksOf(db, locationId, itemIds)];
  return (itemId: number) => ({ soldOutUntil: soldOut.get(itemId)?.toISOString() ?? null, dayparts: dayparts.get(itemId) ?? [] });
}
