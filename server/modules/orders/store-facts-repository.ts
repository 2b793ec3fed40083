/**
 * The rows a checkout reads of its store on every request, read for the store facts cache
 * (./store-facts.ts): a store's cart-limit settings per category and the categories it has a menu
 * of, and the version of every row the cached facts are made of.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { readVersion, rowsVersion } from '@/server/db/row-versions';
import {
  brandQuietSlotSettings,
  brands,
  cities,
  countries,
  locationCategorySettings,
  locationHandoffs,
  locationHours,
  locationHoursExceptions,
  locationMenus,
  locations,
  menus,
  states,
} from '@/server/db/schema';

export type CategorySettingsRow = typeof locationCategorySettings.$inferSelect;

/** The store's cart-limit and radius settings, one row per category that has any. */
export function categorySettingsOfStore(db: Database, locationId: number): Promise<CategorySettingsRow[]> {
  return db.select().from(locationCategorySettings).where(eq(locationCategorySettings.locationId, locationId));
}

/** The categories the store has a menu of. */
export async function menuCategoriesOf(db: Database, locationId: number): Promise<number[]> {
  const rows = await db
    .select({ categoryId: menus.categoryId })
    .from(locationMenus)
    .innerJoin(menus, eq(menus.id, locationMenus.menuId))
    .where(eq(locationMenus.locationId, locationId));
  return [...new Set(rows.map((row) => row.categoryId))];
}

/** One read: the version of the stores, their hours, handoffs, settings and menus, and the brands' ordering settings. */
export function storeFactsVersion(db: Database): Promise<string> {
  const tables = [locations, locationHours, locationHoursExceptions, states, cities, countries, locationHandoffs, locationCategorySettings, locationMenus, menus, brands, brandQuietSlotSettings];
  return readVersion(db, tables.map((table) => rowsVersion(table)));
}
