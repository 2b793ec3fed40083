/**
 * The prices back office on a real database: brand admins only; a store sells at its own price,
 * else the base price; a bulk change in Texas previews and moves only Texas stores' prices, and a
 * Dallas cart holding the item shows the new price while a Denver cart does not; a base price
 * change reprices the carts of stores selling at the base; a planned change is pending until the
 * job applies it, or is cancelled; every change is audited with before and after; titles are in
 * the console's language.
 */
import { and, desc, eq } from 'drizzle-orm';
import { items, sectionItems, locationItems, staffAuditLog } from '@/server/db/schema';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore, orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';
const CLIENT = '198.51.100.9';

describe.each(testDatabases())('prices back office on %s', (kind) => {
  let t: AuthTestApp;
  let dallas: OrderableStore;
  let denver: OrderableStore;
  let adminToken: string;
  let managerToken: string;
  let orders: ReturnType<typeof orderClient>;

  beforeAll(async () => {
    t = await buildAuthApp(kind);
    await buildReferenceData(t.db);
    dallas = await buildOrderableStore(t.db, { title: 'Dallas Prices Test', state: ['TX', 'Texas'], city: 'Dallas' });
    denver = await buildOrderableStore(t.db, { title: 'Denver Prices Test', state: ['CO', 'Colorado'], city: 'Denver' });
    // Denver sells Dallas's sweet tea too, at the base price (no price of its own).
    await t.db.insert(locationItems).values({ locationId: denver.location.id, itemId: dallas.tea.id, price: null });
    await t.db.insert(sectionItems).values({ sectionId: denver.section.id, itemId: dallas.tea.id });
    const staff = staffClient(t.app);
    adminToken = await staff.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
    managerToken = await staff.signIn(await buildStaff(t.db, { role: 'store_manager', storeIds: [dallas.location.id] }));
    orders = orderClient(t.app);
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}` }, payload, remoteAddress: CLIENT });
  const teaInTexas = (change: object) => ({ items: { kind: 'picked', itemIds: [dallas.tea.id] }, change, scope: { kind: 'state', stateId: dallas.location.stateId } });

  async function cartWithTea(store: OrderableStore) {
    const order = (await orders.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    const added = await orders.addItem(order.id, order.accessToken, { itemId: dallas.tea.id, quantity: 2, optionIds: [] });
    expect(added.statusCode).toBe(201);
    return { id: order.id as string, token: order.accessToken as string };
  }
  const teaLine = async (cart: { id: string; token: string }) => (await orders.get(cart.id, cart.token)).json();

  async function lastAudit(action: string) {
    const [row] = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action as never)).orderBy(desc(staffAuditLog.id)).limit(1);
    return row!;
  }

  it('refuses staff who are not brand admins', async () => {
    const response = await call(managerToken, 'GET', '/admin/prices');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
    expect((await call(managerToken, 'POST', '/admin/prices/bulk/preview', teaInTexas({ kind: 'add', amount: '1' }))).statusCode).toBe(403);
  });

  it('lists base prices and a store’s own prices: its override, else the base', async () => {
    const list = (await call(adminToken, 'GET', `/admin/prices?storeId=${denver.location.id}`)).json();
    expect(list.items.find((item: { id: number }) => item.id === dallas.tea.id)).toMatchObject({ basePrice: '9.99' });
    expect(list.store.prices.find((row: { itemId: number }) => row.itemId === dallas.tea.id)).toEqual({ itemId: dallas.tea.id, override: null, price: '9.99' });
    expect(list.states.map((state: { name: string }) => state.name)).toEqual(expect.arrayContaining(['Texas', 'Colorado']));
    expect((await call(adminToken, 'GET', '/admin/prices?storeId=999999')).statusCode).toBe(404);
  });

  it('previews a Texas-only change, applies it, and a Dallas cart shows the new price while a Denver cart does not', async () => {
    const dallasCart = await cartWithTea(dallas);
    const denverCart = await cartWithTea(denver);
    const preview = await call(adminToken, 'POST', '/admin/prices/bulk/preview', teaInTexas({ kind: 'percent', amount: '10' }));
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      moves: [{ storeId: dallas.location.id, storeTitle: 'Dallas Prices Test', itemId: dallas.tea.id, itemTitle: 'Sweet Tea', optionId: null, optionTitle: null, from: '2.49', to: '2.74' }],
      total: 1,
      currency: 'USD',
    });
    const applied = await call(adminToken, 'POST', '/admin/prices/bulk', teaInTexas({ kind: 'percent', amount: '10' }));
    expect(applied.json()).toEqual({ applied: 1, scheduled: null });

    const dallasOrder = await teaLine(dallasCart);
    expect(dallasOrder.lines[0]).toMatchObject({ unitPrice: '2.74', lineTotal: '5.48' });
    expect(dallasOrder.totals.subtotal).toBe('5.48');
    expect((await teaLine(denverCart)).lines[0]).toMatchObject({ unitPrice: '9.99' });
    const menu = await t.app.inject({ method: 'GET', url: `${PREFIX}/locations/${dallas.location.id}/menus/${dallas.menu.id}` });
    if (menu.statusCode === 200) expect(menu.body).toContain('2.74');

    const audit = await lastAudit('price-bulk-apply');
    expect(audit).toMatchObject({ subjectType: 'price', clientAddress: CLIENT });
    expect(audit.before).toEqual({ prices: [{ storeId: dallas.location.id, store: 'Dallas Prices Test', itemId: dallas.tea.id, item: 'Sweet Tea', price: '2.49' }] });
    expect((audit.after as { prices: unknown[] }).prices).toEqual([{ storeId: dallas.location.id, store: 'Dallas Prices Test', itemId: dallas.tea.id, item: 'Sweet Tea', price: '2.74' }]);
  });

  it('says item, section and menu titles in the console’s language, English where none is written', async () => {
    await t.db.update(items).set({ translations: { 'fr-ca': { title: 'Thé sucré' } } }).where(eq(items.id, dallas.tea.id));
    const french = { authorization: `Bearer ${adminToken}`, 'country-alpha-2': 'CA', 'accept-language': 'fr-CA' };
    const inFrench = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `${PREFIX}${url}`, headers: french, payload, remoteAddress: CLIENT });
    const list = (await inFrench('GET', '/admin/prices')).json();
    expect(list.items.find((item: { id: number }) => item.id === dallas.tea.id)).toMatchObject({ title: 'Thé sucré' });
    expect(list.items.find((item: { id: number }) => item.id === dallas.brisket.id).title).toBe(dallas.brisket.title);
    const preview = (await inFrench('POST', '/admin/prices/bulk/preview', teaInTexas({ kind: 'add', amount: '1' }))).json();
    expect(preview.moves[0]).toMatchObject({ itemTitle: 'Thé sucré' });
    expect((await call(adminToken, 'GET', '/admin/prices')).json().items.find((item: { id: number }) => item.id === dallas.tea.id).title).toBe('Sweet Tea');
    await t.db.update(items).set({ translations: {} }).where(eq(items.id, dallas.tea.id));
  });

  it('refuses a change that moves nothing, an unknown state and a percentage out of range', async () => {
    const same = await call(adminToken, 'POST', '/admin/prices/bulk', teaInTexas({ kind: 'set', amount: '2.74' }));
    expect(same.statusCode).toBe(422);
    const unknown = await call(adminToken, 'POST', '/admin/prices/bulk/preview', { ...teaInTexas({ kind: 'add', amount: '1' }), scope: { kind: 'state', stateId: 999999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('State 999999 was not found');
    const percent = await call(adminToken, 'POST', '/admin/prices/bulk/preview', teaInTexas({ kind: 'percent', amount: '-150' }));
    expect(percent.statusCode).toBe(400);
    const extra = await call(adminToken, 'POST', '/admin/prices/bulk/preview', { ...teaInTexas({ kind: 'add', amount: '1' }), price: '1' });
    expect(extra.statusCode).toBe(400);
  });

  it('changes a base price: stores selling at the base (and their carts) follow, a store with its own price does not', async () => {
    const denverCart = await cartWithTea(denver);
    const response = await call(adminToken, 'PUT', `/admin/prices/items/${dallas.tea.id}`, { basePrice: '10.5' });
    expect(response.json()).toMatchObject({ id: dallas.tea.id, basePrice: '10.50' });
    expect((await teaLine(denverCart)).lines[0]).toMatchObject({ unitPrice: '10.50' });
    const list = (await call(adminToken, 'GET', `/admin/prices?storeId=${dallas.location.id}`)).json();
    expect(list.store.prices.find((row: { itemId: number }) => row.itemId === dallas.tea.id)).toMatchObject({ override: '2.74', price: '2.74' });
    expect(await lastAudit('price-base-change')).toMatchObject({ before: expect.objectContaining({ basePrice: '9.99' }), after: expect.objectContaining({ basePrice: '10.50' }) });
  });

  it('sets and clears one store’s price', async () => {
    const url = `/admin/prices/stores/${denver.location.id}/items/${dallas.tea.id}`;
    expect((await call(adminToken, 'PUT', url, { price: '3.25' })).json()).toEqual({ itemId: dallas.tea.id, override: '3.25', price: '3.25' });
    expect((await call(adminToken, 'PUT', url, { price: null })).json()).toEqual({ itemId: dallas.tea.id, override: null, price: '10.50' });
    expect(await lastAudit('price-store-change')).toMatchObject({ locationId: denver.location.id, before: expect.objectContaining({ override: '3.25' }), after: expect.objectContaining({ override: null }) });
    expect((await call(adminToken, 'PUT', `/admin/prices/stores/${denver.location.id}/items/${dallas.brisket.id}`, { price: '1.00' })).statusCode).toBe(404);
  });

  it('plans a change: pending until the job applies it; a cancelled one never runs', async () => {
    const runAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const planned = (await call(adminToken, 'POST', '/admin/prices/bulk', { ...teaInTexas({ kind: 'add', amount: '0.26' }), runAt })).json();
    expect(planned).toMatchObject({ applied: 0, scheduled: { status: 'pending', previewCount: 1, scopeName: 'Texas · Sweet Tea' } });
    const cancelled = (await call(adminToken, 'POST', '/admin/prices/bulk', { ...teaInTexas({ kind: 'add', amount: '5' }), runAt })).json();
    expect((await call(adminToken, 'POST', `/admin/prices/scheduled/${cancelled.scheduled.id}/cancel`)).json()).toMatchObject({ status: 'cancelled' });
    expect((await call(adminToken, 'POST', `/admin/prices/scheduled/${cancelled.scheduled.id}/cancel`)).statusCode).toBe(409);

    await t.app.jobs.runOnce('apply-planned-price-changes', new Date(t.clock.now().getTime() + 2 * 3_600_000));
    const changes = (await call(adminToken, 'GET', '/admin/prices/scheduled')).json().changes;
    expect(changes.find((change: { id: number }) => change.id === planned.scheduled.id)).toMatchObject({ status: 'applied', appliedCount: 1 });
    const [row] = await t.db.select().from(locationItems).where(and(eq(locationItems.locationId, dallas.location.id), eq(locationItems.itemId, dallas.tea.id)));
    expect(row!.price).toBe('3.00');
    expect((await call(adminToken, 'POST', '/admin/prices/bulk', { ...teaInTexas({ kind: 'add', amount: '1' }), runAt: '2001-01-01T00:00:00Z' })).statusCode).toBe(400);
  });
});
