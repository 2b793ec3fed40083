/** The signed-in diner's points recap, paged points history and wallet. */
import { DEFAULT_POINTS_PER_UNIT, REWARD_STATUS, type RewardStatusId } from '@/domain/loyalty/constants';
import type { LocaleTag } from '@/domain/markets';
import type { WireLoyaltyProgram, WirePointsHistory, WirePointsRecap, WireWalletReward } from '@/domain/wire/loyalty';
import type { Database } from '@/server/db/client';
import { loyaltyBrand } from './brand';
import { pointsHistory } from './ledger';
import { ledgerTotals } from './ledger-repository';
import { orderNumbers } from './order-repository';
import { presentedWallet, presentEntry } from './presenter';
import { rewardCount } from './wallet-repository';

/** The brand's program: on or off, its title and its earn rate (0 when off). */
export async function loyaltyProgram(db: Database, brandId: number): Promise<WireLoyaltyProgram> {
  const brand = await loyaltyBrand(db, brandId);
  return {
    loyaltyEnabled: brand.loyaltyEnabled,
    rewardsTitle: brand.rewardsTitle,
    pointsPerUnit: brand.loyaltyEnabled ? (brand.pointsPerUnit ?? DEFAULT_POINTS_PER_UNIT) : 0,
  };
}

export async function pointsRecap(db: Database, brandId: number, customerId: number): Promise<WirePointsRecap> {
  const program = await loyaltyProgram(db, brandId);
  const { earned, spent } = await ledgerTotals(db, customerId);
  const walletCount = await rewardCount(db, customerId, REWARD_STATUS.inWallet);
  return {
    loyaltyEnabled: program.loyaltyEnabled,
    rewardsTitle: program.rewardsTitle,
    spendablePoints: earned - spent,
    lifetimeEarned: earned,
    lifetimeSpent: spent,
    pointsPerUnit: program.pointsPerUnit,
    walletCount,
  };
}

export async function pointsHistoryPage(db: Database, customerId: number, page: number, pageSize: number): Promise<WirePointsHistory> {
  const { entries, total } = await pointsHistory(db, customerId, page, pageSize);
  const orderIds = [...new Set(entries.map((entry) => entry.orderId).filter((id): id is string => id !== null))];
  const numbers = new Map((await orderNumbers(db, orderIds)).map((row) => [row.id, String(row.number)]));
  return { data: entries.map((entry) => presentEntry(entry, entry.orderId ? (numbers.get(entry.orderId) ?? null) : null)), total, page, pageSize };
}

export async function walletPage(db: Database, customerId: number, locale: LocaleTag, status?: RewardStatusId): Promise<WireWalletReward[]> {
  return presentedWallet(db, customerId, locale, status ? { statuses: [status] } : {});
}
