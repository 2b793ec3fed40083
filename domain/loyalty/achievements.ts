/**
 * Achievements: rules over a diner's paid-order history. Each one, once earned, stays earned
 * (a later refund does not take it back) and gives one reward into the wallet.
 */

export type AchievementId = 'first-order' | 'five-orders' | 'every-meat';

/** What the rules read: paid orders that still count, and the item slugs those orders held. */
export type PaidHistory = { paidOrders: number; itemSlugs: ReadonlySet<string> };

type AchievementRule = {
  id: AchievementId;
  /** The item the reward gives at no charge (one that needs no option choice). */
  rewardItemSlug: string;
  /** How far the history has gone toward the goal: done out of total. */
  progress(history: PaidHistory, meats: readonly string[]): { done: number; total: number };
};

/** Item slugs of the section whose items are the meats (every-meat counts these). */
export const MEATS_SECTION_SLUG = 'meats-by-the-pound';

const ordersAtLeast = (total: number) => (history: PaidHistory) => ({ done: Math.min(history.paidOrders, total), total });

export const ACHIEVEMENTS: readonly AchievementRule[] = [
  { id: 'first-order', rewardItemSlug: 'sweet-potato-pie', progress: ordersAtLeast(1) },
  { id: 'five-orders', rewardItemSlug: 'peach-cobbler', progress: ordersAtLeast(5) },
  {
    id: 'every-meat',
    rewardItemSlug: 'pulled-pork-lb',
    progress: (history, meats) => ({ done: meats.filter((slug) => history.itemSlugs.has(slug)).length, total: meats.length }),
  },
];

type AchievementStatus = { id: AchievementId; rewardItemSlug: string; done: number; total: number; reached: boolean };

/** Every achievement with its progress; `reached` when its goal is met (a goal of 0 never is). */
export function evaluateAchievements(history: PaidHistory, meats: readonly string[]): AchievementStatus[] {
  return ACHIEVEMENTS.map((rule) => {
    const { done, total } = rule.progress(history, meats);
    return { id: rule.id, rewardItemSlug: rule.rewardItemSlug, done, total, reached: total > 0 && done >= total };
  });
}

export function achievementRule(id: string): AchievementRule | undefined {
  return ACHIEVEMENTS.find((rule) => rule.id === id);
}
