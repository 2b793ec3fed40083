/** @jest-environment jsdom */
import type { WebVitalName } from '@/domain/web-vitals/beacon';
import { beaconOf } from './web-vitals-beacon';

const pendingOf = (entries: [WebVitalName, number][]) => new Map<WebVitalName, number>(entries);

describe('beaconOf', () => {
  it('sends what is pending under the route pattern, ms rounded and CLS to 4 decimals', () => {
    expect(beaconOf('/menu/[storeSlug]', pendingOf([['LCP', 1834.6], ['CLS', 0.123456]]))).toEqual({ page: '/menu/[storeSlug]', vitals: [{ name: 'LCP', value: 1835 }, { name: 'CLS', value: 0.1235 }] });
  });

  it('sends nothing when nothing is pending, or for a page that is not a route pattern', () => {
    expect(beaconOf('/cart', pendingOf([]))).toBeNull();
    expect(beaconOf('/menu/austin?coupon=SAVE', pendingOf([['LCP', 1000]]))).toBeNull();
  });
});
