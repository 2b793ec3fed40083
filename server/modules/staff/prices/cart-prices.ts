/**
 * Open carts follow the store's prices: when an item's price at a store changes, every open cart
 * of that store holding it is repriced in the same transaction (its lines and stored totals), so
 * the diner's next read of the cart, and checkout, show the new price. Carts that can no longer
 * change (a payment under way, a catering quote's cart) keep theirs.
 */
import type { Database } from '@/server/db/client';
import { ConflictError } from '@/server/errors';
import { lockMutableOrder, saveTotals, storeOfOrder } from '@/server/modules/orders';
import { openCartsHolding, repriceLines } from './repository';

/** Reprices the open carts of `locationId` holding any of `itemIds`; returns how many were repriced. */
export async function repriceOpenCarts(tx: Database, locationId: number, itemIds: number[], now: Date): Promise<number> {
  let repriced = 0;
  for (const orderId of await openCartsHolding(tx, locationId, itemIds)) {
    let order;
    try {
      order = await lockMutableOrder(tx, orderId, () => {});
    } catch (error) {
      if (error instanceof ConflictError) continue;
      throw error;
    }
    await repriceLines(tx, orderId, locationId, itemIds);
    await saveTotals(tx, order, await storeOfOrder(tx, order), now);
    repriced += 1;
  }
  return repriced;
}
