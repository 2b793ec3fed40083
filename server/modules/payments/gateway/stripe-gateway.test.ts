import type { AuthorizeRequest, PaymentGateway } from './gateway';
import { startStripeFake, type StripeFake } from './stripe-fake';
import { createStripeClient, createStripeGateway } from './stripe-gateway';

let fake: StripeFake;
let gateway: PaymentGateway;
let keys = 0;

beforeAll(async () => {
  fake = await startStripeFake();
  gateway = createStripeGateway(createStripeClient({ secretKey: 'sk_test_hickory', apiBase: fake.url, maxNetworkRetries: 0 }));
});
afterAll(() => fake.close());

function request(token: string, overrides: Partial<AuthorizeRequest> = {}): AuthorizeRequest {
  keys += 1;
  return { token, amount: '24.50', currency: 'USD', idempotencyKey: `pay_key_${keys}_1`, reference: 'order-17', clientAddress: '203.0.113.9', ...overrides };
}

async function authorized(amount = '24.50') {
  const result = await gateway.authorize(request('pm_card_visa', { amount }));
  if (!result.ok) throw new Error(result.message);
  return result;
}

async function captured(amount = '24.50') {
  const authorization = await authorized(amount);
  const capture = await gateway.capture(authorization.authorizationId, authorization.amount);
  if (!capture.ok) throw new Error(capture.message);
  return capture;
}

describe('authorize', () => {
  it('confirms a PaymentIntent for manual capture, in cents, with the reference, gateway key and client address in metadata', async () => {
    const sent = request('pm_card_visa');
    const result = await gateway.authorize(sent);
    const checks = { cvc: 'pass', postalCode: 'pass', line1: 'pass' };
    expect(result).toEqual({ ok: true, authorizationId: expect.stringMatching(/^pi_/), amount: '24.50', currency: 'USD', brand: 'visa', last4: '4242', checks });
    const intent = fake.intents.get((result as { authorizationId: string }).authorizationId)!;
    expect(intent).toMatchObject({
      amount: 2450,
      currency: 'usd',
      capture_method: 'manual',
      status: 'requires_capture',
      payment_method: 'pm_card_visa',
      metadata: { reference: 'order-17', gateway_key: sent.idempotencyKey, client_address: '203.0.113.9' },
    });
  });

  it.each([
    ['pm_card_cvcCheckFail', '0101', { cvc: 'fail', postalCode: 'pass', line1: 'pass' }],
    ['pm_card_avsZipFail', '0036', { cvc: 'pass', postalCode: 'fail', line1: 'pass' }],
  ])('reads the issuer’s checks of %s from the PaymentIntent’s latest charge', async (pm, last4, checks) => {
    const result = await gateway.authorize(request(pm, { billing: { line1: '100 Congress Ave', postalCode: '78701', country: 'US' } }));
    expect(result).toEqual({ ok: true, authorizationId: expect.stringMatching(/^pi_/), amount: '24.50', currency: 'USD', brand: 'visa', last4, checks });
    const intent = fake.intents.get((result as { authorizationId: string }).authorizationId)!;
    expect(intent.status).toBe('requires_capture');
  });

  it('answers a decline with the decline vocabulary, keeping the bank’s reason', async () => {
    expect(await gateway.authorize(request('pm_card_chargeDeclinedInsufficientFunds'))).toEqual({
      ok: false,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds. Try another card.',
    });
    expect(await gateway.authorize(request('pm_card_chargeDeclined'))).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. Try another card. (generic_decline)',
    });
  });

  it('answers 3-D Secure as authentication_required with the client secret, holding nothing', async () => {
    const result = await gateway.authorize(request('pm_card_authenticationRequired'));
    expect(result).toEqual({
      ok: false,
      code: 'authentication_required',
      message: 'The bank asks the cardholder to confirm this payment',
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
    });
  });

  it('creates one PaymentIntent for one key, however often it is retried', async () => {
    const sent = request('pm_card_visa');
    const first = await gateway.authorize(sent);
    const again = await gateway.authorize(sent);
    expect(again).toEqual(first);
    const withKey = [...fake.intents.values()].filter((intent) => (intent.metadata as Record<string, string>).gateway_key === sent.idempotencyKey);
    expect(withKey).toHaveLength(1);
  });

  it.each([
    ['JPY', '1980.00', 1980, 'jpy'],
    ['MXN', '189.50', 18950, 'mxn'],
  ] as const)('charges %s %s as %i minor units (yen have none)', async (currency, amount, minor, code) => {
    const result = await gateway.authorize(request('pm_card_visa', { currency, amount }));
    expect(result).toMatchObject({ ok: true, amount, currency });
    expect(fake.intents.get((result as { authorizationId: string }).authorizationId)).toMatchObject({ amount: minor, currency: code });
  });

  it.each([
    ['a token that is no payment method', { token: 'tok_sbx_abc' }, 'invalid_token'],
    ['an unknown payment method', { token: 'pm_unknown' }, 'invalid_token'],
    ['a currency no market pays in', { currency: 'BRL' as const }, 'invalid_currency'],
    ['a fraction of a yen', { currency: 'JPY' as const, amount: '1980.50' }, 'invalid_amount'],
    ['a fraction of a cent', { amount: '1.005' }, 'invalid_amount'],
    ['an empty reference', { reference: '' }, 'invalid_reference'],
  ])('refuses %s', async (_name, overrides, code) => {
    const { token, ...rest } = { token: 'pm_card_visa', ...overrides };
    expect(await gateway.authorize(request(token, rest))).toMatchObject({ ok: false, code });
  });
});

describe('capture', () => {
  it('captures the authorization: the capture id is the charge', async () => {
    const authorization = await authorized();
    const capture = await gateway.capture(authorization.authorizationId, '24.50');
    expect(capture).toEqual({ ok: true, captureId: expect.stringMatching(/^ch_/), amount: '24.50', currency: 'USD', reference: 'order-17' });
    expect(fake.intents.get(authorization.authorizationId)).toMatchObject({ status: 'succeeded', amount_received: 2450 });
  });

  it('answers a second capture with the first', async () => {
    const authorization = await authorized();
    const first = await gateway.capture(authorization.authorizationId, '24.50');
    expect(await gateway.capture(authorization.authorizationId, '24.50')).toEqual(first);
  });

  it('refuses more than was authorized and an unknown authorization', async () => {
    const authorization = await authorized('10.00');
    expect(await gateway.capture(authorization.authorizationId, '10.01')).toMatchObject({ ok: false, code: 'amount_exceeds_authorized' });
    expect(await gateway.capture('pi_nothing', '1.00')).toMatchObject({ ok: false, code: 'invalid_authorization' });
  });
});

describe('void', () => {
  it('cancels an authorization, and refuses one already captured', async () => {
    const authorization = await authorized();
    expect(await gateway.void(authorization.authorizationId)).toEqual({ ok: true, authorizationId: authorization.authorizationId, amount: '24.50', currency: 'USD' });
    expect(fake.intents.get(authorization.authorizationId)).toMatchObject({ status: 'canceled' });
    const capture = await captured();
    const intentId = [...fake.intents.values()].find((intent) => intent.latest_charge === capture.captureId)!.id as string;
    expect(await gateway.void(intentId)).toMatchObject({ ok: false, code: 'invalid_authorization' });
  });
});

describe('refund', () => {
  it('refunds in full', async () => {
    const capture = await captured();
    expect(await gateway.refund(capture.captureId, '24.50')).toEqual({ ok: true, refundId: expect.stringMatching(/^re_/), amount: '24.50', currency: 'USD', reference: 'order-17' });
    expect(fake.charges.get(capture.captureId)).toMatchObject({ amount_refunded: 2450, refunded: true });
  });

  it('refunds in parts up to what was captured, then refuses', async () => {
    const capture = await captured('30.00');
    expect(await gateway.refund(capture.captureId, '10.00')).toMatchObject({ ok: true, amount: '10.00' });
    expect(await gateway.refund(capture.captureId, '15.00')).toMatchObject({ ok: true, amount: '15.00' });
    expect(await gateway.refund(capture.captureId, '5.01')).toEqual({ ok: false, code: 'amount_exceeds_captured', message: 'Refund amount 5.01 is more than the 5.00 captured' });
    expect(fake.charges.get(capture.captureId)).toMatchObject({ amount_refunded: 2500, refunded: false });
  });

  it('refuses an unknown capture', async () => {
    expect(await gateway.refund('ch_nothing', '1.00')).toMatchObject({ ok: false, code: 'invalid_capture' });
    expect(await gateway.refund('cap_sbx_x', '1.00')).toMatchObject({ ok: false, code: 'invalid_capture' });
  });
});

describe('findByIdempotencyKey', () => {
  it('finds nothing for a key that never reached Stripe', async () => {
    expect(await gateway.findByIdempotencyKey('pay_never_sent_1')).toEqual({ found: false });
  });

  it('finds an authorization with its checks, then its capture, by the key kept in metadata', async () => {
    const sent = request('pm_card_avsZipFail');
    const authorization = await gateway.authorize(sent);
    expect(authorization).toMatchObject({ ok: true, checks: { postalCode: 'fail' } });
    expect(await gateway.findByIdempotencyKey(sent.idempotencyKey)).toEqual({ found: true, authorization, capture: null, voided: false });
    if (!authorization.ok) throw new Error('not authorized');
    const capture = await gateway.capture(authorization.authorizationId, authorization.amount);
    expect(await gateway.findByIdempotencyKey(sent.idempotencyKey)).toEqual({ found: true, authorization, capture, voided: false });
  });

  it('tells a released authorization, and a declined one as nothing held', async () => {
    const sent = request('pm_card_visa');
    const authorization = await gateway.authorize(sent);
    if (!authorization.ok) throw new Error('not authorized');
    await gateway.void(authorization.authorizationId);
    expect(await gateway.findByIdempotencyKey(sent.idempotencyKey)).toMatchObject({ found: true, voided: true, capture: null });
    const declined = request('pm_card_chargeDeclined');
    await gateway.authorize(declined);
    expect(await gateway.findByIdempotencyKey(declined.idempotencyKey)).toEqual({ found: false });
  });
});

describe('tokenizeWallet', () => {
  it('refuses wallet data: wallets too go through Stripe’s form', async () => {
    expect(await gateway.tokenizeWallet({ wallet: 'apple_pay', paymentData: '{}' })).toMatchObject({ ok: false, code: 'invalid_wallet_token' });
  });
});

describe('save card with the payment', () => {
  it('pays with the diner’s new Stripe customer and setup_future_usage: the PaymentMethod that paid is kept, attached to it', async () => {
    const pm = fake.paymentMethod('pm_card_mastercard');
    const authorization = await gateway.authorize(request(pm, { keepFor: { customerId: 91, email: 'keep@example.com' } }));
    expect(authorization).toMatchObject({
      ok: true,
      last4: '4444',
      kept: { ok: true, customerRef: expect.stringMatching(/^cus_/), paymentMethodRef: pm, brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2040 },
    });
    if (!authorization.ok || !authorization.kept) throw new Error('not kept');
    const { customerRef } = authorization.kept;
    expect(fake.intents.get(authorization.authorizationId)).toMatchObject({ customer: customerRef, setup_future_usage: 'off_session', payment_method: pm });
    expect(fake.customers.get(customerRef)).toMatchObject({ email: 'keep@example.com', metadata: { hickory_customer_id: '91' } });
    expect(fake.methods.get(pm)).toEqual({ card: 'pm_card_mastercard', customer: customerRef });
    expect(await gateway.capture(authorization.authorizationId, authorization.amount)).toMatchObject({ ok: true });
    // The kept card pays again, with its customer.
    const again = await gateway.authorize(request('', { token: undefined, savedCard: authorization.kept }));
    expect(again).toMatchObject({ ok: true, last4: '4444' });
    expect(fake.intents.get((again as { authorizationId: string }).authorizationId)).toMatchObject({ customer: customerRef, payment_method: pm });
  });

  it('keeps the card for the diner’s existing Stripe customer, after 3-D Secure too', async () => {
    const first = await gateway.saveCard({ token: 'pm_card_visa', customerId: 93 });
    if (!first.ok) throw new Error(first.message);
    const pm = fake.paymentMethod('pm_card_authenticationRequired');
    const keepFor = { customerId: 93, customerRef: first.customerRef };
    const customers = fake.customers.size;
    const asked = await gateway.authorize(request(pm, { keepFor }));
    if (asked.ok || !asked.clientSecret) throw new Error('expected a 3-D Secure challenge');
    const intentId = asked.clientSecret.split('_secret_')[0]!;
    fake.authenticate(intentId);
    const resumed = await gateway.authorize(request(intentId, { keepFor }));
    expect(resumed).toMatchObject({ ok: true, kept: { customerRef: first.customerRef, paymentMethodRef: pm, last4: '3184' } });
    expect(fake.methods.get(pm)?.customer).toBe(first.customerRef);
    expect(fake.customers.size).toBe(customers);
  });

  it('cannot save the card after a payment made without a customer: Stripe refuses to attach a PaymentMethod that already paid', async () => {
    const pm = fake.paymentMethod();
    const paid = await gateway.authorize(request(pm));
    expect(paid).toMatchObject({ ok: true });
    expect(paid).not.toHaveProperty('kept');
    expect(await gateway.saveCard({ token: pm, customerId: 92 })).toMatchObject({ ok: false, code: 'invalid_token', message: expect.stringContaining('may not be used again') });
    expect(await gateway.authorize(request(pm))).toMatchObject({ ok: false, code: 'invalid_token' });
  });
});

describe('forgetCustomer', () => {
  it('deletes the Stripe customer: its saved card pays no more; forgetting it again succeeds', async () => {
    const saved = await gateway.saveCard({ token: 'pm_card_visa', customerId: 77 });
    if (!saved.ok) throw new Error(saved.message);
    expect(await gateway.forgetCustomer(saved.customerRef)).toEqual({ ok: true });
    expect(fake.customers.has(saved.customerRef)).toBe(false);
    expect(fake.methods.get(saved.paymentMethodRef)?.customer).toBeNull();
    const paying = await gateway.authorize({ savedCard: saved, amount: '5.00', currency: 'USD', idempotencyKey: 'forgotten-card-1', reference: 'order-forgotten' });
    expect(paying).toMatchObject({ ok: false, code: 'invalid_token' });
    expect(await gateway.forgetCustomer(saved.customerRef)).toEqual({ ok: true });
    expect(await gateway.forgetCustomer('not-a-customer')).toMatchObject({ ok: false, code: 'invalid_reference' });
  });
});
