/**
 * The orders that count toward a diner's rewards (referrals, survey points, mystery progress,
 * achievements), by the one rule of domain/loyalty/reward-eligibility.ts: paid and not
 * cancelled, money received (gift cards, tax, fees and tip apart) at least the brand's
 * minimum, and placed by an account whose email is verified.
 */
import { countsForRewards, DEFAULT_REWARD_MINIMUM } from '@/domain/loyalty/reward-eligibility';
import { PAID_STATUSES } from '@/domain/ordering/order-status';
import type { Database } from '@/server/db/client';
import { rewardMinimums } from './brand-repository';
import { emailVerifiedAt } from './customer-repository';
import { moneyReceivedOf } from './money-received';
import { customerOrdersInStatuses, rewardCandidate, type RewardCandidate as CandidateOrder } from './order-repository';

async function verifiedAccount(db: Database, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  return (await emailVerifiedAt(db, customerId)) != null;
}

/** The candidates that count, judged by the rule. */
async function counting(db: Database, candidates: readonly CandidateOrder[], verified: boolean): Promise<CandidateOrder[]> {
  if (candidates.length === 0) return [];
  const received = await moneyReceivedOf(db, candidates);
  const minimums = await rewardMinimums(db, candidates.map((row) => row.brandId));
  return candidates.filter((row) =>
    countsForRewards({
      paid: PAID_STATUSES.includes(row.statusId),
      moneyReceived: received.get(row.id) ?? '0.00',
      minimum: minimums.get(row.brandId) ?? DEFAULT_REWARD_MINIMUM,
      verifiedAccount: verified,
    }),
  );
}

/** The ids of the diner's orders that count toward rewards. */
export async function rewardOrderIds(db: Database, customerId: number): Promise<string[]> {
  if (!(await verifiedAccount(db, customerId))) return [];
  const candidates = await customerOrdersInStatuses(db, customerId, PAID_STATUSES);
  return (await counting(db, candidates, true)).map((row) => row.id);
}

/** Whether one order counts toward its diner's rewards. */
export async function countsTowardRewards(db: Database, orderId: string): Promise<boolean> {
  const order = await rewardCandidate(db, orderId);
  if (!order) return false;
  return (await counting(db, [order], await verifiedAccount(db, order.customerId))).length === 1;
}
