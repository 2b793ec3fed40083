/**
 * The cap on the orders one guest may hold in one 15-minute slot, through the real order,
 * coupon and payment routes on a real database: the brand's cap counts open and paid orders of
 * the same account, normalised email, phone or browser device (X-Device-Id); over it, taking the slot answers 409
 * slot_guest_limit, and so does paying an order whose guest details arrived after its time.
 * Four $0 orders of one guest no longer fill a slot.
 */
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { buildCoupon, couponClient } from '@/server/modules/discounts/test-coupons';
import { orderClient } from '@/server/modules/orders/test-store';
import { GUEST, paymentClient } from '@/server/modules/payments/test/payable-order';
import { STOREFRONT_ORIGIN, testDatabases } from '@/server/test/build-app';
import { slotSuite } from './test-slot-suite';

describe.each(testDatabases())('the guest cap per time slot on %s', (kind) => {
  const suite = slotSuite(kind, { slotCapacity: 4 });
  const { freshSlot } = suite;
  beforeAll(() => suite.context.db.update(t.brands).set({ guestSlotOrderCap: 2 }).where(eq(t.brands.id, 4)));

  const orders = (headers: Record<string, string> = {}) => orderClient(suite.context.app, headers);

  /** An open order of one sweet tea, with `guest` details when given, created from the browser `device` when given. */
  async function openOrder(guest?: typeof GUEST, device?: string) {
    const { id, token } = await suite.openOrder(1, device ? { 'x-device-id': device } : {});
    if (guest) expect((await orders().update(id, token, { guest })).statusCode).toBe(200);
    return { id, token, number: '', total: '' };
  }

  const takeSlot = (order: { id: string; token: string }, timeslot: string, guest?: typeof GUEST, device?: string) =>
    orders(device ? { 'x-device-id': device } : {}).update(order.id, order.token, { timeslot, ...(guest && { guest }) });

  it('refuses a guest a third order in one slot, however their email is written, with 409 slot_guest_limit', async () => {
    const slot = await freshSlot();
    expect((await takeSlot(await openOrder(GUEST), slot)).statusCode).toBe(200);
    expect((await takeSlot(await openOrder({ ...GUEST, email: 'Ada+two@Example.com', phone: '+1 512 555 0199' }), slot)).statusCode).toBe(200);
    const third = await takeSlot(await openOrder(), slot, { ...GUEST, email: 'ADA@example.com', phone: '(512) 555-0122' });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'slot_guest_limit',
      params: { max: 2 },
      message: 'You already have 2 orders for this time: pick another time, or add to an order you placed',
    });
    // The same phone, however written, is the same guest too.
    const byPhone = await takeSlot(await openOrder({ ...GUEST, email: 'other@example.com', phone: '512.555.0199' }), slot);
    expect(byPhone.statusCode).toBe(409);
    // Another guest still gets the slot's last places.
    expect((await takeSlot(await openOrder({ ...GUEST, email: 'bob@example.com', phone: '(512) 555-0177' }), slot)).statusCode).toBe(200);
  });

  it('counts the order again when it is paid: guest details given after the time do not slip past the cap', async () => {
    const slot = await freshSlot();
    const first = await openOrder({ ...GUEST, email: 'late@example.com', phone: '(512) 555-0301' });
    const second = await openOrder({ ...GUEST, email: 'late@example.com', phone: '(512) 555-0301' });
    expect((await takeSlot(first, slot)).statusCode).toBe(200);
    expect((await takeSlot(second, slot)).statusCode).toBe(200);
    const third = await openOrder({ ...GUEST, email: 'someone@example.com', phone: '(512) 555-0302' });
    expect((await takeSlot(third, slot)).statusCode).toBe(200);
    expect((await orders().update(third.id, third.token, { guest: { ...GUEST, email: 'Late+3@example.com', phone: '(512) 555-0302' } })).statusCode).toBe(200);
    const pay = paymentClient(suite.context.app);
    const paid = await pay.card(third, { token: pay.token() });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ code: 'slot_guest_limit' });
  });

  it('lets no guest fill a slot with $0 orders: the third free order of one guest is refused', async () => {
    const slot = await freshSlot();
    const coupon = await buildCoupon(suite.context.db, { typeId: 9, value: '0.00', itemIds: [suite.store.tea.id], perCustomerLimit: 100 });
    const pay = paymentClient(suite.context.app);
    const free = { ...GUEST, email: 'free@example.com', phone: '(512) 555-0400' };
    const answers: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const order = await openOrder(free);
      expect((await couponClient(suite.context.app).apply(order.id, order.token, { code: coupon.code })).statusCode).toBe(200);
      const taken = await takeSlot(order, slot);
      answers.push(taken.statusCode);
      if (taken.statusCode === 200) expect((await pay.free(order)).statusCode).toBe(200);
    }
    expect(answers).toEqual([200, 200, 409, 409]);
  });

  it('leaves a slot open to a cancelled order’s guest', async () => {
    const slot = await freshSlot();
    const guest = { ...GUEST, email: 'cancel@example.com', phone: '(512) 555-0500' };
    const first = await openOrder(guest);
    const second = await openOrder(guest);
    expect((await takeSlot(first, slot)).statusCode).toBe(200);
    expect((await takeSlot(second, slot)).statusCode).toBe(200);
    await suite.context.db.update(t.orders).set({ statusId: 6 }).where(eq(t.orders.id, first.id));
    expect((await takeSlot(await openOrder(guest), slot)).statusCode).toBe(200);
  });

  describe('one browser device', () => {
    const DEVICE = '3f2b8c1e-9d4a-4e6f-8a1b-2c3d4e5f6a7b';
    const guestNo = (n: number) => ({ ...GUEST, email: `device${n}@example.com`, phone: `(512) 555-06${String(n).padStart(2, '0')}` });

    it('is one guest: two other emails and phones from the device that holds two orders are refused with 409 slot_guest_limit', async () => {
      const slot = await freshSlot();
      // Created on the device, and given the device when the time is taken.
      expect((await takeSlot(await openOrder(guestNo(1), DEVICE), slot)).statusCode).toBe(200);
      expect((await takeSlot(await openOrder(guestNo(2)), slot, undefined, DEVICE)).statusCode).toBe(200);
      const third = await takeSlot(await openOrder(), slot, guestNo(3), DEVICE.toUpperCase());
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({ code: 'slot_guest_limit', params: { max: 2 } });
      expect((await takeSlot(await openOrder(guestNo(4), DEVICE), slot)).statusCode).toBe(409);
      // Another device, or none, is another guest.
      expect((await takeSlot(await openOrder(guestNo(5), '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d'), slot)).statusCode).toBe(200);
      expect((await takeSlot(await openOrder(guestNo(6)), slot)).statusCode).toBe(200);
    });

    it('is counted again at payment: an order whose guest arrived from the device after its time is refused', async () => {
      const device = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
      const slot = await freshSlot();
      expect((await takeSlot(await openOrder(guestNo(11), device), slot)).statusCode).toBe(200);
      expect((await takeSlot(await openOrder(guestNo(12), device), slot)).statusCode).toBe(200);
      const third = await openOrder(guestNo(13));
      expect((await takeSlot(third, slot)).statusCode).toBe(200);
      expect((await orders({ 'x-device-id': device }).update(third.id, third.token, { guest: guestNo(14) })).statusCode).toBe(200);
      const paid = await paymentClient(suite.context.app).card(third, { token: paymentClient(suite.context.app).token() });
      expect(paid.statusCode).toBe(409);
      expect(paid.json()).toMatchObject({ code: 'slot_guest_limit' });
    });

    it('ignores a device header that is no UUID, however long, and refuses nothing for it', async () => {
      const slot = await freshSlot();
      const notUuid = `same-device-${'x'.repeat(300)}`;
      const answers: number[] = [];
      for (const n of [21, 22, 23]) answers.push((await takeSlot(await openOrder(guestNo(n), notUuid), slot, undefined, notUuid)).statusCode);
      expect(answers).toEqual([200, 200, 200]);
    });

    it('may be sent by the storefront from the browser (CORS allows X-Device-Id)', async () => {
      const response = await suite.context.app.inject({
        method: 'OPTIONS',
        url: '/online-ordering/orders',
        headers: { origin: STOREFRONT_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-device-id' },
      });
      expect(response.statusCode).toBe(204);
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('x-device-id');
    });
  });
});
