import { cateringPackage, cateringPackages, type PackageSource } from './packages';

const buffet: PackageSource = {
  slug: 'barbecue-buffet',
  title: 'Barbecue Buffet (per person)',
  description: 'Two meats, two sides',
  imageUrl: '/images/menu/barbecue-buffet.svg',
  unit: 'serving',
  minQuantity: 10,
  price: { currency: 'USD', min: '14.99' },
};

describe('cateringPackage', () => {
  it.each([
    ['ten guests at 14.99', { minQuantity: 10, price: { currency: 'USD', min: '14.99' } }, 10, '14.99', '149.90'],
    ['twenty guests at 16.99 in Canada', { minQuantity: 20, price: { currency: 'CAD', min: '16.99' } }, 20, '16.99', '339.80'],
    ['a minimum of zero counts as one guest', { minQuantity: 0, price: { currency: 'USD', min: '3.49' } }, 1, '3.49', '3.49'],
    ['no float drift on 0.10 × 3', { minQuantity: 3, price: { currency: 'USD', min: '0.10' } }, 3, '0.10', '0.30'],
  ])('prices %s', (_, overrides, feeds, perGuest, from) => {
    expect(cateringPackage({ ...buffet, ...overrides })).toEqual(expect.objectContaining({ feeds, perGuest, from, currency: overrides.price.currency }));
  });

  it.each([
    ['a tray', { unit: 'pack' }],
    ['an item sold each', { unit: 'each' }],
    ['an item no restaurant of the market sells', { price: null }],
  ])('is no package for %s', (_, overrides) => {
    expect(cateringPackage({ ...buffet, ...overrides })).toBeNull();
  });
});

describe('cateringPackages', () => {
  it('keeps the per-guest items in menu order and leaves the rest out', () => {
    const items: PackageSource[] = [
      { ...buffet, slug: 'tray', unit: 'pack' },
      buffet,
      { ...buffet, slug: 'dessert-tray', minQuantity: 10, price: { currency: 'USD', min: '3.49' } },
    ];
    expect(cateringPackages(items).map((found) => [found.slug, found.feeds, found.from])).toEqual([
      ['barbecue-buffet', 10, '149.90'],
      ['dessert-tray', 10, '34.90'],
    ]);
  });

  it('has no packages for an empty menu', () => {
    expect(cateringPackages([])).toEqual([]);
  });
});
