import { outOfRange, WEB_VITALS_PAGE_PATTERN } from './beacon';

describe('WEB_VITALS_PAGE_PATTERN', () => {
  const page = new RegExp(WEB_VITALS_PAGE_PATTERN);
  it.each(['/', '/cart', '/menu/[storeSlug]', '/quote/[category]/[storeSlug]', '/group/[shareToken]/[subcategory]/[item]', '/blog/[...slug]', '/[[...path]]', '/404', '/_error'])('takes the route pattern %s', (path) => {
    expect(page.test(path)).toBe(true);
  });
  it.each(['', 'cart', '/cart/', '/Cart', '/menu/austin?x=1', '/a b', '/x\u0000', '/a/b/c/d/e/f/g/h/i', `/${'a'.repeat(41)}`, '//'])('refuses %j, which is not a route pattern', (path) => {
    expect(page.test(path)).toBe(false);
  });
});

describe('outOfRange', () => {
  it('names the first value outside its metric range', () => {
    expect(outOfRange([{ name: 'LCP', value: 2400 }, { name: 'CLS', value: 0.1 }])).toBeNull();
    expect(outOfRange([{ name: 'LCP', value: 120_001 }])).toBe('LCP');
    expect(outOfRange([{ name: 'CLS', value: -0.1 }])).toBe('CLS');
    expect(outOfRange([{ name: 'INP', value: Number.NaN }])).toBe('INP');
  });
});
