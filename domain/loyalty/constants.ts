/**
 * The loyalty program's numbers, shared by the API, the storefront and the jobs.
 * - Reward types: loyalty 3, mystery 7.
 * - Reward sources 1 to 5: mystery reward, birthday, achievement, anniversary, referral. A reward
 *   bought in the rewards store has no source (null).
 * - Reward kinds 1 to 4: loyalty item, mystery reward, coupon, serialized coupon.
 * - A wallet reward is in the wallet, on an (open) order, used (the order was paid) or expired.
 * - Every ledger entry has a reason; the balance is the sum of the entries, never a counter.
 */

export const REWARD_TYPE = { loyalty: 3, mystery: 7 } as const;
export type RewardTypeId = (typeof REWARD_TYPE)[keyof typeof REWARD_TYPE];

export const REWARD_SOURCE = { mystery: 1, birthday: 2, achievement: 3, anniversary: 4, referral: 5 } as const;
export type RewardSourceId = (typeof REWARD_SOURCE)[keyof typeof REWARD_SOURCE];

export const REWARD_KIND = { loyaltyItem: 1, mysteryReward: 2, coupon: 3, serializedCoupon: 4 } as const;
export type RewardKindId = (typeof REWARD_KIND)[keyof typeof REWARD_KIND];

export const REWARD_STATUS = { inWallet: 1, onOrder: 2, used: 3, expired: 4 } as const;
export type RewardStatusId = (typeof REWARD_STATUS)[keyof typeof REWARD_STATUS];

/** The names the API sends beside the numbers. */
export const REWARD_STATUS_NAMES: Record<RewardStatusId, 'in-wallet' | 'on-order' | 'used' | 'expired'> = {
  1: 'in-wallet',
  2: 'on-order',
  3: 'used',
  4: 'expired',
};

export const POINTS_REASONS = ['order_earned', 'order_reversed', 'store_redeemed', 'survey', 'adjustment', 'reward_returned', 'running_late', 'quiet_slot'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** The most points one ledger entry may move, either way: far above any real order or store item. */
export const MAX_POINTS_PER_ENTRY = 1_000_000;

/** Points earned per whole currency unit when a brand sets no rate of its own. */
export const DEFAULT_POINTS_PER_UNIT = 10;

/** History pages. */
export const POINTS_HISTORY_PAGE_SIZE = 20;
export const POINTS_HISTORY_MAX_PAGE_SIZE = 100;
