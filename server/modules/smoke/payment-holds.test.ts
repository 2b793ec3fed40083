/**
 * Today's smoke held by every way of paying, on a real database: two diners racing for the last
 * rack with PayPal (held when the PayPal order is created: the loser is refused before approving
 * anything, with the sold-out 409, and keeps nothing held) and with gift cards (held before the
 * card is spent: the loser keeps their balance); a newer PayPal order of the same order takes the
 * hold over; a PayPal order left unapproved gives its rack back after PAYPAL_HOLD_MINUTES, and its
 * capture then refuses before PayPal is asked when another diner took the rack meanwhile.
 */
import { and, eq, inArray, sum } from 'drizzle-orm';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { paymentAttempts, payments, paypalOrders, smokeLedger } from '@/server/db/schema';
import { buildOrderableStore, orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { GUEST, paymentClient } from '@/server/modules/payments/test/payable-order';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { loadGiftCards } from '@/server/seed/load-giftcards';
import { testDatabases } from '@/server/test/databases';
import { buildItem, buildReferenceData } from '@/server/test/factories';
import { todayAndTomorrow } from './days';
import { PAYPAL_HOLD_MINUTES } from './ledger';

const PREFIX = '/online-ordering';
const SOLD_OUT = "Pork Spare Ribs is sold out today: reserve it from tomorrow's smoke for a pickup tomorrow";

describe.each(testDatabases())('smoke held by PayPal and gift card payments on %s', (kind) => {
  let t: AuthTestApp;
  let store: OrderableStore;
  let ribs: { id: number };
  let managerToken: string;
  let diner: ReturnType<typeof orderClient>;
  let pay: ReturnType<typeof paymentClient>;
  let today: string;
  let serial = 700;

  beforeAll(async () => {
    t = await buildAuthApp(kind, { clock: testClock(new Date()) });
    await buildReferenceData(t.db);
    store = await buildOrderableStore(t.db, { title: 'Smoke Houston', slotCapacity: 10_000, makeCapacityMinutes: 100_000 });
    ribs = await buildItem(t.db, { title: 'Pork Spare Ribs', unit: 'each', sectionId: store.section.id, prices: { [store.location.id]: '21.99' } });
    managerToken = await staffClient(t.app).signIn(await buildStaff(t.db, { role: 'store_manager', storeIds: [store.location.id] }));
    diner = orderClient(t.app);
    pay = paymentClient(t.app);
    today = todayAndTomorrow(new Date(), 'America/Chicago').today;
  });
  afterAll(() => t.close());

  /** Sets today's smoke so that exactly `left` racks are left. */
  const leaveRacks = async (left: number) => {
    const drawn = -(await leftOn()) + (await smoked());
    const entered = await t.app.inject({
      method: 'PUT',
      url: `${PREFIX}/admin/smoke/stores/${store.location.id}/items/${ribs.id}/days/${today}`,
      headers: { authorization: `Bearer ${managerToken}` },
      payload: { amount: String(drawn + left) },
    });
    expect(entered.json()).toMatchObject({ today: { left: String(left) } });
  };
  const cartOf = async (quantity = 1) => {
    const order = (await diner.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    expect((await diner.addItem(order.id, order.accessToken, { itemId: ribs.id, quantity, optionIds: [] })).statusCode).toBe(201);
    const updated = await diner.update(order.id, order.accessToken, { guest: GUEST, timeslot: 'asap' });
    expect(updated.statusCode).toBe(200);
    return { id: order.id as string, token: order.accessToken as string, number: '', total: updated.json().totals.total as string };
  };
  const ledgerOf = (orderId: string) => t.db.select({ kind: smokeLedger.kind, quantity: smokeLedger.quantity }).from(smokeLedger).where(eq(smokeLedger.orderId, orderId)).orderBy(smokeLedger.id);
  const sumOf = async (kinds?: string[]) => {
    const [row] = await t.db
      .select({ total: sum(smokeLedger.quantity) })
      .from(smokeLedger)
      .where(and(eq(smokeLedger.locationId, store.location.id), eq(smokeLedger.itemId, ribs.id), eq(smokeLedger.day, today), ...(kinds ? [inArray(smokeLedger.kind, kinds)] : [])));
    return Number(row?.total ?? 0);
  };
  const leftOn = () => sumOf();
  const smoked = () => sumOf(['smoked']);
  /** The diner approves on the sandbox's PayPal page and comes back with the token and PayerID. */
  const approve = async (approveUrl: string) => {
    const page = await t.app.inject({ method: 'GET', url: new URL(approveUrl).pathname + new URL(approveUrl).search });
    expect(page.statusCode).toBe(200);
    const confirm = /href="([^"]*approve\/confirm[^"]*)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const back = await t.app.inject({ method: 'GET', url: confirm.startsWith('http') ? new URL(confirm).pathname + new URL(confirm).search : confirm });
    expect(back.statusCode).toBe(303);
    return new URL(back.headers.location as string).searchParams;
  };
  const giftCard = async (balance: string) => {
    const number = `60064911${String((serial += 1)).padStart(8, '0')}`;
    await loadGiftCards(t.db, [{ number, pin: '1234', currency: 'USD', balance, use: 'test' }]);
    return { number, pin: '1234' };
  };

  it('PayPal: the PayPal order holds the last rack from its creation; the other diner is refused before approving and holds nothing', async () => {
    await leaveRacks(1);
    const carts = [await cartOf(), await cartOf()];
    const started = await Promise.all(carts.map((cart) => pay.paypal(cart)));
    expect(started.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = started[0]!.statusCode === 200 ? 0 : 1;
    const [won, lost] = [carts[winner]!, carts[1 - winner]!];
    const refusal = started[1 - winner]!.json();
    expect(refusal).toMatchObject({ statusCode: 409, code: 'smoke_sold_out_today', params: { item: 'Pork Spare Ribs' }, message: SOLD_OUT });
    expect(await t.db.select().from(paypalOrders).where(eq(paypalOrders.orderId, lost.id))).toEqual([]);
    expect(await ledgerOf(lost.id)).toEqual([]);
    expect(await leftOn()).toBe(0);
    // The rack is held for the PayPal order while the diner approves: a card cannot take it meanwhile.
    const third = await cartOf();
    expect((await pay.card(third, { token: pay.token() })).json()).toMatchObject({ statusCode: 409, code: 'smoke_sold_out_today' });

    const { paypalOrderId, approveUrl } = started[winner]!.json();
    const back = await approve(approveUrl);
    const captured = await pay.paypalCapture(won, { token: paypalOrderId, payerId: back.get('PayerID') });
    expect(captured.json()).toMatchObject({ status: 'paid', payments: [{ method: 'paypal' }] });
    expect(await ledgerOf(won.id)).toEqual([
      { kind: 'held', quantity: -1 },
      { kind: 'released', quantity: 1 },
      { kind: 'sold', quantity: -1 },
    ]);
    expect(await leftOn()).toBe(0);
  });

  it('gift cards: the rack is held before a card is spent; the loser keeps their balance and holds nothing, the winner pays the rest by card', async () => {
    await leaveRacks(1);
    const carts = [await cartOf(), await cartOf()];
    const cards = [await giftCard('5.00'), await giftCard('5.00')];
    const answers = await Promise.all(carts.map((cart, index) => pay.giftCard(cart, cards[index]!)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? 0 : 1;
    const [won, lost] = [carts[winner]!, carts[1 - winner]!];
    expect(answers[winner]!.json()).toMatchObject({ status: 'open', payments: [{ method: 'giftcard', amount: '5.00' }] });
    expect(answers[1 - winner]!.json()).toMatchObject({ statusCode: 409, code: 'smoke_sold_out_today', message: SOLD_OUT });
    expect((await pay.balance(cards[1 - winner]!)).json()).toMatchObject({ balance: '5.00' });
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, lost.id))).toEqual([]);
    expect(await ledgerOf(lost.id)).toEqual([]);
    expect(await ledgerOf(won.id)).toEqual([{ kind: 'held', quantity: -1 }]);

    // What the order holds is its own: its checkout still offers today's times, and no one else can take the rack.
    const slots = (await diner.timeslots(won.id, won.token)).json() as { asapAvailable: boolean; days: { date: string }[] };
    expect(slots.asapAvailable).toBe(true);
    expect(slots.days.map((day) => day.date)).toContain(today);
    expect((await pay.card(await cartOf(), { token: pay.token() })).json()).toMatchObject({ statusCode: 409, code: 'smoke_sold_out_today' });
    // The split tender's rest is sure of its rack: the card pays and the order draws what it held.
    const rest = await pay.card(won, { token: pay.token() });
    expect(rest.json()).toMatchObject({ status: 'paid' });
    expect(await ledgerOf(won.id)).toEqual([
      { kind: 'held', quantity: -1 },
      { kind: 'released', quantity: 1 },
      { kind: 'sold', quantity: -1 },
    ]);
    expect(await leftOn()).toBe(0);
  });

  it(`a newer PayPal order takes the hold over; one left unapproved gives the rack back after ${PAYPAL_HOLD_MINUTES} minutes, and its capture then refuses when the rack was sold`, async () => {
    await leaveRacks(1);
    const slow = await cartOf();
    const first = (await pay.paypal(slow)).json();
    const second = await pay.paypal(slow);
    expect(second.statusCode).toBe(200);
    expect(await ledgerOf(slow.id)).toEqual([
      { kind: 'held', quantity: -1 },
      { kind: 'released', quantity: 1 },
      { kind: 'held', quantity: -1 },
    ]);
    expect(first.paypalOrderId).not.toBe(second.json().paypalOrderId);
    expect(await leftOn()).toBe(0);

    const minutes = (count: number) => new Date(Date.now() + count * 60_000);
    expect(await t.app.jobs.runOnce('release-lapsed-smoke-holds', minutes(PAYPAL_HOLD_MINUTES - 5))).toEqual({ released: 0 });
    expect(await leftOn()).toBe(0);
    expect(await t.app.jobs.runOnce('release-lapsed-smoke-holds', minutes(PAYPAL_HOLD_MINUTES + 1))).toEqual({ released: 1 });
    expect(await leftOn()).toBe(1);

    const quick = await cartOf();
    expect((await pay.card(quick, { token: pay.token() })).json()).toMatchObject({ status: 'paid' });
    const back = await approve(second.json().approveUrl);
    const late = await pay.paypalCapture(slow, { token: second.json().paypalOrderId, payerId: back.get('PayerID') });
    expect(late.json()).toMatchObject({ statusCode: 409, code: 'smoke_sold_out_today', message: SOLD_OUT });
    // PayPal was never asked to capture: no attempt, no payment, and the order is still open.
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, slow.id))).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, slow.id))).toEqual([]);
    expect((await pay.state(slow)).json()).toMatchObject({ status: 'open' });
    expect(await leftOn()).toBe(0);
  });
});
