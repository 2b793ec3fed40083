/** The rewards store's listings: the brand's active store items with their menu items. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { items, loyaltyStoreItems } from '@/server/db/schema';

const columns = {
  id: loyaltyStoreItems.id,
  itemId: items.id,
  slug: items.slug,
  title: items.title,
  description: items.description,
  translations: items.translations,
  imageUrl: items.imageUrl,
  points: loyaltyStoreItems.points,
};

export type StoreRow = { id: number; itemId: number; slug: string; title: string; description: string | null; translations: Record<string, { title?: string; description?: string }> | null; imageUrl: string | null; points: number };

function listed(brandId: number) {
  return and(eq(loyaltyStoreItems.brandId, brandId), eq(loyaltyStoreItems.active, true));
}

/** The brand's listings, in the store's order. */
export function storeListings(db: Database, brandId: number): Promise<StoreRow[]> {
  return db
    .select(columns)
    .from(loyaltyStoreItems)
    .innerJoin(items, eq(items.id, loyaltyStoreItems.itemId))
    .where(listed(brandId))
    .orderBy(asc(loyaltyStoreItems.sortOrder), asc(loyaltyStoreItems.id));
}

/** The brand's listing of the item, if it lists it. */
export async function storeListing(db: Database, brandId: number, itemId: number): Promise<StoreRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(loyaltyStoreItems)
    .innerJoin(items, eq(items.id, loyaltyStoreItems.itemId))
    .where(and(listed(brandId), eq(loyaltyStoreItems.itemId, itemId)))
    .limit(1);
  return row;
}

/** The points of the brand's listing of the item, if it lists it. */
export async function storeListingPoints(db: Database, brandId: number, itemId: number): Promise<number | undefined> {
  const [row] = await db.select({ points: loyaltyStoreItems.points }).from(loyaltyStoreItems).where(and(listed(brandId), eq(loyaltyStoreItems.itemId, itemId))).limit(1);
  return row?.points;
}
