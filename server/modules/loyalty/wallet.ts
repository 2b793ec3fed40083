/**
 * The wallet of rewards: granting a reward, reading a customer's wallet, and moving a reward
 * between the wallet and an order.
 *
 *   const { reward, created } = await grantReward(tx, {
 *     customerId, rewardTypeId: REWARD_TYPE.mystery, rewardSourceId: REWARD_SOURCE.birthday,
 *     rewardKindId: REWARD_KIND.coupon, couponId, title: 'Birthday brisket', grantKey: `birthday:${id}:2026`,
 *   });
 *
 * - A grant with a `grantKey` happens once: the same key again answers the first reward, `created: false`.
 * - A reward is found only with its owner's id: anyone else's answers 404 like an unknown one.
 * - Status moves: in wallet -> on order (with the order and its free line) -> used when the order
 *   is paid; back to the wallet when taken off the order or when the order is cancelled.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { REWARD_STATUS, type RewardKindId, type RewardSourceId, type RewardStatusId, type RewardTypeId } from '@/domain/loyalty/constants';
import type { Database } from '@/server/db/client';
import { walletRewards } from '@/server/db/schema';
import { loyaltyError } from './errors';

export type WalletReward = typeof walletRewards.$inferSelect;

export type GrantInput = {
  /** A new reward's id, when the caller needs it before the grant (a ledger row naming it); else random. */
  id?: string;
  customerId: number;
  rewardTypeId: RewardTypeId;
  /** Null for a reward bought in the rewards store. */
  rewardSourceId: RewardSourceId | null;
  rewardKindId: RewardKindId;
  itemId?: number | null;
  storeItemId?: number | null;
  pointsSpent?: number | null;
  couponId?: number | null;
  couponCode?: string | null;
  title?: string | null;
  expiresAt?: Date | null;
  grantKey?: string | null;
  at?: Date;
};

export type GrantResult = { reward: WalletReward; created: boolean };

export async function grantReward(db: Database, input: GrantInput): Promise<GrantResult> {
  const at = input.at ?? new Date();
  const [reward] = await db
    .insert(walletRewards)
    .values({
      id: input.id ?? randomUUID(),
      customerId: input.customerId,
      rewardTypeId: input.rewardTypeId,
      rewardSourceId: input.rewardSourceId,
      rewardKindId: input.rewardKindId,
      itemId: input.itemId ?? null,
      storeItemId: input.storeItemId ?? null,
      pointsSpent: input.pointsSpent ?? null,
      couponId: input.couponId ?? null,
      couponCode: input.couponCode ?? null,
      title: input.title ?? null,
      expiresAt: input.expiresAt ?? null,
      grantKey: input.grantKey ?? null,
      statusId: REWARD_STATUS.inWallet,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: walletRewards.grantKey })
    .returning();
  if (reward) return { reward, created: true };
  const [existing] = await db.select().from(walletRewards).where(eq(walletRewards.grantKey, input.grantKey!)).limit(1);
  return { reward: existing!, created: false };
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer's reward, locked for the transaction when `lock`; 404 for an unknown id or anyone else's. */
export async function rewardOf(db: Database, customerId: number, rewardId: string, lock = false): Promise<WalletReward> {
  if (!UUID.test(rewardId)) throw loyaltyError(404, 'rewardNotFound', { rewardId });
  const query = db
    .select()
    .from(walletRewards)
    .where(and(eq(walletRewards.id, rewardId), eq(walletRewards.customerId, customerId)));
  const [reward] = lock ? await query.for('update') : await query;
  if (!reward) throw loyaltyError(404, 'rewardNotFound', { rewardId });
  return reward;
}

/** Puts a reward in the wallet on an order, with the order line it makes free (the caller holds the locks). */
export async function putRewardOnOrder(db: Database, rewardId: string, orderId: string, orderItemId: number | null, at: Date): Promise<WalletReward> {
  const [reward] = await db
    .update(walletRewards)
    .set({ statusId: REWARD_STATUS.onOrder, orderId, orderItemId, updatedAt: at })
    .where(and(eq(walletRewards.id, rewardId), eq(walletRewards.statusId, REWARD_STATUS.inWallet)))
    .returning();
  if (!reward) throw loyaltyError(409, 'rewardNotInWallet');
  return reward;
}

/** Takes a reward off its order, back into the wallet. */
export async function returnRewardToWallet(db: Database, rewardId: string, at: Date): Promise<WalletReward | undefined> {
  const [reward] = await db
    .update(walletRewards)
    .set({ statusId: REWARD_STATUS.inWallet, orderId: null, orderItemId: null, updatedAt: at })
    .where(eq(walletRewards.id, rewardId))
    .returning();
  return reward;
}

/** The line `orderItemId` leaves its order: the reward that made it free goes back to the wallet. */
export async function returnRewardOfLine(db: Database, orderItemId: number, at: Date): Promise<void> {
  await db
    .update(walletRewards)
    .set({ statusId: REWARD_STATUS.inWallet, orderId: null, orderItemId: null, updatedAt: at })
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

/** The order was cancelled: its rewards go back to the wallet, usable again. */
export async function releaseOrderRewards(db: Database, orderId: string, at: Date): Promise<number> {
  const rows = await db
    .update(walletRewards)
    .set({ statusId: REWARD_STATUS.inWallet, orderId: null, orderItemId: null, updatedAt: at })
    .where(and(eq(walletRewards.orderId, orderId), inArray(walletRewards.statusId, [REWARD_STATUS.onOrder, REWARD_STATUS.used])))
    .returning({ id: walletRewards.id });
  return rows.length;
}
