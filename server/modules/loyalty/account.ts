/** The signed-in diner's points recap, paged points history and wallet. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_POINTS_PER_UNIT, REWARD_STATUS, type RewardStatusId } from '@/domain/loyalty/constants';
import type { LocaleTag } from '@/domain/markets';
import type { WirePointsHistory, WirePointsRecap, WireWalletReward } from '@/domain/wire/loyalty';
import type { Database } from '@/server/db/client';
import { orders, pointsLedger, walletRewards } from '@/server/db/schema';
import { loyaltyBrand } from './brand';
import { pointsHistory } from './ledger';
import { presentedWallet, presentEntry } from './presenter';

export async function pointsRecap(db: Database, brandId: number, customerId: number): Promise<WirePointsRecap> {
  const brand = await loyaltyBrand(db, brandId);
  const [sums] = await db
    .select({
      earned: sql<string | null>`sum(case when ${pointsLedger.points} > 0 then ${pointsLedger.points} else 0 end)`,
      spent: sql<string | null>`sum(case when ${pointsLedger.points} < 0 then -${pointsLedger.points} else 0 end)`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.customerId, customerId));
  const [wallet] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletRewards)
    .where(and(eq(walletRewards.customerId, customerId), eq(walletRewards.statusId, REWARD_STATUS.inWallet)));
  const earned = Number(sums?.earned ?? 0);
  const spent = Number(sums?.spent ?? 0);
  return {
    loyaltyEnabled: brand.loyaltyEnabled,
    rewardsTitle: brand.rewardsTitle,
    spendablePoints: earned - spent,
    lifetimeEarned: earned,
    lifetimeSpent: spent,
    pointsPerUnit: brand.loyaltyEnabled ? (brand.pointsPerUnit ?? DEFAULT_POINTS_PER_UNIT) : 0,
    walletCount: Number(wallet?.n ?? 0),
  };
}

export async function pointsHistoryPage(db: Database, customerId: number, page: number, pageSize: number): Promise<WirePointsHistory> {
  const { entries, total } = await pointsHistory(db, customerId, page, pageSize);
  const orderIds = [...new Set(entries.map((entry) => entry.orderId).filter((id): id is string => id !== null))];
  const numbers = new Map<string, string>();
  if (orderIds.length > 0) {
    const rows = await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds));
    for (const row of rows) numbers.set(row.id, String(row.number));
  }
  return { data: entries.map((entry) => presentEntry(entry, entry.orderId ? (numbers.get(entry.orderId) ?? null) : null)), total, page, pageSize };
}

export async function walletPage(db: Database, customerId: number, locale: LocaleTag, status?: RewardStatusId): Promise<WireWalletReward[]> {
  return presentedWallet(db, customerId, locale, status ? { statuses: [status] } : {});
}
