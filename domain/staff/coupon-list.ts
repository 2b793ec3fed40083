/**
 * The console's list of coupons, a page at a time: filtered by status, by the market diners use
 * it in (a coupon of every market counts in each), and by a text found in its code or title.
 */
import type { CountryCode } from '@/domain/markets';
import type { CouponStatus } from './staff-coupons';

export const COUPON_STATUSES: readonly CouponStatus[] = ['active', 'scheduled', 'paused', 'ended'];
/** The longest text searched for in codes and titles. */
export const COUPON_SEARCH_MAX = 60;
/** Coupons on a page of the console's list. */
export const COUPON_LIST_PAGE_SIZE = 30;

export type CouponListFilters = {
  status: CouponStatus | null;
  countryCode: CountryCode | null;
  /** Found in the code or title, whatever the case; '' finds every coupon. */
  search: string;
  page: number;
};

export const NO_COUPON_FILTERS: CouponListFilters = { status: null, countryCode: null, search: '', page: 1 };

export function isCouponStatus(value: string): value is CouponStatus {
  return (COUPON_STATUSES as readonly string[]).includes(value);
}

/** A LIKE pattern finding `text` anywhere, its own %, _ and \\ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
