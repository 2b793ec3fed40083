/**
 * The Stores screen's reads and writes: the brand's stores with their place, one store with its
 * handoffs, menus and catering radius, the states and menus a store may take, and the writes of
 * adding and changing a store (a new city, the store row, its handoffs, menus, assortment,
 * catering radius and weekly hours).
 * Writes take the transaction they run in.
 */
import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { CountryCode } from '@/domain/markets';
import type { WeeklyInterval } from '@/domain/stores/default-hours';
import { stateTimeZone } from '@/domain/stores/state-time-zones';
import { CATERING_RADIUS_CATEGORIES, type StoreHandoffChoice } from '@/domain/stores/store-fields';
import type { Database } from '@/server/db/client';
import {
  cities,
  countries,
  items,
  locationCategorySettings,
  locationHandoffs,
  locationHours,
  locationItems,
  locationMenus,
  locations,
  menus,
  sectionItems,
  sections,
  states,
  staffStoreAssignments,
} from '@/server/db/schema';

export type StoreScope = { brandId: number; role: string; staffId: number };

const summaryColumns = {
  id: locations.id,
  title: locations.title,
  slug: locations.slug,
  city: cities.name,
  state: states.label,
  countryCode: countries.code,
  onlineOrdering: locations.onlineOrdering,
};

export type StoreSummaryRow = { id: number; title: string; slug: string; city: string; state: string; countryCode: string; onlineOrdering: boolean };

/** The stores the member may see: every store of the brand for a brand admin, their own otherwise; by title. */
export async function visibleStores(db: Database, scope: StoreScope, only?: number): Promise<StoreSummaryRow[]> {
  const where = [eq(locations.brandId, scope.brandId), ...(only === undefined ? [] : [eq(locations.id, only)])];
  if (scope.role !== 'brand_admin') {
    where.push(inArray(locations.id, db.select({ id: staffStoreAssignments.locationId }).from(staffStoreAssignments).where(eq(staffStoreAssignments.staffId, scope.staffId))));
  }
  return db
    .select(summaryColumns)
    .from(locations)
    .innerJoin(cities, eq(cities.id, locations.cityId))
    .innerJoin(states, eq(states.id, locations.stateId))
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(and(...where))
    .orderBy(asc(locations.title), asc(locations.id));
}

export type StoreRow = typeof locations.$inferSelect & { city: string; countryCode: string };

export async function storeRow(db: Database, storeId: number): Promise<StoreRow | undefined> {
  const [row] = await db
    .select({ store: locations, city: cities.name, countryCode: countries.code })
    .from(locations)
    .innerJoin(cities, eq(cities.id, locations.cityId))
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(eq(locations.id, storeId));
  return row ? { ...row.store, city: row.city, countryCode: row.countryCode } : undefined;
}

export async function handoffRows(db: Database, storeId: number) {
  return db
    .select({ handoffId: locationHandoffs.handoffId, offered: locationHandoffs.offered, leadMinutes: locationHandoffs.leadMinutes, instructions: locationHandoffs.instructions })
    .from(locationHandoffs)
    .where(eq(locationHandoffs.locationId, storeId));
}

export async function menuIdsOf(db: Database, storeId: number): Promise<number[]> {
  const rows = await db.select({ id: locationMenus.menuId }).from(locationMenus).where(eq(locationMenus.locationId, storeId)).orderBy(asc(locationMenus.menuId));
  return rows.map((row) => row.id);
}

export type StateChoiceRow = { id: number; label: string; name: string; countryCode: string; timeZone: string | null };

/** The codes of the countries the brand has stores in. */
export async function brandStoreCountries(db: Database, brandId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: countries.code })
    .from(locations)
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(eq(locations.brandId, brandId))
    .orderBy(asc(countries.code));
  return rows.map((row) => row.code);
}

/**
 * Every state of `countryCodes`, with the time zone most of the brand's stores there keep, or the
 * state's own main zone where the brand has no store yet (a chain's first store included).
 */
export async function stateChoices(db: Database, brandId: number, countryCodes: readonly CountryCode[]): Promise<StateChoiceRow[]> {
  if (countryCodes.length === 0) return [];
  const rows = await db
    .select({ id: states.id, label: states.label, name: states.name, countryCode: countries.code })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(inArray(countries.code, [...countryCodes]))
    .orderBy(asc(countries.id), asc(states.name));
  const zones = await db
    .select({ stateId: locations.stateId, timeZone: locations.timeZone, stores: count() })
    .from(locations)
    .where(eq(locations.brandId, brandId))
    .groupBy(locations.stateId, locations.timeZone)
    .orderBy(sql`count(*) desc`, asc(locations.timeZone));
  const zoneOf = new Map<number, string>();
  for (const zone of zones) if (!zoneOf.has(zone.stateId)) zoneOf.set(zone.stateId, zone.timeZone);
  return rows.map((row) => ({ ...row, timeZone: zoneOf.get(row.id) ?? stateTimeZone(row.countryCode as CountryCode, row.label) }));
}

/** The state of the country with this postal abbreviation (TX, QC). */
export async function stateByLabel(db: Database, countryCode: string, label: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(sql`${countries.code} = ${countryCode}`, eq(states.label, label)))
    .limit(1);
  return row?.id;
}

export async function stateWithCountry(db: Database, stateId: number) {
  const [row] = await db
    .select({ id: states.id, countryId: states.countryId, countryCode: countries.code })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(states.id, stateId));
  return row;
}

export async function brandMenus(db: Database, brandId: number) {
  return db.select({ id: menus.id, title: menus.title }).from(menus).where(eq(menus.brandId, brandId)).orderBy(asc(menus.sortOrder), asc(menus.id));
}

export async function slugTaken(db: Database, brandId: number, slug: string, except?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.brandId, brandId), eq(locations.slug, slug), ...(except === undefined ? [] : [ne(locations.id, except)])))
    .limit(1);
  return row !== undefined;
}

/** The city of the state with this slug, created when new. */
export async function cityIdFor(db: Database, stateId: number, name: string, slug: string): Promise<number> {
  const [existing] = await db.select({ id: cities.id }).from(cities).where(and(eq(cities.stateId, stateId), eq(cities.slug, slug)));
  if (existing) return existing.id;
  const [created] = await db.insert(cities).values({ stateId, name, slug }).returning({ id: cities.id });
  return created!.id;
}

export type StoreInsert = typeof locations.$inferInsert;

export async function insertStore(db: Database, row: StoreInsert): Promise<number> {
  const [created] = await db.insert(locations).values(row).returning({ id: locations.id });
  return created!.id;
}

export async function updateStore(db: Database, storeId: number, change: Partial<StoreInsert>): Promise<void> {
  await db.update(locations).set(change).where(eq(locations.id, storeId));
}

/** The store's row for every handoff: offered or not, with its lead time; instructions already written stay. */
export async function writeHandoffs(db: Database, storeId: number, handoffs: readonly StoreHandoffChoice[]): Promise<void> {
  for (const handoff of handoffs) {
    await db
      .insert(locationHandoffs)
      .values({ locationId: storeId, handoffId: handoff.handoffId, offered: handoff.offered, leadMinutes: handoff.leadMinutes })
      .onConflictDoUpdate({ target: [locationHandoffs.locationId, locationHandoffs.handoffId], set: { offered: handoff.offered, leadMinutes: handoff.leadMinutes } });
  }
}

/**
 * The store sells exactly these menus; every item of a menu it newly sells gets a row without a
 * price of its own, so it sells at the item's base price and follows it (an item it had keeps its
 * price and availability), and takes orders at once.
 */
export async function writeMenus(db: Database, storeId: number, menuIds: readonly number[]): Promise<void> {
  await db.delete(locationMenus).where(and(eq(locationMenus.locationId, storeId), ...(menuIds.length > 0 ? [notInArray(locationMenus.menuId, [...menuIds])] : [])));
  if (menuIds.length === 0) return;
  await db.insert(locationMenus).values(menuIds.map((menuId) => ({ locationId: storeId, menuId }))).onConflictDoNothing();
  const sold = await db
    .selectDistinct({ itemId: items.id })
    .from(sectionItems)
    .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
    .innerJoin(items, eq(items.id, sectionItems.itemId))
    .where(inArray(sections.menuId, [...menuIds]))
    .orderBy(asc(items.id));
  if (sold.length > 0) await db.insert(locationItems).values(sold.map((item) => ({ locationId: storeId, itemId: item.itemId, price: null }))).onConflictDoNothing();
}

/** The store's catering delivery radius: its catering menus' own setting, else its everyday radius. */
export async function cateringRadiusOf(db: Database, storeId: number, everydayKm: number): Promise<number> {
  const [row] = await db
    .select({ km: locationCategorySettings.deliveryRadiusKm })
    .from(locationCategorySettings)
    .where(and(eq(locationCategorySettings.locationId, storeId), inArray(locationCategorySettings.categoryId, [...CATERING_RADIUS_CATEGORIES])))
    .orderBy(asc(locationCategorySettings.categoryId));
  return row?.km ?? everydayKm;
}

/** The radius of every catering menu type of the store; its other settings (cart limits) stay. */
export async function writeCateringRadius(db: Database, storeId: number, km: number): Promise<void> {
  for (const categoryId of CATERING_RADIUS_CATEGORIES) {
    await db
      .insert(locationCategorySettings)
      .values({ locationId: storeId, categoryId, deliveryRadiusKm: km })
      .onConflictDoUpdate({ target: [locationCategorySettings.locationId, locationCategorySettings.categoryId], set: { deliveryRadiusKm: km } });
  }
}

export async function weeklyHoursOf(db: Database, storeId: number) {
  return db.select().from(locationHours).where(eq(locationHours.locationId, storeId)).orderBy(asc(locationHours.weekday), asc(locationHours.interval));
}

export async function insertDefaultHours(db: Database, storeId: number, hours: readonly WeeklyInterval[]): Promise<void> {
  await db.insert(locationHours).values(hours.map((day) => ({ locationId: storeId, weekday: day.weekday, interval: day.interval, active: true, opened: `${day.opened}:00`, closed: `${day.closed}:00` })));
}

export async function copyHours(db: Database, storeId: number, rows: Awaited<ReturnType<typeof weeklyHoursOf>>): Promise<void> {
  if (rows.length > 0) await db.insert(locationHours).values(rows.map((row) => ({ ...row, locationId: storeId })));
}
