/**
 * The coupon list's filters as the console's URL carries them:
 * `/staff/coupons?status=paused&market=CA&q=brisket&page=2`. Values of the wrong shape are dropped,
 * so a hand-edited URL shows the list rather than an error.
 */
import { isCountryCode } from '@/domain/markets';
import { COUPON_SEARCH_MAX, isCouponStatus, type CouponListFilters } from '@/domain/staff/coupon-list';

type Query = Record<string, string | string[] | undefined>;

const MAX_PAGE = 100_000;

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

export function couponFiltersOf(query: Query): CouponListFilters {
  const status = first(query.status);
  const market = first(query.market);
  const page = first(query.page);
  const number = /^\d{1,6}$/.test(page) ? Number(page) : 1;
  return {
    status: isCouponStatus(status) ? status : null,
    countryCode: isCountryCode(market) ? market : null,
    search: first(query.q).trim().slice(0, COUPON_SEARCH_MAX),
    page: number >= 1 && number <= MAX_PAGE ? number : 1,
  };
}

/** The list's path with its filters, the page only past the first: '/staff/coupons?status=active&q=brisket'. */
export function couponListPath(filters: CouponListFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.countryCode) params.set('market', filters.countryCode);
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `/staff/coupons?${search}` : '/staff/coupons';
}
