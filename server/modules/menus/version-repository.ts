/**
 * The version of every row a store's menus are made of: the store, its assortment and today's
 * sold-out marks, and the brand catalogue (menus, sections, items, their serving times, option
 * groups and options) they draw on.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { readVersion, rowsVersion } from '@/server/db/row-versions';
import {
  countries,
  itemDayparts,
  items,
  locationItems,
  locationItemSoldOut,
  locationMenus,
  locations,
  menus,
  optionGroups,
  options,
  sectionItems,
  sections,
} from '@/server/db/schema';

export function menusVersion(db: Database, locationId: number): Promise<string> {
  return readVersion(db, [
    rowsVersion(locations, eq(locations.id, locationId)),
    rowsVersion(locationMenus, eq(locationMenus.locationId, locationId)),
    rowsVersion(locationItems, eq(locationItems.locationId, locationId)),
    rowsVersion(locationItemSoldOut, eq(locationItemSoldOut.locationId, locationId)),
    ...[countries, menus, sections, sectionItems, items, itemDayparts, optionGroups, options].map((table) => rowsVersion(table)),
  ]);
}
