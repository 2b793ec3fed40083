/**
 * A diner's orders that count toward rewards (paid, money received at least the brand's minimum,
 * a verified account: the loyalty module's rewardOrderIds) and what they held.
 */
import type { PaidHistory } from '@/domain/loyalty/achievements';
import type { Database } from '@/server/db/client';
import { rewardOrderIds } from '@/server/modules/loyalty';
import { orderedItemSlugs } from './repository';

/** Orders of the diner that count toward rewards. */
export async function paidOrderCount(db: Database, customerId: number): Promise<number> {
  return (await rewardOrderIds(db, customerId)).length;
}

/** Orders that count toward rewards and the slugs of the items they held. */
export async function paidHistory(db: Database, customerId: number): Promise<PaidHistory> {
  const orderIds = await rewardOrderIds(db, customerId);
  const slugs = await orderedItemSlugs(db, orderIds);
  return { paidOrders: orderIds.length, itemSlugs: new Set(slugs) };
}
