/**
 * Referral rewards: once the referred diner has a paid order, both they and the diner whose code
 * they signed up with get a free item, once (both grants are keyed by the referred diner).
 */
import { and, eq, notLike, sql } from 'drizzle-orm';
import { REWARD_SOURCE } from '@/domain/loyalty/constants';
import { ERASED_EMAIL_DOMAIN } from '@/domain/privacy';
import { REFERRAL_REWARD_ITEM_SLUG, referralRewardDue } from '@/domain/loyalty/referrals';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { paidOrderCount } from './history';
import { grantItemReward } from './item-grants';

export const referralGrantKeys = (referredId: number) => ({ referred: `referral:${referredId}:referred`, referrer: `referral:${referredId}:referrer` });

/** Grants the two referral rewards of `customerId` when they are due; returns how many were new. */
export async function grantReferralRewards(db: Database, customerId: number, now: Date): Promise<number> {
  const [me] = await db.select({ id: customers.id, code: customers.referredByCode }).from(customers).where(eq(customers.id, customerId));
  if (!me?.code) return 0;
  const [referrer] = await db
    .select({ id: customers.id })
    .from(customers)
    // An account erased on its owner's request refers no one, whatever its old code.
    .where(and(eq(sql`upper(${customers.referralCode})`, me.code.toUpperCase()), notLike(customers.email, `%@${ERASED_EMAIL_DOMAIN}`)))
    .limit(1);
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
