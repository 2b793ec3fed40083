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
import { REWARD_STATUS, type RewardKindId, type RewardSourceId, type RewardTypeId } from '@/domain/loyalty/constants';
import type { Database } from '@/server/db/client';
import { loyaltyError } from './errors';
import { customerReward, insertReward, moveRewardOnOrder, rewardOfGrantKey, type WalletReward } from './wallet-repository';

export {
  markOrderRewardsUsed,
  releaseOrderRewards,
  returnRewardOfLine,
  returnRewardToWallet,
  rewardsOfOrder,
  walletOf,
  type WalletReward,
} from './wallet-repository';

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
  const reward = await insertReward(db, {
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
  });
  if (reward) return { reward, created: true };
  return { reward: (await rewardOfGrantKey(db, input.grantKey!))!, created: false };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer's reward, locked for the transaction when `lock`; 404 for an unknown id or anyone else's. */
export async function rewardOf(db: Database, customerId: number, rewardId: string, lock = false): Promise<WalletReward> {
  if (!UUID.test(rewardId)) throw loyaltyError(404, 'rewardNotFound', { rewardId });
  const reward = await customerReward(db, customerId, rewardId, lock);
  if (!reward) throw loyaltyError(404, 'rewardNotFound', { rewardId });
  return reward;
}

/**
 * Puts a reward in the wallet on an order, with the order line it makes free and whether the
 * reward added that line (the caller holds the locks).
 */
export async function putRewardOnOrder(
  db: Database,
  rewardId: string,
  orderId: string,
  orderItemId: number | null,
  at: Date,
  lineAdded = true,
): Promise<WalletReward> {
  const reward = await moveRewardOnOrder(db, rewardId, orderId, orderItemId, at, lineAdded);
  if (!reward) throw loyaltyError(409, 'rewardNotInWallet');
  return reward;
}
