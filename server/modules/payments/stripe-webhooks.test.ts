/**
 * Stripe as the gateway, end to end through the API, against the local Stripe fake: a card paid
 * with a Stripe payment method, and the signed webhooks (the capture of an attempt a crash left
 * pending, a decline, a dashboard refund joining the order's refund ledger once, a dispute, a
 * replay, a bad signature). Signatures come
 * from the real `stripe` package.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { Decimal } from '@/domain/money';
import * as t from '@/server/db/schema';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { createStripeClient, createStripeGateway } from './gateway/stripe-gateway';
import { startStripeFake, type StripeFake } from './gateway/stripe-fake';
import type { PaymentGateway } from './gateway/gateway';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { buildPayableOrder, type PayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';

const WEBHOOK = '/online-ordering/payment-management/webhooks/stripe';
const SECRET = 'whsec_hickory_test_secret';

let fake: StripeFake;
beforeAll(async () => (fake = await startStripeFake()));
afterAll(() => fake.close());

describe.each(testDatabases())('the Stripe gateway through the API on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;
  let gateway: PaymentGateway;
  let stripeClient: Stripe;
  let managerToken: string;
  let events = 0;

  beforeAll(async () => {
    const stripe = { secretKey: 'sk_test_hickory', publishableKey: 'pk_test_hickory', webhookSecret: SECRET, apiBase: fake.url };
    ({ context, store, pay } = await startPaymentSuite(kind, { config: { paymentGateway: 'stripe', stripe } }));
    stripeClient = createStripeClient({ ...stripe, maxNetworkRetries: 0 });
    gateway = createStripeGateway(stripeClient);
    managerToken = await staffClient(context.app).signIn(await buildStaff(context.db, { role: 'store_manager', storeIds: [store.location.id] }));
  });

  const staffRefunds = async (orderId: string) =>
    (await context.app.inject({ method: 'GET', url: `/online-ordering/staff/orders/${orderId}/refunds`, headers: { authorization: `Bearer ${managerToken}` } })).json();
  afterAll(() => context.close());

  function send(type: string, object: Record<string, unknown>, options: { id?: string; previous?: Record<string, unknown>; secret?: string } = {}) {
    events += 1;
    const id = options.id ?? `evt_${kind}_${events}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object, ...(options.previous ? { previous_attributes: options.previous } : {}) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET });
    return {
      id,
      response: context.app.inject({ method: 'POST', url: WEBHOOK, payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } }),
    };
  }

  /** An attempt whose request died after Stripe captured it: pending here, succeeded at Stripe. */
  async function capturedButPending(order: PayableOrder, createdAt = new Date()) {
    const gatewayKey = `pay_crashed_${order.id}_1`;
    const [attempt] = await context.db
      .insert(t.paymentAttempts)
      .values({ orderId: order.id, method: 'card', amount: order.total, currency: 'USD', gatewayKey, orderTotal: order.total, cardholderName: 'Ada Pitmaster', createdAt })
      .returning();
    const authorization = await gateway.authorize({ token: 'pm_card_visa', amount: order.total, currency: 'USD', idempotencyKey: gatewayKey, reference: order.id });
    if (!authorization.ok) throw new Error(authorization.message);
    const capture = await gateway.capture(authorization.authorizationId, authorization.amount);
    if (!capture.ok) throw new Error(capture.message);
    return { attempt: attempt!, intent: fake.intents.get(authorization.authorizationId)!, capture };
  }

  const paymentsOf = (orderId: string) => context.db.select().from(t.payments).where(eq(t.payments.orderId, orderId));
  const attemptOf = async (id: string) => (await context.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.id, id)))[0]!;
  const outboxOf = (orderId: string, event: string) =>
    context.db.select().from(t.orderOutbox).where(eq(t.orderOutbox.orderId, orderId)).then((rows) => rows.filter((row) => row.event === event));

  it('pays a card with a Stripe payment method: authorized, captured, the order paid', async () => {
    const order = await buildPayableOrder(context.app, store);
    const paid = await pay.card(order, { token: 'pm_card_visa' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid: true });
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ amount: order.total, label: expect.stringContaining('4242'), captureReference: expect.stringMatching(/^ch_/) });
    const intent = [...fake.intents.values()].find((candidate) => candidate.latest_charge === payment!.captureReference);
    expect(intent).toMatchObject({ capture_method: 'manual', status: 'succeeded', metadata: { reference: order.id, gateway_key: expect.stringMatching(/^pay_/), client_address: '127.0.0.1' } });
  });

  it('answers a Stripe decline as the one decline', async () => {
    const order = await buildPayableOrder(context.app, store);
    const declined = await pay.card(order, { token: 'pm_card_chargeDeclinedInsufficientFunds' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'card_declined' });
  });

  it('answers a card whose bank asks for 3-D Secure with 402 authentication_required, the order still payable', async () => {
    const order = await buildPayableOrder(context.app, store);
    const asked = await pay.card(order, { token: 'pm_card_authenticationRequired' });
    expect(asked.statusCode).toBe(402);
    expect(asked.json()).toMatchObject({ code: 'authentication_required', message: expect.stringMatching(/^Your bank asks you to confirm this payment/) });
    const attempts = await context.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, order.id));
    expect(attempts).toEqual([expect.objectContaining({ status: 'failed', failureCode: 'authentication_required' })]);
    expect((await pay.card(order, { token: 'pm_card_visa' })).json()).toMatchObject({ paid: true });
  });

  it('takes no card number with Stripe either: the old tokenize path is a 404, the card route a coded 400, and Stripe hears of neither', async () => {
    const order = await buildPayableOrder(context.app, store);
    const sent = () => [...fake.calls.values()].reduce((sum, n) => sum + n, 0);
    const before = sent();
    const card = { number: '4242424242424242', expiry: '12/40', cvc: '123' };
    const tokenize = await context.app.inject({ method: 'POST', url: '/online-ordering/payment-management/tokenize', payload: card });
    expect(tokenize.statusCode).toBe(404);
    const refused = await pay.card(order, { token: 'pm_card_visa', ...card });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation', message: expect.stringMatching(/^Card numbers are not accepted here/) });
    expect(sent()).toBe(before);
    expect((await pay.state(order)).json()).toMatchObject({ paid: false });
  });

  it('records a signed payment_intent.succeeded for the pending attempt once: the order is paid, a replay changes nothing', async () => {
    const order = await buildPayableOrder(context.app, store);
    const { attempt, intent, capture } = await capturedButPending(order);
    const first = send('payment_intent.succeeded', intent);
    const answered = await first.response;
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ received: true, replay: false });
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'succeeded', cardLast4: '4242', gatewayReference: intent.id });
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ amount: order.total, captureReference: capture.captureId })]);
    expect((await pay.state(order)).json()).toMatchObject({ paid: true });
    expect(await outboxOf(order.id, 'paid')).not.toHaveLength(0);
    const paidRows = (await outboxOf(order.id, 'paid')).length;

    const replay = await send('payment_intent.succeeded', intent, { id: first.id }).response;
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, replay: true });
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await outboxOf(order.id, 'paid')).toHaveLength(paidRows);
    const stored = await context.db.select().from(t.stripeWebhookEvents).where(eq(t.stripeWebhookEvents.id, first.id));
    expect(stored).toEqual([expect.objectContaining({ type: 'payment_intent.succeeded', objectId: intent.id, orderId: order.id, processedAt: expect.any(Date) })]);
  });

  it('gives the money back when Stripe captured an attempt that was given up on meanwhile', async () => {
    const order = await buildPayableOrder(context.app, store);
    const { attempt, intent, capture } = await capturedButPending(order);
    await context.db.update(t.paymentAttempts).set({ status: 'failed', failureCode: 'abandoned' }).where(eq(t.paymentAttempts.id, attempt.id));
    expect((await send('payment_intent.succeeded', intent).response).statusCode).toBe(200);
    expect(fake.charges.get(capture.captureId)).toMatchObject({ amount_refunded: fake.charges.get(capture.captureId)!.amount_captured, refunded: true });
    expect(await paymentsOf(order.id)).toEqual([]);
    expect((await pay.state(order)).json()).toMatchObject({ paid: false });
  });

  it('lets the reconciler find a capture a crash left pending by asking Stripe for the attempt’s key', async () => {
    const order = await buildPayableOrder(context.app, store);
    const { attempt, capture } = await capturedButPending(order, new Date(Date.now() - 60_000));
    // The order's next payment settles its stale attempts first: this one was captured, so the order is paid.
    const again = await pay.card(order, { token: 'pm_card_visa' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'order_already_paid' });
    expect(await attemptOf(attempt.id)).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ captureReference: capture.captureId })]);
    expect(fake.calls.get('GET /v1/payment_intents/search')).toBeGreaterThan(0);
  });

  it('closes the pending attempt of a payment_intent.payment_failed as declined, with the bank’s reason', async () => {
    const order = await buildPayableOrder(context.app, store);
    const gatewayKey = `pay_failed_${order.id}_1`;
    const [attempt] = await context.db
      .insert(t.paymentAttempts)
      .values({ orderId: order.id, method: 'card', amount: order.total, currency: 'USD', gatewayKey, orderTotal: order.total })
      .returning();
    const intent = {
      id: 'pi_failed_1',
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: 998,
      currency: 'usd',
      metadata: { gateway_key: gatewayKey, reference: order.id },
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    };
    expect((await send('payment_intent.payment_failed', intent).response).statusCode).toBe(200);
    expect(await attemptOf(attempt!.id)).toMatchObject({ status: 'declined', failureCode: 'insufficient_funds', failureMessage: 'Your card has insufficient funds.' });
    expect((await pay.state(order)).json()).toMatchObject({ paid: false });
  });

  /** A refund made in the Stripe dashboard (straight at Stripe, never through Hickory), and the `charge.refunded` event it sends. */
  async function dashboardRefund(captureReference: string, amount: number) {
    const before = Number(fake.charges.get(captureReference)!.amount_refunded);
    const refund = await stripeClient.refunds.create({ charge: captureReference, amount });
    const charge = { ...fake.charges.get(captureReference)! };
    return { refund, event: send('charge.refunded', charge, { previous: { amount_refunded: before } }) };
  }
  const refundRowsOf = (orderId: string) => context.db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId));

  it('records a refund made in the Stripe dashboard in the order’s refund ledger, once, and the diner and staff see it', async () => {
    const order = await buildPayableOrder(context.app, store);
    expect((await pay.card(order, { token: 'pm_card_visa' })).statusCode).toBe(200);
    const [payment] = await paymentsOf(order.id);
    const { refund, event } = await dashboardRefund(payment!.captureReference!, 300);
    expect((await event.response).json()).toEqual({ received: true, replay: false });
    const stored = await context.db.select().from(t.stripeWebhookEvents).where(eq(t.stripeWebhookEvents.id, event.id));
    expect(stored).toEqual([expect.objectContaining({ type: 'charge.refunded', objectId: payment!.captureReference, orderId: order.id, processedAt: expect.any(Date) })]);

    const rows = await refundRowsOf(order.id);
    expect(rows).toEqual([
      expect.objectContaining({ paymentId: payment!.id, amount: '3.00', currency: 'USD', status: 'succeeded', staffId: null, reason: 'Refunded in the Stripe dashboard', reference: refund.id }),
    ]);
    expect((await pay.thankYou(order)).json().refunds).toEqual([
      { amount: '3.00', refundedAt: expect.any(String), paymentLabel: 'Visa •••• 4242', tender: { kind: 'card', brand: 'visa', last4: '4242' } },
    ]);
    const mails = await context.db.select().from(t.outboxEmails).where(eq(t.outboxEmails.orderId, order.id));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['order-confirmation', `order-refund-${rows[0]!.id}`]);
    const form = await staffRefunds(order.id);
    expect(form.refunds).toEqual([expect.objectContaining({ amount: '3.00', status: 'succeeded', reason: 'Refunded in the Stripe dashboard', label: 'Visa •••• 4242' })]);
    expect(form.refundable).toBe(new Decimal(order.total).minus('3.00').toFixed(2));

    // The same event again is a replay; another event about the same refund records nothing either.
    expect((await send('charge.refunded', { ...fake.charges.get(payment!.captureReference!)! }, { id: event.id, previous: { amount_refunded: 0 } }).response).json()).toEqual({ received: true, replay: true });
    expect((await send('charge.refunded', { ...fake.charges.get(payment!.captureReference!)! }, { previous: { amount_refunded: 0 } }).response).statusCode).toBe(200);
    expect(await refundRowsOf(order.id)).toHaveLength(1);
    expect(await outboxOf(order.id, 'refunded')).toHaveLength(1);
  });

  it('does not record again a refund staff gave through Hickory, and records a dashboard refund made after it', async () => {
    const order = await buildPayableOrder(context.app, store);
    expect((await pay.card(order, { token: 'pm_card_visa' })).statusCode).toBe(200);
    const [payment] = await paymentsOf(order.id);
    const given = await context.app.inject({
      method: 'POST',
      url: `/online-ordering/staff/orders/${order.id}/refunds`,
      payload: { reason: 'Cold brisket', amount: '2.00' },
      headers: { authorization: `Bearer ${managerToken}`, 'idempotency-key': `refund-${order.id}` },
    });
    expect(given.json()).toMatchObject({ refunded: '2.00' });
    const before = Number(fake.charges.get(payment!.captureReference!)!.amount_refunded) - 200;
    const staffEvent = send('charge.refunded', { ...fake.charges.get(payment!.captureReference!)! }, { previous: { amount_refunded: before } });
    expect((await staffEvent.response).statusCode).toBe(200);
    expect((await refundRowsOf(order.id)).map((row) => [row.amount, row.reason, row.staffId === null])).toEqual([['2.00', 'Cold brisket', false]]);

    const { refund, event } = await dashboardRefund(payment!.captureReference!, 150);
    expect((await event.response).statusCode).toBe(200);
    const rows = await refundRowsOf(order.id);
    expect(rows.map((row) => [row.amount, row.reason, row.staffId === null, row.reference === refund.id])).toEqual([
      ['2.00', 'Cold brisket', false, false],
      ['1.50', 'Refunded in the Stripe dashboard', true, true],
    ]);
    expect((await pay.thankYou(order)).json().refunds.map((shown: { amount: string }) => shown.amount)).toEqual(['2.00', '1.50']);
  });

  it('leaves to the staff refund a Stripe refund whose Hickory row still waits for Stripe’s answer', async () => {
    const order = await buildPayableOrder(context.app, store);
    expect((await pay.card(order, { token: 'pm_card_visa' })).statusCode).toBe(200);
    const [payment] = await paymentsOf(order.id);
    // Staff's row is written before the money moves; Stripe's event may come before its answer is recorded.
    await context.db.insert(t.orderRefunds).values({ orderId: order.id, paymentId: payment!.id, amount: '1.00', currency: 'USD', status: 'pending', reason: 'Cold brisket', staffId: 1 });
    const { event } = await dashboardRefund(payment!.captureReference!, 100);
    expect((await event.response).statusCode).toBe(200);
    expect((await refundRowsOf(order.id)).map((row) => [row.status, row.staffId === null])).toEqual([['pending', false]]);
  });

  it('keeps a dispute for staff', async () => {
    const dispute = { id: 'dp_1', object: 'dispute', amount: 998, currency: 'usd', charge: 'ch_unknown', reason: 'fraudulent', status: 'needs_response' };
    const sent = send('charge.dispute.created', dispute);
    expect((await sent.response).statusCode).toBe(200);
    const stored = await context.db.select().from(t.stripeWebhookEvents).where(eq(t.stripeWebhookEvents.id, sent.id));
    expect(stored).toEqual([expect.objectContaining({ type: 'charge.dispute.created', objectId: 'dp_1', payload: expect.objectContaining({ id: sent.id }) })]);
  });

  it('refuses a bad or missing signature with 400 in the one error shape, storing nothing', async () => {
    const forged = send('payment_intent.succeeded', { id: 'pi_forged', object: 'payment_intent', metadata: {} }, { secret: 'whsec_someone_else' });
    const refused = await forged.response;
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'validation', message: expect.stringMatching(/^The Stripe-Signature header does not match/) });
    const unsigned = await context.app.inject({ method: 'POST', url: WEBHOOK, payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(await context.db.select().from(t.stripeWebhookEvents).where(eq(t.stripeWebhookEvents.id, forged.id))).toEqual([]);
  });
});
