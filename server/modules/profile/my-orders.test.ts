import { and, eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { buildQuoteStore, submitQuote } from '@/server/modules/catering/test-quotes';
import { buildOrderableStore, orderClient, twoSides, type OrderableStore } from '@/server/modules/orders/test-store';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { call, signedInCustomer, type SignedInCustomer } from './test-customers';

describe.each(testDatabases())('my orders, reorder, claim and notifications on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildOrderableStore(context.db);
  });
  afterAll(() => context.close());

  const as = (customer: SignedInCustomer) => (method: 'GET' | 'POST' | 'PUT', path: string, body?: object, headers?: Record<string, string>) =>
    call(context.app, customer.token, method, path, body, headers);

  async function signedInOrder(customer: SignedInCustomer) {
    const order = (await as(customer)('POST', '/orders', { locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    await as(customer)('POST', `/orders/${order.id}/order-items`, { itemId: store.brisket.id, quantity: 2, optionIds: twoSides(store) });
    await as(customer)('POST', `/orders/${order.id}/order-items`, { itemId: store.tea.id, quantity: 1, optionIds: [] });
    return order.id as string;
  }
  const markPaid = (orderId: string) => context.db.update(t.orders).set({ statusId: 2, paidAt: new Date() }).where(eq(t.orders.id, orderId));
  const setItem = (itemId: number, changes: { price?: string; available?: boolean }) =>
    context.db.update(t.locationItems).set(changes).where(and(eq(t.locationItems.itemId, itemId), eq(t.locationItems.locationId, store.location.id)));

  it('an order created signed in belongs to the customer, who reads it by bearer alone', async () => {
    const ana = await signedInCustomer(context.db);
    const orderId = await signedInOrder(ana);
    const read = await as(ana)('GET', `/orders/${orderId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: orderId, itemCount: 3, blockers: ['timeslot'] });
    const history = (await as(ana)('GET', '/my-orders')).json();
    expect(history).toMatchObject({ total: 1, page: 1, pageSize: 30 });
    expect(history.data[0]).toMatchObject({
      id: orderId, status: 'open', statusId: 1, handoff: 'pickup', itemCount: 3, total: expect.stringMatching(/^\d+\.\d{2}$/),
      currency: 'USD', location: { id: store.location.id, slug: store.location.slug }, paidAt: null,
    });
  });

  it('lists an order sent as a catering quote with the quotes, not with the orders', async () => {
    const dee = await signedInCustomer(context.db);
    const everyday = await signedInOrder(dee);
    const quoteStore = await buildQuoteStore(context.db);
    const { orderId: quoteOrder } = await submitQuote(context.app, context.db, quoteStore, {}, { authorization: `Bearer ${dee.token}` });
    const history = (await as(dee)('GET', '/my-orders')).json();
    expect({ total: history.total, ids: history.data.map((order: { id: string }) => order.id) }).toEqual({ total: 1, ids: [everyday] });
    const quotes = (await as(dee)('GET', '/orders/quotes')).json();
    expect(quotes.data.map((quote: { orderId: string }) => quote.orderId)).toEqual([quoteOrder]);
  });

  it('pages the history, newest first', async () => {
    const bea = await signedInCustomer(context.db);
    const first = await signedInOrder(bea);
    const second = await signedInOrder(bea);
    const page1 = (await as(bea)('GET', '/my-orders?pageSize=1')).json();
    const page2 = (await as(bea)('GET', '/my-orders?pageSize=1&page=2')).json();
    expect([page1.total, page1.data[0].id, page2.data[0].id]).toEqual([2, second, first]);
  });

  it('notifies each paid order once, in the request\'s language, and marks it read', async () => {
    const cole = await signedInCustomer(context.db);
    const orderId = await signedInOrder(cole);
    expect((await as(cole)('GET', '/notifications')).json()).toEqual({ data: [], unread: 0 });
    await markPaid(orderId);
    const list = (await as(cole)('GET', '/notifications')).json();
    expect(list.unread).toBe(1);
    expect(list.data).toEqual([
      expect.objectContaining({ kind: 'order-paid', type: 'success', orderId, read: false, text: expect.stringMatching(/^Your order #\d+ at Store \d+ is confirmed/) }),
    ]);
    expect((await as(cole)('GET', '/notifications')).json().data).toHaveLength(1);
    const french = (await as(cole)('GET', '/notifications?locale=fr-ca')).json();
    expect(french.data[0].text).toMatch(/^Votre commande no \d+ chez Store \d+ est confirmée/);
    const marked = await as(cole)('PUT', `/notifications/${list.data[0].id}`, { read: true });
    expect(marked.json()).toMatchObject({ id: list.data[0].id, read: true });
    expect((await as(cole)('GET', '/notifications')).json().unread).toBe(0);
    expect((await as(cole)('PUT', `/notifications/${list.data[0].id}`, { read: false })).json().read).toBe(false);
  });

  it('a referral is completed once the referred customer, verified, has a paid order', async () => {
    const owner = await signedInCustomer(context.db, { referralCode: 'PITMASTER' });
    const friend = await signedInCustomer(context.db, { referredByCode: 'PITMASTER', emailVerifiedAt: new Date() });
    const orderId = await signedInOrder(friend);
    await markPaid(orderId);
    await context.db.insert(t.payments).values({ orderId, method: 'card', paymentTypeId: 2, amount: '40.00', currency: 'usd', label: 'Visa •••• 4242' });
    expect((await as(owner)('GET', '/referrals')).json().data).toEqual([expect.objectContaining({ id: friend.id, status: 'completed' })]);
  });

  describe('reorder', () => {
    afterEach(async () => {
      await setItem(store.tea.id, { available: true, price: '2.49' });
      await setItem(store.brisket.id, { available: true, price: '15.99' });
    });

    it('makes a new open order at the same store with today\'s prices, reporting what is no longer available', async () => {
      const dee = await signedInCustomer(context.db);
      const orderId = await signedInOrder(dee);
      await markPaid(orderId);
      await setItem(store.tea.id, { available: false });
      await setItem(store.brisket.id, { price: '17.49' });
      const response = await as(dee)('POST', `/orders/${orderId}/reorder`);
      expect(response.statusCode).toBe(201);
      const { order, unavailable } = response.json();
      expect(unavailable).toEqual([{ itemId: store.tea.id, title: 'Sweet Tea', reason: 'unavailable' }]);
      expect(order).toMatchObject({ status: 'open', handoff: 'pickup', location: { id: store.location.id }, accessToken: expect.any(String) });
      expect(order.id).not.toBe(orderId);
      expect(order.lines).toEqual([
        expect.objectContaining({ itemId: store.brisket.id, quantity: 2, unitPrice: '17.49', options: [expect.objectContaining({ id: twoSides(store)[0] }), expect.objectContaining({ id: twoSides(store)[1] })] }),
      ]);
      expect((await as(dee)('GET', '/my-orders')).json().data[0].id).toBe(order.id);
      expect((await orderClient(context.app).get(order.id, order.accessToken)).statusCode).toBe(200);
    });

    it('refuses with 422 and makes no order when nothing can be ordered again', async () => {
      const eve = await signedInCustomer(context.db);
      const orderId = await signedInOrder(eve);
      await setItem(store.tea.id, { available: false });
      await setItem(store.brisket.id, { available: false });
      const response = await as(eve)('POST', `/orders/${orderId}/reorder`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toContain('"Brisket Plate", "Sweet Tea" no longer available');
      expect((await as(eve)('GET', '/my-orders')).json().total).toBe(1);
    });
  });

  it('refuses a reorder with SPEC §8\'s message while the store is not accepting online orders', async () => {
    const hal = await signedInCustomer(context.db);
    const orderId = await signedInOrder(hal);
    await context.db.update(t.locations).set({ acceptingOrders: false }).where(eq(t.locations.id, store.location.id));
    try {
      const response = await as(hal)('POST', `/orders/${orderId}/reorder`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('This location is currently not accepting online orders');
    } finally {
      await context.db.update(t.locations).set({ acceptingOrders: true }).where(eq(t.locations.id, store.location.id));
    }
  });

  describe('claiming a guest order (POST /orders/:orderId/login)', () => {
    async function guestOrder() {
      const order = (await orderClient(context.app).create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
      return { id: order.id as string, token: order.accessToken as string };
    }

    it('gives the order to the signed-in customer who presents its token (body or header), idempotently', async () => {
      const fay = await signedInCustomer(context.db);
      const guest = await guestOrder();
      const claimed = await as(fay)('POST', `/orders/${guest.id}/login`, { token: guest.token });
      expect(claimed.statusCode).toBe(200);
      expect(claimed.json()).toMatchObject({ id: guest.id, blockers: expect.not.arrayContaining(['guest']) });
      expect((await as(fay)('POST', `/orders/${guest.id}/login`, {}, { 'x-order-token': guest.token })).statusCode).toBe(200);
      expect((await as(fay)('GET', '/my-orders')).json().data.map((order: { id: string }) => order.id)).toEqual([guest.id]);
      expect((await as(fay)('GET', `/orders/${guest.id}`)).statusCode).toBe(200);
      expect((await orderClient(context.app).get(guest.id, guest.token)).statusCode).toBe(200);
    });

    it.each([
      ['no token', undefined],
      ['a wrong token', 'x'.repeat(43)],
    ])('answers 404 with %s', async (_name, token) => {
      const gus = await signedInCustomer(context.db);
      const guest = await guestOrder();
      const response = await as(gus)('POST', `/orders/${guest.id}/login`, token === undefined ? {} : { token });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Order ${guest.id} was not found`);
      expect((await as(gus)('GET', '/my-orders')).json().total).toBe(0);
    });
  });
});
