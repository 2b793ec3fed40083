/** The catalogue facts the smoke ledger says a meat with, and a store's share below which what is left shows. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_SMOKE_LOW_PERCENT } from '@/domain/kitchen/smoke-ledger';
import type { Database } from '@/server/db/client';
import { countries, items, locationItems, locations } from '@/server/db/schema';

export type MeatRow = { id: number; title: string; translations: typeof items.$inferSelect.translations; unit: string };

export async function meatsOf(db: Database, itemIds: readonly number[]): Promise<Map<number, MeatRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, title: items.title, translations: items.translations, unit: items.unit })
    .from(items)
    .where(inArray(items.id, [...itemIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What the menu's facts need of a store: its clock, its market and its share (percent) below which what is left shows. */
export type SmokeStoreFacts = { id: number; timeZone: string; countryCode: string; lowPercent: number };

export async function smokeStoreOf(db: Database, locationId: number): Promise<SmokeStoreFacts | undefined> {
  const [row] = await db
    .select({ id: locations.id, timeZone: locations.timeZone, countryCode: countries.code, lowPercent: locations.smokeLowPercent })
    .from(locations)
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(eq(locations.id, locationId));
  return row ? { ...row, lowPercent: row.lowPercent ?? DEFAULT_SMOKE_LOW_PERCENT } : undefined;
}

export async function setLowPercent(tx: Database, locationId: number, percent: number): Promise<void> {
  await tx.update(locations).set({ smokeLowPercent: percent }).where(eq(locations.id, locationId));
}

export type StoreMeatRow = MeatRow;

/** The items the store sells (its assortment, not archived), by title; one when `itemId` is given. */
export async function storeMeats(db: Database, locationId: number, itemId?: number): Promise<StoreMeatRow[]> {
  return db
    .select({ id: items.id, title: items.title, translations: items.translations, unit: items.unit })
    .from(locationItems)
    .innerJoin(items, eq(items.id, locationItems.itemId))
    .where(and(eq(locationItems.locationId, locationId), eq(locationItems.available, true), isNull(items.archivedAt), ...(itemId === undefined ? [] : [eq(items.id, itemId)])))
    .orderBy(asc(items.title));
}
