/**
 * A coupon from the signed-in diner's wallet follows the order it is applied to: applying its code
 * puts the wallet reward (a coupon, kind 3, or the single-use code of a serialized coupon, kind 4)
 * on the order, so paying uses it (the loyalty module marks the order's rewards used) and
 * cancelling returns it; removing the coupon puts it back in the wallet. A reward past its own
 * expiry is never put on an order, and a single-use code whose reward has expired is refused. The
 * caller holds the order lock; the reward row is locked too.
 */
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { REWARD_KIND, REWARD_STATUS } from '@/domain/loyalty/constants';
import type { Database } from '@/server/db/client';
import { walletRewards } from '@/server/db/schema';
import { putRewardOnOrder, returnRewardToWallet } from '@/server/modules/loyalty';
import type { OrderRow } from '@/server/modules/orders/repository';
import { couponRefusal } from './usable';

/** Refuses a single-use code whose wallet reward has expired (marked so, or past its expiry), whoever types it. */
async function refuseExpiredCode(tx: Database, couponId: number, code: string, now: Date): Promise<void> {
  const [expired] = await tx
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
  if (expired) throw couponRefusal(code, 'expired');
}

/** Puts the diner's wallet reward for this coupon (and code) on the order, when there is one. */
export async function takeWalletCoupon(tx: Database, order: OrderRow, couponId: number, code: string, now: Date): Promise<void> {
  await refuseExpiredCode(tx, couponId, code, now);
  if (order.customerId === null) return;
  const [reward] = await tx
    .select({ id: walletRewards.id })
    .from(walletRewards)
    .where(
      and(
        eq(walletRewards.customerId, order.customerId),
        eq(walletRewards.couponId, couponId),
        eq(walletRewards.statusId, REWARD_STATUS.inWallet),
        or(isNull(walletRewards.expiresAt), gt(walletRewards.expiresAt, now)),
        or(eq(walletRewards.rewardKindId, REWARD_KIND.coupon), and(eq(walletRewards.rewardKindId, REWARD_KIND.serializedCoupon), eq(walletRewards.couponCode, code))),
      ),
    )
    .orderBy(asc(walletRewards.expiresAt), asc(walletRewards.createdAt))
    .limit(1)
    .for('update');
  if (reward) await putRewardOnOrder(tx, reward.id, order.id, null, now);
}

/** Returns to the wallet the coupon rewards on the order for these coupons (every coupon when undefined). */
export async function returnWalletCoupons(tx: Database, orderId: string, couponIds: readonly number[] | undefined, now: Date): Promise<void> {
  const onOrder = and(
    eq(walletRewards.orderId, orderId),
    eq(walletRewards.statusId, REWARD_STATUS.onOrder),
    isNull(walletRewards.orderItemId),
    inArray(walletRewards.rewardKindId, [REWARD_KIND.coupon, REWARD_KIND.serializedCoupon]),
  );
  const rows = await tx
    .select({ id: walletRewards.id, couponId: walletRewards.couponId })
    .from(walletRewards)
    .where(onOrder)
    .orderBy(asc(walletRewards.id))
    .for('update');
  for (const row of rows) {
    if (couponIds === undefined || (row.couponId !== null && couponIds.includes(row.couponId))) await returnRewardToWallet(tx, row.id, now);
  }
}
