/**
 * Whether an order counts toward the rewards of its diner (referrals, survey points, mystery
 * progress, achievements): it is paid (and not cancelled), its money received reaches the
 * brand's minimum, and it was placed by an account whose email is verified. A $0 order, a guest
 * order and an order of an unverified sign-up count for nothing.
 */
import { Decimal } from '@/domain/money';

/** The money received an order needs to count toward rewards when a brand sets none. */
export const DEFAULT_REWARD_MINIMUM = '5.00';

type RewardOrder = {
  paid: boolean;
  /** moneyReceived() of the order. */
  moneyReceived: string;
  /** The brand's minimum. */
  minimum: string;
  /** Placed by an account (not a guest) whose email is verified. */
  verifiedAccount: boolean;
};

export function countsForRewards(order: RewardOrder): boolean {
  if (!order.paid || !order.verifiedAccount) return false;
  const received = new Decimal(order.moneyReceived);
  // A zero minimum still asks for some money: a $0 order never counts.
  return received.greaterThan(0) && received.greaterThanOrEqualTo(order.minimum);
}
