import { fetchMenuSections, isMenuCategory, MENU_CATEGORIES } from './menus';
import { apiGet } from './client';

jest.mock('./client', () => ({ apiGet: jest.fn() }));
const get = apiGet as jest.MockedFunction<typeof apiGet>;

const item = (id: number, price: string) => ({
  id, slug: `i${id}`, title: `Item ${id}`, description: '', price, unit: 'each', minQuantity: 1,
  calories: null, imageUrl: null, available: true, isHoliday: false,
});

describe('isMenuCategory', () => {
  it.each([
    ['everyday', true],
    ['catering', true],
    ['get-a-quote', true],
    ['holiday', true],
    ['other', true],
    ['toString', false],
    ['Everyday', false],
    ['', false],
  ])('%p -> %p', (value, expected) => {
    expect(isMenuCategory(value)).toBe(expected);
  });

  it('numbers the categories as SPEC §3 does', () => {
    expect(MENU_CATEGORIES).toEqual({ everyday: 1, catering: 2, 'get-a-quote': 3, holiday: 4, other: 5 });
  });
});

describe('fetchMenuSections', () => {
  it('keeps only the menus of the category and loads each section with its items, prices as strings', async () => {
    get.mockImplementation(async (_ctx, path) => {
      const answers: Record<string, unknown> = {
        '/online-ordering/locations/9/menus': [
          { id: 1, slug: 'everyday', title: 'Everyday', categoryId: 1 },
          { id: 2, slug: 'catering', title: 'Catering', categoryId: 2 },
        ],
        '/online-ordering/locations/9/menus/2/sections': [{ id: 20, menuId: 2, slug: 'trays', title: 'Trays', itemCount: 1 }],
        '/online-ordering/locations/9/section-instances/20/items': [item(200, '89.10')],
      };
      if (!(path in answers)) throw new Error(`unexpected ${path}`);
      return answers[path];
    });
    const sections = await fetchMenuSections({ locale: 'en-us' }, 9, 'catering');
    expect(sections).toEqual([
      { id: 20, slug: 'trays', title: 'Trays', items: [expect.objectContaining({ id: 200, price: '89.10' })] },
    ]);
    expect(get.mock.calls.map(([, path]) => path)).not.toContain('/online-ordering/locations/9/menus/1/sections');
  });
});
