import { apiGet } from './client';
import { glanceItemPath } from '@/lib/glance-paths';
import { fetchGlanceItem, fetchGlanceMenu } from './menu-at-a-glance';

jest.mock('./client', () => ({ apiGet: jest.fn() }));
const get = apiGet as jest.MockedFunction<typeof apiGet>;

const wireItem = (slug: string, price: { currency: string; min: string; max: string } | null) => ({
  id: 1, slug, title: slug.toUpperCase(), description: 'Smoky', imageUrl: null, unit: 'lb', price,
});

describe('fetchGlanceMenu', () => {
  afterEach(() => get.mockReset());

  it('asks for the menu by id and keeps prices as strings, labelled single, range or unknown', async () => {
    get.mockResolvedValueOnce({
      id: 1, slug: 'everyday', title: 'Everyday', categoryId: 1,
      sections: [{
        id: 3, slug: 'meats', title: 'Meats',
        items: [
          wireItem('brisket', { currency: 'CAD', min: '27.25', max: '27.25' }),
          wireItem('ribs', { currency: 'CAD', min: '18.00', max: '19.50' }),
          wireItem('slaw', null),
          wireItem('odd', { currency: 'XXX', min: '1.00', max: '1.00' }),
        ],
      }],
    });
    const menu = await fetchGlanceMenu({ locale: 'fr-ca' }, 1);
    expect(get).toHaveBeenCalledWith({ locale: 'fr-ca' }, '/online-ordering/menu-at-a-glance/menus/1');
    expect(menu.sections[0]!.items.map((item) => item.price)).toEqual([
      { currency: 'CAD', label: { kind: 'single', amount: '27.25' } },
      { currency: 'CAD', label: { kind: 'range', min: '18.00', max: '19.50' } },
      null,
      null,
    ]);
  });
});

describe('fetchGlanceItem', () => {
  afterEach(() => get.mockReset());

  it('escapes the slug and names the order category of the menu listing the item', async () => {
    get.mockResolvedValueOnce({
      ...wireItem('brisket-tray', null),
      minQuantity: 10,
      menu: { id: 2, slug: 'catering', title: 'Catering', categoryId: 2 },
      section: { id: 9, slug: 'trays', title: 'Trays' },
      optionGroups: [{ title: 'Sauce', minChoices: 1, maxChoices: 2, choices: [{ title: 'Original', priceDelta: '0.00' }] }],
      nutrition: null,
    });
    const item = await fetchGlanceItem({ locale: 'en-us' }, 'a b');
    expect(get).toHaveBeenCalledWith({ locale: 'en-us' }, '/online-ordering/menu-at-a-glance/items/a%20b');
    expect(item).toMatchObject({
      categorySlug: 'catering',
      section: { slug: 'trays', title: 'Trays' },
      minQuantity: 10,
      options: [{ title: 'Sauce', required: true, maxChoices: 2, choices: [{ title: 'Original', priceDelta: '0.00' }] }],
      nutrition: null,
    });
  });
});

describe("fetchGlanceItem: the market's weight", () => {
  afterEach(() => get.mockReset());

  it.each([
    ['en-us', 'lb', 980],
    ['fr-ca', '100g', 216],
    ['ja-jp', '100g', 216],
    ['pt-br', 'kg', 2161],
    ['es-mx', 'kg', 2161],
  ] as const)('%s: an item sold by the pound is priced per %s, its calories per pound converted (%i)', async (locale, per, calories) => {
    get.mockResolvedValueOnce({
      ...wireItem('sliced-brisket', null),
      minQuantity: 1,
      menu: { id: 1, slug: 'everyday', title: 'Everyday', categoryId: 1 },
      section: { id: 3, slug: 'meats', title: 'Meats' },
      optionGroups: [],
      nutrition: { calories: 980 },
    });
    const item = await fetchGlanceItem({ locale }, 'sliced-brisket');
    expect([item.unit, item.priceUnit, item.nutrition]).toEqual(['lb', per, { calories, per }]);
  });

  it('keeps the calories and the unit of an item not sold by weight', async () => {
    get.mockResolvedValueOnce({
      ...wireItem('pie', null),
      unit: 'each',
      minQuantity: 1,
      menu: { id: 1, slug: 'everyday', title: 'Everyday', categoryId: 1 },
      section: { id: 4, slug: 'desserts', title: 'Desserts' },
      optionGroups: [],
      nutrition: { calories: 420 },
    });
    const item = await fetchGlanceItem({ locale: 'fr-ca' }, 'pie');
    expect([item.priceUnit, item.nutrition]).toEqual(['each', { calories: 420, per: null }]);
  });
});

describe('glanceItemPath', () => {
  it.each([['sliced-brisket', '/menu/sliced-brisket'], ['a b', '/menu/a%20b']])('%s → %s', (slug, path) => {
    expect(glanceItemPath(slug)).toBe(path);
  });
});
