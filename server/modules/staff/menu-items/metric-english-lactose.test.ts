/**
 * Menu texts of metric markets' English sites, and an item's own lactose, on a real database: the
 * tree offers English (metric markets) as a text language of a brand with a Canadian store; a
 * subcategory's and an item's metric English saved through the API is what the en-CA menu reads
 * at once, while the same instance's read cache re-reads versions only once a minute (the write's
 * change event makes it read again), and the US English stays; a blank one is removed from every
 * metric English site. An item's lactose is declared apart from its milk, left out it follows the
 * milk, and lactose without milk, a locale that is not a text language and a lactose that is not
 * true or false are refused with a message and a code.
 */
import { eq } from 'drizzle-orm';
import { METRIC_ENGLISH_LOCALES } from '@/domain/menu/weight-units';
import { items, sections } from '@/server/db/schema';
import { buildOrderableStore, type OrderableStore } from '@/server/modules/orders/test-store';
import { build, type TestApp } from '@/server/test/build-app';
import { testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';
const MINUTE = 60_000;

type MenuItemRead = { id: number; title: string; description: string; containsLactose: boolean; unavoidableLactose: boolean };
type SectionRead = { id: number; title: string; items: MenuItemRead[] };

describe.each(testDatabases())('metric English texts and lactose in the menu editor on %s', (kind) => {
  let t: TestApp;
  let store: OrderableStore;
  let adminToken: string;

  beforeAll(async () => {
    t = await build(kind, { config: { readCacheFreshMs: MINUTE } });
    await buildReferenceData(t.db);
    store = await buildOrderableStore(t.db, { title: 'Metric Texts Toronto', country: 'CA', state: ['ON', 'Ontario'], city: 'Toronto', timeZone: 'America/Toronto' });
    adminToken = await staffClient(t.app).signIn(await buildStaff(t.db, { role: 'brand_admin' }));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${adminToken}` }, payload });
  /** The store's menu as a diner reading `language` in Canada gets it. */
  const menuIn = async (language: string): Promise<SectionRead> => {
    const answer = await t.app.inject({
      url: `${PREFIX}/locations/${store.location.id}/menus/${store.menu.id}/sections?include=items`,
      headers: { 'brand-id': '4', 'country-alpha-2': 'CA', 'accept-language': language },
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as SectionRead[]).find((section) => section.id === store.section.id)!;
  };
  const itemBody = (overrides: object = {}) => ({
    title: 'Brisket by the Pound',
    description: 'Sliced to order, sold by the pound.',
    texts: [],
    calories: null,
    allergens: [],
    subcategoryIds: [store.section.id],
    unit: 'each',
    minQuantity: 1,
    isHoliday: false,
    ...overrides,
  });

  it('offers English (metric markets) as a text language of a brand with a store in Canada', async () => {
    const tree = (await call('GET', '/admin/menu/tree')).json();
    expect(tree.languages).toEqual(expect.arrayContaining(['fr-ca', 'en-metric']));
    const subcategory = tree.categories.flatMap((category: { subcategories: { id: number; texts: unknown[] }[] }) => category.subcategories).find((row: { id: number }) => row.id === store.section.id);
    expect(subcategory.texts).toEqual(expect.arrayContaining([{ locale: 'en-metric', title: '' }]));
  });

  it('saves a subcategory’s metric English: the en-CA menu reads it at once, the US English stays, and a blank one is removed', async () => {
    const before = await menuIn('en-CA');
    const usTitle = before.title;
    const saved = await call('PUT', `/admin/menu/subcategories/${store.section.id}`, { title: usTitle, texts: [{ locale: 'en-metric', title: 'Meats by Weight' }], sortOrder: 0 });
    expect(saved.statusCode).toBe(200);
    expect((await menuIn('en-CA')).title).toBe('Meats by Weight');
    expect((await menuIn('en-US')).title).toBe(usTitle);
    const [row] = await t.db.select({ translations: sections.translations }).from(sections).where(eq(sections.id, store.section.id));
    for (const locale of METRIC_ENGLISH_LOCALES) expect(row!.translations[locale]).toEqual({ title: 'Meats by Weight' });
    const tree = saved.json();
    const subcategory = tree.categories.flatMap((category: { subcategories: { id: number }[] }) => category.subcategories).find((entry: { id: number }) => entry.id === store.section.id);
    expect(subcategory.texts).toEqual(expect.arrayContaining([{ locale: 'en-metric', title: 'Meats by Weight' }]));

    expect((await call('PUT', `/admin/menu/subcategories/${store.section.id}`, { title: usTitle, texts: [{ locale: 'en-metric', title: '' }], sortOrder: 0 })).statusCode).toBe(200);
    expect((await menuIn('en-CA')).title).toBe(usTitle);
    const [cleared] = await t.db.select({ translations: sections.translations }).from(sections).where(eq(sections.id, store.section.id));
    for (const locale of METRIC_ENGLISH_LOCALES) expect(cleared!.translations[locale]).toBeUndefined();
  });

  it('saves an item’s metric English title and description beside its French, shown on the en-CA menu at once', async () => {
    const texts = [
      { locale: 'fr-ca', title: 'Poitrine au poids', description: 'Tranchée sur demande, vendue au poids.' },
      { locale: 'en-metric', title: 'Brisket by Weight', description: 'Sliced to order, sold per 100 g.' },
    ];
    const saved = await call('PUT', `/admin/menu/items/${store.brisket.id}`, itemBody({ texts }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().texts).toEqual(texts);
    const english = (await menuIn('en-CA')).items.find((item) => item.id === store.brisket.id)!;
    expect(english).toMatchObject({ title: 'Brisket by Weight', description: 'Sliced to order, sold per 100 g.' });
    expect((await menuIn('en-US')).items.find((item) => item.id === store.brisket.id)).toMatchObject({ title: 'Brisket by the Pound' });
    expect((await menuIn('fr-CA')).items.find((item) => item.id === store.brisket.id)).toMatchObject({ title: 'Poitrine au poids' });
    expect((await call('GET', `/admin/menu/items/${store.brisket.id}`)).json().texts).toEqual(texts);
  });

  it('declares an item’s lactose apart from its milk; left out, lactose follows the milk', async () => {
    const sausage = await call('POST', '/admin/menu/items', itemBody({ title: 'Cheddar Sausage', allergens: ['milk', 'pork'], containsLactose: false, basePrice: '6.50' }));
    expect(sausage.statusCode).toBe(200);
    expect(sausage.json()).toMatchObject({ allergens: ['milk', 'pork'], containsLactose: false });
    const read = (await menuIn('en-CA')).items.find((item) => item.id === sausage.json().id)!;
    expect(read).toMatchObject({ containsLactose: false, unavoidableLactose: false });

    const pudding = await call('POST', '/admin/menu/items', itemBody({ title: 'Milk Pudding', allergens: ['milk', 'eggs'], basePrice: '4.00' }));
    expect(pudding.json().containsLactose).toBe(true);
    const id = pudding.json().id as number;
    expect((await call('PUT', `/admin/menu/items/${id}`, itemBody({ title: 'Milk Pudding', allergens: ['milk', 'eggs'] }))).json().containsLactose).toBe(true);
    expect((await call('PUT', `/admin/menu/items/${id}`, itemBody({ title: 'Milk Pudding', allergens: ['milk', 'eggs'], containsLactose: false }))).json().containsLactose).toBe(false);
    expect((await call('PUT', `/admin/menu/items/${id}`, itemBody({ title: 'Milk Pudding', allergens: ['milk', 'eggs'] }))).json().containsLactose).toBe(false);
    expect((await call('PUT', `/admin/menu/items/${id}`, itemBody({ title: 'Egg Pudding', allergens: ['eggs'] }))).json().containsLactose).toBe(false);
    const [row] = await t.db.select({ containsLactose: items.containsLactose }).from(items).where(eq(items.id, id));
    expect(row!.containsLactose).toBe(false);
  });

  it('refuses lactose without milk, a locale that is not a text language and a lactose that is not true or false, each with a message and a code', async () => {
    const refused = async (body: object, code: string) => {
      const response = await call('PUT', `/admin/menu/items/${store.brisket.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code, message: expect.any(String) });
      expect(response.json().message).not.toMatch(/SQL|stack|undefined/i);
      return response.json();
    };
    expect((await refused(itemBody({ allergens: ['eggs'], containsLactose: true }), 'staff_menu_items_lactose_without_milk')).message).toBe(
      'Lactose comes from milk: tick milk among the allergens, or untick lactose',
    );
    expect((await refused(itemBody({ texts: [{ locale: 'en-ca', title: 'Brisket by Weight' }] }), 'staff_menu_items_language_unknown')).params).toMatchObject({ locale: 'en-ca' });
    await refused(itemBody({ texts: [{ locale: 'en-metric', title: 'A' }, { locale: 'en-metric', title: 'B' }] }), 'staff_menu_items_language_twice');
    await refused(itemBody({ allergens: ['milk'], containsLactose: 'lots' }), 'validation');
    const [row] = await t.db.select({ containsLactose: items.containsLactose, allergens: items.allergens }).from(items).where(eq(items.id, store.brisket.id));
    expect(row).toEqual({ containsLactose: false, allergens: [] });
  });
});
