/**
 * A payment's Idempotency-Key replays its first answer to the caller that sent it only: the
 * key's scope names the caller (its account, order token or quote link). Another caller with
 * the same key and body is refused (404 when it may not pay the order) or handled afresh.
 */
import { count, eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import { bearer, signUpAndSignIn } from '@/server/modules/auth/test-helpers';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { buildPayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';

describe.each(testDatabases())('idempotent payment replays on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;

  beforeAll(async () => ({ context, store, pay } = await startPaymentSuite(kind)));
  afterAll(() => context.close());

  const paymentsOf = async (orderId: string) =>
    (await context.db.select({ n: count() }).from(t.payments).where(eq(t.payments.orderId, orderId)))[0]?.n;

  it('replays to the first caller, and answers 404 to a caller without the order token, never the first answer', async () => {
    const order = await buildPayableOrder(context.app, store);
    const body = { token: pay.token() };
    const key = { 'idempotency-key': `scope-${order.id}` };
    const first = await pay.card(order, body, key);
    expect(first.statusCode).toBe(200);
    expect((await pay.card(order, body, key)).headers['idempotent-replayed']).toBe('true');
    for (const stranger of [{ ...order, token: 'not-the-token' }, { ...order, token: '' }]) {
      const answer = await pay.card(stranger, body, key);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
      expect(answer.body).not.toContain('Visa');
    }
    expect(await paymentsOf(order.id)).toBe(1);
  });

  it('handles another caller of the same order afresh: the order token after the account paid gets 409, not a replay', async () => {
    const { session } = await signUpAndSignIn(context.app, {}, '192.0.2.50');
    const owner = bearer(session.token);
    const order = await buildPayableOrder(context.app, store, 4, owner);
    const body = { token: pay.token() };
    const key = { 'idempotency-key': `two-callers-${order.id}` };
    // The account pays without the order token.
    const byAccount = await context.app.inject({
      method: 'POST',
      url: `/online-ordering/payment-management/orders/${order.id}/payment/card`,
      payload: { cardholderName: 'Ada Pitmaster', billing: { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }, ...body },
      headers: { ...owner, ...key },
    });
    expect(byAccount.statusCode).toBe(200);
    // The holder of the order token sends the same key and body.
    const byToken = await pay.card(order, body, key);
    expect(byToken.headers['idempotent-replayed']).toBeUndefined();
    expect(byToken.statusCode).toBe(409);
    expect(byToken.json().message).toMatch(new RegExp(`^Order ${order.number} is already paid`));
    expect(await paymentsOf(order.id)).toBe(1);
  });

  it('scopes the gift card and free payment replays the same way', async () => {
    const order = await buildPayableOrder(context.app, store);
    const key = { 'idempotency-key': `free-${order.id}` };
    const stranger = await pay.free({ ...order, token: 'someone-else' }, key);
    expect(stranger.statusCode).toBe(404);
    const giftCard = await pay.giftCard({ ...order, token: 'someone-else' }, { number: '6006490000000001', pin: '1234' }, key);
    expect(giftCard.statusCode).toBe(404);
  });
});
