/**
 * Open carts follow the store's prices: when an item's price at a store changes (or an option's
 * price change), every open cart of that store holding it is repriced in the same transaction (its lines and stored totals), so
 * the diner's next read of the cart, and checkout, show the new price. Carts that can no longer
 * change (a payment under way, a catering quote's cart) keep theirs.
 */
import type { Database } from '@/server/db/client';
import { ConflictError } from '@/server/errors';
import { lockMutableOrder, saveTotals, storeOfOrder } from '@/server/modules/orders';
import { openCartsHoldingOptions, repriceOptionLines } from './option-repository';
import { openCartsHolding, repriceLines } from './repository';

/** Reprices the open carts of `locationId` holding any of `itemIds`, or a line with any of `optionIds`; returns how many were repriced. */
export async function repriceOpenCarts(tx: Database, locationId: number, itemIds: number[], now: Date, optionIds: number[] = []): Promise<number> {
  let repriced = 0;
  const carts = [...new Set([...(await openCartsHolding(tx, locationId, itemIds)), ...(await openCartsHoldingOptions(tx, locationId, optionIds))])].sort();
  for (const orderId of carts) {
    let order;
    try {
      order = await lockMutableOrder(tx, orderId, () => {});
    } catch (error) {
      if (error instanceof ConflictError) continue;
      throw error;
    }
    if (itemIds.length > 0) await repriceLines(tx, orderId, locationId, itemIds);
    if (optionIds.length > 0) await repriceOptionLines(tx, orderId, locationId, optionIds);
    await saveTotals(tx, order, await storeOfOrder(tx, order), now);
    repriced += 1;
  }
  return repriced;
}
