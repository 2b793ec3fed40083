/**
 * Options' store prices in the prices back office, on a real database: a brand admin sees each
 * option of a store's items with the brand's price change and the store's own, sets one in the
 * store's currency (whole yen in Osaka: ￥150, never ￥150.5) or drops it, and the store's open
 * carts follow; a bulk change with options previews and moves them too, at once or when planned;
 * store managers are refused (403), another brand's store or option is not found (404), and every
 * change is audited with before and after.
 */
import { and, desc, eq } from 'drizzle-orm';
import { locationOptions, options, staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { testDatabases } from '@/server/test/databases';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore, orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';

describe.each(testDatabases())('options’ store prices on %s', (kind) => {
  let t: AuthTestApp;
  let dallas: OrderableStore;
  let osaka: OrderableStore;
  let adminToken: string;
  let managerToken: string;

  beforeAll(async () => {
    t = await buildAuthApp(kind);
    await buildReferenceData(t.db);
    dallas = await buildOrderableStore(t.db, { title: 'Dallas Options Test', state: ['TX', 'Texas'], city: 'Dallas' });
    osaka = await buildOrderableStore(t.db, { title: 'Umeda Options Test', country: 'JP', state: ['27', 'Osaka'], city: 'Osaka' });
    const staff = staffClient(t.app);
    adminToken = await staff.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
    managerToken = await staff.signIn(await buildStaff(t.db, { role: 'store_manager', storeIds: [dallas.location.id] }));
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}` }, payload });
  const mac = (store: OrderableStore) => store.sides.options[2]!;
  const optionUrl = (store: OrderableStore, optionId = mac(store).id) => `/admin/prices/stores/${store.location.id}/options/${optionId}`;
  const macAt = async (store: OrderableStore) =>
    (await call(adminToken, 'GET', `/admin/prices?storeId=${store.location.id}`)).json().store.options.find((row: { optionId: number }) => row.optionId === mac(store).id);

  it('lists a store’s options with the brand’s price change and the store’s own', async () => {
    expect(await macAt(osaka)).toEqual({ optionId: mac(osaka).id, itemId: osaka.brisket.id, title: 'Mac & Cheese', groupTitle: 'Choose 2 sides', brandPrice: '1.50', override: null, price: '1.50' });
  });

  it('sets a store’s price of an option in whole yen, reprices its open carts, drops it again, and audits both', async () => {
    const orders = orderClient(t.app, { 'country-alpha-2': 'JP' });
    const created = await orders.create({ locationId: osaka.location.id, handoff: 'pickup', categoryId: 1 });
    const cart = created.json();
    const sides = [osaka.sides.options[0]!.id, mac(osaka).id];
    const added = await orders.addItem(cart.id, cart.accessToken, { itemId: osaka.brisket.id, quantity: 1, optionIds: sides });
    expect(added.statusCode).toBe(201);

    const set = await call(adminToken, 'PUT', optionUrl(osaka), { price: '150' });
    expect(set.json()).toEqual({ optionId: mac(osaka).id, override: '150.00', price: '150.00' });
    expect(await macAt(osaka)).toMatchObject({ brandPrice: '1.50', override: '150.00', price: '150.00' });
    const line = (await orders.get(cart.id, cart.accessToken)).json().lines[0];
    expect(line.options).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Mac & Cheese', priceDelta: '150.00' })]));

    const [audit] = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'price-store-change')).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ subjectId: `store-${osaka.location.id}-option-${mac(osaka).id}`, locationId: osaka.location.id, before: expect.objectContaining({ override: null, price: '1.50' }), after: expect.objectContaining({ override: '150.00' }) });

    expect((await call(adminToken, 'PUT', optionUrl(osaka), { price: null })).json()).toEqual({ optionId: mac(osaka).id, override: null, price: '1.50' });
    expect(await t.db.select().from(locationOptions).where(and(eq(locationOptions.locationId, osaka.location.id), eq(locationOptions.optionId, mac(osaka).id)))).toEqual([]);
  });

  it('refuses a price out of bounds or with more decimals than the store’s currency, before saving anything', async () => {
    for (const price of ['-1', '100000', '1.234', 'abc', '1e3']) expect((await call(adminToken, 'PUT', optionUrl(dallas), { price })).statusCode).toBe(400);
    const yen = await call(adminToken, 'PUT', optionUrl(osaka), { price: '150.5' });
    expect(yen.statusCode).toBe(400);
    expect(yen.json()).toMatchObject({ code: 'validation', message: 'A price in JPY has at most 0 decimals' });
    expect((await call(adminToken, 'PUT', optionUrl(dallas), { price: '1.25', extra: 1 })).statusCode).toBe(400);
    expect(await macAt(osaka)).toMatchObject({ override: null });
  });

  it('refuses store managers, and answers 404 for another brand’s store or an option the store does not sell', async () => {
    const manager = await call(managerToken, 'PUT', optionUrl(dallas), { price: '2.00' });
    expect(manager.statusCode).toBe(403);
    expect(manager.json().code).toBe('forbidden');
    const elsewhere = await buildLocation(t.db, { brandId: 1, title: 'Another Brand Options Test' });
    expect((await call(adminToken, 'PUT', `/admin/prices/stores/${elsewhere.id}/options/${mac(dallas).id}`, { price: '2.00' })).json()).toMatchObject({ code: 'store_not_found' });
    const notSold = await call(adminToken, 'PUT', optionUrl(dallas, mac(osaka).id), { price: '2.00' });
    expect(notSold.statusCode).toBe(404);
    expect(notSold.json().message).toBe(`Store ${dallas.location.id} does not sell option ${mac(osaka).id}`);
    expect((await call(adminToken, 'PUT', optionUrl(dallas, 999999), { price: '2.00' })).statusCode).toBe(404);
  });

  it('moves options with a bulk change when asked: previewed, applied at once in whole yen, and planned for a time', async () => {
    const brisketInJapan = (change: object, extra: object = {}) => ({ items: { kind: 'picked', itemIds: [osaka.brisket.id] }, change, scope: { kind: 'market', countryCode: 'JP' }, ...extra });
    await call(adminToken, 'PUT', optionUrl(osaka), { price: '150' });
    const itemsOnly = (await call(adminToken, 'POST', '/admin/prices/bulk/preview', brisketInJapan({ kind: 'percent', amount: '3' }))).json();
    expect(itemsOnly.moves.every((move: { optionId: number | null }) => move.optionId === null)).toBe(true);

    const preview = (await call(adminToken, 'POST', '/admin/prices/bulk/preview', brisketInJapan({ kind: 'percent', amount: '3' }, { withOptions: true }))).json();
    expect(preview.currency).toBe('JPY');
    expect(preview.moves).toEqual(
      expect.arrayContaining([
        { storeId: osaka.location.id, storeTitle: 'Umeda Options Test', itemId: osaka.brisket.id, itemTitle: 'Brisket Plate', optionId: mac(osaka).id, optionTitle: 'Mac & Cheese', from: '150.00', to: '154.00' },
        expect.objectContaining({ optionTitle: 'Spicy', from: '0.25', to: '0.00' }),
      ]),
    );
    expect(preview.moves.some((move: { optionTitle: string | null }) => move.optionTitle === 'Slaw')).toBe(false);

    expect((await call(adminToken, 'POST', '/admin/prices/bulk/preview', brisketInJapan({ kind: 'add', amount: '1.5' }, { withOptions: true }))).statusCode).toBe(400);

    const applied = (await call(adminToken, 'POST', '/admin/prices/bulk', brisketInJapan({ kind: 'percent', amount: '3' }, { withOptions: true }))).json();
    expect(applied.applied).toBe(preview.total);
    expect(await macAt(osaka)).toMatchObject({ override: '154.00', price: '154.00' });
    expect(await macAt(dallas)).toMatchObject({ override: null, price: '1.50' });

    const runAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const planned = (await call(adminToken, 'POST', '/admin/prices/bulk', { ...brisketInJapan({ kind: 'add', amount: '10' }, { withOptions: true }), runAt })).json();
    expect(planned.scheduled).toMatchObject({ status: 'pending', request: expect.objectContaining({ withOptions: true }) });
    expect(await macAt(osaka)).toMatchObject({ price: '154.00' });
    await t.app.jobs.runOnce('apply-planned-price-changes', new Date(t.clock.now().getTime() + 2 * 3_600_000));
    expect(await macAt(osaka)).toMatchObject({ price: '164.00' });
    const [brand] = await t.db.select({ priceDelta: options.priceDelta }).from(options).where(eq(options.id, mac(osaka).id));
    expect(brand!.priceDelta).toBe('1.50');
  });
});
