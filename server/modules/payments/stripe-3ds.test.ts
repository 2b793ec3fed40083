/**
 * A card whose bank asks for 3-D Secure, with Stripe as the gateway, through the API against the
 * local Stripe fake: the first payment answers 402 with the challenge's client secret, holding
 * nothing; once the cardholder confirmed it, the payment sent again with the PaymentIntent pays
 * the order with that one hold, captured once.
 */
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { startStripeFake, type StripeFake } from './gateway/stripe-fake';
import { buildPayableOrder, type PayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';

let fake: StripeFake;
beforeAll(async () => (fake = await startStripeFake()));
afterAll(() => fake.close());

describe.each(testDatabases())('3-D Secure with Stripe through the API on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;

  beforeAll(async () => {
    const stripe = { secretKey: 'sk_test_hickory', publishableKey: 'pk_test_hickory', webhookSecret: 'whsec_hickory_test_secret', apiBase: fake.url };
    ({ context, store, pay } = await startPaymentSuite(kind, { config: { paymentGateway: 'stripe', stripe } }));
  });
  afterAll(() => context.close());

  const key = (() => {
    let count = 0;
    return () => ({ 'idempotency-key': `3ds-${kind}-${(count += 1)}` });
  })();
  const attemptsOf = (orderId: string) => context.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, orderId));
  const paymentsOf = (orderId: string) => context.db.select().from(t.payments).where(eq(t.payments.orderId, orderId));

  /** The first payment: 402 authentication_required, and the PaymentIntent its client secret opens. */
  async function challenged(order: PayableOrder): Promise<string> {
    const asked = await pay.card(order, { token: 'pm_card_authenticationRequired' }, key());
    expect(asked.statusCode).toBe(402);
    const body = asked.json() as { code: string; params?: { clientSecret?: string } };
    expect(body).toMatchObject({ code: 'authentication_required', params: { clientSecret: expect.stringMatching(/^pi_.+_secret_/) } });
    return body.params!.clientSecret!.split('_secret_')[0]!;
  }

  it('answers the client secret, then pays the order with the confirmed PaymentIntent, captured once', async () => {
    const order = await buildPayableOrder(context.app, store);
    const intentId = await challenged(order);
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'requires_action', amount_received: 0 });
    fake.authenticate(intentId);
    const resumed = key();
    const paid = await pay.card(order, { token: intentId }, resumed);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid: true });
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: Number(order.total.replace('.', '')) });
    const payments = await paymentsOf(order.id);
    expect(payments).toEqual([expect.objectContaining({ amount: order.total, label: expect.stringContaining('3184'), captureReference: fake.intents.get(intentId)!.latest_charge })]);
    const attempts = await attemptsOf(order.id);
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['failed', 'succeeded']);
    const succeeded = attempts.find((attempt) => attempt.status === 'succeeded')!;
    expect(fake.intents.get(intentId)).toMatchObject({ metadata: { reference: order.id, gateway_key: succeeded.gatewayKey } });
    // The same request again is answered as before: nothing captured twice.
    const again = await pay.card(order, { token: intentId }, resumed);
    expect(again.statusCode).toBe(200);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('refuses another order’s confirmed PaymentIntent: that order stays payable with it', async () => {
    const first = await buildPayableOrder(context.app, store);
    const other = await buildPayableOrder(context.app, store, 5);
    const intentId = await challenged(first);
    fake.authenticate(intentId);
    const refused = await pay.card(other, { token: intentId }, key());
    expect(refused.statusCode).toBe(400);
    expect((await pay.state(other)).json()).toMatchObject({ paid: false });
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'requires_capture', metadata: { reference: first.id } });
    expect((await pay.card(first, { token: intentId }, key())).json()).toMatchObject({ paid: true });
  });

  it('captures and records a confirmed PaymentIntent once when two tabs resume it at the same moment', async () => {
    const order = await buildPayableOrder(context.app, store);
    const intentId = await challenged(order);
    fake.authenticate(intentId);
    const captures = () => fake.calls.get('POST /v1/payment_intents/pi_*/capture') ?? 0;
    const before = captures();
    const keys = [key(), key()];
    const answers = await Promise.all(keys.map((headers) => pay.card(order, { token: intentId }, headers)));
    // The order's lock lets one attempt take the PaymentIntent; the other finds it in flight (409), as its replay would.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(captures() - before).toBe(1);
    expect((await pay.state(order)).json()).toMatchObject({ paid: true });
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ amount: order.total })]);
    const succeeded = (await attemptsOf(order.id)).filter((attempt) => attempt.status === 'succeeded');
    expect(succeeded).toEqual([expect.objectContaining({ gatewayReference: intentId })]);
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: Number(order.total.replace('.', '')) });

    // Sent again once that one paid, under its own key or another, it is answered as the winner's replay: nothing more is taken.
    const winner = keys[answers.findIndex((answer) => answer.statusCode === 200)]!;
    const replay = await pay.card(order, { token: intentId }, winner);
    const late = await pay.card(order, { token: intentId }, key());
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual(replay.json());
    expect(captures() - before).toBe(1);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('declines a PaymentIntent whose challenge failed, the order still payable by another card', async () => {
    const order = await buildPayableOrder(context.app, store);
    const intentId = await challenged(order);
    fake.authenticate(intentId, false);
    const declined = await pay.card(order, { token: intentId }, key());
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'card_declined' });
    expect((await pay.card(order, { token: 'pm_card_visa' }, key())).json()).toMatchObject({ paid: true });
  });
});
