/**
 * Points earned on a paid order: the brand's rate times the money received for it
 * (money-received.ts: the pre-tax amount after discounts, less what gift cards paid; never the
 * delivery fee, taxes or tip), rounded down to whole points. A brand with loyalty switched off
 * earns none.
 */
import { Decimal } from '@/domain/money';
import { DEFAULT_POINTS_PER_UNIT } from './constants';

type EarningBrand = { loyaltyEnabled: boolean; pointsPerUnit?: number };

export function pointsEarned(brand: EarningBrand, received: string): number {
  if (!brand.loyaltyEnabled) return 0;
  const rate = brand.pointsPerUnit ?? DEFAULT_POINTS_PER_UNIT;
  if (!(rate > 0)) return 0;
  const amount = new Decimal(received);
  if (amount.lessThanOrEqualTo(0)) return 0;
  return amount.times(rate).floor().toNumber();
}
