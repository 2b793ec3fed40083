import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import {
  buildItem,
  buildLocation,
  buildMenu,
  buildOptionGroup,
  buildReferenceData,
  buildSection,
} from '@/server/test/factories';

describe.each(testDatabases())('menu at a glance routes on %s', (kind) => {
  let context: TestApp;
  const ids: Record<string, number> = {};
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ url: `/online-ordering/menu-at-a-glance${url}`, headers });
  const canada = { 'country-alpha-2': 'CA' };

  beforeAll(async () => {
    context = await build(kind);
    const { db } = context;
    await buildReferenceData(db);
    const austin = await buildLocation(db, { slug: 'austin' });
    const dallas = await buildLocation(db, { slug: 'dallas', city: 'Dallas' });
    const cateringOnly = await buildLocation(db, { slug: 'houston', city: 'Houston' });
    const montreal = await buildLocation(db, { country: 'CA', state: ['QC', 'Quebec'], city: 'Montreal', slug: 'montreal' });
    const everyday = await buildMenu(db, {
      title: 'Everyday',
      slug: 'everyday',
      sortOrder: 1,
      translations: { 'fr-ca': { title: 'Tous les jours' }, 'ja-jp': { title: 'レギュラー' } },
      locationIds: [austin.id, dallas.id, montreal.id],
    });
    const catering = await buildMenu(db, { title: 'Catering', slug: 'catering', categoryId: 2, sortOrder: 2, locationIds: [cateringOnly.id] });
    const trailer = await buildMenu(db, { brandId: 3, title: 'Trailer', slug: 'trailer' });
    const meats = await buildSection(db, everyday.id, { title: 'Meats', slug: 'meats', sortOrder: 1, translations: { 'fr-ca': { title: 'Viandes' } } });
    const sides = await buildSection(db, everyday.id, { title: 'Sides', slug: 'sides', sortOrder: 2 });
    await buildSection(db, everyday.id, { title: 'Empty', slug: 'empty', sortOrder: 3 });
    const trays = await buildSection(db, catering.id, { title: 'Trays', slug: 'trays' });
    const brisket = await buildItem(db, {
      title: 'Brisket',
      slug: 'sliced-brisket',
      description: 'Smoked for 14 hours',
      translations: { 'fr-ca': { title: 'Poitrine', description: 'Fumée 14 heures' } },
      unit: 'lb',
      calories: 980,
      imageUrl: '/images/brisket.svg',
      sectionId: meats.id,
      prices: { [austin.id]: '21.50', [dallas.id]: '22.75', [montreal.id]: '27.25', [cateringOnly.id]: '5.00' },
    });
    const ribs = await buildItem(db, { title: 'Ribs', slug: 'ribs', sectionId: meats.id, prices: { [austin.id]: '18.00', [dallas.id]: '19.00' }, unavailableAt: [dallas.id] });
    const slaw = await buildItem(db, { title: 'Slaw', slug: 'slaw', sectionId: sides.id });
    await buildItem(db, { title: 'Brisket Tray', slug: 'brisket-tray', sectionId: trays.id, prices: { [cateringOnly.id]: '89.00' } });
    await buildItem(db, { title: 'Buffet', slug: 'buffet', unit: 'serving', minQuantity: 10, sectionId: trays.id, prices: { [cateringOnly.id]: '14.99' } });
    await buildItem(db, { title: 'Unlisted', slug: 'unlisted' });
    await buildOptionGroup(db, brisket.id, {
      title: 'Cut',
      minChoices: 1,
      sortOrder: 1,
      translations: { 'fr-ca': { title: 'Coupe' } },
      options: [{ title: 'Lean', isDefault: true }, { title: 'Moist', priceDelta: '1.25', translations: { 'fr-ca': { title: 'Juteuse' } } }],
    });
    Object.assign(ids, {
      everyday: everyday.id, catering: catering.id, trailer: trailer.id, meats: meats.id, sides: sides.id, trays: trays.id,
      brisket: brisket.id, ribs: ribs.id, slaw: slaw.id,
    });
  });
  afterAll(() => context.close());

  describe('GET /menu-at-a-glance/menus/:menuId', () => {
    it('lists the sections with items, each priced across the market restaurants that offer the menu', async () => {
      const response = await get(`/menus/${ids.everyday}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: ids.everyday,
        slug: 'everyday',
        title: 'Everyday',
        categoryId: 1,
        sections: [
          {
            id: ids.meats,
            slug: 'meats',
            title: 'Meats',
            items: [
              {
                id: ids.brisket, slug: 'sliced-brisket', title: 'Brisket', description: 'Smoked for 14 hours',
                imageUrl: '/images/brisket.svg', unit: 'lb', minQuantity: 1, price: { currency: 'USD', min: '21.50', max: '22.75' },
              },
              { id: ids.ribs, slug: 'ribs', title: 'Ribs', description: '', imageUrl: null, unit: 'each', minQuantity: 1, price: { currency: 'USD', min: '18.00', max: '18.00' } },
            ],
          },
          { id: ids.sides, slug: 'sides', title: 'Sides', items: [expect.objectContaining({ slug: 'slaw', price: null })] },
        ],
      });
    });

    it.each([
      ['French in Canada, in dollars of Canada', { ...canada, 'accept-language': 'fr-CA' }, 'Tous les jours', 'Viandes', { currency: 'CAD', min: '27.25', max: '27.25' }],
      ['English in Canada', canada, 'Everyday', 'Meats', { currency: 'CAD', min: '27.25', max: '27.25' }],
      ['Japanese in Japan, where no restaurant sells it', { 'country-alpha-2': 'JP', 'accept-language': 'ja-JP' }, 'レギュラー', 'Meats', null],
    ])('answers in the market: %s', async (_, headers, menuTitle, sectionTitle, price) => {
      const body = (await get(`/menus/${ids.everyday}`, headers)).json();
      expect(body.title).toBe(menuTitle);
      expect(body.sections[0].title).toBe(sectionTitle);
      expect(body.sections[0].items[0].price).toEqual(price);
    });

    it.each([
      ['an unknown menu', () => '999999', () => 'Menu 999999 was not found'],
      ["another brand's menu", () => String(ids.trailer), () => `Menu ${ids.trailer} was not found`],
    ])('answers 404 for %s', async (_, id, message) => {
      const response = await get(`/menus/${id()}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: message() });
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999', '%00'])('answers 400 for the menu id %s', async (id) => {
      const response = await get(`/menus/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expect.objectContaining({ statusCode: 400, code: expect.any(String), message: expect.any(String) }));
    });
  });

  describe('GET /menu-at-a-glance/categories/:category', () => {
    it("answers the brand's menu of the category, each item with the fewest an order takes", async () => {
      const response = await get('/categories/catering');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expect.objectContaining({ id: ids.catering, slug: 'catering', categoryId: 2 }));
      expect(response.json().sections[0].items.map((item: { slug: string; minQuantity: number; unit: string }) => [item.slug, item.unit, item.minQuantity])).toEqual([
        ['brisket-tray', 'each', 1],
        ['buffet', 'serving', 10],
      ]);
    });

    it('answers 404 naming a category the brand has no menu of, and 400 for an unknown category', async () => {
      const none = await get('/categories/holiday');
      expect([none.statusCode, none.json()]).toEqual([404, expect.objectContaining({ code: 'not_found', message: 'There is no holiday menu' })]);
      for (const category of ['dinner', '2', 'Catering', '%00']) {
        const refused = await get(`/categories/${category}`);
        expect([category, refused.statusCode]).toEqual([category, 400]);
      }
    });
  });

  describe('GET /menu-at-a-glance/items/:slug', () => {
    it('shows the item with its menu, section, options, nutrition and the price where that menu is offered', async () => {
      const response = await get('/items/sliced-brisket');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: ids.brisket,
        slug: 'sliced-brisket',
        title: 'Brisket',
        description: 'Smoked for 14 hours',
        imageUrl: '/images/brisket.svg',
        unit: 'lb',
        price: { currency: 'USD', min: '21.50', max: '22.75' },
        minQuantity: 1,
        menu: { id: ids.everyday, slug: 'everyday', title: 'Everyday', categoryId: 1 },
        section: { id: ids.meats, slug: 'meats', title: 'Meats' },
        optionGroups: [
          { title: 'Cut', minChoices: 1, maxChoices: 1, choices: [{ title: 'Lean', priceDelta: '0.00' }, { title: 'Moist', priceDelta: '1.25' }] },
        ],
        nutrition: { calories: 980 },
      });
    });

    it('answers in French for Canada, with the Canadian price', async () => {
      const body = (await get('/items/sliced-brisket', { ...canada, 'accept-language': 'fr-CA' })).json();
      expect(body).toEqual(
        expect.objectContaining({
          title: 'Poitrine',
          description: 'Fumée 14 heures',
          price: { currency: 'CAD', min: '27.25', max: '27.25' },
          menu: expect.objectContaining({ title: 'Tous les jours' }),
          section: expect.objectContaining({ title: 'Viandes' }),
          optionGroups: [expect.objectContaining({ title: 'Coupe', choices: [{ title: 'Lean', priceDelta: '0.00' }, { title: 'Juteuse', priceDelta: '1.25' }] })],
        }),
      );
    });

    it('finds a catering item, and says nothing of nutrition it does not know', async () => {
      const body = (await get('/items/Brisket Tray')).json();
      expect(body).toEqual(expect.objectContaining({ slug: 'brisket-tray', menu: expect.objectContaining({ slug: 'catering', categoryId: 2 }), nutrition: null }));
    });

    it.each([
      ['an unknown slug', 'no-such-item', 'Item "no-such-item" is not on the menu'],
      ['an item on no menu', 'unlisted', 'Item "unlisted" is not on the menu'],
    ])('answers 404 for %s', async (_, slug, message) => {
      const response = await get(`/items/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message });
    });

    it.each([['too long', 'a'.repeat(121)], ['with a NUL byte', 'ribs%00'], ['with a slash-like character', '%3Cscript%3E']])(
      'answers 400 for a slug %s',
      async (_, slug) => {
        const response = await get(`/items/${slug}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(expect.objectContaining({ statusCode: 400, code: expect.any(String), message: expect.any(String) }));
      },
    );
  });
});
