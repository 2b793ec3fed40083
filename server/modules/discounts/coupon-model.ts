/** A coupon row as the availability rules read it (domain/ordering; the pricing rules read it through toCoupon there). */
import type { CouponRules } from '@/domain/ordering';
import { DISCOUNT_TYPE } from '@/domain/ordering/discount-types';
import { normaliseEmail } from '@/domain/ordering/diner-identity';
import type { OrderGuest } from '@/server/db/schema';
import type { CouponRow } from './repository';

/** At most this many coupons on one order. */
export const MAX_COUPONS_PER_ORDER = 5;

export function rulesOf(row: CouponRow): CouponRules {
  return {
    brandId: row.brandId,
    countryCode: row.countryCode,
    validFrom: row.validFrom,
    validTo: row.validTo,
    perCustomerLimit: row.perCustomerLimit,
    usageLimit: row.usageLimit,
    freeItem: row.typeId === DISCOUNT_TYPE.itemFree,
    paused: row.pausedAt !== null,
    ended: row.endedAt !== null,
  };
}

/** Who a use is recorded for: the signed-in customer, else the guest's normalised email; null while unknown. */
export function customerKeyOf(order: { customerId: number | null; guest: OrderGuest | null }): string | null {
  if (order.customerId !== null) return `c:${order.customerId}`;
  const email = normaliseEmail(order.guest?.email);
  return email ? `e:${email}` : null;
}

/**
 * Who a use counts against: the account, and the normalised email (the account's own, else the
 * guest's), so an account and the guest orders placed with its email, `+tag` or not, share their
 * per-diner uses. Null while the diner is not known (a guest before giving an email).
 */
export type CouponDiner = { customerId: number | null; emailKey: string | null };

export function couponDinerOf(order: { customerId: number | null; guest: OrderGuest | null }, accountEmail: string | null): CouponDiner | null {
  const emailKey = normaliseEmail(accountEmail ?? order.guest?.email) || null;
  if (order.customerId === null && emailKey === null) return null;
  return { customerId: order.customerId, emailKey };
}

/** A code as typed → as stored: trimmed, upper case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}
