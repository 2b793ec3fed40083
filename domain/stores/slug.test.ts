import { isStoreSlug, storeSlugOf } from './slug';

describe('storeSlugOf', () => {
  it.each([
    ['Lower Greenville', 'lower-greenville'],
    ['Café Saint-Denis', 'cafe-saint-denis'],
    ['  St. Louis — Downtown!  ', 'st-louis-downtown'],
    ['渋谷', ''],
    [`${'a'.repeat(119)} b`, 'a'.repeat(119)],
  ])('%s -> %s', (title, slug) => expect(storeSlugOf(title)).toBe(slug));
});

describe('isStoreSlug', () => {
  it.each([
    ['deep-ellum', true],
    ['store-2', true],
    ['-deep', false],
    ['deep-', false],
    ['Deep', false],
    ['', false],
    ['a'.repeat(121), false],
  ])('%s: %s', (slug, expected) => expect(isStoreSlug(slug)).toBe(expected));
});
