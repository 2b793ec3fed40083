/** A brand's loyalty settings: whether it runs the points program, its earn rate and its rewards title. */
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
