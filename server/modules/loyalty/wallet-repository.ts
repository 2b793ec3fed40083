/**
 * Wallet reward rows: written once per grant key, found by their owner, moved between the
 * wallet and an order, read with the menu item they are for, and counted.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { REWARD_KIND, REWARD_STATUS, type RewardStatusId } from '@/domain/loyalty/constants';
import type { Database } from '@/server/db/client';
import { items, walletRewards } from '@/server/db/schema';

export type WalletReward = typeof walletRewards.$inferSelect;
export type NewWalletReward = typeof walletRewards.$inferInsert;

/** Writes the reward unless its grant key was used before; the reward written, else undefined. */
export async function insertReward(db: Database, values: NewWalletReward): Promise<WalletReward | undefined> {
  const [reward] = await db.insert(walletRewards).values(values).onConflictDoNothing({ target: walletRewards.grantKey }).returning();
  return reward;
}

export async function rewardOfGrantKey(db: Database, grantKey: string): Promise<WalletReward | undefined> {
  const [reward] = await db.select().from(walletRewards).where(eq(walletRewards.grantKey, grantKey)).limit(1);
  return reward;
}

/** The customer's rewards, newest first; by default every status. */
export async function walletOf(db: Database, customerId: number, statuses?: readonly RewardStatusId[]): Promise<WalletReward[]> {
  const mine = eq(walletRewards.customerId, customerId);
  return db
    .select()
    .from(walletRewards)
    .where(statuses ? and(mine, inArray(walletRewards.statusId, [...statuses])) : mine)
    .orderBy(desc(walletRewards.createdAt), desc(walletRewards.id));
}

/** The customer's reward, locked for the transaction when `lock`. */
export async function customerReward(db: Database, customerId: number, rewardId: string, lock: boolean): Promise<WalletReward | undefined> {
  const query = db
    .select()
    .from(walletRewards)
    .where(and(eq(walletRewards.id, rewardId), eq(walletRewards.customerId, customerId)));
  const [reward] = lock ? await query.for('update') : await query;
  return reward;
}

/**
 * Puts the reward on the order with the line it makes free (`lineAdded`: the reward added that
 * line), if it is in the wallet; the reward moved, else undefined.
 */
export async function moveRewardOnOrder(
  db: Database,
  rewardId: string,
  orderId: string,
  orderItemId: number | null,
  at: Date,
  lineAdded = true,
): Promise<WalletReward | undefined> {
  const [reward] = await db
    .update(walletRewards)
    .set({ statusId: REWARD_STATUS.onOrder, orderId, orderItemId, lineAdded, updatedAt: at })
    .where(and(eq(walletRewards.id, rewardId), eq(walletRewards.statusId, REWARD_STATUS.inWallet)))
    .returning();
  return reward;
}

/** Takes a reward off its order, back into the wallet. */
export async function returnRewardToWallet(db: Database, rewardId: string, at: Date): Promise<WalletReward | undefined> {
  const [reward] = await db
    .update(walletRewards)
    .set({ statusId: REWARD_STATUS.inWallet, orderId: null, orderItemId: null, lineAdded: true, updatedAt: at })
    .where(eq(walletRewards.id, rewardId))
    .returning();
  return reward;
}

/** The line `orderItemId` leaves its order: the reward that made it free goes back to the wallet. */
export async function returnRewardOfLine(db: Database, orderItemId: number, at: Date): Promise<void> {
  await db
    .update(walletRewards)
    .set({ statusId: REWARD_STATUS.inWallet, orderId: null, orderItemId: null, lineAdded: true, updatedAt: at })
    .where(and(eq(walletRewards.orderItemId, orderItemId), eq(walletRewards.statusId, REWARD_STATUS.onOrder)));
}

/** The rewards on an order (on it, or used by it). */
export async function rewardsOfOrder(db: Database, orderId: string): Promise<WalletReward[]> {
  return db
    .select()
    .from(walletRewards)
    .where(and(eq(walletRewards.orderId, orderId), inArray(walletRewards.statusId, [REWARD_STATUS.onOrder, REWARD_STATUS.used])));
}

/** The order was paid: its rewards are used. */
export async function markOrderRewardsUsed(db: Database, orderId: string, at: Date): Promise<void> {
  await db
    .update(walletRewards)
    .set({ statusId: REWARD_STATUS.used, updatedAt: at })
    .where(and(eq(walletRewards.orderId, orderId), eq(walletRewards.statusId, REWARD_STATUS.onOrder)));
}

/** The order was cancelled: its rewards go back to the wallet, usable again; how many did. */
export async function releaseOrderRewards(db: Database, orderId: string, at: Date): Promise<number> {
  const rows = await db
    .update(walletRewards)
    .set({ statusId: REWARD_STATUS.inWallet, orderId: null, orderItemId: null, lineAdded: true, updatedAt: at })
    .where(and(eq(walletRewards.orderId, orderId), inArray(walletRewards.statusId, [REWARD_STATUS.onOrder, REWARD_STATUS.used])))
    .returning({ id: walletRewards.id });
  return rows.length;
}

export type RewardWithItem = {
  reward: WalletReward;
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

/** Whether a single-use code of the coupon is held by a wallet reward that has expired (marked so, or past its expiry). */
export async function expiredCodeReward(db: Database, couponId: number, code: string, now: Date): Promise<boolean> {
  const [expired] = await db
    .select({ id: walletRewards.id })
    .from(walletRewards)
    .where(
      and(
        eq(walletRewards.couponId, couponId),
        eq(walletRewards.rewardKindId, REWARD_KIND.serializedCoupon),
        eq(walletRewards.couponCode, code),
        or(eq(walletRewards.statusId, REWARD_STATUS.expired), and(eq(walletRewards.statusId, REWARD_STATUS.inWallet), lte(walletRewards.expiresAt, now))),
      ),
    )
    .limit(1);
  return Boolean(expired);
}

/** The diner's unexpired wallet reward for the coupon (its single-use code for a serialized one), soonest to expire first, locked. */
export async function lockWalletCouponReward(db: Database, customerId: number, couponId: number, code: string, now: Date): Promise<string | null> {
  const [reward] = await db
    .select({ id: walletRewards.id })
    .from(walletRewards)
    .where(
      and(
        eq(walletRewards.customerId, customerId),
        eq(walletRewards.couponId, couponId),
        eq(walletRewards.statusId, REWARD_STATUS.inWallet),
        or(isNull(walletRewards.expiresAt), gt(walletRewards.expiresAt, now)),
        or(eq(walletRewards.rewardKindId, REWARD_KIND.coupon), and(eq(walletRewards.rewardKindId, REWARD_KIND.serializedCoupon), eq(walletRewards.couponCode, code))),
      ),
    )
    .orderBy(asc(walletRewards.expiresAt), asc(walletRewards.createdAt))
    .limit(1)
    .for('update');
  return reward?.id ?? null;
}

/** The coupon rewards on the order (not on one of its lines), locked, oldest first. */
export function lockCouponRewardsOnOrder(db: Database, orderId: string): Promise<{ id: string; couponId: number | null }[]> {
  return db
    .select({ id: walletRewards.id, couponId: walletRewards.couponId })
    .from(walletRewards)
    .where(
      and(
        eq(walletRewards.orderId, orderId),
        eq(walletRewards.statusId, REWARD_STATUS.onOrder),
        isNull(walletRewards.orderItemId),
        inArray(walletRewards.rewardKindId, [REWARD_KIND.coupon, REWARD_KIND.serializedCoupon]),
      ),
    )
    .orderBy(asc(walletRewards.id))
    .for('update');
}
