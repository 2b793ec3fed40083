/**
 * A quieter time earns points, through the real order and payment routes on a real database: the
 * slot list marks quiet slots with the brand's bonus, a signed-in diner who picks one gets the
 * points once when the order is paid (a rush booked after the choice takes nothing away, a replay
 * credits nothing more, a cancellation takes it back), while a guest, an ASAP order and a brand that set the bonus to 0 get none.
 */
import { and, eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { nthSlot, orderClient } from '@/server/modules/orders/test-store';
import { GUEST, paymentClient } from '@/server/modules/payments/test/payable-order';
import { signedInCustomer, type SignedInCustomer } from '@/server/modules/profile/test-customers';
import { spendablePoints } from '@/server/modules/loyalty';
import { postQuietSlotBonus } from '@/server/modules/loyalty/quiet-slot-bonus';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { testDatabases } from '@/server/test/build-app';
import { slotSuite } from './test-slot-suite';

type Slots = { days: { date: string; slots: { start: string; quietBonus?: number }[] }[] };
type Order = { id: string; token: string; number: string; total: string };

describe.each(testDatabases())('the quiet-time bonus on %s', (kind) => {
  // Under the default 30 % of a slot's 30 make-minutes (9 minutes) only an empty slot is quiet: a sweet tea takes 10.
  const suite = slotSuite(kind, { smallKitchen: true });
  const { freshSlot } = suite;

  const bearer = (diner?: SignedInCustomer): Record<string, string> => (diner ? { authorization: `Bearer ${diner.token}` } : {});

  const openOrder = async (diner?: SignedInCustomer, teas = 1): Promise<Order> => ({ ...(await suite.openOrder(teas, bearer(diner))), number: '', total: '' });
  const slotsOf = async (order: Order) => (await orderClient(suite.context.app).timeslots(order.id, order.token)).json() as Slots;
  const bonusAt = (answer: Slots, start: string) => answer.days.flatMap((day) => day.slots).find((slot) => slot.start === start)?.quietBonus;
  async function choose(order: Order, timeslot: string, diner?: SignedInCustomer): Promise<void> {
    const answer = await orderClient(suite.context.app, bearer(diner)).update(order.id, order.token, { guest: GUEST, timeslot });
    expect(answer.statusCode).toBe(200);
  }
  async function pay(order: Order, diner?: SignedInCustomer): Promise<void> {
    const payments = paymentClient(suite.context.app);
    expect((await payments.card(order, { token: payments.token() }, bearer(diner))).statusCode).toBe(200);
  }
  const quietEntries = (orderId: string) => suite.context.db.select().from(t.pointsLedger).where(and(eq(t.pointsLedger.orderId, orderId), eq(t.pointsLedger.reason, 'quiet_slot')));

  it('marks an empty slot with the brand’s 50 points, and a slot a third booked with none', async () => {
    const slot = await freshSlot();
    expect(bonusAt(await slotsOf(await openOrder()), slot)).toBe(50);
    await choose(await openOrder(), slot);
    const answer = await slotsOf(await openOrder());
    expect(answer.days.flatMap((day) => day.slots).some((offered) => offered.start === slot)).toBe(true);
    expect(bonusAt(answer, slot)).toBeUndefined();
  });

  it('posts the bonus once to a signed-in diner who picked a quiet slot, though a rush filled it before payment', async () => {
    const diner = await signedInCustomer(suite.context.db);
    const slot = await freshSlot();
    const order = await openOrder(diner);
    await choose(order, slot, diner);
    await choose(await openOrder(), slot); // the rush after the choice
    await pay(order, diner);
    expect(await quietEntries(order.id)).toEqual([expect.objectContaining({ customerId: diner.id, points: 50, key: `quiet-slot:${order.id}` })]);
    // A replayed payment confirmation credits nothing more.
    expect(await suite.context.db.transaction((tx) => postQuietSlotBonus(tx, { id: order.id, customerId: diner.id }, new Date()))).toBe(0);
    const history = await suite.context.app.inject({ method: 'GET', url: '/online-ordering/loyalty/my-profile/collect-points/points-history', headers: bearer(diner) });
    expect(history.json().data).toContainEqual(expect.objectContaining({ points: 50, reason: 'quiet_slot', orderId: order.id }));
    expect(await quietEntries(order.id)).toHaveLength(1);
  });

  it('takes the bonus back with the order’s points when staff cancel the paid order', async () => {
    const diner = await signedInCustomer(suite.context.db);
    const order = await openOrder(diner, 2);
    await choose(order, await freshSlot(), diner);
    await pay(order, diner);
    const earned = await spendablePoints(suite.context.db, diner.id);
    expect(earned).toBeGreaterThan(50);
    const staff = staffClient(suite.context.app);
    const token = await staff.signIn(await buildStaff(suite.context.db, { storeIds: [suite.store.location.id] }));
    expect((await staff.move(token, order.id, 6)).statusCode).toBe(200);
    expect(await spendablePoints(suite.context.db, diner.id)).toBe(0);
    const [reversal] = await suite.context.db.select().from(t.pointsLedger).where(and(eq(t.pointsLedger.orderId, order.id), eq(t.pointsLedger.reason, 'order_reversed')));
    expect(reversal?.points).toBe(-earned);
  });

  it('gives nothing to a guest, to a busy slot or to an ASAP order', async () => {
    const guestOrder = await openOrder();
    await choose(guestOrder, await freshSlot());
    await pay(guestOrder);
    expect(await quietEntries(guestOrder.id)).toEqual([]);

    const diner = await signedInCustomer(suite.context.db);
    const busy = await freshSlot();
    await choose(await openOrder(), busy);
    const busyOrder = await openOrder(diner);
    await choose(busyOrder, busy, diner);
    await pay(busyOrder, diner);
    expect(await quietEntries(busyOrder.id)).toEqual([]);

    const asap = await openOrder(diner);
    await choose(asap, 'asap', diner);
    await pay(asap, diner);
    expect(await quietEntries(asap.id)).toEqual([]);
  });

  it('marks and posts nothing once the brand sets the bonus to 0', async () => {
    await suite.context.db.insert(t.brandQuietSlotSettings).values({ brandId: suite.store.location.brandId, thresholdPercent: 30, bonusPoints: 0 });
    try {
      const diner = await signedInCustomer(suite.context.db);
      const order = await openOrder(diner);
      const answer = await slotsOf(order);
      expect(answer.days.flatMap((day) => day.slots).filter((slot) => slot.quietBonus !== undefined)).toEqual([]);
      await choose(order, nthSlot(answer, 1), diner);
      await pay(order, diner);
      expect(await quietEntries(order.id)).toEqual([]);
    } finally {
      await suite.context.db.delete(t.brandQuietSlotSettings).where(eq(t.brandQuietSlotSettings.brandId, suite.store.location.brandId));
    }
  });
});
