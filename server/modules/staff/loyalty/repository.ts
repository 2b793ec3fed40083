/**
 * The loyalty settings' rows: the brand's configuration (earn rate, odds, yearly rewards live in
 * it), the brand's menu items by id or slug, and the rewards store's listings, retired ones too.
 * Inside a transaction every query takes `tx`.
 */
import { and, asc, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { brands, items, loyaltyStoreItems, type BrandConfig } from '@/server/db/schema';

export type { BrandConfig };
export type MenuItemRow = { id: number; slug: string; title: string };
export type StoreItemRow = { id: number; itemId: number; title: string; points: number; active: boolean };

export async function brandConfig(db: Database, brandId: number): Promise<BrandConfig | undefined> {
  const [row] = await db.select({ config: brands.config }).from(brands).where(eq(brands.id, brandId)).limit(1);
  return row?.config;
}

/** The brand's configuration, locked for a change. */
export async function lockBrandConfig(tx: Database, brandId: number): Promise<BrandConfig | undefined> {
  const [row] = await tx.select({ config: brands.config }).from(brands).where(eq(brands.id, brandId)).for('update');
  return row?.config;
}

export async function saveBrandConfig(tx: Database, brandId: number, config: BrandConfig): Promise<void> {
  await tx.update(brands).set({ config }).where(eq(brands.id, brandId));
}

/** The brand's menu items (those of `ids` when given; otherwise those still on its menus), by title. */
export function brandItems(db: Database, brandId: number, ids?: readonly number[]): Promise<MenuItemRow[]> {
  const where = ids ? and(eq(items.brandId, brandId), inArray(items.id, ids.length ? [...ids] : [-1])) : and(eq(items.brandId, brandId), isNull(items.archivedAt));
  return db.select({ id: items.id, slug: items.slug, title: items.title }).from(items).where(where).orderBy(asc(items.title), asc(items.id));
}

export function brandItemsBySlug(db: Database, brandId: number, slugs: readonly string[]): Promise<MenuItemRow[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  return db.select({ id: items.id, slug: items.slug, title: items.title }).from(items).where(and(eq(items.brandId, brandId), inArray(items.slug, [...slugs])));
}

const storeColumns = { id: loyaltyStoreItems.id, itemId: loyaltyStoreItems.itemId, title: items.title, points: loyaltyStoreItems.points, active: loyaltyStoreItems.active };

/** The brand's listings: listed ones in the store's order, then the retired ones. */
export function storeItems(db: Database, brandId: number): Promise<StoreItemRow[]> {
  return db
    .select(storeColumns)
    .from(loyaltyStoreItems)
    .innerJoin(items, eq(items.id, loyaltyStoreItems.itemId))
    .where(eq(loyaltyStoreItems.brandId, brandId))
    .orderBy(desc(loyaltyStoreItems.active), asc(loyaltyStoreItems.sortOrder), asc(loyaltyStoreItems.id));
}

/** The brand's listing of the item, retired or not, locked for a change. */
export async function lockStoreItem(tx: Database, brandId: number, itemId: number): Promise<StoreItemRow | undefined> {
  const [row] = await tx
    .select(storeColumns)
    .from(loyaltyStoreItems)
    .innerJoin(items, eq(items.id, loyaltyStoreItems.itemId))
    .where(and(eq(loyaltyStoreItems.brandId, brandId), eq(loyaltyStoreItems.itemId, itemId)))
    .for('update', { of: loyaltyStoreItems });
  return row;
}

/** A new listing, last in the store's order. */
export async function insertStoreItem(tx: Database, brandId: number, itemId: number, points: number): Promise<void> {
  const [last] = await tx.select({ n: max(loyaltyStoreItems.sortOrder) }).from(loyaltyStoreItems).where(eq(loyaltyStoreItems.brandId, brandId));
  await tx.insert(loyaltyStoreItems).values({ brandId, itemId, points, sortOrder: (last?.n ?? 0) + 1 });
}

export async function updateStoreItem(tx: Database, listingId: number, change: { points?: number; active?: boolean }): Promise<void> {
  await tx.update(loyaltyStoreItems).set(change).where(eq(loyaltyStoreItems.id, listingId));
}
