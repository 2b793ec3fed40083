/**
 * A coupon from the signed-in diner's wallet follows the order it is applied to: applying its code
 * puts the wallet reward (a coupon, kind 3, or the single-use code of a serialized coupon, kind 4)
 * on the order, so paying uses it (the loyalty module marks the order's rewards used) and
 * cancelling returns it; removing the coupon puts it back in the wallet. A reward past its own
 * expiry is never put on an order, and a single-use code whose reward has expired is refused. The
 * caller holds the order lock; the reward row is locked too.
 */
import type { Database } from '@/server/db/client';
import { expiredCodeReward, lockCouponRewardsOnOrder, lockWalletCouponReward, putRewardOnOrder, returnRewardToWallet } from '@/server/modules/loyalty';
import type { OrderRow } from '@/server/modules/orders';
import { couponRefusal } from './usable';

/** Puts the diner's wallet reward for this coupon (and code) on the order, when there is one; a code whose reward expired is refused, whoever types it. */
export async function takeWalletCoupon(tx: Database, order: OrderRow, couponId: number, code: string, now: Date): Promise<void> {
  if (await expiredCodeReward(tx, couponId, code, now)) throw couponRefusal(code, 'expired');
  if (order.customerId === null) return;
  const rewardId = await lockWalletCouponReward(tx, order.customerId, couponId, code, now);
  if (rewardId) await putRewardOnOrder(tx, rewardId, order.id, null, now);
}

/** Returns to the wallet the coupon rewards on the order for these coupons (every coupon when undefined). */
export async function returnWalletCoupons(tx: Database, orderId: string, couponIds: readonly number[] | undefined, now: Date): Promise<void> {
  for (const row of await lockCouponRewardsOnOrder(tx, orderId)) {
    if (couponIds === undefined || (row.couponId !== null && couponIds.includes(row.couponId))) await returnRewardToWallet(tx, row.id, now);
  }
}
