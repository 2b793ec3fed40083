/**
 * What a database holds before anyone uses it.
 * - The reference data every chain needs, loaded on every start (seedReference): the brands the
 *   markets of domain/markets.ts serve, the countries and their states and provinces.
 * - The demo chain, loaded in demo mode only into an empty database (seedDemoChain): the reference
 *   data, then the main brand's stores in the US, Canada and the browse-only markets, its menus
 *   priced per store, the demo coupons, gift cards and loyalty store.
 *
 * Idempotent: every row has a natural key (ids for brands and countries, slugs and labels
 * elsewhere) and rows already present are left untouched, so a second run changes nothing.
 * Everything happens in one transaction that uses only `tx` (inside a PGlite transaction, the outer handle hangs for good).
 */
import { loadAllergens } from './load-allergens';
import { loadAssortment } from './load-assortment';
import { loadCatalog } from './load-catalog';
import { loadCoupons } from './load-coupons';
import { loadGiftCards } from './load-giftcards';
import { loadHoliday } from './load-holiday';
import { loadJobOpenings } from './load-job-openings';
import { loadContent } from './load-content';
import { loadLocations } from './load-locations';
import { loadLoyaltyStore } from './load-loyalty-store';
import { loadOptions } from './load-options';
import { loadOrdering } from './load-ordering';
import { loadHandoffs } from './load-handoffs';
import { loadPlaces, loadStates } from './load-places';
import { loadReference } from './load-reference';
import type { SeedDb } from './types';

export type { SeedDb } from './types';

/** The reference data alone: no store, menu, coupon, gift card or staff account. */
export async function seedReference(db: SeedDb): Promise<void> {
  await db.transaction(async (tx) => {
    await loadReference(tx);
    await loadStates(tx);
  });
}

export async function seedDemoChain(db: SeedDb): Promise<void> {
  await db.transaction(async (tx) => {
    await loadReference(tx);
    const places = await loadPlaces(tx);
    const locationIds = await loadLocations(tx, places);
    const catalog = await loadCatalog(tx);
    await loadOptions(tx, catalog.itemIds);
    await loadAllergens(tx);
    await loadAssortment(tx, locationIds, catalog);
    await loadOrdering(tx, locationIds);
    await loadHandoffs(tx, locationIds);
    await loadHoliday(tx, locationIds);
    await loadJobOpenings(tx, locationIds);
    await loadGiftCards(tx);
    await loadCoupons(tx);
    await loadLoyaltyStore(tx, catalog.itemIds);
    await loadContent(tx);
  });
}
