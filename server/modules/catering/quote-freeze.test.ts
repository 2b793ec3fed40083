/**
 * A quote's cart is frozen once the request makes the lead: every cart, item, coupon, reward and
 * handoff change of its order answers 409 `catering_quote_order_frozen`, whoever asks (the
 * order's token or its signed-in owner), before and after the estimate and the deposit. What the
 * buyer pays is the estimate, never the cart.
 */
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { orderClient } from '@/server/modules/orders/test-store';
import { paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import { signedInCustomer } from '@/server/modules/profile/test-customers';
import { buildQuoteStore, CONTACT, estimateInput, eventIn, leadActions, quoteClient, type QuoteStore } from './test-quotes';

const FROZEN = 'catering_quote_order_frozen';

describe.each(testDatabases())('a quote order’s frozen cart on %s', (kind) => {
  let context: TestApp;
  let store: QuoteStore;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    store = await buildQuoteStore(context.db);
  });
  afterAll(() => context.close());

  /** A get-a-quote cart of three trays (267.00) submitted as a request; `auth` makes its signed-in owner. */
  async function submittedCart(auth: Record<string, string> = {}) {
    const orders = orderClient(context.app, auth);
    const order = (await orders.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 3 })).json();
    const added = await orders.addItem(order.id, order.accessToken, { itemId: store.tray.id, quantity: 3, optionIds: [] });
    expect(added.statusCode).toBe(201);
    const submitted = await quoteClient(context.app).submit(order.id, { contact: CONTACT, event: { ...eventIn(12), headcount: 60 } }, { 'x-order-token': order.accessToken });
    expect(submitted.statusCode).toBe(201);
    const lineId = added.json().lines[0].id as number;
    const number = submitted.json().number as number;
    return { id: order.id as string, token: order.accessToken as string, orderNumber: String(order.number), lineId, number, quoteToken: submitted.json().accessToken as string };
  }

  /** Every change a buyer can ask of an order, with its token, or with `auth` alone when given. */
  function changes(order: { id: string; token: string; lineId: number }, auth?: Record<string, string>) {
    const token = auth ? undefined : order.token;
    const headers = auth ?? { 'x-order-token': order.token };
    const orders = orderClient(context.app, auth ?? {});
    const coupons = `/online-ordering/discount-management/order/${order.id}/coupons`;
    return {
      'add an item': () => orders.addItem(order.id, token, { itemId: store.tray.id, quantity: 999, optionIds: [] }),
      'change an item': () => orders.changeItem(order.id, token, order.lineId, { quantity: 999 }),
      'remove an item': () => orders.removeItem(order.id, token, order.lineId),
      'set the guest and time': () => orders.update(order.id, token, { guest: { ...CONTACT, phone: '(512) 555-0100' }, timeslot: 'asap' }),
      'add a tip': () => orders.update(order.id, token, { tip: { kind: 'amount', value: '5.00' } }),
      'apply a coupon': () => context.app.inject({ method: 'POST', url: coupons, payload: { code: 'SAVE10' }, headers }),
      'remove a coupon': () => context.app.inject({ method: 'DELETE', url: `${coupons}/1`, headers }),
      'remove every coupon': () => context.app.inject({ method: 'DELETE', url: coupons, headers }),
    };
  }

  async function expectFrozen(order: { id: string; token: string; lineId: number; orderNumber: string; number: number }, auth?: Record<string, string>) {
    for (const [name, send] of Object.entries(changes(order, auth))) {
      const response = await send();
      expect([name, response.statusCode, response.json().code]).toEqual([name, 409, FROZEN]);
      expect(response.json().message).toBe(`Order ${order.orderNumber} belongs to a catering quote and can no longer be changed`);
      expect(response.json().params).toEqual({ number: order.orderNumber });
    }
    const cart = (await orderClient(context.app).get(order.id, order.token)).json();
    expect(cart.lines.map((line: { quantity: number }) => line.quantity)).toEqual([3]);
    expect(cart.totals.subtotal).toBe('267.00');
  }

  it('refuses every change of the cart once the request is submitted, to its token', async () => {
    await expectFrozen(await submittedCart());
  });

  it('refuses its signed-in owner too, a reward put on the order included', async () => {
    const owner = await signedInCustomer(context.db);
    const auth = { authorization: `Bearer ${owner.token}` };
    const order = await submittedCart(auth);
    await expectFrozen(order, auth);
    const reward = await context.app.inject({
      method: 'POST',
      url: `/online-ordering/locations/${store.location.id}/items/${store.tray.id}/item-instance`,
      payload: { orderId: order.id, rewardId: '00000000-0000-4000-8000-000000000001' },
      headers: auth,
    });
    expect([reward.statusCode, reward.json().code]).toEqual([409, FROZEN]);
  });

  it('keeps a stranger out with the 404 of an unknown order', async () => {
    const order = await submittedCart();
    const response = await orderClient(context.app).addItem(order.id, 'not-the-token', { itemId: store.tray.id, quantity: 1, optionIds: [] });
    expect(response.statusCode).toBe(404);
  });

  it('stays frozen after the estimate and the deposit, and the buyer pays the estimate, not the cart', async () => {
    const order = await submittedCart();
    const leadId = (await context.db.query.cateringLeads.findFirst({ where: (leads, { eq }) => eq(leads.number, order.number) }))!.id;
    // One tray, 8.25 % tax, 25 % deposit: 89.00 + 7.34 = 96.34, deposit 24.08, half-to-even (the cart says 267.00 before tax).
    await leadActions(context.app, context.db).sendEstimate(leadId, estimateInput({ lines: [{ kind: 'menu', itemId: store.tray.id, title: 'Brisket Tray', quantity: 1, unitPrice: '89.00' }], fees: [] }), { kind: 'staff' });
    await expectFrozen(order);
    const accepted = await quoteClient(context.app).respond(order.id, { response: 'accept' }, { 'x-quote-token': order.quoteToken });
    expect(accepted.statusCode).toBe(200);
    await expectFrozen(order);

    const payments = paymentClient(context.app);
    const payable: PayableOrder = { id: order.id, token: order.token, number: order.orderNumber, total: '' };
    const paid = await payments.card(payable, { token: payments.token() });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid: true, amountPaid: '24.08' });
    expect(paid.json().payments.map((payment: { amount: string }) => payment.amount)).toEqual(['24.08']);
    await expectFrozen(order);
  });
});
