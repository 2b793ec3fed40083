import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { buildPayableOrder, buildStore, paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';

const QUERY = `query Order($id: ID!, $token: String) {
  order(id: $id, token: $token) {
    id number status statusId statusLabel currency handoff guestFirstName
    items { title quantity unit options lineTotal }
    totals { subtotal taxes { code amount } total }
    timeslot { start asap }
    location { title phone address { address city state { label } } }
    payments { method amount label tender { kind brand last4 wallet } }
  }
}`;

describe.each(testDatabases())('orders GraphQL on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let order: PayableOrder;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildStore(context.db);
    order = await buildPayableOrder(context.app, store, 2);
    const pay = paymentClient(context.app);
    await pay.card(order, { token: pay.token() });
  });
  afterAll(() => context.close());

  const query = (variables: object, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: '/graphql', payload: { query: QUERY, variables }, headers });

  it('serves the paid order, its items, totals, time and place to the holder of its token', async () => {
    const response = await query({ id: order.id, token: order.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        order: {
          id: order.id,
          number: order.number,
          status: 'paid',
          statusId: 2,
          statusLabel: 'Paid',
          currency: 'USD',
          handoff: 'pickup',
          guestFirstName: 'Ada',
          items: [{ title: 'Sweet Tea', quantity: 2, unit: 'each', options: [], lineTotal: '4.98' }],
          totals: { subtotal: '4.98', taxes: [{ code: 'SALES', amount: '0.41' }], total: order.total },
          timeslot: { start: expect.any(String), asap: true },
          location: { title: store.location.title, phone: store.location.phone, address: { address: store.location.address, city: 'Austin', state: { label: 'TX' } } },
          payments: [{ method: 'card', amount: order.total, label: 'Visa •••• 4242', tender: { kind: 'card', brand: 'visa', last4: '4242', wallet: null } }],
        },
      },
    });
  });

  it.each([
    ['the X-Order-Token header', (o: PayableOrder) => ({ 'x-order-token': o.token })],
    ['the orderToken cookie', (o: PayableOrder) => ({ cookie: `handoff=pickup; orderToken=${encodeURIComponent(o.token)}` })],
  ])('takes the token from %s', async (_label, headers) => {
    const response = await query({ id: order.id }, headers(order));
    expect(response.json().data.order.id).toBe(order.id);
  });

  it('says how each item is sold, so the thank-you page gives a meat sold by weight as its weight', async () => {
    await context.db.update(t.items).set({ unit: 'lb' }).where(eq(t.items.id, store.tea.id));
    try {
      const response = await query({ id: order.id, token: order.token });
      expect(response.json().data.order.items).toEqual([expect.objectContaining({ title: 'Sweet Tea', quantity: 2, unit: 'lb' })]);
    } finally {
      await context.db.update(t.items).set({ unit: 'each' }).where(eq(t.items.id, store.tea.id));
    }
  });

  it('labels the status in the language of the request', async () => {
    const fr = await query({ id: order.id, token: order.token }, { 'accept-language': 'fr-CA' });
    expect(fr.json().data.order.statusLabel).toBe('Payée');
  });

  it.each([
    ['no token', { id: 'ORDER' }, {}],
    ['a wrong token', { id: 'ORDER', token: 'not-the-token' }, {}],
    ['an unknown order', { id: '00000000-0000-4000-8000-000000000000', token: 'TOKEN' }, {}],
    ['a malformed id', { id: 'nope', token: 'TOKEN' }, {}],
    ['another country', { id: 'ORDER', token: 'TOKEN' }, { 'country-alpha-2': 'CA' }],
    ['another brand', { id: 'ORDER', token: 'TOKEN' }, { 'brand-id': '3' }],
  ])('answers NOT_FOUND for %s', async (_label, variables, headers) => {
    const filled = Object.fromEntries(
      Object.entries(variables).map(([name, value]) => [name, value === 'ORDER' ? order.id : value === 'TOKEN' ? order.token : value]),
    );
    const response = await query(filled, headers);
    const body = response.json();
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({ message: `Order ${filled.id} was not found`, extensions: { code: 'NOT_FOUND' } }),
    ]);
  });

  describe('over GET', () => {
    const get = (params: Record<string, string>, headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'GET', url: `/graphql?${new URLSearchParams(params)}`, headers });

    it('refuses a token in the variables: the address is logged and kept by proxies', async () => {
      const response = await get({ query: QUERY, variables: JSON.stringify({ id: order.id, token: order.token }) });
      const body = response.json();
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/X-Order-Token header or in a POST body/), extensions: { code: 'BAD_REQUEST' } })]);
      expect(response.body).not.toContain(order.number);
    });

    it('refuses a token written into the query text', async () => {
      const inline = `{ order(id: "${order.id}", token: "${order.token}") { id } }`;
      const body = (await get({ query: inline })).json();
      expect(body.data).toBeNull();
      expect(body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST' });
    });

    it('serves the holder of the X-Order-Token header', async () => {
      const response = await get({ query: QUERY, variables: JSON.stringify({ id: order.id }) }, { 'x-order-token': order.token });
      expect(response.json().data.order.id).toBe(order.id);
    });
  });

  it('coexists with the content GraphQL', async () => {
    const content = await context.app.inject({ method: 'POST', url: '/content/graphql', payload: { query: '{ __typename }' } });
    expect(content.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
