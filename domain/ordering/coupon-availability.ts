/**
 * Whether a coupon may be used on an order at all, before its discount is priced: its brand and
 * market, its dates and its usage limits. The cart conditions (targets, minimum amount) are
 * discounts.ts's; both together decide "Coupon conditions are not met".
 *
 * - A paused or ended coupon (a brand admin's step) is never usable.
 * - Valid from `validFrom` (inclusive) until `validTo` (exclusive); a missing bound is open.
 * - `usageLimit` counts every redeemed use, `perCustomerLimit` the diner's own uses; an unknown
 *   diner (a guest before giving an email) is judged on the overall limit only, and again at payment.
 * - A single-use code that was redeemed is used up.
 * - A free-item coupon always has a per-diner limit: FREE_ITEM_PER_DINER_LIMIT when it sets none,
 *   so a free item is never free for everyone every time.
 */

/** The per-diner limit of a free-item coupon that sets none. */
export const FREE_ITEM_PER_DINER_LIMIT = 1;

export type CouponRules = {
  brandId: number;
  /** Null: every market of the brand. */
  countryCode: string | null;
  validFrom: Date | null;
  validTo: Date | null;
  perCustomerLimit: number | null;
  usageLimit: number | null;
  /** A free-item coupon (discount type 9). */
  freeItem?: boolean;
  /** Paused or ended by a brand admin. */
  paused?: boolean;
  ended?: boolean;
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

export type CouponUnavailable = 'paused' | 'ended' | 'brand' | 'market' | 'not-yet-valid' | 'expired' | 'used-up' | 'customer-limit' | 'code-used';

/** The uses one diner may make of the coupon; null when unlimited. */
export function perDinerLimit(rules: Pick<CouponRules, 'perCustomerLimit' | 'freeItem'>): number | null {
  return rules.perCustomerLimit ?? (rules.freeItem ? FREE_ITEM_PER_DINER_LIMIT : null);
}

/** Why the coupon cannot be used here and now, or null when it can. */
export function couponUnavailability(rules: CouponRules, usage: CouponUsage, place: CouponPlace): CouponUnavailable | null {
  if (rules.brandId !== place.brandId) return 'brand';
  if (rules.ended) return 'ended';
  if (rules.paused) return 'paused';
  if (rules.countryCode !== null && rules.countryCode.toUpperCase() !== place.countryCode.toUpperCase()) return 'market';
  if (rules.validFrom && place.now.getTime() < rules.validFrom.getTime()) return 'not-yet-valid';
  if (rules.validTo && place.now.getTime() >= rules.validTo.getTime()) return 'expired';
  if (usage.codeUsed) return 'code-used';
  if (rules.usageLimit !== null && usage.total >= rules.usageLimit) return 'used-up';
  const perDiner = perDinerLimit(rules);
  if (perDiner !== null && usage.byCustomer !== null && usage.byCustomer >= perDiner) return 'customer-limit';
  return null;
}
