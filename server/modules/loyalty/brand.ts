/** A brand's loyalty settings: whether it runs the points program, its earn rate and its rewards title; its mystery odds and yearly rewards. */
import type { MysteryPrize } from '@/domain/loyalty/mystery-rewards';
import { mysteryPrizesOf, yearlyRewardSlugOf, type LoyaltySettingsConfig } from '@/domain/loyalty/settings';
import type { Database } from '@/server/db/client';
import { brandConfig } from './brand-repository';
import { loyaltyError } from './errors';

export type LoyaltyBrand = { brandId: number; loyaltyEnabled: boolean; pointsPerUnit?: number; rewardsTitle: string };

export async function loyaltyBrand(db: Database, brandId: number): Promise<LoyaltyBrand> {
  const config = await brandConfig(db, brandId);
  if (!config) return { brandId, loyaltyEnabled: false, rewardsTitle: '' };
  const { loyaltyEnabled, pointsPerUnit, rewardsTitle } = config;
  return { brandId, loyaltyEnabled, rewardsTitle, ...(pointsPerUnit !== undefined && { pointsPerUnit }) };
}

/** The brand when it runs the points program; 422 loyalty_loyalty_off otherwise. */
export async function brandWithLoyalty(db: Database, brandId: number): Promise<LoyaltyBrand> {
  const brand = await loyaltyBrand(db, brandId);
  if (!brand.loyaltyEnabled) throw loyaltyError(422, 'loyaltyOff');
  return brand;
}

export type RewardSettings = { mysteryPrizes: readonly MysteryPrize[]; birthdayItemSlug: string | null; anniversaryItemSlug: string | null };

/** The brand's mystery prize table and the item of each yearly reward (null: off), as the console set them or the program's defaults. */
export async function rewardSettings(db: Database, brandId: number): Promise<RewardSettings> {
  const config: LoyaltySettingsConfig = (await brandConfig(db, brandId)) ?? { loyaltyEnabled: false };
  return { mysteryPrizes: mysteryPrizesOf(config), birthdayItemSlug: yearlyRewardSlugOf(config, 'birthday'), anniversaryItemSlug: yearlyRewardSlugOf(config, 'anniversary') };
}
