import type { PayPalGateway, PayPalOrderRequest } from './gateway';
import { FAKE_PAYPAL_CREDENTIALS, startPayPalFake, type PayPalFake } from './paypal-fake';
import { createPayPalRestGateway, paypalValue, PayPalUnavailableError } from './paypal-rest-gateway';

let fake: PayPalFake;
let paypal: PayPalGateway;

beforeAll(async () => {
  fake = await startPayPalFake();
  paypal = createPayPalRestGateway({ ...FAKE_PAYPAL_CREDENTIALS, apiBase: fake.url });
});
afterAll(() => fake.close());
afterEach(() => fake.failNext(0));
const FAILING_TWICE = 2; // a write is sent again once after a 5xx, so two failures in a row reach the caller

function orderRequest(overrides: Partial<PayPalOrderRequest> = {}): PayPalOrderRequest {
  return {
    amount: '24.50',
    currency: 'USD',
    reference: 'order-17',
    returnUrl: 'http://shop.test/checkout/paypal-return?orderId=order-17',
    cancelUrl: 'http://shop.test/checkout/payment?orderId=order-17',
    ...overrides,
  };
}

async function created(overrides: Partial<PayPalOrderRequest> = {}) {
  const order = await paypal.createOrder(orderRequest(overrides));
  if (!order.ok) throw new Error(order.message);
  return order;
}

async function captured(overrides: Partial<PayPalOrderRequest> = {}) {
  const order = await created(overrides);
  fake.approve(order.paypalOrderId);
  const capture = await paypal.capture(order.paypalOrderId, 'FAKEPAYER123');
  if (!capture.ok) throw new Error(capture.message);
  return capture;
}

describe('the access token', () => {
  it('is fetched once and reused by every call until it expires', async () => {
    const own = await startPayPalFake();
    try {
      const gateway = createPayPalRestGateway({ ...FAKE_PAYPAL_CREDENTIALS, apiBase: own.url });
      await Promise.all([gateway.createOrder(orderRequest()), gateway.createOrder(orderRequest())]);
      await gateway.createOrder(orderRequest());
      expect(own.calls.get('POST /v1/oauth2/token')).toBe(1);
      expect(own.calls.get('POST /v2/checkout/orders')).toBe(3);
    } finally {
      await own.close();
    }
  });

  it('is fetched again when it is about to expire, and when PayPal no longer takes it', async () => {
    const own = await startPayPalFake({ expiresIn: 30 });
    try {
      const gateway = createPayPalRestGateway({ ...FAKE_PAYPAL_CREDENTIALS, apiBase: own.url });
      await gateway.createOrder(orderRequest());
      await gateway.createOrder(orderRequest());
      expect(own.calls.get('POST /v1/oauth2/token')).toBe(2);
    } finally {
      await own.close();
    }
    const order = await created();
    fake.revokeTokens();
    expect((await paypal.getOrder(order.paypalOrderId)).ok).toBe(true);
  });

  it('answers wrong credentials as the gateway being unavailable, naming the settings', async () => {
    const gateway = createPayPalRestGateway({ clientId: 'wrong', clientSecret: 'wrong', apiBase: fake.url });
    expect(await gateway.createOrder(orderRequest())).toEqual({
      ok: false,
      code: 'gateway_unavailable',
      message: expect.stringContaining('check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET'),
    });
  });
});

describe('createOrder', () => {
  it('creates a CAPTURE order with the amount, the reference and the return addresses; the approve link is PayPal’s', async () => {
    const order = await created();
    expect(order.approveUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${order.paypalOrderId}`);
    expect(fake.orders.get(order.paypalOrderId)).toMatchObject({
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [{ reference_id: 'order-17', custom_id: 'order-17', amount: { currency_code: 'USD', value: '24.50' } }],
    });
    expect(await paypal.getOrder(order.paypalOrderId)).toEqual({ ok: true, paypalOrderId: order.paypalOrderId, amount: '24.50', currency: 'USD', reference: 'order-17' });
  });

  it('sends JPY without decimals and reads it back with 2', async () => {
    const order = await created({ amount: '1200.00', currency: 'JPY' });
    expect(fake.orders.get(order.paypalOrderId)).toMatchObject({ purchase_units: [{ amount: { currency_code: 'JPY', value: '1200' } }] });
    expect(await paypal.getOrder(order.paypalOrderId)).toMatchObject({ amount: '1200.00', currency: 'JPY' });
    expect(await paypal.createOrder(orderRequest({ amount: '1200.50', currency: 'JPY' }))).toEqual({ ok: false, code: 'invalid_amount', message: 'Amount 1200.50 cannot be charged in JPY' });
  });

  it.each([
    ['24.5', 'USD', '24.50'],
    ['0.10', 'CAD', '0.10'],
    ['1200', 'JPY', '1200'],
    ['1200.00', 'JPY', '1200'],
    ['1200.01', 'JPY', null],
  ] as const)('writes %s %s as PayPal’s %s', (amount, currency, expected) => {
    expect(paypalValue(amount, currency)).toBe(expected);
  });

  it('refuses what PayPal would refuse before calling it', async () => {
    expect(await paypal.createOrder(orderRequest({ currency: 'AED' }))).toMatchObject({ ok: false, code: 'invalid_currency' });
    expect(await paypal.createOrder(orderRequest({ returnUrl: 'javascript:alert(1)' }))).toMatchObject({ ok: false, code: 'invalid_url' });
    expect(await paypal.createOrder(orderRequest({ amount: '-1.00' }))).toMatchObject({ ok: false, code: 'invalid_amount' });
  });

  it('answers a 5xx and an unreachable PayPal as gateway_unavailable, never a throw', async () => {
    fake.failNext(FAILING_TWICE, 503);
    expect(await paypal.createOrder(orderRequest())).toEqual({
      ok: false,
      code: 'gateway_unavailable',
      message: 'PayPal failed (POST /v2/checkout/orders: 503 INTERNAL_SERVER_ERROR); try again in a moment',
    });
    const nowhere = createPayPalRestGateway({ ...FAKE_PAYPAL_CREDENTIALS, apiBase: 'http://127.0.0.1:9' });
    expect(await nowhere.createOrder(orderRequest())).toMatchObject({ ok: false, code: 'gateway_unavailable', message: expect.stringMatching(/^PayPal could not be reached/) });
  });
});

describe('capture', () => {
  it('refuses a capture before the diner approved, keeping PayPal’s issue', async () => {
    const order = await created();
    expect(await paypal.capture(order.paypalOrderId, '')).toEqual({
      ok: false,
      code: 'paypal_not_approved',
      message: 'PayPal payment has not been approved yet. Approve it on PayPal, then try again. (ORDER_NOT_APPROVED)',
    });
    expect(await paypal.findCapture(order.paypalOrderId)).toBeNull();
  });

  it('captures an approved order: the capture id is PayPal’s capture, found again by the reconciler', async () => {
    const capture = await captured();
    expect(capture).toEqual({ ok: true, captureId: expect.any(String), paypalOrderId: expect.any(String), amount: '24.50', currency: 'USD', reference: 'order-17' });
    expect(fake.captures.get(capture.captureId)).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '24.50' } });
    expect(await paypal.findCapture(capture.paypalOrderId)).toEqual(capture);
  });

  it('captures once however often it is called: a second capture answers the first', async () => {
    const order = await created({ reference: 'order-replayed' });
    fake.approve(order.paypalOrderId);
    const first = await paypal.capture(order.paypalOrderId, 'FAKEPAYER123');
    const again = await paypal.capture(order.paypalOrderId, 'FAKEPAYER123');
    expect(again).toEqual(first);
    expect(fake.calls.get(`POST /v2/checkout/orders/${order.paypalOrderId}/capture`)).toBe(2);
    expect([...fake.captures.values()].filter((capture) => capture.custom_id === 'order-replayed')).toHaveLength(1);
  });

  it('answers 5xx twice in a row as gateway_unavailable, and the capture sent later goes through once', async () => {
    const order = await created();
    fake.approve(order.paypalOrderId);
    fake.failNext(FAILING_TWICE);
    expect(await paypal.capture(order.paypalOrderId, 'FAKEPAYER123')).toMatchObject({ ok: false, code: 'gateway_unavailable' });
    expect(await paypal.capture(order.paypalOrderId, 'FAKEPAYER123')).toMatchObject({ ok: true, amount: '24.50' });
  });

  it('sends a capture whose answer was lost again with its PayPal-Request-Id: one capture, the first', async () => {
    const order = await created({ reference: 'order-lost-answer' });
    fake.approve(order.paypalOrderId);
    fake.loseNextAnswers(1);
    const capture = await paypal.capture(order.paypalOrderId, 'FAKEPAYER123');
    expect(capture).toMatchObject({ ok: true, amount: '24.50', reference: 'order-lost-answer' });
    expect(fake.calls.get(`POST /v2/checkout/orders/${order.paypalOrderId}/capture`)).toBe(2);
    expect([...fake.captures.values()].filter((found) => found.custom_id === 'order-lost-answer')).toHaveLength(1);
  });

  it('answers an unknown order as invalid, and findCapture throws rather than answer while PayPal is down', async () => {
    expect(await paypal.capture('NOSUCHORDER123456', 'FAKEPAYER123')).toMatchObject({ ok: false, code: 'invalid_paypal_order' });
    expect(await paypal.capture('../../v1/oauth2/token', 'x')).toMatchObject({ ok: false, code: 'invalid_paypal_order' });
    const order = await created();
    fake.failNext(1, 500);
    await expect(paypal.findCapture(order.paypalOrderId)).rejects.toBeInstanceOf(PayPalUnavailableError);
  });

  it('captures JPY and reads the yen back with 2 decimals', async () => {
    expect(await captured({ amount: '3400.00', currency: 'JPY' })).toMatchObject({ amount: '3400.00', currency: 'JPY' });
  });

  it('refuses the sandbox page’s approve and cancel: the diner approves on PayPal', async () => {
    const order = await created();
    expect(await paypal.approve(order.paypalOrderId)).toMatchObject({ ok: false, code: 'invalid_paypal_order' });
    expect(await paypal.cancel(order.paypalOrderId)).toMatchObject({ ok: false, code: 'invalid_paypal_order' });
  });
});

describe('refund', () => {
  it('gives back part, then the rest, then refuses more, keeping PayPal’s issue', async () => {
    const capture = await captured();
    expect(await paypal.refund(capture.captureId, '10.00')).toEqual({ ok: true, refundId: expect.any(String), amount: '10.00', currency: 'USD', reference: 'order-17' });
    expect(fake.captures.get(capture.captureId)).toMatchObject({ status: 'PARTIALLY_REFUNDED' });
    expect(await paypal.refund(capture.captureId, '14.50')).toMatchObject({ ok: true, amount: '14.50' });
    expect(fake.captures.get(capture.captureId)).toMatchObject({ status: 'REFUNDED' });
    expect(await paypal.refund(capture.captureId, '0.01')).toEqual({
      ok: false,
      code: 'amount_exceeds_captured',
      message: expect.stringContaining('(PayPal: UNPROCESSABLE_ENTITY/CAPTURE_FULLY_REFUNDED)'),
    });
  });

  it('refunds the whole capture at once, and refuses more than was captured', async () => {
    const capture = await captured();
    expect(await paypal.refund(capture.captureId, '24.51')).toMatchObject({ ok: false, code: 'amount_exceeds_captured', message: expect.stringContaining('REFUND_AMOUNT_EXCEEDED') });
    expect(await paypal.refund(capture.captureId, '24.50')).toMatchObject({ ok: true, amount: '24.50' });
  });

  it('refunds yen without decimals', async () => {
    const capture = await captured({ amount: '3400.00', currency: 'JPY' });
    const refund = await paypal.refund(capture.captureId, '400.00');
    expect(refund).toMatchObject({ ok: true, amount: '400.00', currency: 'JPY' });
    expect(fake.refunds.get((refund as { refundId: string }).refundId)).toMatchObject({ amount: { currency_code: 'JPY', value: '400' } });
  });

  it('answers an unknown capture as invalid and a 5xx as gateway_unavailable, and refunds once when an answer is lost', async () => {
    expect(await paypal.refund('NOSUCHCAPTURE1234', '1.00')).toMatchObject({ ok: false, code: 'invalid_capture' });
    const capture = await captured({ reference: 'order-refund-lost' });
    fake.failNext(1, 502);
    expect(await paypal.refund(capture.captureId, '1.00')).toMatchObject({ ok: false, code: 'gateway_unavailable' });
    fake.loseNextAnswers(1);
    expect(await paypal.refund(capture.captureId, '1.00')).toMatchObject({ ok: true, amount: '1.00' });
    expect([...fake.refunds.values()].filter((refund) => refund.custom_id === capture.reference)).toHaveLength(1);
  });
});
