/**
 * Points for answering an order's feedback, on a real database: credited once to the signed-in
 * owner of a brand with loyalty, never to a guest or an answer without the owner's sign-in, and
 * the diner's survey orders (to answer, answered, with their points).
 */
import { eq, sql } from 'drizzle-orm';
import { ORDER_FEEDBACK_POINTS } from '@/domain/validation';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { brands, pointsLedger } from '@/server/db/schema';
import { buildPayableOrder, buildStore, paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import { signedInCustomer, type SignedInCustomer } from '@/server/modules/profile/test-customers';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { freshIp } from './test-surveys';

describe.each(testDatabases())('order feedback points on %s', (kind) => {
  let t: AuthTestApp;
  let store: OrderableStore;

  beforeAll(async () => {
    t = await buildAuthApp(kind, { clock: testClock(new Date()), config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(t.db);
    store = await buildStore(t.db, { title: 'Austin Congress' });
  });
  afterAll(() => t.close());

  const bearer = (diner: SignedInCustomer) => ({ authorization: `Bearer ${diner.token}` });
  const answer = (orderId: string, headers: Record<string, string>, rating = 5) =>
    t.app.inject({ method: 'POST', url: `/online-ordering/survey-management/orders/${orderId}/feedback`, headers, payload: { rating }, remoteAddress: freshIp() });
  const surveyOrders = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/online-ordering/loyalty/my-profile/collect-points/survey-orders${query}`, headers });
  const ledger = (customerId: number) => t.db.select().from(pointsLedger).where(eq(pointsLedger.customerId, customerId));
  const setLoyalty = (enabled: boolean) =>
    t.db.update(brands).set({ config: sql`jsonb_set(${brands.config}, '{loyaltyEnabled}', ${enabled ? 'true' : 'false'}::jsonb)` }).where(eq(brands.id, 4));

  /** A verified diner: only their paid orders count toward rewards. */
  const verifiedDiner = () => signedInCustomer(t.db, { emailVerifiedAt: new Date() });

  /** Three sweet teas paid by card: above the brand's minimum for rewards. */
  async function paidOrder(headers: Record<string, string> = {}): Promise<PayableOrder> {
    const order = await buildPayableOrder(t.app, store, 3, headers);
    const pay = paymentClient(t.app, headers);
    const paid = await pay.card(order, { token: pay.token() });
    if (paid.statusCode >= 300) throw new Error(`pay: ${paid.body}`);
    return order;
  }

  it('credits the signed-in owner once, and shows what the answer earned', async () => {
    const diner = await verifiedDiner();
    const order = await paidOrder(bearer(diner));
    const before = (await ledger(diner.id)).filter((entry) => entry.reason === 'survey');
    expect(before).toEqual([]);
    const first = await answer(order.id, bearer(diner));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ points: ORDER_FEEDBACK_POINTS, feedback: { rating: 5 } });
    const replay = await answer(order.id, bearer(diner), 4);
    expect(replay.statusCode).toBe(409);
    const survey = (await ledger(diner.id)).filter((entry) => entry.reason === 'survey');
    expect(survey).toEqual([expect.objectContaining({ points: ORDER_FEEDBACK_POINTS, orderId: order.id })]);
    const read = await t.app.inject({ method: 'GET', url: `/online-ordering/survey-management/orders/${order.id}/feedback`, headers: bearer(diner) });
    expect(read.json()).toMatchObject({ points: ORDER_FEEDBACK_POINTS });
  });

  it('credits nothing to a guest, nor to an answer sent with the order token but without the owner’s sign-in', async () => {
    const guestOrder = await paidOrder();
    const guest = await answer(guestOrder.id, { 'x-order-token': guestOrder.token });
    expect(guest.statusCode).toBe(201);
    expect(guest.json().points).toBeUndefined();
    const diner = await verifiedDiner();
    const owned = await paidOrder(bearer(diner));
    const byToken = await answer(owned.id, { 'x-order-token': owned.token });
    expect(byToken.statusCode).toBe(201);
    expect(byToken.json().points).toBeUndefined();
    expect(await ledger(diner.id)).toEqual(expect.not.arrayContaining([expect.objectContaining({ reason: 'survey' })]));
  });

  it('credits nothing when the brand runs no points program', async () => {
    const diner = await verifiedDiner();
    const order = await paidOrder(bearer(diner));
    await setLoyalty(false);
    try {
      const response = await answer(order.id, bearer(diner));
      expect(response.statusCode).toBe(201);
      expect(response.json().points).toBeUndefined();
      expect((await ledger(diner.id)).filter((entry) => entry.reason === 'survey')).toEqual([]);
      const list = await surveyOrders(bearer(diner));
      expect([list.statusCode, list.json().code]).toEqual([422, 'loyalty_loyalty_off']);
    } finally {
      await setLoyalty(true);
    }
  });

  it('lists the diner’s paid orders to answer and answered, newest first, with their points', async () => {
    const diner = await verifiedDiner();
    const older = await paidOrder(bearer(diner));
    const newer = await paidOrder(bearer(diner));
    await buildPayableOrder(t.app, store, 1, bearer(diner)); // not paid: not listed
    const other = await verifiedDiner();
    await paidOrder(bearer(other)); // another diner's: not listed
    await answer(older.id, bearer(diner), 3);
    const response = await surveyOrders(bearer(diner));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      page: 1,
      pageSize: 30,
      data: [
        { orderId: newer.id, orderNumber: newer.number, paidAt: expect.any(String), store: { id: store.location.id, title: 'Austin Congress' }, answered: false, points: ORDER_FEEDBACK_POINTS },
        {
          orderId: older.id, orderNumber: older.number, paidAt: expect.any(String), store: { id: store.location.id, title: 'Austin Congress' },
          answered: true, rating: 3, answeredAt: expect.any(String), points: ORDER_FEEDBACK_POINTS,
        },
      ],
    });
    const paged = await surveyOrders(bearer(diner), '?page=2&pageSize=1');
    expect(paged.json()).toMatchObject({ total: 2, page: 2, pageSize: 1, data: [{ orderId: older.id }] });
  });

  it.each([
    ['no sign-in', {}, '', 401],
    ['a page of 0', null, '?page=0', 400],
    ['a page size too large', null, '?pageSize=1000', 400],
    ['a page as text', null, '?page=two', 400],
  ])('refuses %s', async (_case, headers, query, status) => {
    const diner = await verifiedDiner();
    const response = await surveyOrders(headers ?? bearer(diner), query);
    expect(response.statusCode).toBe(status);
  });
});
