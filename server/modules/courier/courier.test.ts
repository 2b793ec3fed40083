/**
 * Delivery by a courier network through the API, with the sandbox courier (demo mode's default):
 * the checkout's quote priced into the order and capped by the brand, payment refused on a quote
 * past its validity, the courier booked at the ticket's make-time end minus its pickup lead, and
 * the order page's tracking moving on the demo clock through the order's own statuses.
 */
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { orderClient } from '@/server/modules/orders/test-store';
import { GUEST, type PaymentClient } from '@/server/modules/payments/test/payable-order';
import { startPaymentSuite } from '@/server/modules/payments/test/payment-suite';

const ADDRESS = { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

describe.each(testDatabases())('courier delivery on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;

  beforeAll(async () => ({ context, store, pay } = await startPaymentSuite(kind)));
  afterAll(() => context.close());

  async function deliveryOrder(address = ADDRESS, instructions?: string) {
    const orders = orderClient(context.app);
    const created = (await orders.create({ locationId: store.location.id, handoff: 'delivery', categoryId: 1, deliveryAddress: address })).json();
    await orders.addItem(created.id, created.accessToken, { itemId: store.tea.id, quantity: 4, optionIds: [] });
    const updated = await orders.update(created.id, created.accessToken, { guest: GUEST, timeslot: 'asap', ...(instructions && { deliveryInstructions: instructions }) });
    if (updated.statusCode !== 200) throw new Error(updated.body);
    return { id: created.id as string, token: created.accessToken as string, number: String(created.number) };
  }

  const quote = (order: { id: string; token?: string }) =>
    context.app.inject({ method: 'POST', url: `/online-ordering/orders/${order.id}/delivery-quote`, headers: order.token ? { 'x-order-token': order.token } : {} });
  const tracking = (order: { id: string; token: string }, at?: Date) =>
    context.app.inject({ method: 'GET', url: `/online-ordering/orders/${order.id}/delivery`, headers: { 'x-order-token': order.token, ...(at && { 'x-hickory-clock': at.toISOString() }) } });
  const totalOf = async (order: { id: string; token: string }) => (await orderClient(context.app).get(order.id, order.token)).json().totals;
  const statusOf = async (orderId: string) => (await context.db.select({ statusId: t.orders.statusId }).from(t.orders).where(eq(t.orders.id, orderId)))[0]!.statusId;

  it('quotes the sandbox fee and prices it into the order; a brand cap makes the diner pay at most the cap', async () => {
    const order = await deliveryOrder();
    const quoted = await quote(order);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({ orderId: order.id, fee: '6.49', currency: 'USD', stage: 'quoted', trackingUrl: null });
    expect((await totalOf(order)).deliveryFee).toBe('6.49');

    await context.db.insert(t.deliveryFeeCaps).values({ brandId: 4, currency: 'USD', maxDinerFee: '4.99' });
    try {
      expect((await quote(order)).json().fee).toBe('4.99');
      const totals = await totalOf(order);
      expect(totals.deliveryFee).toBe('4.99');
      const [row] = await context.db.select().from(t.orderDeliveries).where(eq(t.orderDeliveries.orderId, order.id));
      expect(row).toMatchObject({ quoteFee: '6.49', dinerFee: '4.99', provider: 'sandbox', externalId: `hickory-${order.number}` });
    } finally {
      await context.db.delete(t.deliveryFeeCaps);
    }
  });

  it('refuses a quote to anyone but the order’s holder, for a pickup order and for an address out of reach', async () => {
    const order = await deliveryOrder();
    expect((await quote({ id: order.id })).statusCode).toBe(404);
    expect((await quote({ id: order.id, token: 'not-the-token' })).json()).toMatchObject({ statusCode: 404, message: `Order ${order.id} was not found` });
    expect((await quote({ id: 'not-a-uuid', token: order.token })).statusCode).toBe(400);
    const pickup = (await orderClient(context.app).create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    expect((await quote({ id: pickup.id, token: pickup.accessToken })).json()).toMatchObject({ statusCode: 409, code: 'courier_delivery_only' });
    const far = await deliveryOrder({ ...ADDRESS, address: '1 Nowhere Rd' });
    expect((await quote(far)).json()).toMatchObject({ statusCode: 422, code: 'courier_unreachable' });
    expect((await tracking(far)).json()).toMatchObject({ statusCode: 404, code: 'courier_not_offered' });
  });

  it('refuses payment on a quote past its validity, and pays once quoted again', async () => {
    const order = await deliveryOrder();
    await quote(order);
    await context.db.update(t.orderDeliveries).set({ quoteExpiresAt: new Date(Date.now() - 1000) }).where(eq(t.orderDeliveries.orderId, order.id));
    const total = (await totalOf(order)).total;
    const refused = await pay.card({ ...order, total }, { token: pay.token() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'courier_quote_expired' });
    await quote(order);
    expect((await pay.card({ ...order, total }, { token: pay.token() })).statusCode).toBe(200);
  });

  it('books the courier at the make-time end minus its pickup lead, and follows it on the demo clock to the door', async () => {
    const order = await deliveryOrder();
    await quote(order);
    const total = (await totalOf(order)).total;
    expect((await pay.card({ ...order, total }, { token: pay.token() })).statusCode).toBe(200);
    const [row] = await context.db.select().from(t.orderDeliveries).where(eq(t.orderDeliveries.orderId, order.id));
    const [paid] = await context.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    const lead = row!.pickupAt.getTime() - row!.updatedAt.getTime();
    const planned = paid!.timeslotStart!.getTime() - lead;
    // Planned before the payment: booked at once, as paid.
    if (planned > paid!.paidAt!.getTime()) expect(row!.bookAt!.getTime()).toBe(planned);
    else expect(row!.bookAt!.getTime()).toBeGreaterThanOrEqual(paid!.paidAt!.getTime() - 1000);

    const before = await tracking(order, new Date(row!.bookAt!.getTime() - 60_000));
    expect(before.json()).toMatchObject({ stage: 'quoted', trackingUrl: null });
    const booked = new Date(row!.bookAt!.getTime());
    const assigned = (await tracking(order, booked)).json();
    expect(assigned).toMatchObject({ stage: 'assigned', trackingUrl: expect.stringMatching(/\/online-ordering\/dev\/courier\/sbx-ok-/) });
    const ref = assigned.trackingUrl.split('/').at(-1);
    const at = (minutes: number) => new Date(booked.getTime() + minutes * 60_000);
    const sandboxPage = await context.app.inject({ method: 'GET', url: `/online-ordering/dev/courier/${ref}`, headers: { 'x-hickory-clock': booked.toISOString() } });
    expect(sandboxPage.headers['content-type']).toMatch(/^text\/html/);
    expect(sandboxPage.body).toContain('A courier is on the way to the restaurant');
    expect(sandboxPage.body).toContain('At your door: in 30 minutes');
    const frenchPage = await context.app.inject({ method: 'GET', url: `/online-ordering/dev/courier/${ref}?locale=fr-CA`, headers: { 'x-hickory-clock': at(12).toISOString(), 'country-alpha-2': 'CA' } });
    expect(frenchPage.body).toContain('Votre commande a été récupérée et est en route');
    expect(await statusOf(order.id)).toBe(2);

    expect((await tracking(order, at(12))).json().stage).toBe('picked_up');
    expect(await statusOf(order.id)).toBe(7);
    expect((await tracking(order, at(30))).json().stage).toBe('dropped_off');
    expect(await statusOf(order.id)).toBe(5);
    // An earlier clock afterwards moves nothing back.
    expect((await tracking(order, at(1))).json().stage).toBe('dropped_off');
  });

  it('keeps a courier who cancels as cancelled with its reason, the order left for the store to decide', async () => {
    const order = await deliveryOrder(ADDRESS, 'sandbox: courier cancels');
    await quote(order);
    const total = (await totalOf(order)).total;
    await pay.card({ ...order, total }, { token: pay.token() });
    const [row] = await context.db.select().from(t.orderDeliveries).where(eq(t.orderDeliveries.orderId, order.id));
    const booked = row!.bookAt!;
    expect((await tracking(order, booked)).json().stage).toBe('assigned');
    expect((await tracking(order, new Date(booked.getTime() + 12 * 60_000))).json().stage).toBe('cancelled');
    expect(await statusOf(order.id)).toBe(2);
  });
});
