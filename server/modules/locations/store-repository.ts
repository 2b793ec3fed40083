/**
 * A store as ordering reads it: its row (market, tax, fees, capacity, whether it takes online
 * orders), its hours and dated exceptions, and what its menus sell. Every function takes the
 * executor it runs on: the database, or the `tx` of the caller's transaction.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { StoreSchedule } from '@/domain/ordering/store-hours';
import type { Database } from '@/server/db/client';
import { storePriceSql } from '@/server/db/store-price';
import {
  cities,
  countries,
  items,
  locationCategorySettings,
  locationHours,
  locationHoursExceptions,
  locationItems,
  locationMenus,
  locations,
  menus,
  sectionItems,
  sections,
  states,
} from '@/server/db/schema';
import type { ExceptionRow, HoursRow, LocationScope } from './repository';
import { storeSummaryColumns } from './store-summary-repository';

/** What ordering needs to know about a store. */
const storeColumns = {
  ...storeSummaryColumns,
  brandId: locations.brandId,
  taxRate: locations.taxRate,
  deliveryFee: locations.deliveryFee,
  slotCapacity: locations.slotCapacity,
  makeCapacityMinutes: locations.makeCapacityMinutes,
  onlineOrdering: sql<boolean>`(${locations.onlineOrdering} and ${countries.onlineOrdering})`,
  acceptingOrders: locations.acceptingOrders,
  currency: countries.currency,
};

function selectStore(db: Database) {
  return db
    .select(storeColumns)
    .from(locations)
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .innerJoin(states, eq(states.id, locations.stateId))
    .innerJoin(cities, eq(cities.id, locations.cityId));
}

export type StoreRow = Awaited<ReturnType<ReturnType<typeof selectStore>['execute']>>[number];

/** A store of the request's market; undefined when unknown or in another market. */
export async function findStore(db: Database, scope: LocationScope, locationId: number): Promise<StoreRow | undefined> {
  const [row] = await selectStore(db)
    .where(and(eq(locations.id, locationId), eq(locations.brandId, scope.brandId), eq(countries.code, scope.country)))
    .limit(1);
  return row;
}

/** No store has the id asked for. */
export class StoreMissingError extends Error {}

/** The order's store, whatever the market of the request (the order fixed it). */
export async function storeOf(db: Database, locationId: number): Promise<StoreRow> {
  const [row] = await selectStore(db).where(eq(locations.id, locationId)).limit(1);
  if (!row) throw new StoreMissingError(`Location ${locationId} of an order is missing`);
  return row;
}

export async function hoursOf(db: Database, locationId: number): Promise<HoursRow[]> {
  return db
    .select()
    .from(locationHours)
    .where(eq(locationHours.locationId, locationId))
    .orderBy(asc(locationHours.weekday), asc(locationHours.interval));
}

/** The store's dated exceptions on or after `since` ('YYYY-MM-DD'). */
export async function hoursExceptionsOf(db: Database, locationId: number, since: string): Promise<ExceptionRow[]> {
  return db
    .select()
    .from(locationHoursExceptions)
    .where(and(eq(locationHoursExceptions.locationId, locationId), gte(locationHoursExceptions.date, since)))
    .orderBy(asc(locationHoursExceptions.date));
}

/** The store's weekly hours and its dated exceptions from `since` ('YYYY-MM-DD') on, as the store-hours rules read them. */
export async function scheduleOf(db: Database, store: Pick<StoreRow, 'id' | 'timeZone'>, since: string, hours?: readonly HoursRow[]): Promise<StoreSchedule> {
  const weekly = hours ?? (await hoursOf(db, store.id));
  const exceptions = await hoursExceptionsOf(db, store.id, since);
  return {
    hours: weekly.map(({ weekday, active, opened, closed, byAppointmentOnly }) => ({ weekday, active, opened, closed, byAppointmentOnly })),
    exceptions: exceptions.map(({ date, intervals, note }) => ({ date, intervals, note })),
    timeZone: store.timeZone,
  };
}

/** Whether the store offers a menu of the category. */
export async function offersCategory(db: Database, locationId: number, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: menus.id })
    .from(locationMenus)
    .innerJoin(menus, eq(menus.id, locationMenus.menuId))
    .where(and(eq(locationMenus.locationId, locationId), eq(menus.categoryId, categoryId)))
    .limit(1);
  return row !== undefined;
}

export async function categorySettings(db: Database, locationId: number, categoryId: number) {
  const [row] = await db
    .select()
    .from(locationCategorySettings)
    .where(and(eq(locationCategorySettings.locationId, locationId), eq(locationCategorySettings.categoryId, categoryId)));
  return row;
}

/** The item as sold at the store: its price there and whether it is available. */
export async function itemAtStore(db: Database, locationId: number, itemId: number) {
  const [row] = await db
    .select({
      id: items.id,
      title: items.title,
      minQuantity: items.minQuantity,
      price: storePriceSql,
      available: locationItems.available,
    })
    .from(items)
    .innerJoin(locationItems, and(eq(locationItems.itemId, items.id), eq(locationItems.locationId, locationId)))
    .where(eq(items.id, itemId))
    .limit(1);
  return row;
}

/** The sections listing the item on the store's menus of the category, in menu order. */
export async function sectionsOfItem(db: Database, locationId: number, categoryId: number, itemId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sections.id })
    .from(sectionItems)
    .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
    .innerJoin(menus, eq(menus.id, sections.menuId))
    .innerJoin(locationMenus, and(eq(locationMenus.menuId, menus.id), eq(locationMenus.locationId, locationId)))
    .where(and(eq(sectionItems.itemId, itemId), eq(menus.categoryId, categoryId)))
    .orderBy(asc(menus.sortOrder), asc(sections.sortOrder), asc(sections.id));
  return rows.map((row) => row.id);
}
