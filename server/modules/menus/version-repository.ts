/**
 * The version of every row a store's menus are made of: the store, its assortment and today's
 * sold-out marks, its smoke ledger, its hours and their exceptions (a store closed all day today says nothing of today's smoke) and the store's date (today's smoke turns over at its midnight), and the brand catalogue (menus, sections, items, their serving times, option
 * groups and options) they draw on.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { readVersion, rowsVersion } from '@/server/db/row-versions';
import {
  countries,
  itemDayparts,
  items,
  locationItems,
  locationHours,
  locationHoursExceptions,
  locationItemSoldOut,
  locationMenus,
  locations,
  menus,
  optionGroups,
  options,
  sectionItems,
  sections,
  smokeDays,
  smokeLedger,
} from '@/server/db/schema';

export function menusVersion(db: Database, locationId: number): Promise<string> {
  return readVersion(db, [
    rowsVersion(locations, eq(locations.id, locationId)),
    rowsVersion(locationMenus, eq(locationMenus.locationId, locationId)),
    rowsVersion(locationItems, eq(locationItems.locationId, locationId)),
    rowsVersion(locationItemSoldOut, eq(locationItemSoldOut.locationId, locationId)),
    rowsVersion(smokeDays, eq(smokeDays.locationId, locationId)),
    rowsVersion(smokeLedger, eq(smokeLedger.locationId, locationId)),
    rowsVersion(locationHours, eq(locationHours.locationId, locationId)),
    rowsVersion(locationHoursExceptions, eq(locationHoursExceptions.locationId, locationId)),
    sql<string>`(select (now() at time zone ${locations.timeZone})::date::text from ${locations} where ${locations.id} = ${locationId})`,
    ...[countries, menus, sections, sectionItems, items, itemDayparts, optionGroups, options].map((table) => rowsVersion(table)),
  ]);
}
