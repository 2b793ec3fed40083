import { NO_COUPON_FILTERS } from '@/domain/staff/coupon-list';
import { couponFiltersOf, couponListPath } from './coupon-filters';

describe('couponFiltersOf', () => {
  it.each([
    [{}, NO_COUPON_FILTERS],
    [{ status: 'paused', market: 'CA', q: '  brisket ', page: '2' }, { status: 'paused', countryCode: 'CA', search: 'brisket', page: 2 }],
    [{ status: 'lost', market: 'ca', page: '0' }, NO_COUPON_FILTERS],
    [{ page: '100001' }, NO_COUPON_FILTERS],
    [{ status: ['ended', 'active'], q: 'x'.repeat(80) }, { ...NO_COUPON_FILTERS, status: 'ended', search: 'x'.repeat(60) }],
  ])('reads %p', (query, filters) => {
    expect(couponFiltersOf(query)).toEqual(filters);
  });
});

describe('couponListPath', () => {
  it.each([
    [NO_COUPON_FILTERS, '/staff/coupons'],
    [{ ...NO_COUPON_FILTERS, page: 1, status: 'active' as const, search: ' 100% off ' }, '/staff/coupons?status=active&q=100%25+off'],
    [{ status: null, countryCode: 'US' as const, search: '', page: 3 }, '/staff/coupons?market=US&page=3'],
  ])('writes %p as %p', (filters, path) => {
    expect(couponListPath(filters)).toBe(path);
    expect(couponFiltersOf(Object.fromEntries(new URL(path, 'http://x').searchParams))).toEqual({ ...filters, search: filters.search.trim() });
  });
});
