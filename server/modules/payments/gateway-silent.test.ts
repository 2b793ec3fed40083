/**
 * A card gateway that gives no answer (unreachable, timed out): the diner is told the payment is
 * not confirmed yet (503, never a 500), the attempt stays pending for the reconciler, and once the
 * gateway answers again the order is paid by the same card exactly once.
 */
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { buildPayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';

describe.each(testDatabases())('a card gateway that gives no answer, on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;
  const gatewayDown = { on: false };
  let ahead = 0;

  beforeAll(async () => {
    ({ context, store, pay } = await startPaymentSuite(kind, {
      payments: {
        now: () => new Date(Date.now() + ahead),
        gateways: (sandbox) => ({
          ...sandbox,
          gateway: {
            ...sandbox.gateway,
            authorize: async (request) => {
              if (gatewayDown.on) throw new Error('connect ECONNREFUSED 127.0.0.1:443');
              return sandbox.gateway.authorize(request);
            },
          },
        }),
      },
    }));
  });
  afterAll(() => context.close());

  it('answers 503 with what to do, keeps the attempt pending, and pays once when the gateway is back', async () => {
    const order = await buildPayableOrder(context.app, store);
    const body = { token: pay.token() };
    gatewayDown.on = true;
    const silent = await pay.card(order, body, { 'idempotency-key': `silent-${order.id}` });
    expect(silent.statusCode).toBe(503);
    expect(silent.json()).toMatchObject({
      statusCode: 503,
      code: 'unavailable',
      message: 'The card processor did not answer, so this payment is not confirmed yet. Check your order in a minute before paying again.',
    });
    const [attempt] = await context.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, order.id));
    expect(attempt).toMatchObject({ status: 'pending', method: 'card' });
    expect((await pay.state(order)).json()).toMatchObject({ status: 'open', paid: false, payments: [] });

    // The gateway is back: a retry with the key is told to wait while the attempt may still be
    // running, then, once the gateway says it never charged, pays once.
    gatewayDown.on = false;
    const early = await pay.card(order, body, { 'idempotency-key': `silent-${order.id}` });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This payment is still being processed; try again in a moment');
    ahead = 10 * 60_000;
    const paid = await pay.card(order, body, { 'idempotency-key': `silent-${order.id}` });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', payments: [{ method: 'card', amount: order.total }] });
    const attempts = await context.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, order.id));
    expect(attempts.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
  });
});
