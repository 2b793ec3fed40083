import { eq } from 'drizzle-orm';
import { storeDateOf } from '@/domain/ordering/order-day';
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { testOrderLifecycle } from '@/server/test/order-lifecycle';
import { buildReferenceData } from '@/server/test/factories';
import { lockPayableOrder, markOrderPaid } from './mark-paid';
import { buildOrderableStore, nthSlot, orderClient, twoSides, type OrderableStore } from './test-store';

const GUEST = { firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com', phone: '(512) 555-0199' };
const ADDRESS = { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

describe.each(testDatabases())('checkout details, timeslots and payment hand-off on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let client: ReturnType<typeof orderClient>;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildOrderableStore(context.db, { zip: '78701', latitude: 30.2672, longitude: -97.7431, slotCapacity: 2 });
    client = orderClient(context.app);
  });
  afterAll(() => context.close());

  const cart = async (target: OrderableStore = store, body: object = {}) => {
    const order = (await client.create({ locationId: target.location.id, handoff: 'pickup', categoryId: 1, ...body })).json();
    await client.addItem(order.id, order.accessToken, { itemId: target.brisket.id, quantity: 1, optionIds: twoSides(target) });
    return { id: order.id as string, token: order.accessToken as string };
  };
  const firstSlots = async (id: string, token: string) => (await client.timeslots(id, token)).json();

  describe('guest details', () => {
    it('saves a valid guest, trimmed, the phone in E.164', async () => {
      const { id, token } = await cart();
      const response = await client.update(id, token, { guest: { ...GUEST, firstName: '  Ada ' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ guest: { ...GUEST, phone: '+15125550199' }, blockers: ['timeslot'] });
    });

    it.each([
      [{ firstName: '' }, ['First name is required']],
      [{ lastName: ' ' }, ['Last name is required']],
      [{ email: '' }, ['Email is required']],
      [{ email: 'ada@' }, ['Invalid email address']],
      [{ phone: '' }, ['Phone number is required']],
      [{ phone: '12345' }, ['Not a valid phone number']],
      [{ firstName: '', phone: 'abc' }, ['First name is required', 'Not a valid phone number']],
    ])('refuses %j with the SPEC §5 messages', async (change, errors) => {
      const { id, token } = await cart();
      const response = await client.update(id, token, { guest: { ...GUEST, ...change } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: errors[0], errors });
    });

    it('refuses a missing field, an over-long field and an empty update', async () => {
      const { id, token } = await cart();
      expect((await client.update(id, token, { guest: { firstName: 'Ada' } })).statusCode).toBe(400);
      expect((await client.update(id, token, { guest: { ...GUEST, firstName: 'x'.repeat(81) } })).statusCode).toBe(400);
      const empty = await client.update(id, token, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('Send at least one of guest, timeslot');
    });
  });

  describe('tip', () => {
    it.each([
      [{ kind: 'percent', value: '18' }, '2.88'],
      [{ kind: 'percent', value: '0' }, '0.00'],
      [{ kind: 'amount', value: '5.5' }, '5.50'],
    ])('adds the tip %j (untaxed)', async (tip, amount) => {
      const { id, token } = await cart();
      const order = (await client.update(id, token, { tip })).json();
      expect(order.totals.tip).toBe(amount);
      expect(order.totals.taxTotal).toBe('1.32');
    });

    it('removes the tip with null', async () => {
      const { id, token } = await cart();
      await client.update(id, token, { tip: { kind: 'amount', value: '3' } });
      expect((await client.update(id, token, { tip: null })).json()).toMatchObject({ tip: null, totals: { tip: '0.00' } });
    });

    it.each([
      [{ kind: 'percent', value: '101' }, 'A tip percentage must be a number from 0 to 100, got "101"'],
      [{ kind: 'percent', value: '-5' }, 'A tip percentage must be a number from 0 to 100'],
      [{ kind: 'amount', value: '1.999' }, 'A tip amount must be from 0 to 9999.99 with at most 2 decimals'],
      [{ kind: 'amount', value: '1e9' }, 'A tip amount must be from 0'],
    ])('refuses %j with "Could not add tip"', async (tip, reason) => {
      const { id, token } = await cart();
      const response = await client.update(id, token, { tip });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Could not add tip');
      expect(response.json().errors[0]).toContain(reason);
    });

    it('refuses a tip of an unknown kind', async () => {
      const { id, token } = await cart();
      expect((await client.update(id, token, { tip: { kind: 'vibes', value: '5' } })).statusCode).toBe(400);
    });
  });

  describe('delivery details', () => {
    it('saves apt/suite and instructions on delivery orders, and refuses them on pickup', async () => {
      const delivery = await cart(store, { handoff: 'delivery', deliveryAddress: ADDRESS });
      const saved = (await client.update(delivery.id, delivery.token, { aptSuitBldg: ' Suite 4 ', deliveryInstructions: 'Ring twice' })).json();
      expect(saved.deliveryAddress).toMatchObject({ aptSuitBldg: 'Suite 4', deliveryInstructions: 'Ring twice' });
      const moved = await client.update(delivery.id, delivery.token, { deliveryAddress: { ...ADDRESS, address: '200 Congress Ave' } });
      expect(moved.json().deliveryAddress).toMatchObject({ address: '200 Congress Ave', aptSuitBldg: 'Suite 4' });
      const far = await client.update(delivery.id, delivery.token, { deliveryAddress: { ...ADDRESS, zip: '75201' } });
      expect(far.statusCode).toBe(422);
      const pickup = await cart();
      const refused = await client.update(pickup.id, pickup.token, { aptSuitBldg: 'Suite 4' });
      expect(refused.json()).toMatchObject({ statusCode: 400, message: '"aptSuitBldg" applies to delivery orders only' });
      expect((await client.update(pickup.id, pickup.token, { aptSuitBldg: null, guest: GUEST })).statusCode).toBe(200);
    });
  });

  describe('timeslots', () => {
    it('lists 15-minute slots after the lead time with remaining capacity, and ASAP while open', async () => {
      const { id, token } = await cart();
      const response = await client.timeslots(id, token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ orderId: id, timeZone: 'America/Chicago', handoff: 'pickup', leadMinutes: 20, slotMinutes: 15, asapAvailable: true });
      const first = body.days[0].slots[0];
      expect(Date.parse(first.start)).toBeGreaterThanOrEqual(Date.now() + 19 * 60_000);
      expect(new Date(first.start).getUTCMinutes() % 15).toBe(0);
      expect(first.remaining).toBe(2);
      // A week of days, through the sixth day after today (today itself drops out once its last slot has passed).
      expect(body.days.at(-1).date).toBe(storeDateOf(new Date(Date.now() + 6 * 24 * 60 * 60_000), 'America/Chicago'));
      expect(body.days.length).toBeGreaterThanOrEqual(6);
    });

    it('reserves a slot, counts it against capacity, and says when a slot is full', async () => {
      const slot = nthSlot(await firstSlots(...(Object.values(await cart()) as [string, string])), 3);
      const a = await cart();
      const b = await cart();
      const c = await cart();
      const reserved = await client.update(a.id, a.token, { timeslot: slot });
      expect(reserved.statusCode).toBe(200);
      expect(reserved.json().timeslot).toMatchObject({ start: slot, asap: false, label: expect.stringMatching(/^\d\d:\d\d$/) });
      const seen = (await firstSlots(c.id, c.token)).days.flatMap((day: { slots: { start: string }[] }) => day.slots);
      expect(seen.find((s: { start: string }) => s.start === slot)).toMatchObject({ remaining: 1 });
      expect((await client.update(b.id, b.token, { timeslot: slot })).statusCode).toBe(200);
      const full = await client.update(c.id, c.token, { timeslot: slot });
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe('This time slot is full');
      const stillListed = (await firstSlots(c.id, c.token)).days.flatMap((day: { slots: { start: string }[] }) => day.slots);
      expect(stillListed.map((s: { start: string }) => s.start)).not.toContain(slot);
      expect((await client.update(a.id, a.token, { timeslot: slot })).statusCode).toBe(200);
    });

    it('moves a reservation: the old slot is freed', async () => {
      const { id, token } = await cart();
      // The first day with eight slots left: late in the store's day, today may have fewer.
      type Day = { date: string; slots: { start: string; remaining: number }[] };
      const day = ((await firstSlots(id, token)).days as Day[]).find((candidate) => candidate.slots.length >= 8)!;
      const slots = day.slots;
      await client.update(id, token, { timeslot: slots[6]!.start });
      await client.update(id, token, { timeslot: slots[7]!.start });
      const other = await cart();
      const seen = ((await firstSlots(other.id, other.token)).days as Day[]).find((candidate) => candidate.date === day.date)!.slots;
      expect(seen.find((s) => s.start === slots[6]!.start)?.remaining).toBe(2);
      expect(seen.find((s) => s.start === slots[7]!.start)?.remaining).toBe(1);
    });

    it('books ASAP as the first free slot', async () => {
      const { id, token } = await cart();
      const first = (await firstSlots(id, token)).days[0].slots[0].start;
      const order = (await client.update(id, token, { timeslot: 'asap' })).json();
      expect(order.timeslot).toMatchObject({ asap: true, start: first });
    });

    it.each([
      ['', 400, 'Time is required'],
      ['yesterday', 409, 'Please select valid time'],
      ['2001-01-01T12:00:00.000Z', 409, 'Please select valid time'],
    ])('refuses the time %j', async (timeslot, status, message) => {
      const { id, token } = await cart();
      const response = await client.update(id, token, { timeslot });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    });

    it('refuses a slot off the 15-minute grid, and any time at a closed store', async () => {
      const { id, token } = await cart();
      const slot = new Date(Date.parse(nthSlot(await firstSlots(id, token), 2)) + 7 * 60_000).toISOString();
      expect((await client.update(id, token, { timeslot: slot })).json().message).toBe('Please select valid time');
      const closed = await buildOrderableStore(context.db, {}, [{ weekday: 1, active: false, opened: null, closed: null }]);
      const order = await cart(closed);
      const body = (await client.timeslots(order.id, order.token)).json();
      expect(body).toMatchObject({ asapAvailable: false, days: [] });
      expect((await client.update(order.id, order.token, { timeslot: 'asap' })).json()).toMatchObject({
        statusCode: 409, message: 'Please select valid time',
      });
    });

    it('needs the token', async () => {
      const { id } = await cart();
      expect((await client.timeslots(id, undefined)).statusCode).toBe(404);
    });
  });

  describe('payment hand-off (markOrderPaid)', () => {
    const pay = (id: string, token: string, now = new Date()) =>
      context.db.transaction(async (tx) => markOrderPaid(testOrderLifecycle(context.db, context.app.log), tx, await lockPayableOrder(tx, id, { token }), now));

    it('tells what blocks payment, then marks the order paid and freezes it', async () => {
      const { id, token } = await cart();
      await expect(pay(id, token)).rejects.toMatchObject({ statusCode: 422, message: expect.stringContaining('first name') });
      await client.update(id, token, { guest: GUEST });
      await expect(pay(id, token)).rejects.toMatchObject({ statusCode: 422, message: 'Time is required' });
      await client.update(id, token, { timeslot: 'asap' });
      await expect(context.db.transaction((tx) => lockPayableOrder(tx, id, { token: 'nope' }))).rejects.toMatchObject({ statusCode: 404 });
      const payable = await context.db.transaction((tx) => lockPayableOrder(tx, id, { token }));
      expect(payable).toMatchObject({ total: '17.31', currency: 'USD', email: GUEST.email });
      await pay(id, token);
      const paid = (await client.get(id, token)).json();
      expect(paid).toMatchObject({ status: 'paid', statusId: 2, paidAt: expect.any(String), blockers: [] });
      await expect(pay(id, token)).rejects.toMatchObject({
        statusCode: 409,
        code: 'order_already_paid',
        params: { number: paid.number, status: 'paid' },
        message: `Order ${paid.number} is already paid and can no longer be changed`,
      });
      for (const response of [
        await client.addItem(id, token, { itemId: store.tea.id, quantity: 1, optionIds: [] }),
        await client.update(id, token, { tip: { kind: 'amount', value: '1' } }),
        await client.removeItem(id, token, paid.lines[0].id),
      ]) {
        expect(response.statusCode).toBe(409);
      }
    });

    it('refuses a cart that breaks a cart rule with the rule\'s message', async () => {
      const order = (await client.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
      await client.update(order.id, order.accessToken, { guest: GUEST });
      await expect(pay(order.id, order.accessToken)).rejects.toMatchObject({
        statusCode: 422, errors: expect.arrayContaining(['Item quantity too low (1 items or more needed)']),
      });
    });

    it('re-takes an expired hold at payment, or says the slot is full', async () => {
      const tight = await buildOrderableStore(context.db, { slotCapacity: 1 });
      const a = await cart(tight);
      const b = await cart(tight);
      const slot = nthSlot(await firstSlots(a.id, a.token), 4);
      for (const order of [a, b]) await client.update(order.id, order.token, { guest: GUEST });
      await client.update(a.id, a.token, { timeslot: slot });
      const expire = () => context.db.update(t.timeslotReservations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(t.timeslotReservations.orderId, a.id));
      await expire();
      expect((await client.update(b.id, b.token, { timeslot: slot })).statusCode).toBe(200);
      await expect(pay(a.id, a.token)).rejects.toMatchObject({ statusCode: 409, message: 'This time slot is full' });
      await pay(b.id, b.token);
      const c = await cart(tight);
      expect((await client.update(c.id, c.token, { timeslot: slot })).json().message).toBe('This time slot is full');
    });
  });
});
