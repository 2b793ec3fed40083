/**
 * Points earned on a paid order: the brand's rate (points per US dollar) for every earn unit of
 * the order's currency (./earn-rates: 10 points per $1, per ￥150, per MX$18) times the money
 * received for it (money-received.ts: the pre-tax amount after discounts, less what gift cards
 * paid; never the delivery fee, taxes or tip), rounded down to whole points. A brand with loyalty
 * switched off earns none; so does a currency without an earn unit.
 */
import { Decimal } from '@/domain/money';
import type { Currency } from '@/domain/markets';
import { DEFAULT_POINTS_PER_UNIT } from './constants';
import { EARN_UNIT } from './earn-rates';

type EarningBrand = { loyaltyEnabled: boolean; pointsPerUnit?: number };

export function pointsEarned(brand: EarningBrand, received: string, currency: string): number {
  if (!brand.loyaltyEnabled) return 0;
  const rate = brand.pointsPerUnit ?? DEFAULT_POINTS_PER_UNIT;
  if (!(rate > 0)) return 0;
  const unit = Object.prototype.hasOwnProperty.call(EARN_UNIT, currency) ? EARN_UNIT[currency as Currency] : null;
  if (unit === null) return 0;
  const amount = new Decimal(received);
  if (amount.lessThanOrEqualTo(0)) return 0;
  return amount.times(rate).dividedBy(unit).floor().toNumber();
}
