/**
 * Whether the coupons on an order may be used, and their redemption when it is paid.
 *
 * - At apply and before a payment is taken: every coupon must apply on the cart (discounts.ts)
 *   and be usable here and now (brand, market, dates, limits: coupon-availability.ts), else 422
 *   "Coupon conditions are not met", so the diner is never charged a total the coupon no longer
 *   gives.
 * - A diner's uses are those of their account and of their normalised email together
 *   (coupon-model.ts couponDinerOf): a guest order with the account's email, `+tag` or not,
 *   counts against the account's per-diner limit, and the other way round.
 * - Validity (dates) is judged at the real time the caller passes: the demo clock never makes an
 *   expired coupon usable.
 * - When the order is marked paid (inside the payment's transaction, order row locked): the
 *   coupon rows are locked, the limits checked again against the ledger, and one redemption row
 *   written per coupon. A second payment confirmation of the same order finds its rows and
 *   writes nothing; a refusal here rolls the payment back (and the payment flow gives the
 *   money back).
 */
import { couponUnavailability, type CouponUnavailable } from '@/domain/ordering';
import { PAYMENT_MESSAGES } from '@/domain/messages';
import type { Database } from '@/server/db/client';
import { UnprocessableError } from '@/server/errors';
import type { PricedOrder, OrderCouponRow } from '@/server/modules/orders';
import { couponDinerOf, customerKeyOf, rulesOf, type CouponDiner } from './coupon-model';
import { accountEmailOf, insertRedemption, lockCoupons, redeemedCouponIds, usageOf } from './repository';

export type CouponRefusalReason = CouponUnavailable | 'cart' | 'quote';

const WHY: Record<CouponRefusalReason, (code: string) => string> = {
  brand: (code) => `Coupon ${code} is not valid for this restaurant`,
  paused: (code) => `Coupon ${code} is paused`,
  ended: (code) => `Coupon ${code} has ended`,
  market: (code) => `Coupon ${code} is not valid in this country`,
  'not-yet-valid': (code) => `Coupon ${code} is not valid yet`,
  expired: (code) => `Coupon ${code} has expired`,
  'used-up': (code) => `Coupon ${code} has reached its number of uses`,
  'customer-limit': (code) => `You have already used coupon ${code} as many times as it allows`,
  'code-used': (code) => `Coupon code ${code} has already been used`,
  cart: (code) => `Your cart does not meet the conditions of coupon ${code}`,
  quote: (code) => `Coupon ${code} does not apply to a catering quote request: the store's estimate sets its price`,
};

/** 422 "Coupon conditions are not met", saying why in `errors` and naming the code in `params`. */
export function couponRefusal(code: string, why: CouponRefusalReason): UnprocessableError {
  return new UnprocessableError(PAYMENT_MESSAGES.couponConditionsNotMet, [WHY[why](code)], { code: 'coupon_conditions_not_met', params: { code } });
}

async function dinerOf(db: Database, order: PricedOrder['order']): Promise<CouponDiner | null> {
  return couponDinerOf(order, await accountEmailOf(db, order.customerId));
}

async function unavailability(db: Database, priced: Pick<PricedOrder, 'order'>, row: OrderCouponRow, now: Date, diner: CouponDiner | null) {
  const { order } = priced;
  const usage = await usageOf(db, { couponId: row.coupon.id, couponCodeId: row.couponCodeId, diner, orderId: order.id });
  return couponUnavailability(rulesOf(row.coupon), usage, { brandId: order.brandId, countryCode: order.countryCode, now });
}

/** Throws the refusal of the first coupon on the order that cannot be used now. */
export async function assertCouponsUsable(db: Database, priced: PricedOrder, now: Date): Promise<void> {
  if (priced.coupons.length === 0) return;
  const diner = await dinerOf(db, priced.order);
  for (const [index, row] of priced.coupons.entries()) {
    const why = await unavailability(db, priced, row, now, diner);
    if (why) throw couponRefusal(row.code, why);
    if (!priced.pricing.coupons[index]!.ok) throw couponRefusal(row.code, 'cart');
  }
}

/** Writes the order's redemptions, once, under the coupon locks (the caller's transaction). */
export async function redeemCoupons(tx: Database, priced: PricedOrder, now: Date): Promise<void> {
  if (priced.coupons.length === 0) return;
  await lockCoupons(tx, priced.coupons.map((row) => row.coupon.id));
  const done = new Set(await redeemedCouponIds(tx, priced.order.id));
  const diner = await dinerOf(tx, priced.order);
  for (const [index, row] of priced.coupons.entries()) {
    if (done.has(row.coupon.id)) continue;
    const why = await unavailability(tx, priced, row, now, diner);
    if (why) throw couponRefusal(row.code, why);
    const outcome = priced.pricing.coupons[index]!;
    if (!outcome.ok) throw couponRefusal(row.code, 'cart');
    await insertRedemption(tx, {
      couponId: row.coupon.id,
      couponCodeId: row.couponCodeId,
      orderId: priced.order.id,
      customerKey: customerKeyOf(priced.order) ?? `o:${priced.order.id}`,
      customerId: diner?.customerId ?? null,
      emailKey: diner?.emailKey ?? null,
      discount: outcome.discount,
      createdAt: now,
    });
  }
}
