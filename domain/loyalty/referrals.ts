/**
 * Referral rewards: a diner who signed up with another diner's referral code, once their first
 * order is paid, earns a reward for both of them, once. A code never rewards its own owner.
 */

type ReferralCandidate = {
  referredCustomerId: number;
  referrerCustomerId: number | null;
  paidOrders: number;
};

/** Whether the referral of `candidate` earns its two rewards now (the caller records it once). */
export function referralRewardDue(candidate: ReferralCandidate): boolean {
  return (
    candidate.referrerCustomerId !== null &&
    candidate.referrerCustomerId !== candidate.referredCustomerId &&
    candidate.paidOrders >= 1
  );
}

/** The item each of the two diners gets at no charge. */
export const REFERRAL_REWARD_ITEM_SLUG = 'pecan-pie-slice';
