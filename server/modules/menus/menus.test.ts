import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import {
  buildItem,
  buildLocation,
  buildMenu,
  buildOptionGroup,
  buildReferenceData,
  buildSection,
} from '@/server/test/factories';

describe.each(testDatabases())('menu routes on %s', (kind) => {
  let context: TestApp;
  const ids: Record<string, number> = {};
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ url: `/online-ordering${url}`, headers });

  beforeAll(async () => {
    context = await build(kind);
    const { db } = context;
    await buildReferenceData(db);
    const store = await buildLocation(db, { slug: 'austin' });
    const other = await buildLocation(db, { slug: 'dallas', city: 'Dallas' });
    const montreal = await buildLocation(db, { country: 'CA', state: ['QC', 'Quebec'], city: 'Montreal', slug: 'montreal' });
    const everyday = await buildMenu(db, {
      title: 'Everyday',
      slug: 'everyday',
      sortOrder: 1,
      translations: { 'fr-ca': { title: 'Tous les jours' } },
      locationIds: [store.id, montreal.id],
    });
    const catering = await buildMenu(db, { title: 'Catering', slug: 'catering', categoryId: 2, sortOrder: 2, locationIds: [store.id] });
    const otherMenu = await buildMenu(db, { title: 'Dallas only', locationIds: [other.id] });
    const meats = await buildSection(db, everyday.id, { title: 'Meats', slug: 'meats', translations: { 'fr-ca': { title: 'Viandes' } } });
    const sides = await buildSection(db, everyday.id, { title: 'Sides', slug: 'sides', sortOrder: 1 });
    const otherSection = await buildSection(db, otherMenu.id);
    const brisket = await buildItem(db, {
      title: 'Brisket',
      slug: 'brisket',
      description: 'Smoked for 14 hours',
      translations: { 'fr-ca': { title: 'Poitrine', description: 'Fumée 14 heures' } },
      unit: 'lb',
      calories: 980,
      sectionId: meats.id,
      prices: { [store.id]: '21.50', [montreal.id]: '27.25' },
    });
    const ribs = await buildItem(db, { title: 'Ribs', sectionId: meats.id, prices: { [store.id]: '18.00' }, unavailableAt: [store.id] });
    const dallasOnly = await buildItem(db, { title: 'Dallas Special', sectionId: meats.id, prices: { [other.id]: '9.00' } });
    await buildOptionGroup(db, brisket.id, {
      title: 'Cut',
      minChoices: 1,
      sortOrder: 1,
      translations: { 'fr-ca': { title: 'Coupe' } },
      options: [
        { title: 'Lean', isDefault: true, translations: { 'fr-ca': { title: 'Maigre' } } },
        { title: 'Moist', priceDelta: '1.25' },
      ],
    });
    await buildOptionGroup(db, brisket.id, { title: 'Sauce', maxChoices: 2, sortOrder: 2 });
    const ribSauce = await buildOptionGroup(db, ribs.id, {
      title: 'Sauce',
      minChoices: 0,
      maxChoices: 1,
      options: [{ title: 'Spicy' }, { title: 'Original', isDefault: true }],
    });
    ids.ribSauceOriginal = ribSauce.options[1]!.id;
    Object.assign(ids, {
      store: store.id, other: other.id, montreal: montreal.id, everyday: everyday.id, catering: catering.id,
      otherMenu: otherMenu.id, meats: meats.id, sides: sides.id, otherSection: otherSection.id,
      brisket: brisket.id, ribs: ribs.id, dallasOnly: dallasOnly.id,
    });
  });
  afterAll(() => context.close());

  it('GET /locations/:id/menus lists the menus the location offers', async () => {
    const response = await get(`/locations/${ids.store}/menus`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: ids.everyday, slug: 'everyday', title: 'Everyday', categoryId: 1 },
      { id: ids.catering, slug: 'catering', title: 'Catering', categoryId: 2 },
    ]);
  });

  it('GET …/menus/:menuId/sections counts only the items sold at the location', async () => {
    const response = await get(`/locations/${ids.store}/menus/${ids.everyday}/sections`);
    expect(response.json()).toEqual([
      { id: ids.meats, menuId: ids.everyday, slug: 'meats', title: 'Meats', itemCount: 2 },
      { id: ids.sides, menuId: ids.everyday, slug: 'sides', title: 'Sides', itemCount: 0 },
    ]);
  });

  it('GET …/menus/:menuId/sections?include=items carries each section\'s items at the location', async () => {
    const response = await get(`/locations/${ids.store}/menus/${ids.everyday}/sections?include=items`);
    expect(response.statusCode).toBe(200);
    const [meats, sides] = response.json();
    expect(meats.items.map((item: { id: number; price: string; available: boolean }) => [item.id, item.price, item.available])).toEqual([
      [ids.brisket, '21.50', true],
      [ids.ribs, '18.00', false],
    ]);
    expect(sides).toMatchObject({ slug: 'sides', items: [] });
    expect((await get(`/locations/${ids.store}/menus/${ids.everyday}/sections?include=everything`)).statusCode).toBe(400);
  });

  it('GET …/section-instances/:id/items answers the location prices and availability', async () => {
    const response = await get(`/locations/${ids.store}/section-instances/${ids.meats}/items`);
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(items).toEqual([
      {
        id: ids.brisket, slug: 'brisket', title: 'Brisket', description: 'Smoked for 14 hours', price: '21.50', unit: 'lb',
        minQuantity: 1, calories: 980, sodiumMg: null, allergens: [], unavoidableAllergens: [], containsLactose: false, unavoidableLactose: false, imageUrl: null, available: true, isHoliday: false,
        // Neither sold out nor limited to serving times.
        soldOutUntil: null, dayparts: [],
        // The cut is a choice the diner makes on the item page.
        quickAddOptionIds: null,
      },
      // Nothing to choose: one tap adds the ribs with the default sauce.
      expect.objectContaining({ id: ids.ribs, price: '18.00', available: false, quickAddOptionIds: [ids.ribSauceOriginal] }),
    ]);
  });

  it('GET …/item-details/:id answers the item with its option groups', async () => {
    const response = await get(`/locations/${ids.store}/item-details/${ids.brisket}`);
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({ id: ids.brisket, price: '21.50', locationId: ids.store, sectionId: ids.meats });
    expect(item).not.toHaveProperty('quickAddOptionIds');
    expect(item.optionGroups).toEqual([
      {
        id: expect.any(Number), title: 'Cut', minChoices: 1, maxChoices: 1,
        options: [
          { id: expect.any(Number), title: 'Lean', priceDelta: '0.00', isDefault: true, allergens: [], calories: null, sodiumMg: null },
          { id: expect.any(Number), title: 'Moist', priceDelta: '1.25', isDefault: false, allergens: [], calories: null, sodiumMg: null },
        ],
      },
      { id: expect.any(Number), title: 'Sauce', minChoices: 0, maxChoices: 2, options: [] },
    ]);
  });

  describe('translations', () => {
    const canada = { 'country-alpha-2': 'CA' };

    it.each([
      ['Accept-Language fr-CA', { ...canada, 'accept-language': 'fr-CA,fr;q=0.9' }, '', 'Tous les jours'],
      ['the locale parameter', canada, '?locale=fr-ca', 'Tous les jours'],
      ['a bare language', { ...canada, 'accept-language': 'fr' }, '', 'Tous les jours'],
      ['an unknown locale (English)', { ...canada, 'accept-language': 'de-DE' }, '', 'Everyday'],
      ['no locale (English)', canada, '', 'Everyday'],
    ])('menus follow %s', async (_label, headers, query, title) => {
      const response = await get(`/locations/${ids.montreal}/menus${query}`, headers);
      expect(response.json()[0].title).toBe(title);
    });

    it('items, sections and option groups are translated too, with the location price', async () => {
      const headers = { ...canada, 'accept-language': 'fr-CA' };
      const sections = (await get(`/locations/${ids.montreal}/menus/${ids.everyday}/sections`, headers)).json();
      expect(sections[0]).toMatchObject({ title: 'Viandes', itemCount: 1 });
      const item = (await get(`/locations/${ids.montreal}/item-details/${ids.brisket}`, headers)).json();
      expect(item).toMatchObject({ title: 'Poitrine', description: 'Fumée 14 heures', price: '27.25' });
      expect(item.optionGroups[0]).toMatchObject({ title: 'Coupe', options: [{ title: 'Maigre' }, { title: 'Moist' }] });
    });
  });

  describe('404s name what is missing', () => {
    it.each([
      ['an unknown location', () => `/locations/999999/menus`, () => 'Location 999999 was not found'],
      ['a location of another country', () => `/locations/${ids.montreal}/menus`, () => `Location ${ids.montreal} was not found`],
      ['a menu the location does not offer', () => `/locations/${ids.store}/menus/${ids.otherMenu}/sections`, () => `Menu ${ids.otherMenu} is not offered at location ${ids.store}`],
      ['a section of another location', () => `/locations/${ids.store}/section-instances/${ids.otherSection}/items`, () => `Section ${ids.otherSection} is not offered at location ${ids.store}`],
      ['an item not sold at the location', () => `/locations/${ids.store}/item-details/${ids.dallasOnly}`, () => `Item ${ids.dallasOnly} is not sold at location ${ids.store}`],
      ['an unknown item', () => `/locations/${ids.store}/item-details/424242`, () => `Item 424242 is not sold at location ${ids.store}`],
    ])('%s', async (_label, url, message) => {
      const response = await get(url());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: message() });
    });
  });
});
