import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildItem, buildLocation, buildMenu, buildOptionGroup, buildReferenceData, buildSection } from '@/server/test/factories';

describe.each(testDatabases())('menu allergens and nutrition on %s', (kind) => {
  let context: TestApp;
  const ids: Record<string, number> = {};
  const get = (url: string) => context.app.inject({ url: `/online-ordering${url}` });

  beforeAll(async () => {
    context = await build(kind);
    const { db } = context;
    await buildReferenceData(db);
    const store = await buildLocation(db, { slug: 'austin' });
    const menu = await buildMenu(db, { locationIds: [store.id] });
    const section = await buildSection(db, menu.id, { slug: 'mains' });
    const prices = { [store.id]: '12.00' };
    const macAndCheese = await buildItem(db, { title: 'Mac', sectionId: section.id, prices, allergens: ['wheat', 'milk'], containsLactose: true, calories: 320, sodiumMg: 760 });
    const sausage = await buildItem(db, { title: 'Cheddar sausage', sectionId: section.id, prices, allergens: ['milk', 'pork'], containsLactose: false });
    const plate = await buildItem(db, { title: 'Plate', sectionId: section.id, prices, allergens: ['mustard'], calories: 980, sodiumMg: 1850 });
    await buildOptionGroup(db, plate.id, {
      title: 'Side',
      minChoices: 1,
      options: [
        { title: 'Mac', allergens: ['milk', 'wheat'], calories: 320, sodiumMg: 760 },
        { title: 'Beans', allergens: [], calories: 110, sodiumMg: 510 },
      ],
    });
    await buildOptionGroup(db, plate.id, { title: 'Sauce', minChoices: 0, options: [{ title: 'Original', allergens: ['soy', 'fish'] }] });
    const pudding = await buildItem(db, { title: 'Pudding', sectionId: section.id, prices });
    await buildOptionGroup(db, pudding.id, {
      title: 'Flavour',
      minChoices: 1,
      options: [
        { title: 'Banana', allergens: ['milk', 'eggs'] },
        { title: 'Chocolate', allergens: ['milk'] },
      ],
    });
    Object.assign(ids, { store: store.id, menu: menu.id, section: section.id, macAndCheese: macAndCheese.id, sausage: sausage.id, plate: plate.id, pudding: pudding.id });
  });
  afterAll(() => context.close());

  const expected = () => [
    { id: ids.macAndCheese, allergens: ['milk', 'wheat'], unavoidableAllergens: ['milk', 'wheat'], containsLactose: true, unavoidableLactose: true, calories: 320, sodiumMg: 760 },
    // Milk without lactose (an aged cheddar): the item's own declaration, not its milk.
    { id: ids.sausage, allergens: ['milk', 'pork'], unavoidableAllergens: ['milk', 'pork'], containsLactose: false, unavoidableLactose: false },
    { id: ids.plate, allergens: ['mustard'], unavoidableAllergens: ['mustard'], containsLactose: false, unavoidableLactose: false, calories: 980, sodiumMg: 1850 },
    // Every flavour has milk, and options declare no lactose of their own: every order has lactose.
    { id: ids.pudding, allergens: [], unavoidableAllergens: ['milk'], containsLactose: false, unavoidableLactose: true, calories: null, sodiumMg: null },
  ];

  it('a section’s items carry their own allergens, what their required choices force, and nutrition', async () => {
    const response = await get(`/locations/${ids.store}/section-instances/${ids.section}/items`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected().map((item) => expect.objectContaining(item)));
  });

  it('a menu’s sections with items carry the same', async () => {
    const response = await get(`/locations/${ids.store}/menus/${ids.menu}/sections?include=items`);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].items).toEqual(expected().map((item) => expect.objectContaining(item)));
  });

  it('an item’s options carry what choosing them adds', async () => {
    const response = await get(`/locations/${ids.store}/item-details/${ids.plate}`);
    expect(response.statusCode).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({ allergens: ['mustard'], unavoidableAllergens: ['mustard'] });
    expect(item.optionGroups.map((group: { options: unknown[] }) => group.options)).toEqual([
      [
        expect.objectContaining({ title: 'Mac', allergens: ['milk', 'wheat'], calories: 320, sodiumMg: 760 }),
        expect.objectContaining({ title: 'Beans', allergens: [], calories: 110, sodiumMg: 510 }),
      ],
      [expect.objectContaining({ title: 'Original', allergens: ['fish', 'soy'], calories: null, sodiumMg: null })],
    ]);
  });

  it('the database refuses allergens that are not a list and negative sodium', async () => {
    await expect(buildItem(context.db, { allergens: 'milk' as never })).rejects.toThrow();
    await expect(buildItem(context.db, { sodiumMg: -1 })).rejects.toThrow();
  });
});
