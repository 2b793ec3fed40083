/**
 * Achievements of a diner: evaluated from their paid-order history, each granted once (its
 * grant key) as a free item in the wallet. Evaluation is idempotent, so the paid-orders job and
 * the diner's own reads may both run it at any time.
 */
import { ACHIEVEMENTS, evaluateAchievements, type AchievementId } from '@/domain/loyalty/achievements';
import { REWARD_SOURCE } from '@/domain/loyalty/constants';
import type { LocaleTag } from '@/domain/markets';
import type { WireAchievements } from '@/domain/wire/rewards';
import type { Database } from '@/server/db/client';
import { translated } from '@/server/locale';
import { paidHistory } from './history';
import { grantItemReward } from './item-grants';
import { grantsOf, itemBySlug, meatSlugs } from './repository';

export const achievementGrantKey = (customerId: number, id: AchievementId) => `achievement:${customerId}:${id}`;

/** Grants every achievement the history reaches and the diner has not had yet; returns how many were new. */
export async function grantReachedAchievements(db: Database, customerId: number, now: Date): Promise<number> {
  const statuses = evaluateAchievements(await paidHistory(db, customerId), await meatSlugs(db));
  let granted = 0;
  for (const status of statuses.filter((entry) => entry.reached)) {
    const result = await grantItemReward(db, {
      customerId,
      source: REWARD_SOURCE.achievement,
      itemSlug: status.rewardItemSlug,
      grantKey: achievementGrantKey(customerId, status.id),
      at: now,
    });
    if (result?.created) granted += 1;
  }
  return granted;
}

/** Every achievement with its progress; an earned one stays earned whatever happens to later orders. */
export async function listAchievements(db: Database, customerId: number, locale: LocaleTag, now: Date): Promise<WireAchievements> {
  await grantReachedAchievements(db, customerId, now);
  const statuses = evaluateAchievements(await paidHistory(db, customerId), await meatSlugs(db));
  const keys = ACHIEVEMENTS.map((rule) => achievementGrantKey(customerId, rule.id));
  const grants = await grantsOf(db, customerId, keys);
  const earnedAt = new Map(grants.map((grant) => [grant.grantKey, grant.createdAt]));
  const data = [];
  for (const status of statuses) {
    const item = await itemBySlug(db, status.rewardItemSlug);
    const at = earnedAt.get(achievementGrantKey(customerId, status.id));
    data.push({
      id: status.id,
      done: at ? status.total : status.done,
      total: status.total,
      earned: at !== undefined,
      earnedAt: at ? at.toISOString() : null,
      reward: { itemId: item?.id ?? null, title: item ? translated(item.title, item.translations as never, locale) : status.rewardItemSlug },
    });
  }
  return { data };
}
