/**
 * The main brand's rewards store: desserts from the everyday menu a diner may buy with points
 * (items without required choices, so a reward goes on an order in one tap).
 * Idempotent: a listing already present (same brand and item) is left as it is.
 */
import { loyaltyStoreItems } from '@/server/db/schema';
import { MAIN_BRAND_ID } from './data/brands';
import { idOf } from './rows';
import type { SeedDb } from './types';

export const DEMO_STORE_ITEMS: readonly { slug: string; points: number }[] = [
  { slug: 'banana-pudding', points: 150 },
  { slug: 'peach-cobbler', points: 150 },
  { slug: 'pecan-pie-slice', points: 200 },
  { slug: 'sweet-potato-pie', points: 200 },
];

export async function loadLoyaltyStore(tx: SeedDb, itemIds: Map<string, number>): Promise<void> {
  const rows = DEMO_STORE_ITEMS.map((entry, index) => ({
    brandId: MAIN_BRAND_ID,
    itemId: idOf(itemIds, entry.slug, 'item'),
    points: entry.points,
    sortOrder: index + 1,
  }));
  await tx.insert(loyaltyStoreItems).values(rows).onConflictDoNothing();
}
