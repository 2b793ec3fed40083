/**
 * A courier that fails, through the API with the sandbox courier: the store's queue shows the
 * alert, the diner's order page offers a refund or carryout (each once, the order's holder only),
 * and a delivery order paid without a quote is quoted and booked by the dispatch job.
 */
import { and, eq, like } from 'drizzle-orm';
import { storeDateOf } from '@/domain/ordering/order-day';
import * as t from '@/server/db/schema';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { orderClient } from '@/server/modules/orders/test-store';
import { GUEST, type PaymentClient } from '@/server/modules/payments/test/payable-order';
import { startPaymentSuite } from '@/server/modules/payments/test/payment-suite';
import { COURIER_DISPATCH_JOB } from './booking';

const ADDRESS = { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const CANCELS = 'sandbox: courier cancels';
const HANDOFF_PICKUP = 2;
const STATUS = { paid: 2, cancelled: 6 };

type Order = { id: string; token: string; number: string };

describe.each(testDatabases())('a failed courier on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;
  let managerToken: string;

  beforeAll(async () => {
    ({ context, store, pay } = await startPaymentSuite(kind));
    managerToken = await staffClient(context.app).signIn(await buildStaff(context.db, { role: 'store_manager', storeIds: [store.location.id] }));
  });
  afterAll(() => context.close());

  async function deliveryOrder(address = ADDRESS, instructions?: string): Promise<Order> {
    const orders = orderClient(context.app);
    const created = (await orders.create({ locationId: store.location.id, handoff: 'delivery', categoryId: 1, deliveryAddress: address })).json();
    await orders.addItem(created.id, created.accessToken, { itemId: store.tea.id, quantity: 4, optionIds: [] });
    const updated = await orders.update(created.id, created.accessToken, { guest: GUEST, timeslot: 'asap', ...(instructions && { deliveryInstructions: instructions }) });
    if (updated.statusCode !== 200) throw new Error(updated.body);
    return { id: created.id as string, token: created.accessToken as string, number: String(created.number) };
  }

  const quote = (order: Order) => context.app.inject({ method: 'POST', url: `/online-ordering/orders/${order.id}/delivery-quote`, headers: { 'x-order-token': order.token } });
  const tracking = (order: Order, at?: Date) =>
    context.app.inject({ method: 'GET', url: `/online-ordering/orders/${order.id}/delivery`, headers: { 'x-order-token': order.token, ...(at && { 'x-hickory-clock': at.toISOString() }) } });
  const choose = (order: Pick<Order, 'id'>, choice: 'refund' | 'carryout', token?: string) =>
    context.app.inject({ method: 'POST', url: `/online-ordering/orders/${order.id}/delivery/${choice}`, headers: token === undefined ? {} : { 'x-order-token': token } });
  const orderRow = async (orderId: string) => (await context.db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!;
  const deliveryRow = async (orderId: string) => (await context.db.select().from(t.orderDeliveries).where(eq(t.orderDeliveries.orderId, orderId)))[0];
  const refundsOf = (orderId: string) => context.db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId));
  const refundMails = (orderId: string) => context.db.select().from(t.outboxEmails).where(and(eq(t.outboxEmails.orderId, orderId), like(t.outboxEmails.kind, 'order-refund-%')));

  async function paid(order: Order): Promise<void> {
    const { total } = (await orderClient(context.app).get(order.id, order.token)).json().totals;
    const answer = await pay.card({ ...order, total }, { token: pay.token() });
    if (answer.statusCode !== 200) throw new Error(`card: ${answer.body}`);
  }

  /** A paid delivery whose sandbox courier was booked, then cancelled at pickup. */
  async function cancelledDelivery(): Promise<Order> {
    const order = await deliveryOrder(ADDRESS, CANCELS);
    await quote(order);
    await paid(order);
    const booked = (await deliveryRow(order.id))!.bookAt!;
    expect((await tracking(order, booked)).json().stage).toBe('assigned');
    expect((await tracking(order, new Date(booked.getTime() + 12 * 60_000))).json()).toMatchObject({ stage: 'cancelled', choice: null, pickupAt: null });
    return order;
  }

  async function queueAlertOf(orderId: string) {
    const { timeslotStart } = await orderRow(orderId);
    const queue = await staffClient(context.app).queue(managerToken, store.location.id, storeDateOf(timeslotStart!, store.location.timeZone));
    expect(queue.statusCode).toBe(200);
    return queue.json().orders.find((order: { id: string }) => order.id === orderId)?.courier;
  }

  it('alerts the store, and switches the order to carryout with its delivery fee refunded, once', async () => {
    const order = await cancelledDelivery();
    expect(await queueAlertOf(order.id)).toEqual({ failure: 'The sandbox courier network cancelled the delivery', choice: null });

    const switched = await choose(order, 'carryout', order.token);
    expect(switched.statusCode).toBe(200);
    const { timeslotStart } = await orderRow(order.id);
    const answer = switched.json();
    expect(answer).toMatchObject({ stage: 'cancelled', choice: 'carryout' });
    expect(new Date(answer.pickupAt).getTime()).toBeGreaterThanOrEqual(Math.min(timeslotStart!.getTime(), Date.now() - 60_000));
    expect(await orderRow(order.id)).toMatchObject({ handoffId: HANDOFF_PICKUP, statusId: STATUS.paid });
    const refunds = await refundsOf(order.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: '6.49', status: 'succeeded', staffId: null })]);
    expect(await refundMails(order.id)).toHaveLength(1);
    const audit = await context.db.select().from(t.staffAuditLog).where(and(eq(t.staffAuditLog.action, 'order-refund'), eq(t.staffAuditLog.subjectId, order.id)));
    expect(audit).toEqual([expect.objectContaining({ staffId: null, after: expect.objectContaining({ amount: '6.49', by: 'diner' }) })]);
    expect(await queueAlertOf(order.id)).toMatchObject({ choice: 'carryout' });
    // The order page still reads the choice and its pickup time.
    expect((await tracking(order)).json()).toMatchObject({ choice: 'carryout', pickupAt: answer.pickupAt });

    // A replay, or the other choice afterwards, is refused in words and changes nothing.
    for (const choice of ['carryout', 'refund'] as const) {
      const again = await choose(order, choice, order.token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ statusCode: 409, code: 'courier_already_chosen', message: `Order ${order.number} already made its choice after its courier failed: it cannot be changed` });
    }
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('refunds the whole order and cancels it, with the refund email, once', async () => {
    const order = await cancelledDelivery();
    const { total } = await orderRow(order.id);
    const refunded = await choose(order, 'refund', order.token);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ choice: 'refund', pickupAt: null });
    expect(await orderRow(order.id)).toMatchObject({ statusId: STATUS.cancelled, handoffId: 3 });
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ amount: total, status: 'succeeded', staffId: null })]);
    expect(await refundMails(order.id)).toHaveLength(1);
    expect(await queueAlertOf(order.id)).toMatchObject({ choice: 'refund' });
    expect((await choose(order, 'refund', order.token)).json()).toMatchObject({ statusCode: 409, code: 'courier_already_chosen' });
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('answers anyone but the order’s holder as for an unknown order, and refuses a courier that has not failed', async () => {
    const order = await cancelledDelivery();
    const other = await deliveryOrder();
    for (const token of [undefined, 'not-the-token', other.token]) {
      const refused = await choose(order, 'refund', token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ statusCode: 404, message: `Order ${order.id} was not found` });
    }
    expect((await choose({ id: 'not-a-uuid' }, 'carryout', order.token)).statusCode).toBe(400);
    expect(await refundsOf(order.id)).toHaveLength(0);
    expect((await deliveryRow(order.id))!.choice).toBeNull();

    // Another diner's own delivery: not quoted, then on its way — nothing to choose.
    expect((await choose(other, 'carryout', other.token)).json()).toMatchObject({ statusCode: 404, code: 'courier_not_offered' });
    await quote(other);
    await paid(other);
    const onItsWay = await choose(other, 'carryout', other.token);
    expect(onItsWay.json()).toMatchObject({ statusCode: 409, code: 'courier_not_failed', message: `The courier of order ${other.number} has not failed: there is nothing to choose instead` });
  });

  it('quotes and books a delivery order paid without a quote from the dispatch job', async () => {
    const order = await deliveryOrder();
    await paid(order);
    expect(await deliveryRow(order.id)).toBeUndefined();
    const { deliveryFee } = await orderRow(order.id);

    await context.app.jobs.runOnce(COURIER_DISPATCH_JOB, new Date());
    const quoted = (await deliveryRow(order.id))!;
    expect(quoted).toMatchObject({ provider: 'sandbox', externalId: `hickory-${order.number}`, quoteFee: '6.49', dinerFee: deliveryFee });
    expect(quoted.bookAt).not.toBeNull();

    await context.app.jobs.runOnce(COURIER_DISPATCH_JOB, new Date(Math.max(quoted.bookAt!.getTime(), Date.now())));
    const booked = (await deliveryRow(order.id))!;
    expect(booked.bookedAt).not.toBeNull();
    expect(booked.providerRef).toMatch(/^sbx-ok-/);
    expect(booked.stage).not.toBe('quoted');
  });

  it('lets the sandbox tracking page make a booked courier cancel (demo control), once', async () => {
    const order = await deliveryOrder();
    await quote(order);
    await paid(order);
    const booked = (await deliveryRow(order.id))!.bookAt!;
    const ref = (await tracking(order, booked)).json().trackingUrl.split('/').at(-1);
    const clock = { 'x-hickory-clock': booked.toISOString(), 'country-alpha-2': 'CA' };
    const page = await context.app.inject({ method: 'GET', url: `/online-ordering/dev/courier/${ref}?locale=fr-CA`, headers: clock });
    expect(page.body).toContain(`<form method="post" action="${ref}/cancel?locale=fr-CA"><button type="submit">Faire annuler ce livreur (démo)</button></form>`);
    const cancel = () =>
      context.app.inject({ method: 'POST', url: `/online-ordering/dev/courier/${ref}/cancel?locale=fr-CA`, headers: { ...clock, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/online-ordering/dev/courier/${ref}?locale=fr-CA`);
    expect(await deliveryRow(order.id)).toMatchObject({ stage: 'cancelled', failure: 'The sandbox courier cancelled (demo control)' });
    const after = await context.app.inject({ method: 'GET', url: `/online-ordering/dev/courier/${ref}?locale=fr-CA`, headers: clock });
    expect(after.body).toContain('Cette livraison a été annulée');
    expect(after.body).not.toContain('<form');
    expect((await tracking(order, booked)).json()).toMatchObject({ stage: 'cancelled', choice: null });
    expect((await cancel()).statusCode).toBe(409);
  });

  it('alerts the store when the network will not carry an order paid without a quote', async () => {
    const order = await deliveryOrder({ ...ADDRESS, address: '1 Nowhere Rd' });
    await paid(order);
    await context.app.jobs.runOnce(COURIER_DISPATCH_JOB, new Date());
    expect(await deliveryRow(order.id)).toMatchObject({ stage: 'cancelled', failure: 'The sandbox courier does not reach 1 Nowhere Rd, Austin, TX, 78701', bookAt: null });
    expect(await queueAlertOf(order.id)).toEqual({ failure: 'The sandbox courier does not reach 1 Nowhere Rd, Austin, TX, 78701', choice: null });
    expect((await choose(order, 'carryout', order.token)).json()).toMatchObject({ choice: 'carryout' });
  });
});
