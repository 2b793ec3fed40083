/**
 * The stored keys that carry a coupon through the order flow: `loyaltyCouponCode` (the code the
 * diner applied), `couponItemId` (its coupon's id) and `loyaltyCouponCodeItem` (the wallet reward
 * a suggestion applied). The cart fills its coupon field from the code when the order does not
 * hold it yet. Removing the coupon, paying and logging out clear them.
 */
import { COOKIE_NAMES, ROOT_COOKIE_PATH, ROOT_PATH_COOKIE_MAX_AGE } from '@/domain/constants';
import { removeCookie, writeCookie } from './cookies';

const OPTIONS = { path: ROOT_COOKIE_PATH, maxAge: ROOT_PATH_COOKIE_MAX_AGE, sameSite: 'Lax' as const };
const NAMES = [COOKIE_NAMES.loyaltyCouponCode, COOKIE_NAMES.couponItemId, COOKIE_NAMES.loyaltyCouponCodeItem] as const;

export function rememberCoupon(code: string, couponId: number, rewardId?: string): void {
  writeCookie(COOKIE_NAMES.loyaltyCouponCode, code, OPTIONS);
  writeCookie(COOKIE_NAMES.couponItemId, String(couponId), OPTIONS);
  if (rewardId) writeCookie(COOKIE_NAMES.loyaltyCouponCodeItem, rewardId, OPTIONS);
}

export function forgetCoupon(): void {
  for (const name of NAMES) removeCookie(name, { path: ROOT_COOKIE_PATH });
}
