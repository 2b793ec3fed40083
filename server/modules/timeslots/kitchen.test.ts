/**
 * The kitchen's say over an order's times, through the real order routes on a real database: a
 * slot is offered and taken only while the order's make load fits the store's make capacity
 * (parallel takers never oversell it), the quoted lead grows with tickets past their start, and a
 * paused handoff offers no ASAP and no time before the pause ends (409 store_paused in words).
 */
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { orderClient } from '@/server/modules/orders/test-store';
import { testDatabases } from '@/server/test/build-app';
import { slotSuite } from './test-slot-suite';

type Slots = { leadMinutes: number; asapAvailable: boolean; pausedUntil?: string | null; days: { date: string; slots: { start: string }[] }[] };

describe.each(testDatabases())('the kitchen’s make capacity, backlog and pause on %s', (kind) => {
  // A sweet tea takes 10 of a slot's 30 make-minutes (three fit a slot); the orders-per-slot cap is not the limit.
  const suite = slotSuite(kind, { slotCapacity: 100, smallKitchen: true });
  const { openOrder, freshSlot } = suite;

  const orders = () => orderClient(suite.context.app);
  const slotsOf = async (order: { id: string; token: string }) => (await orders().timeslots(order.id, order.token)).json() as Slots;
  const take = (order: { id: string; token: string }, timeslot: string) => orders().update(order.id, order.token, { timeslot });
  const offered = (answer: Slots) => answer.days.flatMap((day) => day.slots.map((slot) => slot.start));

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
    await suite.context.db.update(t.orders).set({ statusId: 2, timeslotStart: new Date(Date.now() - 5 * 60_000) }).where(eq(t.orders.id, late.id));
    try {
      const after = await slotsOf(await openOrder(1));
      expect(after.leadMinutes).toBe(50);
      expect(Date.parse(offered(after)[0]!)).toBeGreaterThanOrEqual(Date.now() + 50 * 60_000 - 60_000);
    } finally {
      await suite.context.db.update(t.orders).set({ statusId: 4 }).where(eq(t.orders.id, late.id));
    }
    expect((await slotsOf(await openOrder(1))).leadMinutes).toBe(20);
  });

  describe('a paused handoff', () => {
    afterEach(() => suite.context.db.delete(t.storePauses).where(eq(t.storePauses.locationId, suite.store.location.id)));

    it('offers no ASAP and no time before the pause ends plus the lead, and refuses them with 409 store_paused', async () => {
      const until = new Date(Date.now() + 30 * 60_000);
      await suite.context.db.insert(t.storePauses).values({ locationId: suite.store.location.id, handoffId: 2, until });
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
      await suite.context.db.insert(t.storePauses).values({ locationId: suite.store.location.id, handoffId: 2, until: null });
      const order = await openOrder(1);
      const answer = await slotsOf(order);
      expect(answer.pausedUntil).toBeNull();
      expect(answer.asapAvailable).toBe(false);
      const [row] = await suite.context.db.select({ timeZone: t.locations.timeZone }).from(t.locations).where(eq(t.locations.id, suite.store.location.id));
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: row!.timeZone }).format(new Date());
      expect(answer.days.length).toBeGreaterThan(0);
      expect(answer.days.map((day) => day.date)).not.toContain(today);
      const refused = await take(order, 'asap');
      expect(refused.json()).toMatchObject({ code: 'store_paused_today' });
      const delivery = (await orders().create({ locationId: suite.store.location.id, handoff: 'delivery', categoryId: 1 })).json() as { id: string; accessToken: string };
      expect((await slotsOf({ id: delivery.id, token: delivery.accessToken })).pausedUntil).toBeUndefined();
    });

    it('has ended once its time has passed', async () => {
      await suite.context.db.insert(t.storePauses).values({ locationId: suite.store.location.id, handoffId: 2, until: new Date(Date.now() - 60_000) });
      const answer = await slotsOf(await openOrder(1));
      expect(answer.asapAvailable).toBe(true);
      expect(answer.pausedUntil).toBeUndefined();
    });
  });
});
