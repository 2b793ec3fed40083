/**
 * What an order's life does to the diner's points and rewards, inside the transaction that
 * changes the order (which holds its row lock):
 * - paid: the rewards on it are used, and its signed-in diner earns the brand's rate for the
 *   order's currency (domain/loyalty/earn-rates.ts) on the money
 *   received for it (domain/loyalty/money-received.ts: the tenders that brought money in, gift
 *   cards, tax, fees and tip apart; never the cart's total), credited once per order however
 *   often payment confirmations arrive (the ledger key is the order's);
 * - cancelled or refunded: the points it earned are taken back (at most what the diner still
 *   has) and its rewards go back to the wallet.
 */
import { pointsEarned } from '@/domain/loyalty/earning';
import type { Database } from '@/server/db/client';
import type { orders } from '@/server/db/schema';
import { loyaltyBrand } from './brand';
import { creditPoints, reversePointsForOrder } from './ledger';
import { moneyReceivedOf } from './money-received';
import { markOrderRewardsUsed, releaseOrderRewards } from './wallet';

export type PaidOrder = Pick<typeof orders.$inferSelect, 'id' | 'brandId' | 'customerId' | 'subtotal' | 'discountTotal' | 'total' | 'currency'>;

export const orderEarnedKey = (orderId: string) => `order-earned:${orderId}`;

/** Returns the points credited now (0 when none, or when they were credited before). */
export async function onOrderPaid(tx: Database, order: PaidOrder, now: Date): Promise<number> {
  await markOrderRewardsUsed(tx, order.id, now);
  if (order.customerId === null) return 0;
  const received = (await moneyReceivedOf(tx, [order])).get(order.id) ?? '0.00';
  const points = pointsEarned(await loyaltyBrand(tx, order.brandId), received, order.currency);
  if (points <= 0) return 0;
  const { credited } = await creditPoints(tx, {
    customerId: order.customerId,
    points,
    reason: 'order_earned',
    orderId: order.id,
    key: orderEarnedKey(order.id),
    at: now,
  });
  return credited ? points : 0;
}

/** Returns the points taken back. */
export async function onOrderCancelled(tx: Database, orderId: string, now: Date): Promise<number> {
  await releaseOrderRewards(tx, orderId, now);
  return reversePointsForOrder(tx, orderId, now);
}
