/**
 * Referral rewards: once the referred diner has a paid order, both they and the diner whose code
 * they signed up with get a free item, once (both grants are keyed by the referred diner).
 */
import { REWARD_SOURCE } from '@/domain/loyalty/constants';
import { REFERRAL_REWARD_ITEM_SLUG, referralRewardDue } from '@/domain/loyalty/referrals';
import type { Database } from '@/server/db/client';
import { paidOrderCount } from './history';
import { grantItemReward } from './item-grants';
import { referredByCode, referrerOf } from './repository';

export const referralGrantKeys = (referredId: number) => ({ referred: `referral:${referredId}:referred`, referrer: `referral:${referredId}:referrer` });

/** Grants the two referral rewards of `customerId` when they are due; returns how many were new. */
export async function grantReferralRewards(db: Database, customerId: number, now: Date): Promise<number> {
  const me = await referredByCode(db, customerId);
  if (!me?.code) return 0;
  const referrer = await referrerOf(db, me.code);
  const due = referralRewardDue({ referredCustomerId: me.id, referrerCustomerId: referrer?.id ?? null, paidOrders: await paidOrderCount(db, me.id) });
  if (!due || !referrer) return 0;
  const keys = referralGrantKeys(me.id);
  return db.transaction(async (tx) => {
    let granted = 0;
    for (const [owner, grantKey] of [[me.id, keys.referred], [referrer.id, keys.referrer]] as const) {
      const result = await grantItemReward(tx, { customerId: owner, source: REWARD_SOURCE.referral, itemSlug: REFERRAL_REWARD_ITEM_SLUG, grantKey, at: now });
      if (result?.created) granted += 1;
    }
    return granted;
  });
}
