/**
 * PayPal's REST API as the PayPal gateway, end to end through the API, against the local PayPal
 * fake: start (an order created at PayPal, the diner sent to PayPal's approve link), the diner
 * approves on PayPal, capture pays the order once and its confirmation goes to the outbox; a
 * capture whose answer was lost is found by the reconciler, and one that lands after its attempt
 * was given up is refunded. Also beside Stripe, which no longer refuses PayPal once PayPal is set.
 */
import { RECONCILE_AFTER_MS } from '@/domain/payments/reconcile';
import type { PayPalSettings } from '@/server/paypal-settings';
import { createMailer } from '@/server/platform/mail/mailer';
import { testConfig, testDatabases, type TestApp } from '@/server/test/build-app';
import { quotePayments, testOrderLifecycle } from '@/server/test/order-lifecycle';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { FAKE_PAYPAL_CREDENTIALS, startPayPalFake, type PayPalFake } from './gateway/paypal-fake';
import { createPayPalRestGateway } from './gateway/paypal-rest-gateway';
import { createSandboxGateway } from './gateway/sandbox-gateway';
import { createSandboxLedger } from './gateway/sandbox-ledger-repository';
import { paymentReconcilerJob } from './reconcile-job';
import { startStripeFake, type StripeFake } from './gateway/stripe-fake';
import { buildPayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';

let fake: PayPalFake;
let stripeFake: StripeFake;
beforeAll(async () => {
  fake = await startPayPalFake();
  stripeFake = await startStripeFake();
});
afterAll(async () => {
  await fake.close();
  await stripeFake.close();
});

const paypalSettings = (): PayPalSettings => ({ mode: 'sandbox', ...FAKE_PAYPAL_CREDENTIALS, apiBase: fake.url });
const PM = '/online-ordering/payment-management';
const STRIPE = { secretKey: 'sk_test_hickory', publishableKey: 'pk_test_hickory', webhookSecret: 'whsec_hickory_test_secret' };

describe.each(testDatabases())('PayPal through PayPal’s REST API on %s', (kind) => {
  describe.each(['sandbox', 'stripe'] as const)('with PAYMENT_GATEWAY=%s for cards', (cards) => {
    let context: TestApp;
    let store: OrderableStore;
    let pay: PaymentClient;

    beforeAll(async () => {
      const config = {
        storefrontUrl: 'http://shop.test',
        paypal: paypalSettings(),
        ...(cards === 'stripe' ? { paymentGateway: 'stripe' as const, stripe: { ...STRIPE, apiBase: stripeFake.url } } : {}),
      };
      ({ context, store, pay } = await startPaymentSuite(kind, { config }));
    });
    afterAll(() => context.close());

    it('start → approve on PayPal → capture pays the order once, with one confirmation', async () => {
      const order = await buildPayableOrder(context.app, store);
      const started = await pay.paypal(order, { returnPath: '/ca/fr/checkout/paypal-return' });
      expect(started.statusCode).toBe(200);
      const { paypalOrderId, approveUrl } = started.json();
      expect(approveUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${paypalOrderId}`);
      expect(fake.orders.get(paypalOrderId)).toMatchObject({
        intent: 'CAPTURE',
        purchase_units: [{ reference_id: order.id, custom_id: order.id, amount: { currency_code: 'USD', value: order.total } }],
      });

      const early = await pay.paypalCapture(order, { token: paypalOrderId, payerId: 'FAKEPAYER123' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toMatch(/^PayPal payment has not been approved yet/);

      fake.approve(paypalOrderId);
      const captured = await pay.paypalCapture(order, { token: paypalOrderId, payerId: 'FAKEPAYER123' });
      expect([captured.statusCode, captured.json().message]).toEqual([200, undefined]);
      expect(captured.json()).toMatchObject({ status: 'paid', payments: [{ method: 'paypal', label: 'PayPal', amount: order.total }] });
      const again = await pay.paypalCapture(order, { token: paypalOrderId, payerId: 'FAKEPAYER123' });
      expect(again.json()).toMatchObject({ status: 'paid' });
      expect(again.json().payments).toHaveLength(1);

      expect([...fake.captures.values()].filter((capture) => capture.custom_id === order.id)).toHaveLength(1);
      const mails = (await pay.outbox(order.id)).json();
      expect(mails.data).toHaveLength(1);
      expect(mails.data[0]).toMatchObject({ to: 'ada@example.com', subject: expect.stringContaining(`Your order ${order.number}`) });
    });

    /** The reconciler as another API instance runs it, its clock past the bound. */
    function runReconciler() {
      const config = testConfig();
      const { db } = context;
      const job = paymentReconcilerJob({
        gateway: createSandboxGateway({ secret: config.paymentSandboxSecret, ledger: createSandboxLedger(db) }),
        paypal: createPayPalRestGateway(paypalSettings()),
        mailer: createMailer({ db, from: config.mailFrom, transport: null, log: context.app.log }),
        lifecycle: testOrderLifecycle(db, context.app.log, { config }),
        quotes: quotePayments,
        storefrontUrl: config.storefrontUrl,
        linkSecret: config.jwtSecret,
      });
      return job.run({ db, log: context.app.log, now: new Date(Date.now() + RECONCILE_AFTER_MS + 1000) });
    }

    it('records a capture PayPal made but whose answers were lost, through the reconciler: paid once, mailed once', async () => {
      const order = await buildPayableOrder(context.app, store);
      const { paypalOrderId } = (await pay.paypal(order)).json();
      fake.approve(paypalOrderId);
      fake.loseNextAnswers(2);
      const lost = await pay.paypalCapture(order, { token: paypalOrderId, payerId: 'FAKEPAYER123' });
      expect(lost.statusCode).toBe(503);
      expect(fake.orders.get(paypalOrderId)).toMatchObject({ status: 'COMPLETED' });
      expect((await pay.state(order)).json()).toMatchObject({ status: 'open' });

      expect(await runReconciler()).toMatchObject({ recorded: 1, errors: 0 });
      expect(await runReconciler()).toMatchObject({ recorded: 0 });
      const state = (await pay.state(order)).json();
      expect(state).toMatchObject({ status: 'paid', payments: [{ method: 'paypal', amount: order.total }] });
      expect(state.payments).toHaveLength(1);
      expect((await pay.outbox(order.id)).json().data).toHaveLength(1);
    });

    it('gives back a capture that lands after the reconciler gave its attempt up', async () => {
      const order = await buildPayableOrder(context.app, store);
      const { paypalOrderId } = (await pay.paypal(order)).json();
      fake.approve(paypalOrderId);
      const slow = fake.holdNext('POST');
      const capturing = pay.paypalCapture(order, { token: paypalOrderId, payerId: 'FAKEPAYER123' });
      await slow.reached;
      expect(await runReconciler()).toMatchObject({ abandoned: 1 });
      slow.release();
      const late = await capturing;
      expect(late.statusCode).toBe(409);
      const capture = [...fake.captures.values()].find((found) => found.custom_id === order.id)!;
      expect(capture).toMatchObject({ status: 'REFUNDED' });
      expect([...fake.refunds.values()].filter((refund) => refund.custom_id === order.id)).toEqual([
        expect.objectContaining({ amount: { currency_code: 'USD', value: order.total } }),
      ]);
      expect((await pay.state(order)).json()).toMatchObject({ status: 'open', payments: [] });
    });

    it('serves no sandbox approve page: the diner approves on PayPal', async () => {
      const order = await buildPayableOrder(context.app, store);
      const { paypalOrderId } = (await pay.paypal(order)).json();
      const page = await context.app.inject({ method: 'GET', url: `${PM}/paypal/sandbox/approve?token=${paypalOrderId}` });
      expect(page.statusCode).toBe(404);
    });

    it('answers 503 when PayPal fails at capture, leaving the order unpaid and the capture to be checked', async () => {
      const order = await buildPayableOrder(context.app, store);
      const { paypalOrderId } = (await pay.paypal(order)).json();
      fake.approve(paypalOrderId);
      fake.failNext(2, 503);
      const failed = await pay.paypalCapture(order, { token: paypalOrderId, payerId: 'FAKEPAYER123' });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toMatch(/^PayPal did not answer, so this payment is not confirmed yet/);
      expect((await pay.state(order)).json()).toMatchObject({ status: 'open' });
    });
  });
});
