/**
 * The JSON of mystery rewards, achievements and birthdays: the contract between
 * server/modules/rewards and lib/api/loyalty-rewards.ts. Every path is under /online-ordering and
 * needs a signed-in customer (401 otherwise); another diner's reveal answers 404.
 *
 * - GET  /loyalty/my-profile/mystery-reward-progress            → WireMysteryProgress
 * - POST /loyalty/mystery-rewards/reveal                        → WireMysteryReveal (the waiting
 *     reveal if one is open, else a new draw; 422 reward_mystery_not_earned before the threshold)
 * - POST /loyalty/mystery-rewards/{revealId}/reroll             → WireMysteryReveal (once; 409 after)
 * - POST /loyalty/mystery-rewards/{revealId}/accept             → WireMysteryReveal (into the wallet;
 *     accepting again answers the same reveal and adds nothing)
 * - GET  /loyalty/my-profile/achievements                       → WireAchievements
 * - GET  /loyalty/my-profile/birthday                           → WireBirthday
 * - PUT  /loyalty/my-profile/birthday  { month, day }           → WireBirthday
 */
import type { AchievementId } from '@/domain/loyalty/achievements';

type WireMysteryPrize = { key: string; itemId: number; title: string };

export type WireMysteryReveal = {
  id: string;
  sequence: number;
  prize: WireMysteryPrize;
  rerolls: number;
  canReroll: boolean;
  accepted: boolean;
  walletRewardId: string | null;
  createdAt: string;
};

export type WireMysteryProgress = {
  firstName: string;
  spendablePoints: number;
  /** Paid orders for each mystery reward. */
  every: number;
  paidOrders: number;
  ordersTowardNext: number;
  ordersToNext: number;
  /** Mystery rewards earned and not revealed yet. */
  waiting: number;
  /** The revealed reward not accepted yet, if any. */
  reveal: WireMysteryReveal | null;
};

type WireAchievement = {
  id: AchievementId;
  done: number;
  total: number;
  earned: boolean;
  earnedAt: string | null;
  reward: { itemId: number | null; title: string };
};

export type WireAchievements = { data: WireAchievement[] };

export type WireBirthday = { month: number | null; day: number | null };
