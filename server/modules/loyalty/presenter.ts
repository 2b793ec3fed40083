/** Ledger rows and wallet rewards → the wire shapes of domain/wire/loyalty.ts, item titles translated. */
import { REWARD_STATUS_NAMES } from '@/domain/loyalty/constants';
import type { LocaleTag } from '@/domain/markets';
import type { WirePointsEntry, WireWalletReward } from '@/domain/wire/loyalty';
import type { Database } from '@/server/db/client';
import { translated } from '@/server/locale';
import type { LedgerEntry } from './ledger-repository';
import { rewardsWithItems, type RewardWithItem, type WalletFilter } from './wallet-repository';

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
  filter: WalletFilter = {},
): Promise<WireWalletReward[]> {
  const rows = await rewardsWithItems(db, customerId, filter);
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
