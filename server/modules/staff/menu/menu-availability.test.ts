/**
 * Menu availability on a real database: store staff mark an item of their store sold out today
 * (until the store's next business day opens); the diners' menu read shows it at once and the
 * cart refuses it with a code; marked back, it is orderable again. A brand admin gives an item
 * serving times (store staff: 403), and paying for an order whose chosen time falls outside them
 * is refused. Another store, or an item the store does not sell, answers 404; every change is
 * audited with before and after.
 */
import { and, desc, eq } from 'drizzle-orm';
import { soldOutTodayUntil } from '@/domain/menu/availability';
import { storeDateOf } from '@/domain/ordering/order-day';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { orders, staffAuditLog } from '@/server/db/schema';
import { scheduleOf } from '@/server/modules/locations';
import { payableOf } from '@/server/modules/orders';
import { menusVersion } from '@/server/modules/menus/version-repository';
import { testDatabases } from '@/server/test/databases';
import { buildHours, buildItem, buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore, orderClient, twoSides, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';
const CLIENT = '198.51.100.31';
const week = (opened: string, closed: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opened, closed }));

describe.each(testDatabases())('menu availability on %s', (kind) => {
  let t: AuthTestApp;
  let dallas: OrderableStore;
  let austin: OrderableStore;
  let staffToken: string;
  let adminToken: string;
  let staffId: number;
  let diner: ReturnType<typeof orderClient>;

  beforeAll(async () => {
    // The staff clock is the real time, as the diners' is: "today" is the same day for both.
    t = await buildAuthApp(kind, { clock: testClock(new Date()) });
    await buildReferenceData(t.db);
    dallas = await buildOrderableStore(t.db, { title: 'Availability Dallas' }, []);
    await buildHours(t.db, dallas.location.id, week('00:00', '00:00'));
    austin = await buildOrderableStore(t.db, { title: 'Availability Austin' });
    const client = staffClient(t.app);
    const member = await buildStaff(t.db, { role: 'store_staff', storeIds: [dallas.location.id] });
    staffId = member.id;
    staffToken = await client.signIn(member);
    adminToken = await client.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
    diner = orderClient(t.app);
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr-CA' }, payload, remoteAddress: CLIENT });
  const soldOut = (token: string, storeId: number, itemId: number, value: boolean) => call(token, 'PUT', `/admin/menu/stores/${storeId}/items/${itemId}/sold-out`, { soldOut: value });
  const serving = (token: string, storeId: number, itemId: number, body: object) => call(token, 'PUT', `/admin/menu/stores/${storeId}/items/${itemId}/serving`, body);
  const menuItems = async (store: OrderableStore) => {
    const answer = await t.app.inject({ method: 'GET', url: `${PREFIX}/locations/${store.location.id}/menus/${store.menu.id}/sections?include=items`, headers: { 'brand-id': '4', 'country-alpha-2': 'US' } });
    return answer.json()[0].items as { id: number; soldOutUntil: string | null; dayparts: object[] }[];
  };
  const newOrder = async (store: OrderableStore) => {
    const order = (await diner.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    return { id: order.id as string, token: order.accessToken as string };
  };
  const addBrisket = (order: { id: string; token: string }, store: OrderableStore = dallas) =>
    diner.addItem(order.id, order.token, { itemId: store.brisket.id, quantity: 1, optionIds: twoSides(store) });
  const lastAudit = async () => (await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectType, 'menu-item')).orderBy(desc(staffAuditLog.id)).limit(1))[0]!;

  it("lists the staff member's store by section with each item's availability", async () => {
    const response = await call(staffToken, 'GET', `/admin/menu/stores/${dallas.location.id}`);
    expect(response.statusCode).toBe(200);
    const menu = response.json();
    expect(menu).toMatchObject({ store: { id: dallas.location.id, title: 'Availability Dallas' }, mayChangeServing: false });
    expect(menu.sections[0].items).toEqual([
      { id: dallas.brisket.id, title: 'Brisket Plate', sold: true, soldOutUntil: null, dayparts: [], holidayOnly: false },
      expect.objectContaining({ id: dallas.tea.id, title: 'Sweet Tea' }),
    ]);
  });

  it('marks brisket sold out until the next business day: the menu shows it at once, the cart refuses it; marked back, it adds', async () => {
    const versionBefore = await menusVersion(t.db, dallas.location.id);
    const marked = await soldOut(staffToken, dallas.location.id, dallas.brisket.id, true);
    expect(marked.statusCode).toBe(200);
    const now = t.clock.now();
    const store = { id: dallas.location.id, timeZone: 'America/Chicago' };
    const until = soldOutTodayUntil(await scheduleOf(t.db, store, storeDateOf(now, store.timeZone)), now).toISOString();
    expect(marked.json()).toMatchObject({ id: dallas.brisket.id, soldOutUntil: until });
    expect(await menusVersion(t.db, dallas.location.id)).not.toBe(versionBefore);
    expect((await menuItems(dallas)).find((item) => item.id === dallas.brisket.id)).toMatchObject({ soldOutUntil: until });
    expect(await lastAudit()).toMatchObject({ staffId, action: 'menu-item-sold-out', locationId: dallas.location.id, subjectId: String(dallas.brisket.id), before: { soldOutUntil: null }, after: { soldOutUntil: until }, clientAddress: CLIENT });

    const order = await newOrder(dallas);
    const refused = await addBrisket(order);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'availability_sold_out', params: { item: 'Brisket Plate', date: storeDateOf(new Date(until), store.timeZone) } });
    expect(refused.json().message).toContain('Brisket Plate is sold out until');
    // Austin's brisket is another row: still on sale there.
    expect((await addBrisket(await newOrder(austin), austin)).statusCode).toBe(201);

    const back = await soldOut(staffToken, dallas.location.id, dallas.brisket.id, false);
    expect(back.json().soldOutUntil).toBeNull();
    expect((await menuItems(dallas)).find((item) => item.id === dallas.brisket.id)!.soldOutUntil).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: 'menu-item-back', before: { soldOutUntil: until }, after: { soldOutUntil: null } });
    expect((await addBrisket(order)).statusCode).toBe(201);
  });

  it("answers 404 for another store's items and an item the store does not sell", async () => {
    const other = await soldOut(staffToken, austin.location.id, austin.brisket.id, true);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('store_not_found');
    expect((await call(staffToken, 'GET', `/admin/menu/stores/${austin.location.id}`)).statusCode).toBe(404);
    const notHere = await soldOut(staffToken, dallas.location.id, austin.brisket.id, true);
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().code).toBe('availability_item_not_found');
  });

  it('lets brand admins alone set serving times, checked; paying for a time outside them is refused', async () => {
    const refused = await serving(staffToken, dallas.location.id, dallas.tea.id, { dayparts: [], holidayOnly: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('availability_admins_only');
    const backwards = await serving(adminToken, dallas.location.id, dallas.tea.id, { dayparts: [{ starts: '11:00', ends: '07:00' }], holidayOnly: false });
    expect(backwards.json()).toMatchObject({ statusCode: 400, code: 'availability_daypart_invalid' });
    const overlapping = await serving(adminToken, dallas.location.id, dallas.tea.id, { dayparts: [{ starts: '07:00', ends: '11:00' }, { starts: '10:00', ends: '14:00' }], holidayOnly: false });
    expect(overlapping.json()).toMatchObject({ statusCode: 400, code: 'availability_dayparts_overlap', params: { first: '07:00–11:00', second: '10:00–14:00' } });

    // Served all day but 03:00–04:00 (store time): orderable now unless now is that hour.
    const order = await newOrder(dallas);
    await diner.addItem(order.id, order.token, { itemId: dallas.tea.id, quantity: 1, optionIds: [] });
    const set = await serving(adminToken, dallas.location.id, dallas.tea.id, { dayparts: [{ starts: '04:00', ends: '23:59' }, { starts: '00:00', ends: '03:00' }], holidayOnly: false });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ dayparts: [{ starts: '00:00', ends: '03:00' }, { starts: '04:00', ends: '23:59' }], holidayOnly: false });
    expect(await lastAudit()).toMatchObject({ action: 'menu-item-serving', before: { dayparts: [] }, after: { dayparts: [{ starts: '00:00', ends: '03:00' }, { starts: '04:00', ends: '23:59' }] } });
    expect((await menuItems(dallas)).find((item) => item.id === dallas.tea.id)!.dayparts).toHaveLength(2);

    // The diner moves the pickup to 03:30 tomorrow, store time: paying is refused, naming the serving times.
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const [year, month, day] = storeDateOf(tomorrow, 'America/Chicago').split('-');
    const at = new Date(`${year}-${month}-${day}T03:30:00-06:00`);
    await t.db.update(orders).set({ timeslotStart: at, guest: { firstName: 'Ana', lastName: 'Diner', email: 'ana@example.com', phone: '+12145550100' } }).where(eq(orders.id, order.id));
    const [row] = await t.db.select().from(orders).where(and(eq(orders.id, order.id)));
    await expect(t.db.transaction((tx) => payableOf(tx, row!, new Date()))).rejects.toMatchObject({ statusCode: 422, code: 'availability_outside_dayparts', params: { item: 'Sweet Tea', hours: '00:00–03:00, 04:00–23:59' } });
  });
});
