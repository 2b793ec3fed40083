/**
 * What each store sells: its menus, and every item of those menus with its availability there.
 * A store's price (country price rule and regional adjustment) is written as its own price only
 * where it differs from the item's base price; elsewhere the store sells at the base price and
 * follows it when the base price changes.
 */
import { locationItems, locationMenus } from '@/server/db/schema';
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
      price: storeOverride(item.basePrice, localPrice(item.basePrice, PRICE_RULES[store.country], store.priceAdjust)),
      available: !(store.unavailable ?? []).includes(item.slug),
    }));
  });
  for (const batch of chunk(itemRows, 1000)) await tx.insert(locationItems).values(batch).onConflictDoNothing();
}
