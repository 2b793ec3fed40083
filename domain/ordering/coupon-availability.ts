/**
 * Whether a coupon may be used on an order at all, before its discount is priced: its brand and
 * market, its dates and its usage limits. The cart conditions (targets, minimum amount) are
 * discounts.ts's; both together decide "Coupon conditions are not met".
 *
 * - Valid from `validFrom` (inclusive) until `validTo` (exclusive); a missing bound is open.
 * - `usageLimit` counts every redeemed use, `perCustomerLimit` the diner's own uses; an unknown
 *   diner (a guest before giving an email) is judged on the overall limit only, and again at payment.
 * - A single-use code that was redeemed is used up.
 */
export type CouponRules = {
  brandId: number;
  /** Null: every market of the brand. */
  countryCode: string | null;
  validFrom: Date | null;
  validTo: Date | null;
  perCustomerLimit: number | null;
  usageLimit: number | null;
};

export type CouponUsage = {
  /** Redeemed uses of the coupon, every diner. */
  total: number;
  /** The diner's own redeemed uses; null when the diner is not known yet. */
  byCustomer: number | null;
  /** Whether the single-use code given was already redeemed. */
  codeUsed: boolean;
};

export type CouponPlace = { brandId: number; countryCode: string; now: Date };

export type CouponUnavailable = 'brand' | 'market' | 'not-yet-valid' | 'expired' | 'used-up' | 'customer-limit' | 'code-used';

/** Why the coupon cannot be used here and now, or null when it can. */
export function couponUnavailability(rules: CouponRules, usage: CouponUsage, place: CouponPlace): CouponUnavailable | null {
  if (rules.brandId !== place.brandId) return 'brand';
  if (rules.countryCode !== null && rules.countryCode.toUpperCase() !== place.countryCode.toUpperCase()) return 'market';
  if (rules.validFrom && place.now.getTime() < rules.validFrom.getTime()) return 'not-yet-valid';
  if (rules.validTo && place.now.getTime() >= rules.validTo.getTime()) return 'expired';
  if (usage.codeUsed) return 'code-used';
  if (rules.usageLimit !== null && usage.total >= rules.usageLimit) return 'used-up';
  if (rules.perCustomerLimit !== null && usage.byCustomer !== null && usage.byCustomer >= rules.perCustomerLimit) return 'customer-limit';
  return null;
}
