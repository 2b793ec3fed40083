/**
 * Cancelling an order settles its payment still pending at once: a request that died between the
 * processor and the database (here: its attempt written, then the processor called, and nothing
 * recorded after) leaves an authorization that is released (the attempt closed as voided, the
 * processor's books show the void), a capture that is recorded (the order staying cancelled),
 * or nothing at the processor (the attempt abandoned). Through the order lifecycle's `cancelled`
 * event, and through the console's cancellation of a catering lead whose deposit payment crashed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import * as t from '@/server/db/schema';
import { lockOrder, moveOrderStatus } from '@/server/modules/orders';
import { testConfig, testDatabases, type TestApp } from '@/server/test/build-app';
import { testOrderLifecycle } from '@/server/test/order-lifecycle';
import { buildReferenceData } from '@/server/test/factories';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { buildLeadApp, buildQuoteStore, estimatedQuote, leadClient, type LeadTestApp } from '@/server/modules/staff/leads/test-leads';
import { quoteClient } from '@/server/modules/catering/test-quotes';
import { createSandboxGateway } from './gateway/sandbox-gateway';
import { createSandboxLedger } from './gateway/sandbox-ledger-repository';
import { BILLING, buildPayableOrder, sandboxCard, type PayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';
import type { Database } from '@/server/db/client';

type Crashed = 'before-authorize' | 'after-authorize' | 'after-capture';

/**
 * A pending attempt as a request that died leaves it: written with its gateway key, then (unless
 * it died first) authorized, and perhaps captured, at the sandbox processor, with nothing recorded after.
 */
async function crashedAttempt(db: Database, orderId: string, amount: string, crashed: Crashed) {
  const gatewayKey = `pay_crashed_${orderId}_1`;
  const [attempt] = await db
    .insert(t.paymentAttempts)
    .values({ orderId, method: 'card', amount, currency: 'USD', gatewayKey, orderTotal: amount, cardholderName: 'Ada Pitmaster', billing: BILLING })
    .returning();
  if (crashed === 'before-authorize') return { attempt: attempt!, authorizationId: null };
  const gateway = createSandboxGateway({ secret: testConfig().paymentSandboxSecret, ledger: createSandboxLedger(db) });
  const authorization = await gateway.authorize({ token: sandboxCard().token, amount, currency: 'USD', idempotencyKey: gatewayKey, reference: orderId });
  if (!authorization.ok) throw new Error(authorization.message);
  if (crashed === 'after-capture') await gateway.capture(authorization.authorizationId, amount);
  return { attempt: attempt!, authorizationId: authorization.authorizationId };
}

/** What the sandbox processor's books say of an authorization: its entries' kinds. */
async function booksOf(db: Database, authorizationId: string) {
  const rows = await db.select().from(t.sandboxLedger).where(eq(t.sandboxLedger.subject, authorizationId));
  return rows.map((row) => row.kind).sort();
}

describe.each(testDatabases())('a cancelled order’s pending payment on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;

  beforeAll(async () => ({ context, store, pay } = await startPaymentSuite(kind)));
  afterAll(() => context.close());

  /** Cancels the order through the app's order lifecycle, as staff cancelling it publish `cancelled`, and delivers what follows. */
  async function cancel(order: PayableOrder) {
    const lifecycle = testOrderLifecycle(context.db, context.app.log);
    await context.db.transaction(async (tx) => {
      const row = await lockOrder(tx, order.id);
      await moveOrderStatus(lifecycle, tx, row!, 'cancelled', new Date());
    });
    await lifecycle.nudge(order.id);
    await lifecycle.drain();
    return lifecycle;
  }
  const attemptOf = async (id: string) => (await context.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.id, id)))[0]!;
  const orderRow = async (id: string) => (await context.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
  const paymentRows = (orderId: string) => context.db.select().from(t.payments).where(eq(t.payments.orderId, orderId));

  it('releases an authorization never captured, at once: the attempt closed as voided, the void in the processor’s books', async () => {
    const order = await buildPayableOrder(context.app, store, 1);
    const { attempt, authorizationId } = await crashedAttempt(context.db, order.id, order.total, 'after-authorize');
    expect(await booksOf(context.db, authorizationId!)).toEqual(['authorization']);

    const lifecycle = await cancel(order);
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'failed', failureCode: 'voided' });
    expect(await booksOf(context.db, authorizationId!)).toEqual(['authorization', 'void']);
    expect(await paymentRows(order.id)).toEqual([]);
    expect((await orderRow(order.id)).statusId).toBe(ORDER_STATUS.cancelled);

    // Delivered again (at least once), it finds nothing pending and changes nothing.
    await context.db.update(t.orderOutbox).set({ deliveredAt: null, claimedUntil: null }).where(eq(t.orderOutbox.orderId, order.id));
    expect(await lifecycle.deliver(order.id)).toMatchObject({ failed: 0 });
    expect(await booksOf(context.db, authorizationId!)).toEqual(['authorization', 'void']);
    expect((await pay.card(order, { token: pay.token() })).statusCode).toBe(409);
  });

  it('records a capture the processor made, leaving the order cancelled and mailing no confirmation', async () => {
    const order = await buildPayableOrder(context.app, store, 1);
    const { attempt, authorizationId } = await crashedAttempt(context.db, order.id, order.total, 'after-capture');
    await cancel(order);
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'succeeded', gatewayReference: authorizationId });
    const [capture] = await context.db.select().from(t.sandboxLedger).where(and(eq(t.sandboxLedger.kind, 'capture'), eq(t.sandboxLedger.subject, authorizationId!)));
    expect(await paymentRows(order.id)).toEqual([expect.objectContaining({ amount: order.total, captureReference: capture!.resultId, label: 'Visa •••• 4242' })]);
    expect((await orderRow(order.id)).statusId).toBe(ORDER_STATUS.cancelled);
    expect(await context.db.select().from(t.outboxEmails).where(eq(t.outboxEmails.orderId, order.id))).toEqual([]);
  });

  it('closes an attempt that never reached the processor as abandoned', async () => {
    const order = await buildPayableOrder(context.app, store, 1);
    const { attempt } = await crashedAttempt(context.db, order.id, order.total, 'before-authorize');
    await cancel(order);
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'failed', failureCode: 'abandoned' });
  });
});

describe.each(testDatabases())('cancelling a catering lead whose deposit payment crashed, on %s', (kind) => {
  let app: LeadTestApp;

  beforeAll(async () => {
    app = await buildLeadApp(kind, { demoMode: false });
    await buildReferenceData(app.db);
  });
  afterAll(() => app.close());

  it('releases the deposit’s authorization as the console cancels the lead', async () => {
    const store = await buildQuoteStore(app.db, { slotCapacity: 1000 });
    const token = await staffClient(app.app).signIn(await buildStaff(app.db, { storeIds: [store.location.id] }));
    const submitted = await estimatedQuote(app, token, store);
    const accepted = await quoteClient(app.app).respond(submitted.orderId, { response: 'accept' }, { 'x-quote-token': submitted.token });
    expect(accepted.statusCode).toBe(200);
    const { attempt, authorizationId } = await crashedAttempt(app.db, submitted.orderId, '54.94', 'after-authorize');

    const cancelled = await leadClient(app.app).cancel(token, submitted.quote.number, { party: 'store', reason: 'Kitchen flooded' });
    expect(cancelled.statusCode).toBe(200);
    const [settled] = await app.db.select().from(t.paymentAttempts).where(inArray(t.paymentAttempts.id, [attempt.id]));
    expect(settled).toMatchObject({ status: 'failed', failureCode: 'voided' });
    expect(await booksOf(app.db, authorizationId!)).toEqual(['authorization', 'void']);
  });
});
