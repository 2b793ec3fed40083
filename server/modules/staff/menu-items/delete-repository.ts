/**
 * The rows a menu delete reads and writes: how full a category or subcategory still is, whether
 * orders (carts included) or rewards name an item, and the delete or archive of each row with
 * what hangs on it. An archived item keeps its row, option groups, options and photo for the
 * orders, carts and receipts that show it; it leaves every menu listing and store assortment.
 */
import { count, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  itemDayparts,
  items,
  locationItems,
  locationItemSoldOut,
  locationMenus,
  loyaltyStoreItems,
  menuItemPhotos,
  menus,
  optionGroups,
  options,
  orderItems,
  sectionItems,
  sections,
  walletRewards,
} from '@/server/db/schema';

export async function sectionCount(db: Database, menuId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sections).where(eq(sections.menuId, menuId));
  return row?.n ?? 0;
}

export async function listingCount(db: Database, sectionId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sectionItems).where(eq(sectionItems.sectionId, sectionId));
  return row?.n ?? 0;
}

/** The menu and the stores' offer of it (its sections are gone already). */
export async function deleteMenu(tx: Database, menuId: number): Promise<void> {
  await tx.delete(locationMenus).where(eq(locationMenus.menuId, menuId));
  await tx.delete(menus).where(eq(menus.id, menuId));
}

export async function deleteSection(tx: Database, sectionId: number): Promise<void> {
  await tx.delete(sections).where(eq(sections.id, sectionId));
}

/** Whether an order line (of any order, open carts included), a rewards-store listing or a wallet reward names the item. */
export async function isItemReferenced(db: Database, itemId: number): Promise<boolean> {
  const [ordered] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.itemId, itemId)).limit(1);
  if (ordered) return true;
  const [listed] = await db.select({ id: loyaltyStoreItems.id }).from(loyaltyStoreItems).where(eq(loyaltyStoreItems.itemId, itemId)).limit(1);
  if (listed) return true;
  const [reward] = await db.select({ id: walletRewards.id }).from(walletRewards).where(eq(walletRewards.itemId, itemId)).limit(1);
  return reward !== undefined;
}

/** Off every menu listing and store: listings, assortments, sold-out marks and serving times. */
async function takeOffMenus(tx: Database, itemId: number): Promise<void> {
  await tx.delete(sectionItems).where(eq(sectionItems.itemId, itemId));
  await tx.delete(locationItemSoldOut).where(eq(locationItemSoldOut.itemId, itemId));
  await tx.delete(locationItems).where(eq(locationItems.itemId, itemId));
  await tx.delete(itemDayparts).where(eq(itemDayparts.itemId, itemId));
}

/** Kept for the orders and rewards naming it: archived, off every menu, and out of the rewards store. */
export async function archiveItem(tx: Database, itemId: number, at: Date): Promise<void> {
  await takeOffMenus(tx, itemId);
  await tx.update(loyaltyStoreItems).set({ active: false }).where(eq(loyaltyStoreItems.itemId, itemId));
  await tx.update(items).set({ archivedAt: at }).where(eq(items.id, itemId));
}

/** Gone for good, with its option groups, options and photo record (no order names any of them). */
export async function deleteItem(tx: Database, itemId: number): Promise<void> {
  await takeOffMenus(tx, itemId);
  const groups = await tx.select({ id: optionGroups.id }).from(optionGroups).where(eq(optionGroups.itemId, itemId));
  for (const group of groups) await tx.delete(options).where(eq(options.groupId, group.id));
  await tx.delete(optionGroups).where(eq(optionGroups.itemId, itemId));
  await tx.delete(menuItemPhotos).where(eq(menuItemPhotos.itemId, itemId));
  await tx.delete(items).where(eq(items.id, itemId));
}
