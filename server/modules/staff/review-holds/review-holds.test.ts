/**
 * Review holds on a real database: an order paid above the brand's threshold by a guest or a new
 * account is held and kept out of the kitchen queue, one below it or paid by an old account is
 * not; a store manager releases it into the queue or cancels it (its `cancelled` event published),
 * each with a note and an audit row; the kitchen cannot move it meanwhile (409); store staff get 403, another store's manager 404, an order
 * not waiting for review 409, and malformed input 400 in the one error shape.
 */
import { and, eq } from 'drizzle-orm';
import { storeDateOf } from '@/domain/ordering/order-day';
import * as t from '@/server/db/schema';
import type { App } from '@/server/app';
import { buildPayableOrder, buildStore, type PayableOrder, type PaymentClient } from '@/server/modules/payments/test/payable-order';
import { startPaymentSuite } from '@/server/modules/payments/test/payment-suite';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { buildCustomer, signIn } from '@/server/modules/profile/test-customers';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering/staff/review-holds';
/** Four sweet teas (about 10.78) are above it, one tea is not. */
const THRESHOLD = '10.00';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

function reviewClient(app: App) {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    list: (token: string) => app.inject({ method: 'GET', url: PREFIX, headers: auth(token) }),
    release: (token: string, orderId: string, payload: unknown = { note: 'Called the diner back' }) =>
      app.inject({ method: 'POST', url: `${PREFIX}/${orderId}/release`, payload: payload as object, headers: auth(token) }),
    cancel: (token: string, orderId: string, payload: unknown = { note: 'The card holder did not answer' }) =>
      app.inject({ method: 'POST', url: `${PREFIX}/${orderId}/cancel`, payload: payload as object, headers: auth(token) }),
  };
}

describe.each(testDatabases())('review holds on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;
  let client: ReturnType<typeof reviewClient>;
  let staff: ReturnType<typeof staffClient>;
  let managerToken: string;
  let staffToken: string;
  let otherManagerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    ({ context, store, pay } = await startPaymentSuite(kind));
    await context.db.update(t.brands).set({ reviewHoldThreshold: THRESHOLD }).where(eq(t.brands.id, 4));
    const other = await buildStore(context.db, { city: 'Austin' });
    client = reviewClient(context.app);
    staff = staffClient(context.app);
    managerToken = await staff.signIn(await buildStaff(context.db, { role: 'store_manager', storeIds: [store.location.id] }));
    staffToken = await staff.signIn(await buildStaff(context.db, { role: 'store_staff', storeIds: [store.location.id] }));
    otherManagerToken = await staff.signIn(await buildStaff(context.db, { role: 'store_manager', storeIds: [other.location.id] }));
    adminToken = await staff.signIn(await buildStaff(context.db, { role: 'brand_admin' }));
  });
  afterAll(() => context.close());

  async function paidOrder(teas = 4, headers: Record<string, string> = {}): Promise<PayableOrder> {
    const order = await buildPayableOrder(context.app, store, teas, headers);
    const paid = await pay.card(order, { token: pay.token() });
    if (paid.statusCode !== 200) throw new Error(`card: ${paid.body}`);
    return order;
  }

  async function accountOrder(createdAt: Date): Promise<PayableOrder> {
    const customer = await buildCustomer(context.db, { createdAt });
    const { token } = await signIn(context.db, customer.id);
    return paidOrder(4, { authorization: `Bearer ${token}` });
  }

  const holdOf = async (orderId: string) => (await context.db.select().from(t.orderReviewHolds).where(eq(t.orderReviewHolds.orderId, orderId)))[0];

  /** The order numbers in the kitchen queue of the day the order was paid. */
  async function queueNumbers(orderId: string): Promise<string[]> {
    const [row] = await context.db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const response = await staff.queue(managerToken, store.location.id, storeDateOf(row!.paidAt!, store.location.timeZone));
    expect(response.statusCode).toBe(200);
    return (response.json() as { orders: { number: string }[] }).orders.map((order) => order.number);
  }

  const listed = async (token: string) => ((await client.list(token)).json() as { holds: { orderId: string }[] }).holds.map((hold) => hold.orderId);

  it('holds a guest order above the threshold out of the kitchen queue, and lists it for the store’s manager and the brand admin', async () => {
    const order = await paidOrder();
    expect(await holdOf(order.id)).toMatchObject({ reason: 'guest', threshold: THRESHOLD, accountCreatedAt: null, resolvedAt: null });
    expect(await queueNumbers(order.id)).not.toContain(order.number);

    const response = await client.list(managerToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().holds).toContainEqual({
      orderId: order.id,
      number: order.number,
      store: { id: store.location.id, title: store.location.title },
      total: order.total,
      currency: 'USD',
      reason: 'guest',
      accountAgeDays: null,
      cardChecks: { cvc: 'pass', postalCode: 'pass', line1: 'pass' },
      paidAt: expect.any(String),
      heldAt: expect.any(String),
    });
    expect(await listed(adminToken)).toContain(order.id);
    expect(await listed(otherManagerToken)).not.toContain(order.id);
    const reads = await context.db.select().from(t.staffAuditLog).where(and(eq(t.staffAuditLog.action, 'read'), eq(t.staffAuditLog.subjectType, 'review-holds')));
    expect(reads.length).toBeGreaterThan(0);
  });

  it('sends an order below the threshold, and an old account’s, straight to the kitchen', async () => {
    const small = await paidOrder(1);
    expect(await holdOf(small.id)).toBeUndefined();
    expect(await queueNumbers(small.id)).toContain(small.number);

    const old = await accountOrder(new Date('2001-01-01T00:00:00Z'));
    expect(await holdOf(old.id)).toBeUndefined();
    expect(await queueNumbers(old.id)).toContain(old.number);
  });

  it('holds an old account’s order below the threshold when its card failed the postal code check, and lists the card’s checks', async () => {
    const customer = await buildCustomer(context.db, { createdAt: new Date('2001-01-01T00:00:00Z') });
    const { token } = await signIn(context.db, customer.id);
    const order = await buildPayableOrder(context.app, store, 1, { authorization: `Bearer ${token}` });
    const paid = await pay.card(order, { token: pay.token('4000000000000036') }, { authorization: `Bearer ${token}` });
    expect(paid.json()).toMatchObject({ paid: true, amountDue: '0.00' });
    expect(await holdOf(order.id)).toMatchObject({ reason: 'postal-code', resolvedAt: null });
    expect(await queueNumbers(order.id)).not.toContain(order.number);
    const listedHold = (await client.list(managerToken)).json().holds.find((entry: { orderId: string }) => entry.orderId === order.id);
    expect(listedHold).toMatchObject({ reason: 'postal-code', accountAgeDays: expect.any(Number), cardChecks: { cvc: 'pass', postalCode: 'fail', line1: 'pass' } });
  });

  it('holds a new account’s order above the threshold, with the account’s age', async () => {
    const order = await accountOrder(new Date());
    const hold = await holdOf(order.id);
    expect(hold).toMatchObject({ reason: 'new-account' });
    const listedHold = (await client.list(managerToken)).json().holds.find((entry: { orderId: string }) => entry.orderId === order.id);
    expect(listedHold).toMatchObject({ reason: 'new-account', accountAgeDays: expect.any(Number) });
  });

  it('releases a held order into the kitchen queue with its note and audit row; a second release is 409', async () => {
    const order = await paidOrder();
    const moved = await staff.move(staffToken, order.id, 3);
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'review_hold_pending', params: { number: order.number } });
    const response = await client.release(managerToken, order.id, { note: '  Called the diner back  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orderId: order.id, number: order.number, resolution: 'released', resolvedAt: expect.any(String) });
    expect(await holdOf(order.id)).toMatchObject({ resolution: 'released', note: 'Called the diner back', resolvedAt: expect.any(Date) });
    expect(await queueNumbers(order.id)).toContain(order.number);
    expect(await listed(managerToken)).not.toContain(order.id);
    const audit = await context.db.select().from(t.staffAuditLog).where(and(eq(t.staffAuditLog.action, 'review-hold-release'), eq(t.staffAuditLog.subjectId, order.id)));
    expect(audit).toEqual([expect.objectContaining({ locationId: store.location.id, after: expect.objectContaining({ note: 'Called the diner back' }) })]);

    const again = await client.release(managerToken, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'review_hold_not_held', params: { number: order.number }, message: `Order ${order.number} is not waiting for review` });
    expect((await client.cancel(managerToken, order.id)).json()).toMatchObject({ statusCode: 409, code: 'review_hold_not_held' });
    expect((await staff.move(staffToken, order.id, 3)).statusCode).toBe(200);
  });

  it('cancels a held order through the order lifecycle, as a staff cancellation does, and leaves its refund to the Refund action', async () => {
    const order = await paidOrder();
    const response = await client.cancel(adminToken, order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ resolution: 'cancelled' });
    const [row] = await context.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(row!.statusId).toBe(6);
    expect(await holdOf(order.id)).toMatchObject({ resolution: 'cancelled', note: 'The card holder did not answer' });
    const audit = await context.db.select().from(t.staffAuditLog).where(and(eq(t.staffAuditLog.action, 'review-hold-cancel'), eq(t.staffAuditLog.subjectId, order.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ resolution: 'cancelled', status: 'cancelled' });
    expect(await listed(adminToken)).not.toContain(order.id);
    // Cancelled, it shows in the queue as a staff cancellation does, where its Refund action is.
    expect(await queueNumbers(order.id)).toContain(order.number);
  });

  it('refuses store staff (403 with a human message), hides another store’s order (404), and an order never held is 409', async () => {
    const order = await paidOrder();
    const refused = await client.list(staffToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'review_hold_managers_only', message: expect.stringContaining('store manager') });
    expect((await client.release(staffToken, order.id)).statusCode).toBe(403);
    expect((await client.cancel(staffToken, order.id)).statusCode).toBe(403);
    expect((await client.release(otherManagerToken, order.id)).json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect((await client.cancel(otherManagerToken, order.id)).statusCode).toBe(404);
    expect((await client.release(managerToken, UNKNOWN)).statusCode).toBe(404);
    const small = await paidOrder(1);
    expect((await client.release(managerToken, small.id)).json()).toMatchObject({ statusCode: 409, code: 'review_hold_not_held' });
    expect(await holdOf(order.id)).toMatchObject({ resolvedAt: null });
  });

  it('refuses every malformed input with a 4xx in the one error shape', async () => {
    const order = await paidOrder();
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ note: 5 }, 400],
      [{ note: true }, 400],
      [{ note: ['x'] }, 400],
      [{ note: { text: 'x' } }, 400],
      [{ note: '' }, 400],
      [{ note: '   ' }, 400],
      [{ note: 'x'.repeat(501) }, 400],
      [{ note: 'bad\u0000byte' }, 400],
      [{ note: 'x', extra: true }, 400],
      ['not an object', 415],
    ];
    for (const [payload, status] of cases) {
      for (const send of [client.release, client.cancel]) {
        const response = await send(managerToken, order.id, payload);
        expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), status]);
        expect(response.json()).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
      }
    }
    expect((await client.release(managerToken, order.id, { note: '  ' })).json()).toMatchObject({ code: 'review_hold_note_required' });
    expect((await client.release(managerToken, 'not-a-uuid')).statusCode).toBe(400);
    expect((await client.release(managerToken, `${'a'.repeat(100)}`)).statusCode).toBe(400);
    expect(await holdOf(order.id)).toMatchObject({ resolvedAt: null });
  });
});
