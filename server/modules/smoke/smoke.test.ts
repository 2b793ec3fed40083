/**
 * Today's smoke on a real database: a store manager enters a meat's smoke (store staff: 403,
 * another store: 404, a bad amount or day: 400, all audited); paying draws it down inside the
 * payment's transaction, and parallel checkouts for the last racks never oversell it (the rest
 * get a coded 409 in words before their card is asked: the rack is held before the processor is
 * called, and a declined card gives its hold back); the menu says what is left below the threshold and "sold out" at
 * zero; a sold-out meat is reserved from tomorrow's smoke (today's times are no longer offered)
 * and tomorrow's entry includes it; a cancelled order gives its racks back; a meat never entered
 * sells without limit; a store closed all day today says nothing of today's smoke.
 */
import { and, desc, eq, inArray, sum } from 'drizzle-orm';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { locationHoursExceptions, paymentAttempts, smokeLedger, staffAuditLog } from '@/server/db/schema';
import { buildOrderableStore, orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { GUEST, paymentClient } from '@/server/modules/payments/test/payable-order';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { testDatabases } from '@/server/test/databases';
import { buildItem, buildReferenceData } from '@/server/test/factories';
import { todayAndTomorrow } from './days';

const PREFIX = '/online-ordering';
const MARKET = { 'brand-id': '4', 'country-alpha-2': 'US' };

describe.each(testDatabases())("today's smoke on %s", (kind) => {
  let t: AuthTestApp;
  let store: OrderableStore;
  let other: OrderableStore;
  let ribs: { id: number };
  let brisket: { id: number };
  let managerToken: string;
  let staffToken: string;
  let managerId: number;
  let diner: ReturnType<typeof orderClient>;
  let pay: ReturnType<typeof paymentClient>;
  let days: { today: string; tomorrow: string };

  beforeAll(async () => {
    // The staff clock is the real time, as the diners' is: "today" is the same day for both.
    t = await buildAuthApp(kind, { clock: testClock(new Date()) });
    await buildReferenceData(t.db);
    // A kitchen that can make anything in a slot: the smoke, not the make-time, is what runs out here.
    store = await buildOrderableStore(t.db, { title: 'Smoke Dallas', slotCapacity: 10_000, makeCapacityMinutes: 100_000 });
    other = await buildOrderableStore(t.db, { title: 'Smoke Austin', slotCapacity: 10_000 });
    ribs = await buildItem(t.db, { title: 'Baby Back Ribs', unit: 'each', sectionId: store.section.id, prices: { [store.location.id]: '24.99' } });
    brisket = await buildItem(t.db, { title: 'Beef Brisket', unit: 'lb', sectionId: store.section.id, prices: { [store.location.id]: '22.99' } });
    const client = staffClient(t.app);
    const manager = await buildStaff(t.db, { role: 'store_manager', storeIds: [store.location.id] });
    managerId = manager.id;
    managerToken = await client.signIn(manager);
    staffToken = await client.signIn(await buildStaff(t.db, { role: 'store_staff', storeIds: [store.location.id] }));
    diner = orderClient(t.app);
    pay = paymentClient(t.app);
    days = todayAndTomorrow(new Date(), 'America/Chicago');
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${PREFIX}${url}`, headers: { authorization: `Bearer ${token}` }, payload });
  const enter = (itemId: number, day: string, amount: string, token = managerToken, storeId = store.location.id, countedAs?: string) =>
    call(token, 'PUT', `/admin/smoke/stores/${storeId}/items/${itemId}/days/${day}`, { amount, ...(countedAs ? { countedAs } : {}) });
  const board = (token = managerToken) => call(token, 'GET', `/admin/smoke/stores/${store.location.id}`);
  const menuItem = async (itemId: number) => {
    const answer = await t.app.inject({ method: 'GET', url: `${PREFIX}/locations/${store.location.id}/menus/${store.menu.id}/sections?include=items`, headers: MARKET });
    return (answer.json()[0].items as { id: number; smoke?: Record<string, unknown> }[]).find((item) => item.id === itemId)!;
  };
  /** An open order of `quantity` of the item, with a guest and a time (ASAP unless given). */
  const cartOf = async (itemId: number, quantity: number, timeslot = 'asap') => {
    const order = (await diner.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    const added = await diner.addItem(order.id, order.accessToken, { itemId, quantity, optionIds: [] });
    expect(added.statusCode).toBe(201);
    const updated = await diner.update(order.id, order.accessToken, { guest: GUEST, timeslot });
    expect(updated.statusCode).toBe(200);
    return { id: order.id as string, token: order.accessToken as string, number: '', total: updated.json().totals.total as string };
  };
  const payFor = (order: { id: string; token: string; number: string; total: string }) => pay.card(order, { token: pay.token() });
  const leftOn = async (itemId: number, day: string) => {
    const [row] = await t.db
      .select({ left: sum(smokeLedger.quantity) })
      .from(smokeLedger)
      .where(and(eq(smokeLedger.locationId, store.location.id), eq(smokeLedger.itemId, itemId), eq(smokeLedger.day, day)));
    return Number(row?.left ?? 0);
  };

  it('lets only a manager of the store enter the smoke, with a coded answer otherwise', async () => {
    const refused = await enter(ribs.id, days.today, '10', staffToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'smoke_managers_only', message: 'Only a store manager or a brand admin enters the smoke' });
    expect((await enter(ribs.id, days.today, '10', managerToken, other.location.id)).json()).toMatchObject({ statusCode: 404, code: 'store_not_found' });
    expect((await enter(other.tea.id, days.today, '10')).json()).toMatchObject({ statusCode: 404, code: 'smoke_item_not_found' });
    expect((await enter(ribs.id, '2020-01-01', '10')).json()).toMatchObject({ statusCode: 400, code: 'smoke_day_invalid' });
    expect((await enter(ribs.id, '2026-02-30', '10')).statusCode).toBe(400);
    for (const amount of ['2.5', '-1', 'ten', '10001', '1\u0000']) {
      expect((await enter(ribs.id, days.today, amount)).json()).toMatchObject({ statusCode: 400 });
    }
    expect((await enter(brisket.id, days.today, '12.5')).json()).toMatchObject({ statusCode: 400, code: 'smoke_entry_invalid' });
    expect((await call(managerToken, 'PUT', `/admin/smoke/stores/${store.location.id}/items/${ribs.id}/days/${days.today}`, { amount: '10', extra: 1 })).statusCode).toBe(400);
    expect((await call(managerToken, 'PUT', `/admin/smoke/stores/${store.location.id}/threshold`, { percent: 101 })).statusCode).toBe(400);
    expect(await leftOn(ribs.id, days.today)).toBe(0);
  });

  it('enters racks and pounds, audited, and shows them on the board; store staff read it', async () => {
    const entered = await enter(ribs.id, days.today, '6', managerToken, store.location.id, 'rack');
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({ itemId: ribs.id, countedAs: 'rack', entryUnit: null, today: { date: days.today, entered: true, smoked: '6', drawn: '0', left: '6' } });
    expect((await enter(brisket.id, days.today, '40')).json()).toMatchObject({ countedAs: 'weight', entryUnit: 'lb', today: { smoked: '40', left: '40' } });
    const [audit] = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'smoke-entry')).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ staffId: managerId, locationId: store.location.id, subjectId: String(brisket.id), after: { day: days.today, smoked: '40', unit: 'lb' } });
    const read = await board(staffToken);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ mayEnter: false, lowPercent: 25, today: days.today, tomorrow: days.tomorrow });
    expect(read.json().meats.map((meat: { title: string }) => meat.title)).toEqual(['Baby Back Ribs', 'Beef Brisket']);
  });

  it('never oversells the last racks to parallel checkouts: exactly as many as are left succeed, the rest hear it in words', async () => {
    const carts = await Promise.all(Array.from({ length: 8 }, () => cartOf(ribs.id, 1)));
    const answers = await Promise.all(carts.map(payFor));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    const refusals = answers.filter((answer) => answer.statusCode !== 200);
    expect(refusals).toHaveLength(2);
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(409);
      expect(refusal.json()).toMatchObject({ code: 'smoke_sold_out_today', params: { item: 'Baby Back Ribs' } });
      expect(refusal.json().message).toBe("Baby Back Ribs is sold out today: reserve it from tomorrow's smoke for a pickup tomorrow");
    }
    expect(await leftOn(ribs.id, days.today)).toBe(0);
    // The losers' cards were never asked: no payment attempt was recorded for their orders (one is recorded before every processor call).
    const losers = carts.filter((_, index) => answers[index]!.statusCode !== 200).map((cart) => cart.id);
    expect(await t.db.select().from(paymentAttempts).where(inArray(paymentAttempts.orderId, losers))).toEqual([]);
    expect(await menuItem(ribs.id)).toMatchObject({ smoke: { countedAs: 'rack', today: days.today, notice: 'sold-out', left: null, reservableTomorrow: true } });
  });

  it('holds the last rack for a card being charged and gives it back when the card is declined', async () => {
    expect((await enter(ribs.id, days.today, '7')).json()).toMatchObject({ today: { left: '1' } });
    const order = await cartOf(ribs.id, 1);
    const declined = await pay.card(order, { token: pay.token('4000000000000002') });
    expect(declined.statusCode).toBe(402);
    const rows = await t.db.select({ kind: smokeLedger.kind, quantity: smokeLedger.quantity }).from(smokeLedger).where(eq(smokeLedger.orderId, order.id)).orderBy(smokeLedger.id);
    expect(rows).toEqual([{ kind: 'held', quantity: -1 }, { kind: 'released', quantity: 1 }]);
    expect(await leftOn(ribs.id, days.today)).toBe(1);
    expect((await enter(ribs.id, days.today, '6')).json()).toMatchObject({ today: { drawn: '6', left: '0' } });
  });

  it('says "only N racks left" when an order asks for more than is left, and the menu shows the count below the threshold', async () => {
    expect((await enter(ribs.id, days.today, '8')).json()).toMatchObject({ today: { smoked: '8', drawn: '6', left: '2' } });
    expect(await menuItem(ribs.id)).toMatchObject({ smoke: { notice: 'left', left: 2, reservableTomorrow: false } });
    const refused = await payFor(await cartOf(ribs.id, 3));
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'smoke_racks_left_today', params: { count: 2 }, message: 'Only 2 racks of Baby Back Ribs left today' });
    const pounds = await payFor(await cartOf(brisket.id, 41));
    expect(pounds.json()).toMatchObject({ code: 'smoke_weight_left_today', params: { weight: '40 lb' }, message: 'Only 40 lb of Beef Brisket left today' });
    expect(await menuItem(brisket.id)).toMatchObject({ smoke: { countedAs: 'weight', weightUnit: 'lb', notice: null } });
  });

  it('refuses an entry below what orders took, and gives a cancelled order its racks back once', async () => {
    expect((await enter(ribs.id, days.today, '5')).json()).toMatchObject({ statusCode: 409, code: 'smoke_entry_below_drawn', params: { drawn: '6' } });
    const order = await cartOf(ribs.id, 2);
    expect((await payFor(order)).statusCode).toBe(200);
    expect(await leftOn(ribs.id, days.today)).toBe(0);
    const cancelled = await staffClient(t.app).move(managerToken, order.id, 6);
    expect(cancelled.statusCode).toBe(200);
    expect(await leftOn(ribs.id, days.today)).toBe(2);
    expect(await menuItem(ribs.id)).toMatchObject({ smoke: { notice: 'left', left: 2 } });
  });

  it("reserves a sold-out meat from tomorrow's smoke: only tomorrow's times, and tomorrow's entry includes it", async () => {
    await payFor(await cartOf(ribs.id, 2));
    const order = await cartOf(ribs.id, 1);
    const slots = (await diner.timeslots(order.id, order.token)).json() as { asapAvailable: boolean; days: { date: string; slots: { start: string }[] }[] };
    expect(slots.days.map((day) => day.date)).not.toContain(days.today);
    expect(slots.asapAvailable).toBe(false);
    const tomorrow = slots.days.find((day) => day.date === days.tomorrow)!;
    expect((await diner.update(order.id, order.token, { timeslot: tomorrow.slots[0]!.start })).statusCode).toBe(200);
    expect((await payFor(order)).statusCode).toBe(200);
    expect(await leftOn(ribs.id, days.tomorrow)).toBe(-1);
    expect((await enter(ribs.id, days.tomorrow, '0')).json()).toMatchObject({ statusCode: 409, code: 'smoke_entry_below_drawn', params: { drawn: '1' } });
    expect((await enter(ribs.id, days.tomorrow, '24')).json()).toMatchObject({ tomorrow: { date: days.tomorrow, entered: true, smoked: '24', drawn: '1', left: '23' } });
  });

  it('sells a meat the store never entered without limit, and writes it no ledger rows', async () => {
    const order = await cartOf(store.tea.id, 40);
    expect((await payFor(order)).statusCode).toBe(200);
    const rows = await t.db.select().from(smokeLedger).where(eq(smokeLedger.orderId, order.id));
    expect(rows).toEqual([]);
    expect((await menuItem(store.tea.id)).smoke).toBeUndefined();
  });

  it('says nothing of today at a store closed all day today: no count, no "sold out", nothing to reserve instead', async () => {
    expect(await menuItem(ribs.id)).toMatchObject({ smoke: { notice: 'sold-out', reservableTomorrow: true } });
    expect(await menuItem(brisket.id)).toMatchObject({ smoke: { notice: null } });
    await t.db.insert(locationHoursExceptions).values({ locationId: store.location.id, date: days.today, intervals: [], note: 'Closed for the pit crew' });
    expect(await menuItem(ribs.id)).toMatchObject({ smoke: { countedAs: 'rack', today: days.today, notice: null, left: null, reservableTomorrow: false } });
    const item = await t.app.inject({ method: 'GET', url: `${PREFIX}/locations/${store.location.id}/item-details/${ribs.id}`, headers: MARKET });
    expect(item.json().smoke).toMatchObject({ notice: null, left: null, reservableTomorrow: false });
    await t.db.delete(locationHoursExceptions).where(eq(locationHoursExceptions.locationId, store.location.id));
    expect(await menuItem(ribs.id)).toMatchObject({ smoke: { notice: 'sold-out', reservableTomorrow: true } });
  });

  it('sets the threshold, audited: at 100 % the menu always says what is left', async () => {
    expect((await call(managerToken, 'PUT', `/admin/smoke/stores/${store.location.id}/threshold`, { percent: 100 })).json()).toMatchObject({ lowPercent: 100 });
    expect(await menuItem(brisket.id)).toMatchObject({ smoke: { notice: 'left', left: 40 } });
    const [audit] = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'smoke-threshold')).limit(1);
    expect(audit).toMatchObject({ before: { lowPercent: 25 }, after: { lowPercent: 100 } });
  });
});
