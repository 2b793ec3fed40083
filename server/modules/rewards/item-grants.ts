/**
 * Grants of a free menu item into the wallet for a cause named by a unique grant key: the same
 * key again adds nothing. An item the menu no longer has grants nothing (and is logged by the caller).
 */
import { REWARD_KIND, REWARD_TYPE, type RewardSourceId } from '@/domain/loyalty/constants';
import type { Database } from '@/server/db/client';
import { grantReward, type GrantResult } from '@/server/modules/loyalty';
import { itemBySlug } from './repository';

export type ItemGrant = { customerId: number; source: RewardSourceId; itemSlug: string; grantKey: string; at: Date };

/** The grant's result, or null when the menu has no item of that slug. */
export async function grantItemReward(db: Database, grant: ItemGrant): Promise<GrantResult | null> {
  const item = await itemBySlug(db, grant.itemSlug);
  if (!item) return null;
  return grantReward(db, {
    customerId: grant.customerId,
    rewardTypeId: REWARD_TYPE.loyalty,
    rewardSourceId: grant.source,
    rewardKindId: REWARD_KIND.loyaltyItem,
    itemId: item.id,
    grantKey: grant.grantKey,
    at: grant.at,
  });
}
