/**
 * Menu editing on a real database: brand admins only (a store manager: 403); the brand's menu
 * tree; an item's French title and calories changed, and the diners' French menu read shows them
 * at once (its version moves); a new category, subcategory and item, sold at the stores that
 * offer the menu; option groups with their choices and price deltas, checked by the rules; texts
 * in a language the brand does not use, unknown allergens and another brand's rows refused with
 * codes; a catering category with an item sold per guest and a holiday item; options with
 * calories and allergens of their own; deletes (a full category or subcategory refused, an item
 * no order names deleted, one a cart holds archived and the cart told); every change audited with
 * before and after.
 */
import { desc, eq } from 'drizzle-orm';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { items, locationItems, options, staffAuditLog } from '@/server/db/schema';
import { menusVersion } from '@/server/modules/menus/version-repository';
import { buildOrderableStore, orderClient, twoSides, type OrderableStore } from '@/server/modules/orders/test-store';
import { GUEST, paymentClient } from '@/server/modules/payments/test/payable-order';
import { testDatabases } from '@/server/test/databases';
import { buildItem, buildMenu, buildReferenceData, buildSection } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';
const CLIENT = '198.51.100.44';

describe.each(testDatabases())('menu editing on %s', (kind) => {
  let t: AuthTestApp;
  let montreal: OrderableStore;
  let adminToken: string;
  let managerToken: string;
  let adminId: number;

  beforeAll(async () => {
    t = await buildAuthApp(kind);
    await buildReferenceData(t.db);
    montreal = await buildOrderableStore(t.db, { title: 'Menu Items Montréal', country: 'CA', state: ['QC', 'Québec'], city: 'Montréal', timeZone: 'America/Toronto' });
    const staff = staffClient(t.app);
    const admin = await buildStaff(t.db, { role: 'brand_admin' });
    adminId = admin.id;
    adminToken = await staff.signIn(admin);
    managerToken = await staff.signIn(await buildStaff(t.db, { role: 'store_manager', storeIds: [montreal.location.id] }));
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}` }, payload, remoteAddress: CLIENT });
  const lastAudit = async () => (await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.staffId, adminId)).orderBy(desc(staffAuditLog.id)).limit(1))[0]!;
  const frenchMenu = async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${PREFIX}/locations/${montreal.location.id}/menus/${montreal.menu.id}/sections?include=items`,
      headers: { 'brand-id': '4', 'country-alpha-2': 'CA', 'accept-language': 'fr-CA' },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json()[0].items as { id: number; title: string; calories: number | null }[];
  };
  const itemBody = (overrides: object = {}) => ({
    title: 'Sweet Tea',
    description: 'Brewed every morning.',
    texts: [{ locale: 'fr-ca', title: 'Thé sucré', description: 'Infusé chaque matin.' }],
    calories: 180,
    allergens: [],
    subcategoryIds: [montreal.section.id],
    unit: 'each',
    minQuantity: 1,
    isHoliday: false,
    ...overrides,
  });

  it('refuses staff who are not brand admins', async () => {
    const tree = await call(managerToken, 'GET', '/admin/menu/tree');
    expect(tree.statusCode).toBe(403);
    expect(tree.json().code).toBe('staff_menu_items_admins_only');
    expect((await call(managerToken, 'PUT', `/admin/menu/items/${montreal.tea.id}`, itemBody())).statusCode).toBe(403);
  });

  it("lists the brand's categories, subcategories and items, and the brand's languages besides English", async () => {
    const response = await call(adminToken, 'GET', '/admin/menu/tree');
    expect(response.statusCode).toBe(200);
    const tree = response.json();
    expect(tree.languages).toContain('fr-ca');
    expect(tree.languages).not.toContain('en-ca');
    expect(tree.allergens).toContain('sesame');
    const category = tree.categories.find((row: { id: number }) => row.id === montreal.menu.id);
    expect(category.subcategories[0]).toMatchObject({ id: montreal.section.id, itemIds: [montreal.brisket.id, montreal.tea.id] });
    expect(category.texts).toEqual(expect.arrayContaining([{ locale: 'fr-ca', title: '' }]));
  });

  it("changes an item's French title and calories: the French menu shows them at once, audited before and after", async () => {
    const versionBefore = await menusVersion(t.db, montreal.location.id);
    const response = await call(adminToken, 'PUT', `/admin/menu/items/${montreal.tea.id}`, itemBody({ allergens: ['milk'] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: montreal.tea.id, title: 'Sweet Tea', calories: 180, allergens: ['milk'], texts: expect.arrayContaining([{ locale: 'fr-ca', title: 'Thé sucré', description: 'Infusé chaque matin.' }]) });
    expect(await menusVersion(t.db, montreal.location.id)).not.toBe(versionBefore);
    expect((await frenchMenu()).find((item) => item.id === montreal.tea.id)).toMatchObject({ title: 'Thé sucré', calories: 180 });
    expect(await lastAudit()).toMatchObject({
      action: 'menu-item-change',
      subjectType: 'menu-item',
      subjectId: String(montreal.tea.id),
      before: { title: 'Sweet Tea', calories: null, allergens: [], translations: {} },
      after: { calories: 180, allergens: ['milk'], translations: { 'fr-ca': { title: 'Thé sucré', description: 'Infusé chaque matin.' } } },
      clientAddress: CLIENT,
    });
  });

  it('refuses a language the brand does not use, an unknown allergen, odd calories, no subcategory, and another brand’s rows', async () => {
    const refused = async (url: string, body: object, status: number, code: string, method: 'PUT' | 'POST' = 'PUT') => {
      const response = await call(adminToken, method, url, body);
      expect(response.json()).toMatchObject({ statusCode: status, code });
      return response.json();
    };
    const item = `/admin/menu/items/${montreal.tea.id}`;
    expect((await refused(item, itemBody({ texts: [{ locale: 'de-de', title: 'Süßer Tee' }] }), 400, 'staff_menu_items_language_unknown')).params).toMatchObject({ locale: 'de-de' });
    await refused(item, itemBody({ texts: [{ locale: 'fr-ca', title: 'A' }, { locale: 'fr-ca', title: 'B' }] }), 400, 'staff_menu_items_language_twice');
    await refused(item, itemBody({ allergens: ['gluten-ish'] }), 400, 'staff_menu_items_allergen_unknown');
    await refused(item, itemBody({ calories: -1 }), 400, 'staff_menu_items_calories_invalid');
    await refused(item, itemBody({ subcategoryIds: [] }), 400, 'staff_menu_items_subcategory_required');
    await refused(item, itemBody({ title: '   ' }), 400, 'staff_menu_items_title_required');
    expect((await refused(item, itemBody({ unit: 'tray' }), 400, 'staff_menu_items_unit_unknown')).params).toEqual({ unit: 'tray' });
    await refused(item, itemBody({ minQuantity: 0 }), 400, 'staff_menu_items_min_quantity_invalid');
    await refused(item, itemBody({ minQuantity: 1001 }), 400, 'staff_menu_items_min_quantity_invalid');
    await refused(item, itemBody({ makeMinutes: 241 }), 400, 'staff_menu_items_make_minutes_invalid');
    await refused(item, itemBody({ makeMinutes: -1 }), 400, 'staff_menu_items_make_minutes_invalid');
    await refused('/admin/menu/categories', { title: 'Brunch', texts: [], sortOrder: 0, menuType: 9 }, 400, 'validation', 'POST');
    await refused('/admin/menu/categories', { title: 'Brunch', texts: [], sortOrder: 0 }, 400, 'validation', 'POST');
    const otherMenu = await buildMenu(t.db, { brandId: 3 });
    const otherSection = await buildSection(t.db, otherMenu.id);
    const otherItem = await buildItem(t.db, { brandId: 3, sectionId: otherSection.id });
    await refused(item, itemBody({ subcategoryIds: [otherSection.id] }), 404, 'staff_menu_items_subcategory_not_found');
    await refused(`/admin/menu/items/${otherItem.id}`, itemBody(), 404, 'staff_menu_items_item_not_found');
    expect((await call(adminToken, 'GET', `/admin/menu/items/${otherItem.id}`)).statusCode).toBe(404);
    await refused(`/admin/menu/categories/${otherMenu.id}`, { title: 'Mine', texts: [], sortOrder: 0 }, 404, 'staff_menu_items_category_not_found');
    await refused(`/admin/menu/subcategories/${otherSection.id}`, { title: 'Mine', texts: [], sortOrder: 0 }, 404, 'staff_menu_items_subcategory_not_found');
    for (const url of [`/admin/menu/categories/${otherMenu.id}`, `/admin/menu/subcategories/${otherSection.id}`, `/admin/menu/items/${otherItem.id}`]) {
      expect((await call(adminToken, 'DELETE', url)).statusCode).toBe(404);
      expect((await call(managerToken, 'DELETE', url)).json()).toMatchObject({ statusCode: 403, code: 'staff_menu_items_admins_only' });
    }
  });

  it('adds a category, a subcategory and an item the stores offering the menu sell at its base price; renames them keeping their slugs', async () => {
    const created = await call(adminToken, 'POST', '/admin/menu/categories', { title: 'Late Night', texts: [{ locale: 'fr-ca', title: 'Fin de soirée' }], sortOrder: 9, menuType: 1 });
    expect(created.statusCode).toBe(200);
    const category = created.json().categories.find((row: { title: string }) => row.title === 'Late Night');
    expect(category.texts).toEqual(expect.arrayContaining([{ locale: 'fr-ca', title: 'Fin de soirée' }]));
    expect(category.menuType).toBe(1);
    expect(await lastAudit()).toMatchObject({ action: 'menu-category-create', before: null, after: { title: 'Late Night', slug: 'late-night', sortOrder: 9, menuType: 1 } });

    const renamed = await call(adminToken, 'PUT', `/admin/menu/categories/${category.id}`, { title: 'Late Nights', texts: [{ locale: 'fr-ca', title: '' }], sortOrder: 3 });
    expect(renamed.json().categories.find((row: { id: number }) => row.id === category.id)).toMatchObject({ title: 'Late Nights', sortOrder: 3, texts: expect.arrayContaining([{ locale: 'fr-ca', title: '' }]) });
    expect(await lastAudit()).toMatchObject({ action: 'menu-category-change', before: { title: 'Late Night', translations: { 'fr-ca': { title: 'Fin de soirée' } } }, after: { title: 'Late Nights', translations: {} } });

    const withSub = await call(adminToken, 'POST', `/admin/menu/categories/${montreal.menu.id}/subcategories`, { title: 'Pies', texts: [{ locale: 'fr-ca', title: 'Tartes' }], sortOrder: 5 });
    const pies = withSub.json().categories.find((row: { id: number }) => row.id === montreal.menu.id).subcategories.find((row: { title: string }) => row.title === 'Pies');
    expect(pies).toMatchObject({ categoryId: montreal.menu.id, itemIds: [] });
    expect((await call(adminToken, 'PUT', `/admin/menu/subcategories/${pies.id}`, { title: 'Pies & Cobblers', texts: [], sortOrder: 5 })).statusCode).toBe(200);

    const item = await call(adminToken, 'POST', '/admin/menu/items', { ...itemBody({ title: 'Pecan Pie', texts: [{ locale: 'fr-ca', title: 'Tarte aux pacanes' }], calories: 510, subcategoryIds: [pies.id] }), basePrice: '4.49' });
    expect(item.statusCode).toBe(200);
    expect(item.json()).toMatchObject({ slug: 'pecan-pie', basePrice: '4.49', subcategoryIds: [pies.id], optionGroups: [] });
    const [sold] = await t.db.select().from(locationItems).where(eq(locationItems.itemId, item.json().id));
    expect(sold).toMatchObject({ locationId: montreal.location.id, price: null });
    expect(await lastAudit()).toMatchObject({ action: 'menu-item-create', subjectId: String(item.json().id), after: { title: 'Pecan Pie', basePrice: '4.49', subcategoryIds: [pies.id] } });
    const again = await call(adminToken, 'POST', '/admin/menu/items', { ...itemBody({ title: 'Pecan Pie', subcategoryIds: [pies.id] }), basePrice: '4.49' });
    expect(again.json().slug).toBe('pecan-pie-2');
  });

  it('adds a catering category with an item sold per guest (feeds 10 at least) and a holiday item; diners read how each is sold', async () => {
    const created = await call(adminToken, 'POST', '/admin/menu/categories', { title: 'Office Catering', texts: [], sortOrder: 4, menuType: 2 });
    const catering = created.json().categories.find((row: { title: string }) => row.title === 'Office Catering');
    expect(catering).toMatchObject({ menuType: 2, subcategories: [] });
    const packs = (await call(adminToken, 'POST', `/admin/menu/categories/${catering.id}/subcategories`, { title: 'Buffets', texts: [], sortOrder: 0 })).json()
      .categories.find((row: { id: number }) => row.id === catering.id).subcategories[0];
    const buffet = await call(adminToken, 'POST', '/admin/menu/items', { ...itemBody({ title: 'Brisket Buffet (per guest)', subcategoryIds: [packs.id], unit: 'serving', minQuantity: 10 }), basePrice: '15.99' });
    expect(buffet.json()).toMatchObject({ unit: 'serving', minQuantity: 10, isHoliday: false, basePrice: '15.99' });

    const turkey = await call(adminToken, 'POST', '/admin/menu/items', { ...itemBody({ title: 'Smoked Turkey', subcategoryIds: [montreal.section.id], isHoliday: true }), basePrice: '59.99' });
    expect(turkey.json()).toMatchObject({ unit: 'each', minQuantity: 1, isHoliday: true });
    expect(await lastAudit()).toMatchObject({ action: 'menu-item-create', after: { title: 'Smoked Turkey', isHoliday: true, unit: 'each', minQuantity: 1 } });
    const shown = (await frenchMenu()).find((item) => item.id === turkey.json().id) as unknown as { isHoliday: boolean; unit: string };
    expect(shown).toMatchObject({ isHoliday: true, unit: 'each' });

    expect(buffet.json().makeMinutes).toBe(6);
    const changed = await call(adminToken, 'PUT', `/admin/menu/items/${buffet.json().id}`, itemBody({ title: 'Brisket Buffet (per guest)', subcategoryIds: [packs.id], unit: 'serving', minQuantity: 20, makeMinutes: 20 }));
    expect(changed.json()).toMatchObject({ unit: 'serving', minQuantity: 20, makeMinutes: 20 });
    expect(await lastAudit()).toMatchObject({ action: 'menu-item-change', before: { minQuantity: 10 }, after: { minQuantity: 20, makeMinutes: 20 } });
  });

  it('refuses to delete a category with subcategories or a subcategory with items; deletes them once empty, audited', async () => {
    const tree = (await call(adminToken, 'POST', '/admin/menu/categories', { title: 'Pop-up', texts: [], sortOrder: 8, menuType: 4 })).json();
    const popUp = tree.categories.find((row: { title: string }) => row.title === 'Pop-up');
    const withSub = (await call(adminToken, 'POST', `/admin/menu/categories/${popUp.id}/subcategories`, { title: 'Specials', texts: [], sortOrder: 0 })).json();
    const specials = withSub.categories.find((row: { id: number }) => row.id === popUp.id).subcategories[0];
    const pie = (await call(adminToken, 'POST', '/admin/menu/items', { ...itemBody({ title: 'Sweet Potato Pie', subcategoryIds: [specials.id] }), basePrice: '5.00' })).json();

    expect((await call(adminToken, 'DELETE', `/admin/menu/categories/${popUp.id}`)).json()).toMatchObject({ statusCode: 409, code: 'staff_menu_items_category_not_empty', params: { category: 'Pop-up', count: 1 } });
    expect((await call(adminToken, 'DELETE', `/admin/menu/subcategories/${specials.id}`)).json()).toMatchObject({ statusCode: 409, code: 'staff_menu_items_subcategory_not_empty', params: { subcategory: 'Specials', count: 1 } });

    const gone = await call(adminToken, 'DELETE', `/admin/menu/items/${pie.id}`);
    expect(gone.json()).toMatchObject({ outcome: 'deleted' });
    expect(gone.json().tree.items.map((row: { id: number }) => row.id)).not.toContain(pie.id);
    expect(await t.db.select().from(items).where(eq(items.id, pie.id))).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'menu-item-delete', subjectId: String(pie.id), before: { title: 'Sweet Potato Pie' }, after: { outcome: 'deleted' } });
    expect((await call(adminToken, 'GET', `/admin/menu/items/${pie.id}`)).statusCode).toBe(404);

    expect((await call(adminToken, 'DELETE', `/admin/menu/subcategories/${specials.id}`)).json()).toMatchObject({ outcome: 'deleted' });
    expect(await lastAudit()).toMatchObject({ action: 'menu-subcategory-delete', before: { title: 'Specials' } });
    const last = await call(adminToken, 'DELETE', `/admin/menu/categories/${popUp.id}`);
    expect(last.json().outcome).toBe('deleted');
    expect(last.json().tree.categories.map((row: { id: number }) => row.id)).not.toContain(popUp.id);
    expect(await lastAudit()).toMatchObject({ action: 'menu-category-delete', before: { title: 'Pop-up', menuType: 4 } });
    expect((await call(adminToken, 'DELETE', `/admin/menu/categories/${popUp.id}`)).json()).toMatchObject({ statusCode: 404, code: 'staff_menu_items_category_not_found' });
  });

  it('archives an item a cart holds: off the menu and the console, and the cart says so when it next loads and refuses payment', async () => {
    const cobbler = (await call(adminToken, 'POST', '/admin/menu/items', { ...itemBody({ title: 'Peach Cobbler' }), basePrice: '4.25' })).json();
    const diner = orderClient(t.app, { 'brand-id': '4', 'country-alpha-2': 'CA' });
    const order = (await diner.create({ locationId: montreal.location.id, handoff: 'pickup', categoryId: 1 })).json();
    expect((await diner.addItem(order.id, order.accessToken, { itemId: cobbler.id, quantity: 1, optionIds: [] })).statusCode).toBe(201);

    const archived = await call(adminToken, 'DELETE', `/admin/menu/items/${cobbler.id}`);
    expect(archived.json()).toMatchObject({ outcome: 'archived' });
    expect(await lastAudit()).toMatchObject({ action: 'menu-item-delete', after: { outcome: 'archived' } });
    expect((await frenchMenu()).map((item) => item.id)).not.toContain(cobbler.id);
    expect((await call(adminToken, 'GET', `/admin/menu/items/${cobbler.id}`)).statusCode).toBe(404);

    const cart = await diner.get(order.id, order.accessToken);
    expect(cart.statusCode).toBe(200);
    expect(cart.json().lines[0]).toMatchObject({ title: 'Peach Cobbler', offMenu: true });
    expect(cart.json().blockers).toContain('off-menu-items');
    const again = await diner.addItem(order.id, order.accessToken, { itemId: cobbler.id, quantity: 1, optionIds: [] });
    expect(again.statusCode).toBe(422);

    expect((await diner.update(order.id, order.accessToken, { guest: GUEST, timeslot: 'asap' })).statusCode).toBe(200);
    const pay = paymentClient(t.app, { 'brand-id': '4', 'country-alpha-2': 'CA' });
    const refused = await pay.card({ id: order.id, token: order.accessToken, number: order.number, total: '4.25' }, { token: pay.token(), billing: { address: '4300 boulevard Saint-Laurent', city: 'Montréal', state: 'QC', zip: 'H2W 1Z3' } });
    expect(refused.json()).toMatchObject({ statusCode: 422, code: 'availability_off_menu', params: { item: 'Peach Cobbler' } });
  });

  it("sets an option's own allergens: diners' item page lists them, a save leaving them out keeps them, an unknown one is refused by name; audited", async () => {
    const current = (await call(adminToken, 'GET', `/admin/menu/items/${montreal.brisket.id}`)).json();
    type Option = { id: number; title: string; allergens?: string[] };
    const sent = (allergensOf: (option: Option) => string[] | undefined) => ({
      groups: current.optionGroups.map((group: { options: Option[] }) => ({
        ...group,
        texts: [],
        options: group.options.map((option) => {
          const { allergens: _now, ...rest } = option;
          const allergens = allergensOf(option);
          return { ...rest, texts: [], ...(allergens === undefined ? {} : { allergens }) };
        }),
      })),
    });
    const put = (body: object) => call(adminToken, 'PUT', `/admin/menu/items/${montreal.brisket.id}/option-groups`, body);
    const slaw = current.optionGroups[0].options[0] as Option;
    expect(slaw.allergens).toEqual([]);

    const unknown = await put(sent((option) => (option.id === slaw.id ? ['eggs', 'gluten-ish'] : undefined)));
    expect(unknown.json()).toMatchObject({ statusCode: 400, code: 'staff_menu_items_allergen_unknown', params: { allergen: 'gluten-ish' } });

    const saved = await put(sent((option) => (option.id === slaw.id ? ['mustard', 'eggs', 'eggs'] : undefined)));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().optionGroups[0].options[0]).toMatchObject({ title: slaw.title, allergens: ['eggs', 'mustard'] });
    expect(await lastAudit()).toMatchObject({
      action: 'menu-item-options',
      before: { groups: [expect.objectContaining({ options: expect.arrayContaining([expect.objectContaining({ id: slaw.id, allergens: [] })]) }), expect.anything()] },
      after: { groups: [expect.objectContaining({ options: expect.arrayContaining([expect.objectContaining({ id: slaw.id, allergens: ['eggs', 'mustard'] })]) }), expect.anything()] },
    });
    const dinerItem = async () => {
      const answer = await t.app.inject({ url: `${PREFIX}/locations/${montreal.location.id}/item-details/${montreal.brisket.id}`, headers: { 'brand-id': '4', 'country-alpha-2': 'CA' } });
      expect(answer.statusCode).toBe(200);
      return answer.json().optionGroups[0].options.find((option: Option) => option.id === slaw.id);
    };
    expect(await dinerItem()).toMatchObject({ allergens: ['eggs', 'mustard'] });

    // A client that does not know of option allergens (the field left out) keeps them as they were.
    const kept = await put(sent(() => undefined));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().optionGroups[0].options[0]).toMatchObject({ allergens: ['eggs', 'mustard'] });
    const cleared = await put(sent((option) => (option.id === slaw.id ? [] : undefined)));
    expect(cleared.json().optionGroups[0].options[0]).toMatchObject({ allergens: [] });
    expect(await dinerItem()).toMatchObject({ allergens: [] });
  });

  it('changes option groups: choices and price deltas checked, new ones added, one held by an order kept', async () => {
    const current = (await call(adminToken, 'GET', `/admin/menu/items/${montreal.brisket.id}`)).json();
    const [sides, sauce] = current.optionGroups;
    expect(sides).toMatchObject({ title: 'Choose 2 sides', minChoices: 2, maxChoices: 2 });
    const groupsOf = (changes: { sides?: object; extra?: object[] } = {}) => ({
      groups: [
        { ...sides, ...changes.sides, texts: [{ locale: 'fr-ca', title: 'Choisissez 2 accompagnements' }], options: sides.options.map((option: object) => ({ ...option, texts: [] })) },
        { ...sauce, options: sauce.options.map((option: object) => ({ ...option, texts: [] })) },
        ...(changes.extra ?? []),
      ],
    });
    const put = (body: object) => call(adminToken, 'PUT', `/admin/menu/items/${montreal.brisket.id}/option-groups`, body);

    expect((await put(groupsOf({ sides: { minChoices: 3, maxChoices: 2 } }))).json()).toMatchObject({ statusCode: 400, code: 'staff_menu_items_choices_invalid', params: { group: 'Choose 2 sides', min: 3, max: 2 } });
    expect((await put(groupsOf({ sides: { maxChoices: 4 } }))).json()).toMatchObject({ code: 'staff_menu_items_choices_above_options', params: { max: 4, count: 3 } });
    const badDelta = groupsOf({ extra: [{ id: null, title: 'Extras', texts: [], minChoices: 0, maxChoices: 1, options: [{ id: null, title: 'Pickles', texts: [], priceDelta: '0.555', isDefault: false, calories: null }] }] });
    expect((await put(badDelta)).json()).toMatchObject({ code: 'staff_menu_items_price_delta_invalid', params: { option: 'Pickles' } });
    const foreign = groupsOf();
    (foreign.groups[1] as { id: number }).id = 999_999;
    expect((await put(foreign)).json()).toMatchObject({ statusCode: 404, code: 'staff_menu_items_group_not_found' });

    const hot = { id: null, title: 'Extras', texts: [], minChoices: 0, maxChoices: 1, options: [{ id: null, title: 'Pickles', texts: [], priceDelta: '0', isDefault: false, calories: -1 }] };
    expect((await put(groupsOf({ extra: [hot] }))).json()).toMatchObject({ statusCode: 400, code: 'staff_menu_items_option_calories_invalid', params: { option: 'Pickles', max: 20_000 } });

    const changed = await put(groupsOf({ sides: { minChoices: 1 }, extra: [{ id: null, title: 'Extras', texts: [{ locale: 'fr-ca', title: 'Extras' }], minChoices: 0, maxChoices: 2, options: [{ id: null, title: 'Pickles', texts: [], priceDelta: '-0.5', isDefault: false, calories: 5 }, { id: null, title: 'Jalapeños', texts: [], priceDelta: '0.75', isDefault: true, calories: null }] }] }));
    expect(changed.statusCode).toBe(200);
    const groups = changed.json().optionGroups;
    expect(groups).toHaveLength(3);
    expect(groups[0]).toMatchObject({ minChoices: 1, maxChoices: 2, texts: expect.arrayContaining([{ locale: 'fr-ca', title: 'Choisissez 2 accompagnements' }]) });
    expect(groups[2].options.map((option: { title: string; priceDelta: string; calories: number | null }) => [option.title, option.priceDelta, option.calories])).toEqual([['Pickles', '-0.50', 5], ['Jalapeños', '0.75', null]]);
    expect(await lastAudit()).toMatchObject({ action: 'menu-item-options', before: { groups: [expect.objectContaining({ minChoices: 2 }), expect.anything()] }, after: { groups: [expect.objectContaining({ minChoices: 1 }), expect.anything(), expect.objectContaining({ title: 'Extras' })] } });

    // A diner orders the brisket with slaw and beans: removing slaw archives it (the cart keeps it, and says so), the extras are deleted.
    const diner = orderClient(t.app, { 'brand-id': '4', 'country-alpha-2': 'CA' });
    const created = await diner.create({ locationId: montreal.location.id, handoff: 'pickup', categoryId: 1 });
    expect(created.json()).toMatchObject({ id: expect.any(String) });
    const order = created.json();
    const added = await diner.addItem(order.id, order.accessToken, { itemId: montreal.brisket.id, quantity: 1, optionIds: twoSides(montreal) });
    expect(added.statusCode).toBe(201);
    const withoutSlaw = { groups: groups.slice(0, 2).map((group: { options: object[] }, index: number) => ({ ...group, options: (index === 0 ? group.options.slice(1) : group.options) })) };
    withoutSlaw.groups[0].maxChoices = 2;
    const slaw = groups[0].options[0];
    const held = await put(withoutSlaw);
    expect(held.statusCode).toBe(200);
    expect(held.json().optionGroups[0].options.map((option: { title: string }) => option.title)).not.toContain('Slaw');
    const [kept] = await t.db.select().from(options).where(eq(options.id, slaw.id));
    expect(kept?.archivedAt).toBeInstanceOf(Date);
    const cart = (await diner.get(order.id, order.accessToken)).json();
    expect(cart.lines[0]).toMatchObject({ offMenu: true, options: expect.arrayContaining([expect.objectContaining({ title: 'Slaw' })]) });
    expect(cart.blockers).toContain('off-menu-items');

    const pickles = groups[2].options[0];
    const withoutExtras = await put({ groups: held.json().optionGroups.slice(0, 2) });
    expect(withoutExtras.statusCode).toBe(200);
    expect(withoutExtras.json().optionGroups).toHaveLength(2);
    expect(await t.db.select().from(options).where(eq(options.id, pickles.id))).toEqual([]);
  });
});
