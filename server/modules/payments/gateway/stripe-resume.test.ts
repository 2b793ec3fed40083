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
  return { token, amount: '24.50', currency: 'USD', idempotencyKey: `pay_key_${keys}_1`, reference: 'order-17', ...overrides };
}

/** A first try that asks for 3-D Secure: its PaymentIntent's id. */
async function challenged(overrides: Partial<AuthorizeRequest> = {}): Promise<string> {
  const answer = await gateway.authorize(request('pm_card_authenticationRequired', overrides));
  if (answer.ok || !answer.clientSecret) throw new Error('expected a 3-D Secure challenge');
  return answer.clientSecret.split('_secret_')[0]!;
}

describe('authorize with a PaymentIntent confirmed after 3-D Secure', () => {
  it('takes the authenticated PaymentIntent under the new attempt’s key, and it is captured once', async () => {
    const intentId = await challenged();
    fake.authenticate(intentId);
    const resumed = request(intentId);
    const authorization = await gateway.authorize(resumed);
    expect(authorization).toMatchObject({ ok: true, authorizationId: intentId, amount: '24.50', currency: 'USD', brand: 'visa', last4: '3184' });
    expect(fake.intents.get(intentId)).toMatchObject({ metadata: { reference: 'order-17', gateway_key: resumed.idempotencyKey } });
    const captured = await gateway.capture(intentId, '24.50');
    expect(captured).toMatchObject({ ok: true, captureId: expect.stringMatching(/^ch_/), amount: '24.50' });
    // The reconciler finds it under the new attempt's key.
    expect(await gateway.findByIdempotencyKey(resumed.idempotencyKey)).toMatchObject({ found: true, capture: { captureId: (captured as { captureId: string }).captureId } });
  });

  it('answers the same attempt again the same authorization, and a second capture the first one', async () => {
    const intentId = await challenged();
    fake.authenticate(intentId);
    const resumed = request(intentId);
    const first = await gateway.authorize(resumed);
    const capture = await gateway.capture(intentId, '24.50');
    const captures = fake.calls.get('POST /v1/payment_intents/pi_*/capture');
    expect(await gateway.authorize(resumed)).toEqual(first);
    expect(await gateway.capture(intentId, '24.50')).toEqual(capture);
    expect(fake.calls.get('POST /v1/payment_intents/pi_*/capture')).toBe(captures);
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: 2450 });
  });

  it('refuses it for another amount, currency or order, and another attempt once it was taken', async () => {
    const intentId = await challenged();
    fake.authenticate(intentId);
    for (const other of [{ amount: '24.49' }, { currency: 'CAD' as const }, { reference: 'order-18' }]) {
      expect(await gateway.authorize(request(intentId, other))).toMatchObject({ ok: false, code: 'invalid_token' });
    }
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'requires_capture', metadata: { reference: 'order-17' } });
    expect(await gateway.authorize(request(intentId))).toMatchObject({ ok: true });
    await gateway.capture(intentId, '24.50');
    expect(await gateway.authorize(request(intentId))).toMatchObject({ ok: false, code: 'invalid_token' });
  });

  it('asks again while the challenge waits, and declines one whose challenge failed', async () => {
    const waiting = await challenged();
    expect(await gateway.authorize(request(waiting))).toMatchObject({ ok: false, code: 'authentication_required', clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    const failed = await challenged();
    fake.authenticate(failed, false);
    expect(await gateway.authorize(request(failed))).toMatchObject({ ok: false, code: 'card_declined' });
    expect(await gateway.authorize(request('pi_unknown000'))).toMatchObject({ ok: false, code: 'invalid_token' });
  });
});
