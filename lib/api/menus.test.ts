import { fetchItemPage, fetchMenuSections, isCrossSellSection } from './menus';
import { apiGet } from './client';

jest.mock('./client', () => ({ apiGet: jest.fn() }));
const get = apiGet as jest.MockedFunction<typeof apiGet>;

const item = (id: number, price: string) => ({
  id, slug: `i${id}`, title: `Item ${id}`, description: '', price, unit: 'each', minQuantity: 1,
  calories: null, sodiumMg: null, allergens: [], unavoidableAllergens: [], containsLactose: false, unavoidableLactose: false, imageUrl: null, available: true, isHoliday: false, quickAddOptionIds: null,
});

describe('fetchMenuSections', () => {
  it('keeps only the menus of the category and loads its sections with their items in one call, prices as strings', async () => {
    get.mockImplementation(async (_ctx, path) => {
      const answers: Record<string, unknown> = {
        '/online-ordering/locations/9/menus': [
          { id: 1, slug: 'everyday', title: 'Everyday', categoryId: 1 },
          { id: 2, slug: 'catering', title: 'Catering', categoryId: 2 },
        ],
        '/online-ordering/locations/9/menus/2/sections': [{ id: 20, menuId: 2, slug: 'trays', title: 'Trays', itemCount: 1, items: [item(200, '89.10')] }],
      };
      if (!(path in answers)) throw new Error(`unexpected ${path}`);
      return answers[path];
    });
    const sections = await fetchMenuSections({ locale: 'en-us' }, 9, 'catering');
    expect(sections).toEqual([
      { id: 20, slug: 'trays', title: 'Trays', items: [expect.objectContaining({ id: 200, price: '89.10' })] },
    ]);
    expect(get.mock.calls.map(([, path]) => path)).not.toContain('/online-ordering/locations/9/menus/1/sections');
    expect(get).toHaveBeenCalledWith({ locale: 'en-us' }, '/online-ordering/locations/9/menus/2/sections', { query: { include: 'items' } });
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('fetchItemPage', () => {
  const details = (id: number) => ({ ...item(id, '16.99'), locationId: 9, sectionId: 30, optionGroups: [] });
  const unavailable = { ...item(34, '5.00'), available: false };

  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(async (_ctx, path) => {
      const answers: Record<string, unknown> = {
        '/online-ordering/locations/9/menus': [{ id: 1, slug: 'everyday', title: 'Everyday', categoryId: 1 }],
        '/online-ordering/locations/9/menus/1/sections': [
          {
            id: 30, menuId: 1, slug: 'plates', title: 'Plates', itemCount: 6,
            items: [item(31, '13.49'), item(32, '16.99'), unavailable, item(35, '19.99'), item(36, '5.99'), item(37, '1.00')],
          },
          { id: 40, menuId: 1, slug: 'sides', title: 'Sides', itemCount: 6, items: [41, 42, 43, 44, 45, 46].map((id) => item(id, '3.49')) },
        ],
        '/online-ordering/locations/9/item-details/32': details(32),
      };
      if (!(path in answers)) throw new Error(`unexpected ${path}`);
      return answers[path];
    });
  });

  it('finds the item by section and item slug, and offers up to 3 other available items and up to 4 sides', async () => {
    const page = await fetchItemPage({ locale: 'en-us' }, 9, 'everyday', 'plates', 'i32');
    expect(page?.item.id).toBe(32);
    expect(page?.section).toEqual({ id: 30, slug: 'plates', title: 'Plates' });
    expect(page?.upsell.map((card) => card.id)).toEqual([31, 35, 36]);
    expect(page?.crossSell?.section.slug).toBe('sides');
    expect(page?.crossSell?.items.map((card) => card.id)).toEqual([41, 42, 43, 44]);
  });

  it.each([
    ['an unknown section', 'desserts', 'i32'],
    ['an item of another section', 'plates', 'i41'],
    ['an unknown item', 'plates', 'nope'],
  ])('answers null for %s', async (_case, section, slug) => {
    expect(await fetchItemPage({ locale: 'en-us' }, 9, 'everyday', section, slug)).toBeNull();
  });

  it('offers no cross-sell on a sides page, only the other sides as upsell', async () => {
    const answer = get.getMockImplementation()!;
    get.mockImplementation(async (ctx, path, options) =>
      path === '/online-ordering/locations/9/item-details/41' ? { ...details(41), sectionId: 40 } : answer(ctx, path, options),
    );
    const page = await fetchItemPage({ locale: 'en-us' }, 9, 'everyday', 'sides', 'i41');
    expect(page?.crossSell).toBeNull();
    expect(page?.upsell.map((card) => card.id)).toEqual([42, 43, 44]);
  });
});

describe('isCrossSellSection', () => {
  it.each([
    ['sides', true],
    ['catering-extras', true],
    ['plates', false],
    ['side-dishes', false],
  ])('%s -> %s', (slug, expected) => {
    expect(isCrossSellSection(slug)).toBe(expected);
  });
});
