/**
 * Ordering settings of the demo stores: Canadian, Japanese and Mexican stores charge their
 * delivery fee in their own currency (CA$5.99, ¥300, MX$39), catering kitchens take more orders per slot, and catering and get-a-quote orders are
 * delivered farther than everyday meals. Everything else keeps the column defaults
 * (delivery fee 4.99, radius 10 km, 4 orders per 15-minute slot, cart limits of domain/ordering).
 * Idempotent: the same values are written on every run; settings rows already present are kept.
 */
import { inArray } from 'drizzle-orm';
import type { CountryCode } from '@/domain/markets';
import { ORDER_CATEGORY } from '@/domain/ordering';
import { locationCategorySettings, locations } from '@/server/db/schema';
import { STORES } from './stores';
import { idOf } from './rows';
import type { SeedDb } from './types';

export const CANADA_DELIVERY_FEE = '5.99';
/** Delivery fees in the local currency, where it is not the column default (4.99, in USD). */
const LOCAL_DELIVERY_FEES: Partial<Record<CountryCode, string>> = { CA: CANADA_DELIVERY_FEE, JP: '300.00', MX: '39.00' };
export const CATERING_RADIUS_KM = 25;
export const CATERING_KITCHEN_SLOT_CAPACITY = 8;

export async function loadOrdering(tx: SeedDb, locationIds: Map<string, number>): Promise<void> {
  const idsOf = (stores: typeof STORES) => stores.map((store) => idOf(locationIds, store.slug, 'location'));
  for (const [country, deliveryFee] of Object.entries(LOCAL_DELIVERY_FEES)) {
    const local = idsOf(STORES.filter((store) => store.country === country));
    if (local.length > 0) await tx.update(locations).set({ deliveryFee }).where(inArray(locations.id, local));
  }
  const kitchens = idsOf(STORES.filter((store) => store.art === 'catering-kitchen'));
  if (kitchens.length > 0) {
    await tx.update(locations).set({ slotCapacity: CATERING_KITCHEN_SLOT_CAPACITY }).where(inArray(locations.id, kitchens));
  }
  const ordering = idsOf(STORES.filter((store) => store.country === 'US' || store.country === 'CA'));
  const rows = ordering.flatMap((locationId) =>
    [ORDER_CATEGORY.catering, ORDER_CATEGORY.getAQuote].map((categoryId) => ({ locationId, categoryId, deliveryRadiusKm: CATERING_RADIUS_KM })),
  );
  if (rows.length > 0) await tx.insert(locationCategorySettings).values(rows).onConflictDoNothing();
}
