/**
 * Local prices of the demo chain: the USD reference price times the country's factor and the
 * store's regional adjustment, rounded half-to-even to the country's price step; kept as a
 * store's own price only where it differs from the base price. An item sold by weight is priced
 * for the market's weight (domain/menu/weight-units.ts): its reference is per pound, so 100 g in
 * Japan costs 0.22 of it before the factor.
 */
import Decimal from 'decimal.js';
import type { PriceRule } from './types';

/** `share`: of the reference the price is for; for an item sold by weight, the pounds the market's weight unit holds. */
export function localPrice(basePrice: string, rule: PriceRule, adjust = '1', share = '1'): string {
  const step = new Decimal(rule.step);
  const raw = new Decimal(basePrice).times(share).times(rule.factor).times(adjust);
  const steps = raw.dividedBy(step).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN);
  return steps.times(step).toFixed(2);
}

/** The store's own price when it differs from the base price; null: it sells at the base price. */
export function storeOverride(basePrice: string, price: string): string | null {
  return new Decimal(price).equals(basePrice) ? null : price;
}
