/** Wallet reward rows read with the menu item they are for, and counted. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RewardStatusId } from '@/domain/loyalty/constants';
import type { Database } from '@/server/db/client';
import { items, walletRewards } from '@/server/db/schema';

export type RewardWithItem = {
  reward: typeof walletRewards.$inferSelect;
  itemTitle: string | null;
  itemTranslations: Record<string, { title?: string; description?: string }> | null;
  itemSlug: string | null;
  itemImageUrl: string | null;
};

export type WalletFilter = { statuses?: readonly RewardStatusId[]; rewardIds?: readonly string[]; itemId?: number };

/** The customer's rewards with their items, newest first, narrowed by the filter. */
export function rewardsWithItems(db: Database, customerId: number, filter: WalletFilter = {}): Promise<RewardWithItem[]> {
  const conditions = [eq(walletRewards.customerId, customerId)];
  if (filter.statuses) conditions.push(inArray(walletRewards.statusId, [...filter.statuses]));
  if (filter.rewardIds) conditions.push(inArray(walletRewards.id, [...filter.rewardIds]));
  if (filter.itemId !== undefined) conditions.push(eq(walletRewards.itemId, filter.itemId));
  return db
    .select({
      reward: walletRewards,
      itemTitle: items.title,
      itemTranslations: items.translations,
      itemSlug: items.slug,
      itemImageUrl: items.imageUrl,
    })
    .from(walletRewards)
    .leftJoin(items, eq(items.id, walletRewards.itemId))
    .where(and(...conditions))
    .orderBy(desc(walletRewards.createdAt), desc(walletRewards.id));
}

/** How many of the customer's rewards are in the status. */
export async function rewardCount(db: Database, customerId: number, statusId: RewardStatusId): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletRewards)
    .where(and(eq(walletRewards.customerId, customerId), eq(walletRewards.statusId, statusId)));
  return Number(row?.n ?? 0);
}

/** The id of the reward granted under the key, if any. */
export async function rewardIdOfGrantKey(db: Database, grantKey: string): Promise<string | undefined> {
  const [row] = await db.select({ id: walletRewards.id }).from(walletRewards).where(eq(walletRewards.grantKey, grantKey)).limit(1);
  return row?.id;
}
