/**
 * The kitchen's say over an order's times, through the real order routes on a real database: a
 * slot is offered and taken only while the order's make load fits the store's make capacity
 * (parallel takers never oversell it), the quoted lead grows with tickets past their start, and a
 * paused handoff offers no ASAP and no time before the pause ends (409 store_paused in words).
 */
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { nthSlot, orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildStore } from '@/server/modules/payments/test/payable-order';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';

type Slots = { leadMinutes: number; asapAvailable: boolean; pausedUntil?: string | null; days: { date: string; slots: { start: string }[] }[] };

describe.each(testDatabases())('the kitchen’s make capacity, backlog and pause on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let slotIndex = 0;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    // 30 make-minutes per slot; a sweet tea takes 10 (three fit a slot), the orders-per-slot cap is not the limit.
    store = await buildStore(context.db, { slotCapacity: 100 });
    await context.db.update(t.locations).set({ makeCapacityMinutes: 30 }).where(eq(t.locations.id, store.location.id));
    await context.db.update(t.items).set({ makeMinutes: 10 }).where(eq(t.items.id, store.tea.id));
  });
  afterAll(() => context.close());

  const orders = () => orderClient(context.app);

  async function openOrder(teas: number) {
    const { id, accessToken: token } = (await orders().create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json() as { id: string; accessToken: string };
    expect((await orders().addItem(id, token, { itemId: store.tea.id, quantity: teas, optionIds: [] })).statusCode).toBe(201);
    return { id, token };
  }
  const slotsOf = async (order: { id: string; token: string }) => (await orders().timeslots(order.id, order.token)).json() as Slots;
  const take = (order: { id: string; token: string }, timeslot: string) => orders().update(order.id, order.token, { timeslot });
  const offered = (answer: Slots) => answer.days.flatMap((day) => day.slots.map((slot) => slot.start));

  /** A later slot for each case, so the cases never share one. */
  async function freshSlot(): Promise<string> {
    slotIndex += 2;
    return nthSlot(await slotsOf(await openOrder(1)), slotIndex);
  }

  it('offers a slot only while the order’s load fits what the kitchen has booked there, and refuses it with 409 slot_kitchen_full', async () => {
    const slot = await freshSlot();
    expect((await take(await openOrder(2), slot)).statusCode).toBe(200);
    const heavy = await openOrder(2);
    expect(offered(await slotsOf(heavy))).not.toContain(slot);
    const refused = await take(heavy, slot);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'slot_kitchen_full', message: 'The kitchen is fully booked at this time: pick another time' });
    const light = await openOrder(1);
    expect(offered(await slotsOf(light))).toContain(slot);
    expect((await take(light, slot)).statusCode).toBe(200);
  });

  it('lets an order heavier than a whole slot take only an empty one', async () => {
    const slot = await freshSlot();
    const catering = await openOrder(8);
    expect(offered(await slotsOf(catering))).toContain(slot);
    expect((await take(catering, slot)).statusCode).toBe(200);
    expect(offered(await slotsOf(await openOrder(1)))).not.toContain(slot);
  });

  it('never oversells the make capacity to parallel takers', async () => {
    const slot = await freshSlot();
    const takers = await Promise.all(Array.from({ length: 6 }, () => openOrder(1)));
    const answers = await Promise.all(takers.map((order) => take(order, slot)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code)).toEqual(['slot_kitchen_full', 'slot_kitchen_full', 'slot_kitchen_full']);
  });

  it('grows the quoted lead by the tickets past their start: 60 overdue make-minutes at 30 per slot add 30 minutes', async () => {
    const before = await slotsOf(await openOrder(1));
    expect(before.leadMinutes).toBe(20);
    const late = await openOrder(6);
    await context.db.update(t.orders).set({ statusId: 2, timeslotStart: new Date(Date.now() - 5 * 60_000) }).where(eq(t.orders.id, late.id));
    try {
      const after = await slotsOf(await openOrder(1));
      expect(after.leadMinutes).toBe(50);
      expect(Date.parse(offered(after)[0]!)).toBeGreaterThanOrEqual(Date.now() + 50 * 60_000 - 60_000);
    } finally {
      await context.db.update(t.orders).set({ statusId: 4 }).where(eq(t.orders.id, late.id));
    }
    expect((await slotsOf(await openOrder(1))).leadMinutes).toBe(20);
  });

  describe('a paused handoff', () => {
    afterEach(() => context.db.delete(t.storePauses).where(eq(t.storePauses.locationId, store.location.id)));

    it('offers no ASAP and no time before the pause ends plus the lead, and refuses them with 409 store_paused', async () => {
      const until = new Date(Date.now() + 30 * 60_000);
      await context.db.insert(t.storePauses).values({ locationId: store.location.id, handoffId: 2, until });
      const order = await openOrder(1);
      const answer = await slotsOf(order);
      expect(answer.asapAvailable).toBe(false);
      expect(answer.pausedUntil).toBe(until.toISOString());
      const first = offered(answer)[0]!;
      expect(Date.parse(first)).toBeGreaterThanOrEqual(until.getTime() + 20 * 60_000);
      const asap = await take(order, 'asap');
      expect(asap.statusCode).toBe(409);
      expect(asap.json()).toMatchObject({ code: 'store_paused', params: { until: until.toISOString() } });
      expect(asap.json().message).toMatch(/^This store is not taking orders until \d{2}:\d{2}: pick a later time$/);
      expect((await take(order, first)).statusCode).toBe(200);
    });

    it('until resumed, keeps the rest of the day closed to orders (409 store_paused_today) and leaves other handoffs alone', async () => {
      await context.db.insert(t.storePauses).values({ locationId: store.location.id, handoffId: 2, until: null });
      const order = await openOrder(1);
      const answer = await slotsOf(order);
      expect(answer.pausedUntil).toBeNull();
      expect(answer.asapAvailable).toBe(false);
      const [row] = await context.db.select({ timeZone: t.locations.timeZone }).from(t.locations).where(eq(t.locations.id, store.location.id));
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: row!.timeZone }).format(new Date());
      expect(answer.days.length).toBeGreaterThan(0);
      expect(answer.days.map((day) => day.date)).not.toContain(today);
      const refused = await take(order, 'asap');
      expect(refused.json()).toMatchObject({ code: 'store_paused_today' });
      const delivery = (await orders().create({ locationId: store.location.id, handoff: 'delivery', categoryId: 1 })).json() as { id: string; accessToken: string };
      expect((await slotsOf({ id: delivery.id, token: delivery.accessToken })).pausedUntil).toBeUndefined();
    });

    it('has ended once its time has passed', async () => {
      await context.db.insert(t.storePauses).values({ locationId: store.location.id, handoffId: 2, until: new Date(Date.now() - 60_000) });
      const answer = await slotsOf(await openOrder(1));
      expect(answer.asapAvailable).toBe(true);
      expect(answer.pausedUntil).toBeUndefined();
    });
  });
});
