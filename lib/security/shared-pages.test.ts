import { sharedPageOf } from './shared-pages';

describe('sharedPageOf', () => {
  it.each([
    ['/locations/arizona/mesa/mesa-superstition-springs', '/locations/[state]/[city]/[store]'],
    ['/locations/arizona/mesa/mesa-superstition-springs/', '/locations/[state]/[city]/[store]'],
    ['/quote/everyday/mesa-superstition-springs', '/quote/[category]/[storeSlug]'],
    ['/', '/'],
    ['/sitemap', '/sitemap'],
    ['/locations', '/locations'],
    ['/locations/arizona', '/locations/[state]'],
    ['/locations/arizona/mesa', '/locations/[state]/[city]'],
    ['/company/press', null],
    ['/quote/everyday/mesa-superstition-springs/sandwiches', null],
    ['/cart', null],
    ['/checkout/payment', null],
    ['/login', null],
    ['/user-profile', null],
  ])('%s → %p', (path, page) => {
    expect(sharedPageOf(path)).toBe(page);
  });
});
