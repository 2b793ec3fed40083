/** Ledger rows and wallet rewards → the wire shapes of domain/wire/loyalty.ts, item titles translated. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { REWARD_STATUS_NAMES, type RewardStatusId } from '@/domain/loyalty/constants';
import type { LocaleTag } from '@/domain/markets';
import type { WirePointsEntry, WireWalletReward } from '@/domain/wire/loyalty';
import type { Database } from '@/server/db/client';
import { items, walletRewards } from '@/server/db/schema';
import { translated } from '@/server/locale';
import type { LedgerEntry } from './ledger';

const rewardColumns = {
  reward: walletRewards,
  itemTitle: items.title,
  itemTranslations: items.translations,
  itemSlug: items.slug,
  itemImageUrl: items.imageUrl,
};

type RewardWithItem = {
  reward: typeof walletRewards.$inferSelect;
  itemTitle: string | null;
  itemTranslations: Record<string, { title?: string; description?: string }> | null;
  itemSlug: string | null;
  itemImageUrl: string | null;
};

export function presentReward(row: RewardWithItem, locale: LocaleTag): WireWalletReward {
  const { reward } = row;
  const itemTitle = row.itemTitle === null ? null : translated(row.itemTitle, row.itemTranslations, locale);
  return {
    id: reward.id,
    rewardTypeId: reward.rewardTypeId,
    rewardSourceId: reward.rewardSourceId,
    rewardKindId: reward.rewardKindId,
    statusId: reward.statusId,
    status: REWARD_STATUS_NAMES[reward.statusId],
    title: reward.title ?? itemTitle ?? reward.couponCode ?? '',
    itemId: reward.itemId,
    itemSlug: row.itemSlug,
    imageUrl: row.itemImageUrl,
    pointsSpent: reward.pointsSpent,
    couponId: reward.couponId,
    couponCode: reward.couponCode,
    orderId: reward.orderId,
    expiresAt: reward.expiresAt?.toISOString() ?? null,
    createdAt: reward.createdAt.toISOString(),
  };
}

/** The customer's rewards with their items, newest first; `rewardIds` narrows to those. */
export async function presentedWallet(
  db: Database,
  customerId: number,
  locale: LocaleTag,
  filter: { statuses?: readonly RewardStatusId[]; rewardIds?: readonly string[]; itemId?: number } = {},
): Promise<WireWalletReward[]> {
  const conditions = [eq(walletRewards.customerId, customerId)];
  if (filter.statuses) conditions.push(inArray(walletRewards.statusId, [...filter.statuses]));
  if (filter.rewardIds) conditions.push(inArray(walletRewards.id, [...filter.rewardIds]));
  if (filter.itemId !== undefined) conditions.push(eq(walletRewards.itemId, filter.itemId));
  const rows = await db
    .select(rewardColumns)
    .from(walletRewards)
    .leftJoin(items, eq(items.id, walletRewards.itemId))
    .where(and(...conditions))
    .orderBy(desc(walletRewards.createdAt), desc(walletRewards.id));
  return rows.map((row) => presentReward(row, locale));
}

export function presentEntry(entry: LedgerEntry, orderNumber: string | null): WirePointsEntry {
  return {
    id: entry.id,
    points: entry.points,
    reason: entry.reason,
    orderId: entry.orderId,
    orderNumber,
    rewardId: entry.rewardId,
    createdAt: entry.createdAt.toISOString(),
  };
}
