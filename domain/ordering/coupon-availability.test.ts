import { couponUnavailability, type CouponRules, type CouponUsage } from './coupon-availability';

const NOW = new Date('2026-11-24T12:00:00Z');
const rules = (overrides: Partial<CouponRules> = {}): CouponRules => ({
  brandId: 4,
  countryCode: null,
  validFrom: null,
  validTo: null,
  perCustomerLimit: null,
  usageLimit: null,
  ...overrides,
});
const unused: CouponUsage = { total: 0, byCustomer: 0, codeUsed: false };
const place = { brandId: 4, countryCode: 'US', now: NOW };

describe('couponUnavailability', () => {
  it.each([
    ['open coupon', rules(), unused, null],
    ['another brand', rules({ brandId: 3 }), unused, 'brand'],
    ['paused', rules({ paused: true }), unused, 'paused'],
    ['ended', rules({ ended: true }), unused, 'ended'],
    ['ended while paused', rules({ paused: true, ended: true }), unused, 'ended'],
    ['another market', rules({ countryCode: 'CA' }), unused, 'market'],
    ['its market, any case', rules({ countryCode: 'us' }), unused, null],
    ['starts later', rules({ validFrom: new Date('2026-11-24T12:00:01Z') }), unused, 'not-yet-valid'],
    ['starts now', rules({ validFrom: NOW }), unused, null],
    ['ended now', rules({ validTo: NOW }), unused, 'expired'],
    ['ends a second later', rules({ validTo: new Date('2026-11-24T12:00:01Z') }), unused, null],
    ['overall limit reached', rules({ usageLimit: 3 }), { ...unused, total: 3 }, 'used-up'],
    ['one use left', rules({ usageLimit: 3 }), { ...unused, total: 2 }, null],
    ['diner limit reached', rules({ perCustomerLimit: 1 }), { ...unused, total: 5, byCustomer: 1 }, 'customer-limit'],
    ['diner unknown yet', rules({ perCustomerLimit: 1 }), { ...unused, total: 5, byCustomer: null }, null],
    ['single-use code redeemed', rules(), { ...unused, codeUsed: true }, 'code-used'],
    ['a free item, used once by the diner, no limit set', rules({ freeItem: true }), { ...unused, total: 1, byCustomer: 1 }, 'customer-limit'],
    ['a free item, never used by the diner', rules({ freeItem: true }), { ...unused, total: 9, byCustomer: 0 }, null],
    ['a free item with a limit of its own', rules({ freeItem: true, perCustomerLimit: 2 }), { ...unused, total: 1, byCustomer: 1 }, null],
  ] as const)('%s → %s', (_name, given, usage, expected) => {
    expect(couponUnavailability(given, usage, place)).toBe(expected);
  });
});
