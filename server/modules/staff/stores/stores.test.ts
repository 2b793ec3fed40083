/**
 * The Stores screen's API on a real database: a brand admin adds a store in an existing state (a
 * new city is created), which sells its menus at the items' base prices, opens every day 11:00–21:00
 * and shows at once in the public list, by its slug and with its menus; a slug is unique within
 * the brand; a store manager changes only how their own store takes orders (details 403, another
 * store 404) and store staff nothing (403); bad values are coded 400s; every change is audited
 * with its before and after. The delivery check follows each menu type's radius; a postal code
 * places a store; the states offered are those of the brand's countries.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { locationHandoffs, locationHours, locationItems, staffAuditLog } from '@/server/db/schema';
import { testDatabases } from '@/server/test/databases';
import { buildItem, buildLocation, buildMenu, buildReferenceData, buildSection, buildState } from '@/server/test/factories';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';
const CLIENT = '198.51.100.9';

describe.each(testDatabases())('staff stores on %s', (kind) => {
  let t: AuthTestApp;
  let adminToken: string;
  let managerToken: string;
  let staffToken: string;
  let austin: number;
  let dallas: number;
  let stateId: number;
  let menuId: number;
  let itemId: number;

  beforeAll(async () => {
    t = await buildAuthApp(kind);
    await buildReferenceData(t.db);
    const austinRow = await buildLocation(t.db, { title: 'Austin Stores Test', slug: 'austin-stores-test' });
    austin = austinRow.id;
    stateId = austinRow.stateId;
    dallas = (await buildLocation(t.db, { title: 'Dallas Stores Test', city: 'Dallas' })).id;
    const menu = await buildMenu(t.db, { title: 'Everyday', locationIds: [austin] });
    menuId = menu.id;
    const section = await buildSection(t.db, menu.id);
    itemId = (await buildItem(t.db, { sectionId: section.id, basePrice: '14.50', prices: { [austin]: '15.00' } })).id;
    const client = staffClient(t.app);
    adminToken = await client.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
    managerToken = await client.signIn(await buildStaff(t.db, { role: 'store_manager', storeIds: [austin] }));
    staffToken = await client.signIn(await buildStaff(t.db, { role: 'store_staff', storeIds: [austin] }));
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}` }, payload, remoteAddress: CLIENT });
  const ordering = { onlineOrdering: true, handoffs: [{ handoffId: 2, offered: true, leadMinutes: 25 }, { handoffId: 3, offered: false, leadMinutes: null }], deliveryRadiusKm: 8, cateringRadiusKm: 20, slotCapacity: 6 };
  const newStore = (overrides: object = {}) => ({
    title: 'Deep Ellum',
    slug: 'deep-ellum',
    address: '2800 Main St',
    city: 'Fort Worth',
    stateId,
    zip: '76102',
    latitude: 32.7555,
    longitude: -97.3308,
    timeZone: 'America/Chicago',
    phone: '(817) 555-0142',
    taxPercent: '8.25',
    socialNetworks: [{ network: 'instagram', url: 'https://instagram.com/hickory' }],
    deliveryPartners: [],
    menuIds: [menuId],
    hoursFromStoreId: null,
    ...ordering,
    ...overrides,
  });
  const lastAudit = async (subjectId: number) => {
    const [row] = await t.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectType, 'store'), eq(staffAuditLog.subjectId, String(subjectId)))).orderBy(desc(staffAuditLog.id)).limit(1);
    return row!;
  };

  it('adds a store that sells its menus at base prices (following them), opens 11:00–21:00 every day and shows in the public reads at once', async () => {
    const before = await t.app.inject({ url: `${PREFIX}/locations` });
    const added = await call(adminToken, 'POST', '/admin/stores', newStore());
    expect(added.statusCode).toBe(201);
    const store = added.json();
    expect(store).toMatchObject({ title: 'Deep Ellum', city: 'Fort Worth', taxPercent: '8.25', slotCapacity: 6, menuIds: [menuId], canChangeDetails: true });
    expect(store.handoffs.filter((handoff: { offered: boolean }) => handoff.offered)).toEqual([{ handoffId: 2, offered: true, leadMinutes: 25 }]);

    const [price] = await t.db.select().from(locationItems).where(and(eq(locationItems.locationId, store.id), eq(locationItems.itemId, itemId)));
    expect(price).toMatchObject({ price: null, available: true });
    expect(store).toMatchObject({ deliveryRadiusKm: 8, cateringRadiusKm: 20 });
    const hours = await t.db.select().from(locationHours).where(eq(locationHours.locationId, store.id)).orderBy(asc(locationHours.weekday));
    expect(hours.map((day) => [day.weekday, day.opened, day.closed])).toEqual([1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, '11:00:00', '21:00:00']));
    const delivery = await t.db.select().from(locationHandoffs).where(and(eq(locationHandoffs.locationId, store.id), eq(locationHandoffs.handoffId, 3)));
    expect(delivery[0]?.offered).toBe(false);

    const list = await t.app.inject({ url: `${PREFIX}/locations`, headers: { 'if-none-match': before.headers.etag as string } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((location: { slug: string }) => location.slug)).toContain('deep-ellum');
    const bySlug = await t.app.inject({ url: `${PREFIX}/locations/slug/deep-ellum` });
    expect(bySlug.json()).toMatchObject({ title: 'Deep Ellum', openNow: expect.any(Boolean) });
    const menus = await t.app.inject({ url: `${PREFIX}/locations/${store.id}/menus` });
    expect(menus.statusCode).toBe(200);
    expect(JSON.stringify(menus.json())).toContain('Everyday');

    const audit = await lastAudit(store.id);
    expect(audit).toMatchObject({ action: 'store-create', before: null, locationId: store.id, clientAddress: CLIENT });
    expect(audit.after).toMatchObject({ slug: 'deep-ellum', hoursFromStoreId: null });
  });

  it('refuses a slug the brand has already, a state it does not know and bad values, each with its code', async () => {
    const taken = await call(adminToken, 'POST', '/admin/stores', newStore({ slug: 'austin-stores-test' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'staff_store_slug_taken', params: { slug: 'austin-stores-test' } });
    expect((await call(adminToken, 'POST', '/admin/stores', newStore({ slug: 'x1', stateId: 99_999 }))).json()).toMatchObject({ code: 'staff_store_state_not_found' });
    const zone = await call(adminToken, 'POST', '/admin/stores', newStore({ slug: 'x2', timeZone: 'Texas/Fort_Worth' }));
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toMatchObject({ code: 'staff_store_time_zone_invalid', params: { field: 'timeZone' } });
    const latitude = await call(adminToken, 'POST', '/admin/stores', newStore({ slug: 'x3', latitude: 91 }));
    expect(latitude.statusCode).toBe(400);
    const noHandoff = await call(adminToken, 'POST', '/admin/stores', newStore({ slug: 'x4', handoffs: [] }));
    expect(noHandoff.json()).toMatchObject({ code: 'staff_store_handoff_required' });
  });

  it('adds one of two stores sent at once with the same slug and refuses the other with 409', async () => {
    const answers = await Promise.all([1, 2].map(() => call(adminToken, 'POST', '/admin/stores', newStore({ slug: 'twice-at-once', title: 'Twice' }))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('staff_store_slug_taken');
  });

  it('copies the weekly hours of a chosen store', async () => {
    await t.db.insert(locationHours).values({ locationId: dallas, weekday: 2, interval: 0, active: true, opened: '07:00:00', closed: '15:00:00' });
    const added = await call(adminToken, 'POST', '/admin/stores', newStore({ slug: 'copied-hours', title: 'Copied Hours', hoursFromStoreId: dallas }));
    expect(added.statusCode).toBe(201);
    const hours = await t.db.select().from(locationHours).where(eq(locationHours.locationId, added.json().id));
    expect(hours.map((day) => [day.weekday, day.opened])).toEqual([[2, '07:00:00']]);
  });

  it('lets a store manager change how their own store takes orders, and nothing else', async () => {
    const list = await call(managerToken, 'GET', '/admin/stores');
    expect(list.json().stores.map((store: { id: number }) => store.id)).toEqual([austin]);
    expect(list.json().choices.canAdd).toBe(false);
    expect((await call(managerToken, 'GET', `/admin/stores/${dallas}`)).statusCode).toBe(404);
    expect((await call(managerToken, 'PUT', `/admin/stores/${dallas}/ordering`, ordering)).statusCode).toBe(404);
    const mine = (await call(managerToken, 'GET', `/admin/stores/${austin}`)).json().store;
    expect(mine.canChangeDetails).toBe(false);
    const { id: _id, countryCode: _country, canChangeDetails: _can, onlineOrdering: _o, handoffs: _h, deliveryRadiusKm: _r, cateringRadiusKm: _c, slotCapacity: _s, makeCapacityMinutes: _m, ...details } = mine;
    const refused = await call(managerToken, 'PUT', `/admin/stores/${austin}`, { ...details, title: 'Renamed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('staff_store_admin_only');
    expect((await call(managerToken, 'POST', '/admin/stores', newStore({ slug: 'by-a-manager' }))).statusCode).toBe(403);

    const changed = await call(managerToken, 'PUT', `/admin/stores/${austin}/ordering`, { ...ordering, onlineOrdering: false, slotCapacity: 2, makeCapacityMinutes: 120 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ onlineOrdering: false, slotCapacity: 2, makeCapacityMinutes: 120 });
    const audit = await lastAudit(austin);
    expect(audit).toMatchObject({ action: 'store-ordering', before: { onlineOrdering: true, slotCapacity: 4, cateringRadiusKm: 10 }, after: { onlineOrdering: false, slotCapacity: 2, cateringRadiusKm: 20, makeCapacityMinutes: 120 } });
    for (const makeCapacityMinutes of [0, 10_001, 1.5]) {
      const refused = await call(managerToken, 'PUT', `/admin/stores/${austin}/ordering`, { ...ordering, makeCapacityMinutes });
      expect(refused.statusCode).toBe(400);
    }
    const publicStore = await t.app.inject({ url: `${PREFIX}/locations/${austin}` });
    expect(publicStore.json().onlineOrdering).toBe(false);
  });

  it('delivers each menu type within its own radius: the delivery check follows the radii the form saves', async () => {
    const { store } = (await call(adminToken, 'GET', `/admin/stores/${dallas}`)).json();
    // An address about 11 km north of the store.
    const check = (categoryId: number) =>
      t.app.inject({ url: `${PREFIX}/locations/${dallas}/menu-type/${categoryId}/delivery-radius?lat=${store.latitude + 0.1}&lng=${store.longitude}` });
    const radii = { ...ordering, deliveryRadiusKm: 0.5, cateringRadiusKm: 40 };
    expect((await call(adminToken, 'PUT', `/admin/stores/${dallas}/ordering`, radii)).json()).toMatchObject({ deliveryRadiusKm: 0.5, cateringRadiusKm: 40 });
    expect((await check(1)).json()).toMatchObject({ deliverable: false, radiusKm: 0.5 });
    expect((await check(2)).json()).toMatchObject({ deliverable: true, radiusKm: 40 });
    expect((await check(3)).json()).toMatchObject({ deliverable: true, radiusKm: 40 });
    const refused = await call(adminToken, 'PUT', `/admin/stores/${dallas}/ordering`, { ...ordering, cateringRadiusKm: 100.5 });
    expect(refused.statusCode).toBe(400);
  });

  it('places a store at a US or Canadian postal code, for brand admins; an unknown code is 404, a malformed one 400', async () => {
    const place = await call(adminToken, 'GET', '/admin/geocode?country=US&postalCode=75206');
    expect(place.statusCode).toBe(200);
    expect(place.json()).toEqual({ postalCode: '75206', latitude: expect.closeTo(32.83, 1), longitude: expect.closeTo(-96.77, 1), city: 'Dallas', stateId });
    const canadian = (await call(adminToken, 'GET', '/admin/geocode?country=CA&postalCode=h2x%201y4')).json();
    expect(canadian).toMatchObject({ postalCode: 'H2X 1Y4', city: null, latitude: expect.closeTo(45.51, 1) });
    const unknown = await call(adminToken, 'GET', '/admin/geocode?country=US&postalCode=00000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'staff_store_postal_code_unknown', params: { code: '00000' } });
    const malformed = await call(adminToken, 'GET', '/admin/geocode?country=CA&postalCode=75206');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'staff_store_zip_invalid' });
    expect((await call(adminToken, 'GET', '/admin/geocode?country=JP&postalCode=150-0041')).statusCode).toBe(400);
    expect((await call(managerToken, 'GET', '/admin/geocode?country=US&postalCode=75206')).statusCode).toBe(403);
  });

  it('offers the states of the brand’s countries: those it has stores in and those taking online orders', async () => {
    await buildState(t.db, 'CA', 'QC', 'Québec');
    await buildState(t.db, 'JP', '13', 'Tokyo');
    await buildState(t.db, 'BR', 'SP', 'São Paulo');
    const { choices } = (await call(adminToken, 'GET', '/admin/stores')).json();
    const countries = new Set(choices.states.map((state: { countryCode: string }) => state.countryCode));
    // Japan takes online orders; Brazil, with no store of the brand, does not.
    expect([...countries].sort()).toEqual(['CA', 'JP', 'US']);
  });

  it('suggests the time zone of a state where the brand has no store yet: the state’s own main zone', async () => {
    await buildState(t.db, 'CA', 'QC', 'Québec');
    await buildState(t.db, 'US', 'AZ', 'Arizona');
    const { choices } = (await call(adminToken, 'GET', '/admin/stores')).json();
    const zoneOf = (label: string) => choices.states.find((state: { label: string }) => state.label === label)?.timeZone;
    expect(zoneOf('QC')).toBe('America/Toronto');
    expect(zoneOf('AZ')).toBe('America/Phoenix');
  });

  it('refuses store staff', async () => {
    const refused = await call(staffToken, 'GET', '/admin/stores');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('staff_store_managers_only');
  });

  it('sets the name, street and city in the market script and the neighbourhood; left out they stay, empty they clear', async () => {
    const { store } = (await call(adminToken, 'GET', `/admin/stores/${austin}`)).json();
    expect(store).toMatchObject({ localTitle: '', localAddress: '', localCity: '', district: '' });
    const { id: _id, countryCode: _country, canChangeDetails: _can, onlineOrdering: _o, handoffs: _h, deliveryRadiusKm: _r, cateringRadiusKm: _c, slotCapacity: _s, makeCapacityMinutes: _m, ...details } = store;
    const local = { localTitle: ' 梅田 ', localAddress: '北区梅田1-9-20', localCity: '大阪市', district: 'Umeda' };
    const changed = await call(adminToken, 'PUT', `/admin/stores/${austin}`, { ...details, ...local });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ ...local, localTitle: '梅田' });
    const read = async () => (await t.app.inject({ url: `${PREFIX}/locations/${austin}` })).json();
    expect(await read()).toMatchObject({ localTitle: '梅田', address: { local: { address: '北区梅田1-9-20', city: '大阪市' }, district: 'Umeda' } });

    const { localTitle: _t, localAddress: _a, localCity: _l, district: _d, ...without } = details;
    expect((await call(adminToken, 'PUT', `/admin/stores/${austin}`, without)).json()).toMatchObject({ localTitle: '梅田', district: 'Umeda' });
    const cleared = await call(adminToken, 'PUT', `/admin/stores/${austin}`, { ...details, localTitle: '', localAddress: '', localCity: '', district: '' });
    expect(cleared.json()).toMatchObject({ localTitle: '', localAddress: '', localCity: '', district: '' });
    expect(await read()).toMatchObject({ localTitle: null, address: { local: null, district: null } });
  });

  it('lets a brand admin rename and move a store, audited before and after', async () => {
    const { store } = (await call(adminToken, 'GET', `/admin/stores/${dallas}`)).json();
    const { id: _id, countryCode: _country, canChangeDetails: _can, onlineOrdering: _o, handoffs: _h, deliveryRadiusKm: _r, cateringRadiusKm: _c, slotCapacity: _s, makeCapacityMinutes: _m, ...details } = store;
    const changed = await call(adminToken, 'PUT', `/admin/stores/${dallas}`, { ...details, title: 'Dallas Renamed', city: 'Plano', taxPercent: '8.5' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Dallas Renamed', city: 'Plano', taxPercent: '8.5' });
    const audit = await lastAudit(dallas);
    expect(audit).toMatchObject({ action: 'store-change', before: { title: 'Dallas Stores Test', city: 'Dallas' }, after: { title: 'Dallas Renamed', city: 'Plano' } });
    const bySlug = await t.app.inject({ url: `${PREFIX}/locations/${dallas}` });
    expect(bySlug.json()).toMatchObject({ title: 'Dallas Renamed' });
  });
});
