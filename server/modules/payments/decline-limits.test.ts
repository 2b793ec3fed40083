/**
 * Declined cards: every reason reads the same to the diner (the reason stays on the attempt
 * for staff), and an order, a client and a card token each have a limited number of declines,
 * past which the API refuses (429, coded) before the gateway hears of the card.
 */
import { eq } from 'drizzle-orm';
import { storeDateOf } from '@/domain/ordering/order-day';
import { isDeclineOutcome, TEST_CARDS } from '@/domain/payments/test-cards';
import * as t from '@/server/db/schema';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { BILLING, buildPayableOrder, type PayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';

const GENERIC = { statusCode: 402, error: 'Payment Required', code: 'card_declined', message: 'Your card was declined. Try another card.' };
const DECLINING = TEST_CARDS.filter((card) => isDeclineOutcome(card.outcome));
let clients = 0;
const nextClient = () => `198.18.0.${(clients += 1)}`;

describe.each(testDatabases())('card declines on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;

  // While set, the gateway holds each authorization until `size` are waiting (or 5 s passed): that many charges in flight at once.
  let inFlight: { size: number; waiting: (() => void)[] } | null = null;
  const holdInFlight = () =>
    new Promise<void>((resolve) => {
      const gate = inFlight;
      if (!gate) return resolve();
      gate.waiting.push(resolve);
      if (gate.waiting.length >= gate.size) gate.waiting.splice(0).forEach((release) => release());
      else setTimeout(resolve, 5000);
    });

  beforeAll(async () => {
    ({ context, store, pay } = await startPaymentSuite(kind, {
      payments: {
        gateways: (sandbox) => ({
          ...sandbox,
          gateway: {
            ...sandbox.gateway,
            authorize: async (request) => {
              await holdInFlight();
              return sandbox.gateway.authorize(request);
            },
          },
        }),
      },
    }));
  });
  afterAll(() => context.close());

  const card = (order: PayableOrder, token: string, ip: string) =>
    context.app.inject({
      method: 'POST',
      url: `/online-ordering/payment-management/orders/${order.id}/payment/card`,
      payload: { token, cardholderName: 'Ada Pitmaster', billing: BILLING },
      headers: { 'x-order-token': order.token },
      remoteAddress: ip,
    });
  const attempts = (orderId: string) => context.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, orderId));
  const declineNumber = (index: number) => DECLINING[index % DECLINING.length]!.number;

  it.each(DECLINING.map((declining) => [declining.outcome, declining.number]))(
    'answers a %s decline with the one generic text, and keeps the reason on the attempt',
    async (reason, number) => {
      const order = await buildPayableOrder(context.app, store);
      const declined = await card(order, pay.token(number), nextClient());
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toEqual(GENERIC);
      expect((await attempts(order.id)).map((row) => [row.status, row.failureCode])).toEqual([['declined', reason]]);
    },
  );

  it('refuses a 6th card on an order with 5 declines, before the gateway: 429 order_declines_limit', async () => {
    const order = await buildPayableOrder(context.app, store);
    for (let i = 0; i < 5; i += 1) expect((await card(order, pay.token(declineNumber(i)), nextClient())).statusCode).toBe(402);
    const sixth = await card(order, pay.token(), nextClient());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'order_declines_limit', message: 'Too many cards were declined for this order. Pay another way or ask the restaurant' });
    expect(await attempts(order.id)).toHaveLength(5);
  });

  it('gives a client 10 declines an hour across orders, then refuses it with Retry-After', async () => {
    const ip = nextClient();
    for (const order of [await buildPayableOrder(context.app, store), await buildPayableOrder(context.app, store)]) {
      for (let i = 0; i < 5; i += 1) expect((await card(order, pay.token(declineNumber(i)), ip)).statusCode).toBe(402);
    }
    const next = await buildPayableOrder(context.app, store);
    const refused = await card(next, pay.token(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_declines', params: { minutes: 60 }, message: 'Too many cards were declined. Try again in 60 minutes' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await attempts(next.id)).toHaveLength(0);
    // Another client pays that order.
    expect((await card(next, pay.token(), nextClient())).statusCode).toBe(200);
  });

  it('gives a card token 3 declines, whoever sends it', async () => {
    const token = pay.token('4000000000009995');
    for (let i = 0; i < 3; i += 1) expect((await card(await buildPayableOrder(context.app, store), token, nextClient())).statusCode).toBe(402);
    const order = await buildPayableOrder(context.app, store);
    const fourth = await card(order, token, nextClient());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('too_many_declines');
    expect(await attempts(order.id)).toHaveLength(0);
  });

  it('shows staff the reason of each decline beside the order in the queue', async () => {
    const ip = nextClient();
    const order = await buildPayableOrder(context.app, store);
    expect((await card(order, pay.token('4000000000009995'), ip)).json()).toEqual(GENERIC);
    expect((await card(order, pay.token('4000000000000069'), ip)).json()).toEqual(GENERIC);
    expect((await card(order, pay.token(), ip)).statusCode).toBe(200);
    const staff = staffClient(context.app);
    const token = await staff.signIn(await buildStaff(context.db, { role: 'brand_admin' }));
    // Late in the store's evening an ASAP order is for its next day: the queue of that day.
    const [placed] = await context.db.select({ at: t.orders.timeslotStart }).from(t.orders).where(eq(t.orders.id, order.id));
    const queue = (await staff.queue(token, store.location.id, storeDateOf(placed!.at!, store.location.timeZone))).json();
    const shown = queue.orders.find((entry: { id: string }) => entry.id === order.id);
    expect(shown.declines).toEqual([
      { at: expect.any(String), method: 'card', reason: 'insufficient_funds' },
      { at: expect.any(String), method: 'card', reason: 'expired_card' },
    ]);
  });

  it('counts no charge waiting for the bank as a decline: 12 cards of one client paid at once all pay', async () => {
    const ip = nextClient();
    const orders = await Promise.all(Array.from({ length: 12 }, () => buildPayableOrder(context.app, store)));
    inFlight = { size: 12, waiting: [] };
    const answers = await Promise.all(orders.map((order) => card(order, pay.token(), ip))).finally(() => (inFlight = null));
    expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));
    // Nothing declined: the client still has its 10 declines.
    for (let i = 0; i < 10; i += 1) expect((await card(await buildPayableOrder(context.app, store), pay.token(declineNumber(i)), ip)).statusCode).toBe(402);
    expect((await card(await buildPayableOrder(context.app, store), pay.token(), ip)).json().code).toBe('too_many_declines');
  });

  it('stops a burst of cards from one client at 30 charges waiting for the bank: the 31st is refused before the gateway', async () => {
    const ip = nextClient();
    const orders = await Promise.all(Array.from({ length: 31 }, () => buildPayableOrder(context.app, store)));
    // The gateway would let all 31 through together: only the refusal keeps it waiting (5 s) for the last one.
    inFlight = { size: 31, waiting: [] };
    const answers = await Promise.all(orders.map((order) => card(order, pay.token(), ip))).finally(() => (inFlight = null));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(30);
    expect(refused.map((answer) => answer.json().code)).toEqual(['too_many_account_requests']);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('spends no decline on a card that pays', async () => {
    const ip = nextClient();
    for (let i = 0; i < 11; i += 1) expect((await card(await buildPayableOrder(context.app, store), pay.token(), ip)).statusCode).toBe(200);
  });
});
