/**
 * The prices back office's reads and writes of options' store prices (location_options): one
 * store's options with the brand's and its own price change, one locked, a store's own price set
 * or dropped, the options a bulk change reaches, and open carts' lines holding a repriced option.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PriceChangeSpec, StoreItemPrice } from '@/domain/pricing';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { Database } from '@/server/db/client';
import { countries, items, locationItems, locationOptions, locations, optionGroups, options, orderItemOptions, orderItems, orders } from '@/server/db/schema';
import { storeOptionDeltaSql } from '@/server/db/store-price';
import { itemsFilter, scopeFilter } from './repository';

const optionColumns = {
  optionId: options.id,
  itemId: items.id,
  title: options.title,
  translations: options.translations,
  groupTitle: optionGroups.title,
  groupTranslations: optionGroups.translations,
  brandPrice: options.priceDelta,
  override: locationOptions.priceDelta,
  price: storeOptionDeltaSql,
};

/** The options (not archived) of the items `locationId` sells, with the brand's price change, its own and the one it charges. */
export function storeOptionPrices(db: Database, locationId: number) {
  return db
    .select(optionColumns)
    .from(locationItems)
    .innerJoin(items, eq(items.id, locationItems.itemId))
    .innerJoin(optionGroups, eq(optionGroups.itemId, items.id))
    .innerJoin(options, and(eq(options.groupId, optionGroups.id), isNull(options.archivedAt)))
    .leftJoin(locationOptions, and(eq(locationOptions.optionId, options.id), eq(locationOptions.locationId, locationId)))
    .where(eq(locationItems.locationId, locationId))
    .orderBy(asc(items.id), asc(optionGroups.id), asc(options.sortOrder), asc(options.id));
}

/** The option as `locationId` of `brandId` sells it (its item sold there), its store row locked; undefined when it does not. */
export async function lockStoreOption(tx: Database, brandId: number, locationId: number, optionId: number) {
  const [row] = await tx
    .select({ optionId: options.id, itemId: items.id, title: options.title, brandPrice: options.priceDelta })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .innerJoin(items, eq(items.id, optionGroups.itemId))
    .innerJoin(locationItems, and(eq(locationItems.itemId, items.id), eq(locationItems.locationId, locationId)))
    .where(and(eq(options.id, optionId), eq(items.brandId, brandId), isNull(options.archivedAt)));
  if (!row) return undefined;
  const [own] = await tx
    .select({ override: locationOptions.priceDelta })
    .from(locationOptions)
    .where(and(eq(locationOptions.locationId, locationId), eq(locationOptions.optionId, optionId)))
    .for('update');
  return { ...row, override: own?.override ?? null };
}

/** The store's own price change of the option; null: it charges the brand's again (its row deleted). */
export async function setStoreOptionPrice(tx: Database, locationId: number, optionId: number, priceDelta: string | null): Promise<void> {
  if (priceDelta === null) {
    await tx.delete(locationOptions).where(and(eq(locationOptions.locationId, locationId), eq(locationOptions.optionId, optionId)));
    return;
  }
  await tx
    .insert(locationOptions)
    .values({ locationId, optionId, priceDelta })
    .onConflictDoUpdate({ target: [locationOptions.locationId, locationOptions.optionId], set: { priceDelta } });
}


/** Every option of the items the change reaches, at every store of its scope selling the item, in store, item, option order. */
export async function reachedStoreOptions(db: Database, brandId: number, spec: PriceChangeSpec): Promise<StoreItemPrice[]> {
  const rows = await db
    .select({
      locationId: locationItems.locationId,
      storeTitle: locations.title,
      itemId: items.id,
      itemTitle: items.title,
      optionId: options.id,
      optionTitle: options.title,
      basePrice: options.priceDelta,
      override: locationOptions.priceDelta,
    })
    .from(locationItems)
    .innerJoin(items, eq(items.id, locationItems.itemId))
    .innerJoin(locations, eq(locations.id, locationItems.locationId))
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .innerJoin(optionGroups, eq(optionGroups.itemId, items.id))
    .innerJoin(options, and(eq(options.groupId, optionGroups.id), isNull(options.archivedAt)))
    .leftJoin(locationOptions, and(eq(locationOptions.optionId, options.id), eq(locationOptions.locationId, locationItems.locationId)))
    .where(and(eq(locations.brandId, brandId), eq(items.brandId, brandId), scopeFilter(spec), itemsFilter(spec)))
    .orderBy(asc(locations.title), asc(locations.id), asc(items.title), asc(items.id), asc(optionGroups.id), asc(options.sortOrder), asc(options.id));
  return rows.map(({ optionId, optionTitle, ...row }) => ({ ...row, option: { id: optionId, title: optionTitle } }));
}

/** The open carts of `locationId` with a line holding any of `optionIds`, in id order (the order their rows are locked in). */
export async function openCartsHoldingOptions(tx: Database, locationId: number, optionIds: number[]): Promise<string[]> {
  if (optionIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(orderItemOptions, eq(orderItemOptions.orderItemId, orderItems.id))
    .where(and(eq(orders.locationId, locationId), eq(orders.statusId, ORDER_STATUS.open), inArray(orderItemOptions.optionId, optionIds)))
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

/** The order's chosen `optionIds` at the price change the store charges for them now. */
export async function repriceOptionLines(tx: Database, orderId: string, locationId: number, optionIds: number[]): Promise<void> {
  const current = sql<string>`(select coalesce(
      (select ${locationOptions.priceDelta} from ${locationOptions} where ${locationOptions.locationId} = ${locationId} and ${locationOptions.optionId} = ${orderItemOptions.optionId}),
      (select ${options.priceDelta} from ${options} where ${options.id} = ${orderItemOptions.optionId})))`;
  await tx
    .update(orderItemOptions)
    .set({ priceDelta: current })
    .where(and(inArray(orderItemOptions.optionId, optionIds), inArray(orderItemOptions.orderItemId, sql`(select ${orderItems.id} from ${orderItems} where ${orderItems.orderId} = ${orderId})`)));
}

/** The titles of `optionIds` with their translations. */
export function optionTitles(db: Database, optionIds: number[]) {
  if (optionIds.length === 0) return Promise.resolve([]);
  return db.select({ id: options.id, title: options.title, translations: options.translations }).from(options).where(inArray(options.id, optionIds));
}
