/**
 * The prices back office's reads and writes: a brand's items, sections, stores, states and
 * markets; one store's prices; the store items a bulk change reaches; the new prices; open carts
 * holding a repriced item; and the planned (scheduled) changes.
 */
import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PriceChangeSpec, PriceChangeStatus, StoreItemPrice } from '@/domain/pricing';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { Database } from '@/server/db/client';
import {
  countries,
  items,
  locationItems,
  locations,
  menus,
  orderItems,
  orders,
  scheduledPriceChanges,
  sectionItems,
  sections,
  staffAccounts,
  states,
} from '@/server/db/schema';
import { storePriceSql } from '@/server/db/store-price';

export async function brandItems(db: Database, brandId: number) {
  const rows = await db
    .select({ id: items.id, title: items.title, translations: items.translations, basePrice: items.basePrice })
    .from(items)
    .where(and(eq(items.brandId, brandId), isNull(items.archivedAt)))
    .orderBy(asc(items.title), asc(items.id));
  const listed = await db
    .select({ itemId: sectionItems.itemId, sectionId: sectionItems.sectionId })
    .from(sectionItems)
    .innerJoin(items, eq(items.id, sectionItems.itemId))
    .where(eq(items.brandId, brandId));
  return rows.map((row) => ({ ...row, sectionIds: listed.filter((entry) => entry.itemId === row.id).map((entry) => entry.sectionId) }));
}

export function brandSections(db: Database, brandId: number) {
  return db
    .select({ id: sections.id, title: sections.title, translations: sections.translations, menuTitle: menus.title, menuTranslations: menus.translations })
    .from(sections)
    .innerJoin(menus, eq(menus.id, sections.menuId))
    .where(eq(menus.brandId, brandId))
    .orderBy(asc(menus.sortOrder), asc(menus.id), asc(sections.sortOrder), asc(sections.id));
}

export function brandStores(db: Database, brandId: number) {
  return db
    .select({
      id: locations.id,
      title: locations.title,
      stateId: states.id,
      stateName: states.name,
      countryCode: countries.code,
      countryName: countries.label,
      currency: countries.currency,
    })
    .from(locations)
    .innerJoin(states, eq(states.id, locations.stateId))
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(eq(locations.brandId, brandId))
    .orderBy(asc(countries.code), asc(states.name), asc(locations.title), asc(locations.id));
}

export type PriceStoreRow = Awaited<ReturnType<typeof brandStores>>[number];

/** The items `locationId` sells, with its own price and the price it sells at. */
export function storePrices(db: Database, locationId: number) {
  return db
    .select({ itemId: locationItems.itemId, override: locationItems.price, price: storePriceSql })
    .from(locationItems)
    .innerJoin(items, eq(items.id, locationItems.itemId))
    .where(eq(locationItems.locationId, locationId))
    .orderBy(asc(locationItems.itemId));
}

export async function itemOfBrand(db: Database, brandId: number, itemId: number) {
  const [row] = await db
    .select({ id: items.id, title: items.title, basePrice: items.basePrice })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.brandId, brandId)));
  return row;
}

export async function updateBasePrice(tx: Database, itemId: number, basePrice: string): Promise<void> {
  await tx.update(items).set({ basePrice }).where(eq(items.id, itemId));
}

/** The store's row of the item, locked: its own price (null: base) and the price it sells at. */
export async function lockStoreItem(tx: Database, locationId: number, itemId: number) {
  const [row] = await tx
    .select({ override: locationItems.price, basePrice: items.basePrice, title: items.title })
    .from(locationItems)
    .innerJoin(items, eq(items.id, locationItems.itemId))
    .where(and(eq(locationItems.locationId, locationId), eq(locationItems.itemId, itemId)))
    .for('update', { of: locationItems });
  return row;
}

/** The stores selling `itemId` at its base price (no price of their own). */
export async function storesAtBase(tx: Database, itemId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: locationItems.locationId })
    .from(locationItems)
    .where(and(eq(locationItems.itemId, itemId), isNull(locationItems.price)))
    .orderBy(asc(locationItems.locationId));
  return rows.map((row) => row.id);
}

export async function setStorePrice(tx: Database, locationId: number, itemId: number, price: string | null): Promise<void> {
  await tx.update(locationItems).set({ price }).where(and(eq(locationItems.locationId, locationId), eq(locationItems.itemId, itemId)));
}

/** The items a bulk change names (its options' changes read the same). */
export function itemsFilter(spec: PriceChangeSpec): SQL | undefined {
  switch (spec.items.kind) {
    case 'all':
      return undefined;
    case 'section':
      return inArray(items.id, sql`(select ${sectionItems.itemId} from ${sectionItems} where ${sectionItems.sectionId} = ${spec.items.sectionId})`);
    case 'picked':
      return inArray(items.id, spec.items.itemIds);
  }
}

/** The stores a bulk change reaches. */
export function scopeFilter(spec: PriceChangeSpec): SQL {
  return spec.scope.kind === 'state' ? eq(locations.stateId, spec.scope.stateId) : sql`${countries.code} = ${spec.scope.countryCode}`;
}

/** Every item the change reaches at every store of its scope that sells it, in store then item order (locked with `lock`). */
export async function reachedStoreItems(db: Database, brandId: number, spec: PriceChangeSpec, lock = false): Promise<StoreItemPrice[]> {
  const query = db
    .select({
      locationId: locationItems.locationId,
      storeTitle: locations.title,
      itemId: items.id,
      itemTitle: items.title,
      basePrice: items.basePrice,
      override: locationItems.price,
    })
    .from(locationItems)
    .innerJoin(items, eq(items.id, locationItems.itemId))
    .innerJoin(locations, eq(locations.id, locationItems.locationId))
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(and(eq(locations.brandId, brandId), eq(items.brandId, brandId), scopeFilter(spec), itemsFilter(spec)))
    .orderBy(asc(locations.title), asc(locations.id), asc(items.title), asc(items.id));
  return lock ? query.for('update', { of: locationItems }) : query;
}

/** The open carts holding any of `itemIds` at `locationId`, in id order (the order their rows are locked in). */
export async function openCartsHolding(tx: Database, locationId: number, itemIds: number[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.locationId, locationId), eq(orders.statusId, ORDER_STATUS.open), inArray(orderItems.itemId, itemIds)))
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

/** The order's lines of `itemIds` at the price the store sells them at now. */
export async function repriceLines(tx: Database, orderId: string, locationId: number, itemIds: number[]): Promise<void> {
  const current = sql<string>`(select ${storePriceSql} from ${locationItems} inner join ${items} on ${items.id} = ${locationItems.itemId}
    where ${locationItems.locationId} = ${locationId} and ${locationItems.itemId} = ${orderItems.itemId})`;
  await tx
    .update(orderItems)
    .set({ unitPrice: current })
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.itemId, itemIds)));
}

const changeColumns = {
  id: scheduledPriceChanges.id,
  brandId: scheduledPriceChanges.brandId,
  status: scheduledPriceChanges.status,
  runAt: scheduledPriceChanges.runAt,
  spec: scheduledPriceChanges.spec,
  previewCount: scheduledPriceChanges.previewCount,
  appliedCount: scheduledPriceChanges.appliedCount,
  createdBy: scheduledPriceChanges.createdBy,
  createdByName: sql<string>`${staffAccounts.firstName} || ' ' || ${staffAccounts.lastName}`,
};

export type ScheduledChangeRow = Awaited<ReturnType<typeof scheduledChangesOf>>[number];

/** The brand's pending changes and the last 20 done, soonest first. */
export function scheduledChangesOf(db: Database, brandId: number) {
  return db
    .select(changeColumns)
    .from(scheduledPriceChanges)
    .innerJoin(staffAccounts, eq(staffAccounts.id, scheduledPriceChanges.createdBy))
    .where(and(eq(scheduledPriceChanges.brandId, brandId), sql`(${scheduledPriceChanges.status} = 'pending' or ${scheduledPriceChanges.id} in (select id from ${scheduledPriceChanges} where status <> 'pending' and brand_id = ${brandId} order by id desc limit 20))`))
    .orderBy(asc(scheduledPriceChanges.runAt), asc(scheduledPriceChanges.id));
}

export async function lockScheduledChange(tx: Database, changeId: number) {
  const [row] = await tx
    .select(changeColumns)
    .from(scheduledPriceChanges)
    .innerJoin(staffAccounts, eq(staffAccounts.id, scheduledPriceChanges.createdBy))
    .where(eq(scheduledPriceChanges.id, changeId))
    .for('update', { of: scheduledPriceChanges });
  return row;
}

export async function insertScheduledChange(
  tx: Database,
  row: { brandId: number; runAt: Date; spec: PriceChangeSpec; previewCount: number; createdBy: number; createdAt: Date },
): Promise<number> {
  const [inserted] = await tx.insert(scheduledPriceChanges).values(row).returning({ id: scheduledPriceChanges.id });
  return inserted!.id;
}

export async function finishScheduledChange(tx: Database, changeId: number, status: PriceChangeStatus, at: Date, appliedCount: number | null): Promise<void> {
  await tx.update(scheduledPriceChanges).set({ status, doneAt: at, appliedCount }).where(eq(scheduledPriceChanges.id, changeId));
}

/** The ids of the pending changes due at `now`, soonest first. */
export async function dueChanges(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: scheduledPriceChanges.id })
    .from(scheduledPriceChanges)
    .where(and(eq(scheduledPriceChanges.status, 'pending'), lte(scheduledPriceChanges.runAt, now)))
    .orderBy(asc(scheduledPriceChanges.runAt), asc(scheduledPriceChanges.id));
  return rows.map((row) => row.id);
}

export async function stateOf(db: Database, stateId: number) {
  const [row] = await db.select({ id: states.id, name: states.name, currency: countries.currency }).from(states).innerJoin(countries, eq(countries.id, states.countryId)).where(eq(states.id, stateId));
  return row;
}

export async function marketOf(db: Database, code: string) {
  const [row] = await db.select({ code: countries.code, name: countries.label, currency: countries.currency }).from(countries).where(sql`${countries.code} = ${code}`);
  return row;
}

export async function sectionOfBrand(db: Database, brandId: number, sectionId: number) {
  const [row] = await db
    .select({ id: sections.id, title: sections.title, translations: sections.translations })
    .from(sections)
    .innerJoin(menus, eq(menus.id, sections.menuId))
    .where(and(eq(sections.id, sectionId), eq(menus.brandId, brandId)));
  return row;
}

export async function itemsOfBrand(db: Database, brandId: number, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ id: items.id, title: items.title, translations: items.translations })
    .from(items)
    .where(and(eq(items.brandId, brandId), inArray(items.id, itemIds)))
    .orderBy(asc(items.id));
}
