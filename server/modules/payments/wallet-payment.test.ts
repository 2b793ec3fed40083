import { count, eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { loadGiftCards } from '@/server/seed/load-giftcards';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { Decimal } from '@/domain/money';
import { buildPayableOrder, type PayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';

const GOOGLE = { wallet: 'google_pay', paymentData: 'sandbox-wallet:visa:4242' };
const APPLE = { wallet: 'apple_pay', paymentData: 'sandbox-wallet:mastercard:4444' };

describe.each(testDatabases())('Apple Pay and Google Pay on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;

  beforeAll(async () => ({ context, store, pay } = await startPaymentSuite(kind)));
  afterAll(() => context.close());

  const wallet = (order: PayableOrder, body: object, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: `/online-ordering/payment-management/orders/${order.id}/payment/wallet`,
      payload: body,
      headers: { 'x-order-token': order.token, ...headers },
    });
  const paymentRows = async (orderId: string) => context.db.select().from(t.payments).where(eq(t.payments.orderId, orderId));
  const attempts = async (orderId: string) => context.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, orderId));

  it('pays the whole order with Google Pay, recorded as payment type 12, with the confirmation queued', async () => {
    const order = await buildPayableOrder(context.app, store);
    const response = await wallet(order, GOOGLE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'paid',
      paid: true,
      amountDue: '0.00',
      payments: [{ method: 'google_pay', paymentTypeId: 12, amount: order.total, label: 'Google Pay (Visa •••• 4242)' }],
    });
    const [row] = await paymentRows(order.id);
    expect(row).toMatchObject({ method: 'google_pay', paymentTypeId: 12, captureReference: expect.stringMatching(/^cap_sbx_/) });
    expect((await pay.outbox(order.id)).json().data).toHaveLength(1);
  });

  it('pays with Apple Pay, recorded as payment type 11', async () => {
    const order = await buildPayableOrder(context.app, store);
    const response = await wallet(order, APPLE);
    expect(response.statusCode).toBe(200);
    expect(response.json().payments).toEqual([
      expect.objectContaining({ method: 'apple_pay', paymentTypeId: 11, label: 'Apple Pay (Mastercard •••• 4444)' }),
    ]);
  });

  it('answers a declined wallet card with 402 and its code; the order stays payable', async () => {
    const order = await buildPayableOrder(context.app, store);
    const declined = await wallet(order, { wallet: 'google_pay', paymentData: 'sandbox-wallet:visa:0002:card_declined' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'card_declined' });
    expect((await attempts(order.id)).map((row) => [row.method, row.status])).toEqual([['google_pay', 'declined']]);
    expect((await pay.state(order)).json()).toMatchObject({ paid: false, amountDue: order.total, payments: [] });
    expect((await wallet(order, GOOGLE)).statusCode).toBe(200);
  });

  it.each([
    ['not sandbox data', 'eyJzaWduYXR1cmUiOiJNRVFDSUQifQ=='],
    ['an unknown brand', 'sandbox-wallet:bankcard:4242'],
    ['a short last 4', 'sandbox-wallet:visa:42'],
    ['an unknown decline', 'sandbox-wallet:visa:0002:no_such_code'],
  ])('refuses payment data of the wrong shape (%s) with its code, before anything is held', async (_case, paymentData) => {
    const order = await buildPayableOrder(context.app, store);
    const response = await wallet(order, { wallet: 'apple_pay', paymentData });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'wallet_token_invalid',
      params: { wallet: 'Apple Pay' },
      message: 'This Apple Pay payment could not be read and nothing was charged: try again or pay another way',
    });
    expect(await attempts(order.id)).toHaveLength(0);
  });

  it.each([
    [{ wallet: 'samsung_pay', paymentData: GOOGLE.paymentData }],
    [{ wallet: 'google_pay', paymentData: 4242 }],
    [{ wallet: 'google_pay' }],
    [{ wallet: 'google_pay', paymentData: '' }],
    [{ wallet: 'google_pay', paymentData: 'x'.repeat(16_385) }],
    [{ wallet: 'google_pay', paymentData: 'sandbox-wallet:visa:4242\u0000' }],
    [{ ...GOOGLE, extra: true }],
    [{ ...GOOGLE, number: '4242424242424242' }],
  ])('refuses a malformed body %#', async (body) => {
    const order = await buildPayableOrder(context.app, store);
    const response = await wallet(order, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(await attempts(order.id)).toHaveLength(0);
  });

  it('replays a retry with the same Idempotency-Key and charges once; another body under that key is refused', async () => {
    const order = await buildPayableOrder(context.app, store);
    const key = { 'idempotency-key': `wallet-${order.id}` };
    const first = await wallet(order, GOOGLE, key);
    const second = await wallet(order, GOOGLE, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const [charged] = await context.db.select({ n: count() }).from(t.payments).where(eq(t.payments.orderId, order.id));
    expect(charged?.n).toBe(1);
    expect(await attempts(order.id)).toHaveLength(1);
    expect((await wallet(order, APPLE, key)).statusCode).toBe(422);
    const again = await wallet(order, GOOGLE, { 'idempotency-key': `other-${order.id}` });
    expect(again.statusCode).toBe(409);
  });

  it("answers 404 for another diner's order and for no token", async () => {
    const mine = await buildPayableOrder(context.app, store);
    const theirs = await buildPayableOrder(context.app, store);
    expect((await wallet({ ...theirs, token: mine.token }, GOOGLE)).statusCode).toBe(404);
    expect((await wallet({ ...theirs, token: 'nope' }, GOOGLE)).statusCode).toBe(404);
    expect(await attempts(theirs.id)).toHaveLength(0);
  });

  it('split tender: a gift card pays what it holds, then Google Pay pays the rest', async () => {
    const order = await buildPayableOrder(context.app, store);
    const number = '6006491199990001';
    await loadGiftCards(context.db, [{ number, pin: '1234', currency: 'USD', balance: '5.00', use: 'test' }]);
    const part = await pay.giftCard(order, { number, pin: '1234' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ paid: false, amountPaid: '5.00' });
    const rest = await wallet(order, GOOGLE);
    expect(rest.statusCode).toBe(200);
    const rows = await paymentRows(order.id);
    expect(rows.map((row) => row.paymentTypeId).sort((a, b) => a - b)).toEqual([4, 12]);
    const walletRow = rows.find((row) => row.paymentTypeId === 12)!;
    expect(walletRow.amount).toBe(new Decimal(order.total).minus('5.00').toFixed(2));
    expect(rest.json()).toMatchObject({ paid: true, amountDue: '0.00', amountPaid: order.total });
  });
});
