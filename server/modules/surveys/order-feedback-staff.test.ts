/**
 * Staff reading order ratings on a real database: store staff see their stores' orders only (another
 * store's id is a 404), a brand admin the whole brand's, newest first with the restaurant review-us
 * named, a page at a time; no token is a 401 and bad query input a 400.
 */
import { buildAuthApp, testClock, type AuthTestApp, type TestClock } from '@/server/auth/test-app';
import { buildPayableOrder, buildStore, paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { freshIp } from './test-surveys';

const FACEBOOK = (handle: string) => [{ network: 'facebook' as const, url: `https://facebook.example/${handle}` }];

describe.each(testDatabases())('staff order feedback on %s', (kind) => {
  let t: AuthTestApp;
  let clock: TestClock;
  let austin: OrderableStore;
  let dallas: OrderableStore;
  let austinStaff: string;
  let dallasStaff: string;
  let admin: string;
  let otherBrandAdmin: string;
  let rated: { austin: PayableOrder; dallas: PayableOrder };

  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-order-token': token, 'content-type': 'application/json' }, payload, remoteAddress: freshIp() });
  const list = (token?: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/online-ordering/staff/surveys/order-feedback${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  async function ratedOrder(store: OrderableStore, body: object, reviewStoreId?: number): Promise<PayableOrder> {
    const order = await buildPayableOrder(t.app, store, 2);
    const pay = paymentClient(t.app);
    const paid = await pay.card(order, { token: pay.token() });
    if (paid.statusCode !== 200 && paid.statusCode !== 201) throw new Error(`pay: ${paid.body}`);
    const url = `/online-ordering/survey-management/orders/${order.id}/feedback`;
    const answered = await post(url, order.token, body);
    if (answered.statusCode !== 201) throw new Error(`rate: ${answered.body}`);
    if (reviewStoreId !== undefined) {
      const reviewed = await post(`${url}/review-us`, order.token, { storeId: reviewStoreId });
      if (reviewed.statusCode !== 200) throw new Error(`review-us: ${reviewed.body}`);
    }
    return order;
  }

  beforeAll(async () => {
    clock = testClock(new Date());
    t = await buildAuthApp(kind, { clock, config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(t.db);
    austin = await buildStore(t.db, { title: 'Austin Congress', socialNetworks: FACEBOOK('austin') });
    dallas = await buildStore(t.db, { title: 'Dallas Elm', socialNetworks: FACEBOOK('dallas') });
    const staff = staffClient(t.app);
    austinStaff = await staff.signIn(await buildStaff(t.db, { storeIds: [austin.location.id] }));
    dallasStaff = await staff.signIn(await buildStaff(t.db, { storeIds: [dallas.location.id] }));
    admin = await staff.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
    otherBrandAdmin = await staff.signIn(await buildStaff(t.db, { role: 'brand_admin', brandId: 3 }));
    const austinOrder = await ratedOrder(austin, { rating: 5, comment: 'Best brisket in town' }, dallas.location.id);
    clock.advance(60_000);
    rated = { austin: austinOrder, dallas: await ratedOrder(dallas, { rating: 2 }) };
  });
  afterAll(() => t.close());

  it('shows store staff the ratings of their stores’ orders only, with the restaurant review-us named', async () => {
    const mine = await list(austinStaff, '?pageSize=100');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      data: [
        {
          orderId: rated.austin.id,
          orderNumber: Number(rated.austin.number),
          store: { id: austin.location.id, title: 'Austin Congress' },
          rating: 5,
          comment: 'Best brisket in town',
          reviewStore: { id: dallas.location.id, title: 'Dallas Elm' },
          locale: 'en-us',
          createdAt: expect.any(String),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 100,
    });
    const theirs = (await list(dallasStaff, '?pageSize=100')).json();
    expect(theirs.data).toEqual([expect.objectContaining({ orderId: rated.dallas.id, rating: 2, comment: null, reviewStore: null })]);
  });

  it('shows a brand admin the whole brand, newest first, filtered by store and a page at a time; another brand sees none', async () => {
    const all = (await list(admin, '?pageSize=100')).json();
    expect(all.data.map((row: { orderId: string }) => row.orderId)).toEqual([rated.dallas.id, rated.austin.id]);
    const dallasOnly = (await list(admin, `?storeId=${dallas.location.id}`)).json();
    expect(dallasOnly).toMatchObject({ total: 1, data: [{ orderId: rated.dallas.id }] });
    const second = (await list(admin, '?pageSize=1&page=2')).json();
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1, data: [{ orderId: rated.austin.id }] });
    expect((await list(otherBrandAdmin)).json()).toMatchObject({ data: [], total: 0 });
  });

  it('answers another store’s id with 404 for store staff', async () => {
    const response = await list(austinStaff, `?storeId=${dallas.location.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'store_not_found' });
  });

  it('refuses a caller without a staff token, and bad query input, with the error shape', async () => {
    const anonymous = await list(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('staff_sign_in_required');
    for (const query of ['?page=0', '?pageSize=1000', '?storeId=abc', '?storeId=-1', '?page=x']) {
      const response = await list(admin, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
