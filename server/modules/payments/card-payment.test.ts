import { count, eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { BILLING, buildPayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';

const PM = '/online-ordering/payment-management';

describe.each(testDatabases())('card payments on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;

  beforeAll(async () => ({ context, store, pay } = await startPaymentSuite(kind)));
  afterAll(() => context.close());

  const attempts = async (orderId: string) =>
    context.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, orderId));

  it('takes no card number anywhere: the old tokenize path answers the 404 of any unknown path', async () => {
    const response = await context.app.inject({ method: 'POST', url: `${PM}/tokenize`, payload: { number: '4242424242424242', expiry: '12/40', cvc: '123' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect(response.body).not.toContain('4242424242424242');
  });

  it('pays the whole order by card: status paid, one captured payment, the confirmation in the outbox', async () => {
    const order = await buildPayableOrder(context.app, store);
    const response = await pay.card(order, { token: pay.token() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orderId: order.id,
      status: 'paid',
      statusId: 2,
      paid: true,
      total: order.total,
      amountPaid: order.total,
      amountDue: '0.00',
      payments: [{ method: 'card', paymentTypeId: 2, amount: order.total, label: 'Visa •••• 4242' }],
    });
    const mails = (await pay.outbox(order.id)).json();
    expect(mails.data).toHaveLength(1);
    expect(mails.data[0]).toMatchObject({ to: 'ada@example.com', subject: expect.stringContaining(`Your order ${order.number}`) });
  });

  it.each([
    ['card', 'number', '4242424242424242'],
    ['card', 'cvc', '123'],
    ['card', 'expiry', '12/40'],
    ['wallet', 'cardNumber', '4242424242424242'],
    ['paypal', 'pan', '4242424242424242'],
    ['paypal/capture', 'card_number', '4242424242424242'],
    ['free', 'cvv', '123'],
  ])('refuses a card field on the %s payment route (%s), before anything is charged', async (method, field, value) => {
    const order = await buildPayableOrder(context.app, store);
    const body = { token: pay.token(), cardholderName: 'Ada Pitmaster', billing: BILLING, [field]: value };
    const response = await context.app.inject({ method: 'POST', url: `${PM}/orders/${order.id}/payment/${method}`, payload: body, headers: { 'x-order-token': order.token } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      message: "Card numbers are not accepted here: the payment processor's card form turns the card into a token; send the token",
    });
    expect(response.body).not.toContain(value);
    expect(await attempts(order.id)).toHaveLength(0);
    expect((await pay.state(order)).json()).toMatchObject({ paid: false, amountDue: order.total });
  });

  it('answers a decline with 402 and the one decline text; the order stays payable and a good card then pays it', async () => {
    const order = await buildPayableOrder(context.app, store);
    const declined = await pay.card(order, { token: pay.token('4000000000009995') });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      statusCode: 402,
      error: 'Payment Required',
      message: 'Your card was declined. Try another card.',
      code: 'card_declined',
    });
    expect((await pay.state(order)).json()).toMatchObject({ status: 'open', paid: false, amountDue: order.total, payments: [] });
    const paid = await pay.card(order, { token: pay.token('5555555555554444') });
    expect(paid.json()).toMatchObject({ status: 'paid', payments: [{ label: 'Mastercard •••• 4444' }] });
    expect((await attempts(order.id)).map((row) => row.status).sort()).toEqual(['declined', 'succeeded']);
  });

  it('refuses to pay a paid order again (409)', async () => {
    const order = await buildPayableOrder(context.app, store);
    await pay.card(order, { token: pay.token() });
    const again = await pay.card(order, { token: pay.token() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(new RegExp(`^Order ${order.number} is already paid`));
  });

  it('replays a retry with the same Idempotency-Key and charges once; another body under that key is refused', async () => {
    const order = await buildPayableOrder(context.app, store);
    const body = { token: pay.token() };
    const key = { 'idempotency-key': `pay-${order.id}` };
    const [first, second] = [await pay.card(order, body, key), await pay.card(order, body, key)];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const [charged] = await context.db.select({ n: count() }).from(t.payments).where(eq(t.payments.orderId, order.id));
    expect(charged?.n).toBe(1);
    expect(await attempts(order.id)).toHaveLength(1);
    const other = await pay.card(order, { token: pay.token('5555555555554444') }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain('was already used with a different request');
  });

  it('charges under the client key: a retry after a decline under the same key is the key\'s second try at the gateway', async () => {
    const order = await buildPayableOrder(context.app, store);
    const body = { token: pay.token('4000000000009995') };
    const key = { 'idempotency-key': `decline-${order.id}` };
    expect((await pay.card(order, body, key)).statusCode).toBe(402);
    expect((await pay.card(order, body, key)).statusCode).toBe(402);
    const tries = (await attempts(order.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(tries).toHaveLength(2);
    const requestKey = tries[0]!.requestKey;
    expect(requestKey).toMatch(/^[0-9a-f]{64}$/);
    expect(tries.map((row) => [row.requestKey, row.gatewayKey])).toEqual([
      [requestKey, `pay_${requestKey}_1`],
      [requestKey, `pay_${requestKey}_2`],
    ]);
    const paid = await pay.card(order, { token: pay.token() }, { 'idempotency-key': `good-${order.id}` });
    expect(paid.statusCode).toBe(200);
    const charged = (await attempts(order.id)).find((row) => row.status === 'succeeded')!;
    const atGateway = await context.db.select().from(t.sandboxLedger).where(eq(t.sandboxLedger.idempotencyKey, `pay_${charged.requestKey}_1`));
    expect(atGateway).toHaveLength(1);
  });

  it('lets only one of two simultaneous card payments of an order through; the other is told to wait', async () => {
    const order = await buildPayableOrder(context.app, store);
    const [first, second] = await Promise.all([
      pay.card(order, { token: pay.token() }, { 'idempotency-key': 'a-1' }),
      pay.card(order, { token: pay.token('5555555555554444') }, { 'idempotency-key': 'b-1' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toMatch(new RegExp(`^(A payment for order ${order.number} is already in progress|Order ${order.number} is already paid)`));
    const [charged] = await context.db.select({ n: count() }).from(t.payments).where(eq(t.payments.orderId, order.id));
    expect(charged?.n).toBe(1);
  });

  it.each([
    [{ cardholderName: ' ' }, 'Cardholder Name is required'],
    [{ billing: { address: '', city: 'Austin', state: 'TX', zip: '78701' } }, 'Address is required'],
    [{ billing: { address: '1 Main', city: 'Austin', state: '', zip: '' } }, 'State is required'],
  ])('checks the billing form (%o → %s)', async (body, message) => {
    const order = await buildPayableOrder(context.app, store);
    const response = await pay.card(order, { token: pay.token(), ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 without the order token, and refuses a forged token', async () => {
    const order = await buildPayableOrder(context.app, store);
    const token = pay.token();
    expect((await pay.card({ ...order, token: 'wrong' }, { token })).statusCode).toBe(404);
    const forged = await pay.card(order, { token: `${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Payment token is not valid: enter the card again');
  });
});
