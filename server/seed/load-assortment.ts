/**
 * What each store sells: its menus, and every item of those menus with its availability there.
 * A store's price (country price rule and regional adjustment) is written as its own price only
 * where it differs from the item's base price; elsewhere the store sells at the base price and
 * follows it when the base price changes. An item sold by weight is priced for the market's
 * weight: per pound in the US, per 100 g or per kilogram elsewhere. An option's price change is
 * priced for each store by its country's price rule alike (the brisket upgrade's 1.00 is ￥150 at
 * Umeda and MX$20 at San Pedro), written as the store's own only where it differs.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { locationItems, locationMenus, locationOptions, optionGroups, options } from '@/server/db/schema';
import { isZeroAmount } from '@/domain/amounts';
import { POUNDS_IN, WEIGHT_UNIT_OF_COUNTRY } from '@/domain/menu/weight-units';
import { PRICE_RULES } from './data/countries';
import { MENUS } from '@/content/menus/menus';
import type { CatalogIds } from './load-catalog';
import { localPrice, storeOverride } from './pricing';
import { chunk, idOf } from './rows';
import { menuSlugsOf, STORES } from './stores';
import type { ItemSeed } from '@/content/menus/types';
import type { SeedDb, StoreSeed } from './types';

const ALL_MENU_SLUGS = MENUS.map((menu) => menu.slug);

function menusOf(store: StoreSeed) {
  const slugs = menuSlugsOf(store, ALL_MENU_SLUGS);
  return MENUS.filter((menu) => slugs.includes(menu.slug));
}

function itemsOf(store: StoreSeed): ItemSeed[] {
  const bySlug = new Map<string, ItemSeed>();
  for (const menu of menusOf(store)) {
    for (const section of menu.sections) for (const item of section.items) bySlug.set(item.slug, item);
  }
  return [...bySlug.values()];
}

/** The share of the item's reference price a store's price is for: the pounds of the market's weight unit, for an item sold by weight. */
const shareOf = (item: ItemSeed, store: StoreSeed) => (item.unit === 'lb' ? POUNDS_IN[WEIGHT_UNIT_OF_COUNTRY[store.country]] : '1');

export async function loadAssortment(tx: SeedDb, locationIds: Map<string, number>, catalog: CatalogIds): Promise<void> {
  const menuRows = STORES.flatMap((store) =>
    menusOf(store).map((menu) => ({ locationId: idOf(locationIds, store.slug, 'location'), menuId: idOf(catalog.menuIds, menu.slug, 'menu') })),
  );
  for (const batch of chunk(menuRows, 1000)) await tx.insert(locationMenus).values(batch).onConflictDoNothing();

  const itemRows = STORES.flatMap((store) => {
    const locationId = idOf(locationIds, store.slug, 'location');
    return itemsOf(store).map((item) => ({
      locationId,
      itemId: idOf(catalog.itemIds, item.slug, 'item'),
      price: storeOverride(item.basePrice, localPrice(item.basePrice, PRICE_RULES[store.country], store.priceAdjust, shareOf(item, store))),
      available: !(store.unavailable ?? []).includes(item.slug),
    }));
  });
  for (const batch of chunk(itemRows, 1000)) await tx.insert(locationItems).values(batch).onConflictDoNothing();
  await loadOptionPrices(tx, locationIds, catalog);
}

async function loadOptionPrices(tx: SeedDb, locationIds: Map<string, number>, catalog: CatalogIds): Promise<void> {
  const priced = await tx
    .select({ id: options.id, itemId: optionGroups.itemId, priceDelta: options.priceDelta })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .where(and(inArray(optionGroups.itemId, [...catalog.itemIds.values()]), isNull(options.archivedAt)));
  const optionsOfItem = new Map<number, typeof priced>();
  for (const option of priced) if (!isZeroAmount(option.priceDelta)) optionsOfItem.set(option.itemId, [...(optionsOfItem.get(option.itemId) ?? []), option]);
  const rows = STORES.flatMap((store) => {
    const locationId = idOf(locationIds, store.slug, 'location');
    return itemsOf(store).flatMap((item) =>
      (optionsOfItem.get(idOf(catalog.itemIds, item.slug, 'item')) ?? []).map((option) => ({
        locationId,
        optionId: option.id,
        priceDelta: storeOverride(option.priceDelta, localPrice(option.priceDelta, PRICE_RULES[store.country])),
      })),
    );
  }).filter((row): row is typeof row & { priceDelta: string } => row.priceDelta !== null);
  for (const batch of chunk(rows, 1000)) await tx.insert(locationOptions).values(batch).onConflictDoNothing();
}
