/**
 * The issuer's checks of a card payment, end to end on the sandbox: the billing address goes with
 * the authorization; a failed security code check is a decline (402, the one decline text, the
 * hold released at the processor, nothing captured, the reason kept for staff); a failed postal
 * code check pays the order and holds it for staff review; every check passing changes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { buildPayableOrder, type PayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';

const DECLINED = { statusCode: 402, error: 'Payment Required', code: 'card_declined', message: 'Your card was declined. Try another card.' };

describe.each(testDatabases())('card checks on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;

  beforeAll(async () => ({ context, store, pay } = await startPaymentSuite(kind)));
  afterAll(() => context.close());

  const attempts = (orderId: string) => context.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, orderId));
  const paymentRows = (orderId: string) => context.db.select().from(t.payments).where(eq(t.payments.orderId, orderId));
  const holdOf = async (orderId: string) => (await context.db.select().from(t.orderReviewHolds).where(eq(t.orderReviewHolds.orderId, orderId)))[0];

  /** What the sandbox processor's books hold for the order's attempts: every entry of their authorizations. */
  async function ledgerOf(order: PayableOrder) {
    const keys = (await attempts(order.id)).map((attempt) => attempt.gatewayKey!);
    const authorizations = await context.db
      .select()
      .from(t.sandboxLedger)
      .where(and(eq(t.sandboxLedger.kind, 'authorization'), inArray(t.sandboxLedger.idempotencyKey, keys)));
    const subjects = authorizations.map((row) => row.subject);
    const settlements = subjects.length ? await context.db.select().from(t.sandboxLedger).where(inArray(t.sandboxLedger.subject, subjects)) : [];
    return settlements.map((row) => row.kind).sort();
  }

  it('declines a card whose security code check fails: 402 as any decline, the hold released, nothing captured or recorded', async () => {
    const order = await buildPayableOrder(context.app, store, 1);
    const response = await pay.card(order, { token: pay.token('4000000000000101') });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual(DECLINED);
    expect((await attempts(order.id)).map((row) => [row.status, row.failureCode])).toEqual([['declined', 'incorrect_cvc']]);
    expect(await ledgerOf(order)).toEqual(['authorization', 'void']);
    expect(await paymentRows(order.id)).toEqual([]);
    expect((await pay.state(order)).json()).toMatchObject({ status: 'open', paid: false, amountDue: order.total });
    // The order still pays with another card.
    expect((await pay.card(order, { token: pay.token() })).json()).toMatchObject({ paid: true });
  });

  it('counts a failed security code check toward the order’s decline limit', async () => {
    const order = await buildPayableOrder(context.app, store, 1);
    for (let i = 0; i < 5; i += 1) {
      const declined = await context.app.inject({
        method: 'POST',
        url: `/online-ordering/payment-management/orders/${order.id}/payment/card`,
        payload: { token: pay.token('4000000000000101'), cardholderName: 'Ada Pitmaster', billing: { address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } },
        headers: { 'x-order-token': order.token },
        remoteAddress: `198.19.${i}.1`,
      });
      expect(declined.statusCode).toBe(402);
    }
    const sixth = await pay.card(order, { token: pay.token() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'order_declines_limit' });
  });

  it('pays with a card whose postal code check fails, keeps the checks on the payment, and holds the order for review', async () => {
    const order = await buildPayableOrder(context.app, store, 1);
    const response = await pay.card(order, { token: pay.token('4000000000000036') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid', paid: true, amountPaid: order.total, payments: [{ label: 'Visa •••• 0036' }] });
    expect((await paymentRows(order.id)).map((row) => [row.cvcCheck, row.postalCodeCheck, row.line1Check])).toEqual([['pass', 'fail', 'pass']]);
    expect(await ledgerOf(order)).toEqual(['authorization', 'capture']);
    expect(await holdOf(order.id)).toMatchObject({ reason: 'postal-code', resolvedAt: null });
  });

  it('pays with a card whose checks all pass, holding nothing', async () => {
    const order = await buildPayableOrder(context.app, store, 1);
    expect((await pay.card(order, { token: pay.token() })).json()).toMatchObject({ paid: true });
    expect((await paymentRows(order.id)).map((row) => [row.cvcCheck, row.postalCodeCheck, row.line1Check])).toEqual([['pass', 'pass', 'pass']]);
    expect(await holdOf(order.id)).toBeUndefined();
  });
});
