import { TEST_CARDS } from '@/domain/payments/test-cards';
import type { DatabaseConnection } from '@/server/db/client';
import { openTestDatabase } from '@/server/test/databases';
import type { AuthorizeRequest, PaymentGateway } from './gateway';
import { createSandboxCardDesk } from './sandbox-cards';
import { createSandboxGateway } from './sandbox-gateway';
import { createSandboxLedger, type SandboxLedger } from './sandbox-ledger-repository';

const SECRET = 'sandbox-test-secret-0123456789abcdef';
const NOW = new Date('2026-03-15T12:00:00Z');
const INVALID_TOKEN = { ok: false, code: 'invalid_token', message: 'Payment token is not valid' };
let clock = NOW;
let database: DatabaseConnection;
let ledger: SandboxLedger;
let gateway: PaymentGateway;
let keys = 0;
/** The processor's card desk behind its hosted fields, on the gateway's secret. */
const desk = createSandboxCardDesk(SECRET, () => clock);

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  ledger = createSandboxLedger(database.db);
  gateway = createSandboxGateway({ secret: SECRET, ledger, now: () => clock });
});
afterAll(() => database.close());

beforeEach(() => {
  clock = NOW;
});

function tokenFor(number: string, expiry = '04/28', cvc = number.startsWith('3') && number.length === 15 ? '1234' : '123') {
  const result = desk.tokenize({ number, expiry, cvc });
  if (!result.ok) throw new Error(`tokenize ${number}: ${result.message}`);
  return result.token;
}

function request(token: string, overrides: Partial<AuthorizeRequest> = {}): AuthorizeRequest {
  keys += 1;
  return { token, amount: '30.00', currency: 'USD', idempotencyKey: `key-${keys}`, reference: 'order-17', ...overrides };
}

async function authorized(amount = '30.00', on: PaymentGateway = gateway) {
  const result = await on.authorize(request(tokenFor('4242424242424242'), { amount }));
  if (!result.ok) throw new Error(result.message);
  return result.authorizationId;
}

describe('createSandboxGateway', () => {
  it('refuses a short secret', () => {
    expect(() => createSandboxGateway({ secret: 'too-short', ledger })).toThrow('at least 32 characters');
  });
});

describe('authorize', () => {
  it.each(TEST_CARDS.filter((card) => card.outcome === 'approve').map((card) => [card.number, card.brand] as const))(
    '%s (%s) is approved',
    async (number, brand) => {
      const result = await gateway.authorize(request(tokenFor(number)));
      const authorizationId = expect.stringMatching(/^auth_sbx_/);
      const last4 = number.slice(-4);
      const checks = { cvc: 'pass', postalCode: 'unavailable', line1: 'unavailable' };
      expect(result).toEqual({ ok: true, authorizationId, amount: '30.00', currency: 'USD', brand, last4, checks });
    },
  );

  const BILLING = { line1: '100 Congress Ave', postalCode: '78701', country: 'US' } as const;
  it.each([
    ['4242424242424242', 'every check passes', { cvc: 'pass', postalCode: 'pass', line1: 'pass' }],
    ['4000000000000101', 'the security code check fails', { cvc: 'fail', postalCode: 'pass', line1: 'pass' }],
    ['4000000000000036', 'the postal code check fails', { cvc: 'pass', postalCode: 'fail', line1: 'pass' }],
  ])('%s with a billing address: approved, and %s', async (number, _says, checks) => {
    const result = await gateway.authorize(request(tokenFor(number), { billing: BILLING }));
    expect(result).toEqual({ ok: true, authorizationId: expect.stringMatching(/^auth_sbx_/), amount: '30.00', currency: 'USD', brand: 'visa', last4: number.slice(-4), checks });
  });

  it.each([
    ['4000000000000101', { cvc: 'fail', postalCode: 'unavailable', line1: 'unavailable' }],
    ['4000000000000036', { cvc: 'pass', postalCode: 'unavailable', line1: 'unavailable' }],
  ])('%s without a billing address: the address checks are unavailable', async (number, checks) => {
    expect(await gateway.authorize(request(tokenFor(number)))).toMatchObject({ ok: true, checks });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined. Try another card.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds. Try another card.'],
    ['4000000000009987', 'lost_card', 'Your card was declined. Try another card.'],
    ['4000000000009979', 'stolen_card', 'Your card was declined. Try another card.'],
    ['4000000000000069', 'expired_card', 'Your card has expired. Check the expiry date or try another card.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect. Check it and try again."],
    ['4000000000000119', 'processing_error', 'An error occurred while processing your card. Try again in a moment.'],
  ])('%s is declined with %s', async (number, code, message) => {
    expect(await gateway.authorize(request(tokenFor(number)))).toEqual({ ok: false, code, message });
  });

  it.each(['4111111111111111', '4012888888881881', '5454545454545454', '4222222222222'])(
    'approves any other valid number (%s)',
    async (number) => {
      expect(await gateway.authorize(request(tokenFor(number)))).toMatchObject({ ok: true });
    },
  );

  it('refuses a token whose payload was edited to turn a decline into an approval', async () => {
    const token = tokenFor('4000000000000002');
    const [body, signature] = token.slice('tok_sbx_'.length).split('.');
    const edited = Buffer.from(body ?? '', 'base64url').toString('utf8').replace('"card_declined"', '"approve"');
    const tampered = `tok_sbx_${Buffer.from(edited).toString('base64url')}.${signature}`;
    expect(await gateway.authorize(request(tampered))).toEqual(INVALID_TOKEN);
  });

  it.each([
    ['a token from another secret', async () => {
      const other = createSandboxCardDesk('another-sandbox-secret-0123456789abc', () => NOW);
      const result = other.tokenize({ number: '4242424242424242', expiry: '04/28', cvc: '123' });
      return result.ok ? result.token : '';
    }],
    ['an authorization id', () => authorized()],
    ['a made-up token', async () => 'tok_sbx_eyJ2IjoxfQ.bm90LWEtc2lnbmF0dXJl'],
    ['a card number', async () => '4242424242424242'],
  ])('refuses %s as a token', async (_label, make) => {
    expect(await gateway.authorize(request(await make()))).toEqual(INVALID_TOKEN);
  });

  it('re-checks the expiry of a saved card at charge time', async () => {
    const token = tokenFor('4242424242424242', '03/26');
    expect(await gateway.authorize(request(token))).toMatchObject({ ok: true });
    clock = new Date('2026-04-02T00:00:00Z');
    expect(await gateway.authorize(request(token))).toEqual({
      ok: false,
      code: 'expired_card',
      message: 'Your card has expired. Check the expiry date or try another card.',
    });
  });

  it.each([
    ['24.5', '24.50'],
    ['24', '24.00'],
    ['0.01', '0.01'],
  ])('takes amount %j as %s', async (amount, normalised) => {
    const result = await gateway.authorize(request(tokenFor('4242424242424242'), { amount }));
    expect(result).toMatchObject({ ok: true, amount: normalised });
  });

  it.each([
    [{ amount: '24.505' }, 'invalid_amount', 'Amount "24.505" must be above zero with at most 2 decimals, such as "12.50"'],
    [{ amount: '0.00' }, 'invalid_amount', 'Amount "0.00" must be above zero with at most 2 decimals, such as "12.50"'],
    [{ amount: '-5.00' }, 'invalid_amount', 'Amount "-5.00" must be above zero with at most 2 decimals, such as "12.50"'],
    [{ amount: 24.5 as unknown as string }, 'invalid_amount', 'Amount must be a decimal string such as "12.50", not a number'],
    [{ currency: 'EUR' as 'USD' }, 'invalid_currency', 'Currency "EUR" is not accepted; use USD, CAD, JPY, or MXN'],
    [{ currency: 'BRL' as 'USD' }, 'invalid_currency', 'Currency "BRL" is not accepted; use USD, CAD, JPY, or MXN'],
    [{ currency: 'JPY' as const, amount: '1980.50' }, 'invalid_amount', 'Amount 1980.50 cannot be charged in JPY'],
    [{ idempotencyKey: '' }, 'invalid_idempotency_key', 'Idempotency key must be 1 to 255 printable characters'],
    [{ idempotencyKey: 'k'.repeat(256) }, 'invalid_idempotency_key', 'Idempotency key must be 1 to 255 printable characters'],
    [{ reference: '' }, 'invalid_reference', 'Payment reference must be 1 to 128 printable characters'],
    [{ reference: 'order\n17' }, 'invalid_reference', 'Payment reference must be 1 to 128 printable characters'],
  ])('refuses %o with %s', async (overrides, code, message) => {
    expect(await gateway.authorize(request(tokenFor('4242424242424242'), overrides))).toEqual({ ok: false, code, message });
  });

  it.each([
    ['CAD', '30.00'],
    ['JPY', '1980.00'],
    ['MXN', '189.50'],
  ] as const)('accepts %s (%s)', async (currency, amount) => {
    const result = await gateway.authorize(request(tokenFor('4242424242424242'), { currency, amount }));
    expect(result).toMatchObject({ ok: true, currency, amount });
  });

  it('gives the same authorization for a retry with the same key and request, and a new one for a new key', async () => {
    const token = tokenFor('4242424242424242');
    const first = await gateway.authorize(request(token, { idempotencyKey: 'retry-1' }));
    const retry = await gateway.authorize(request(token, { idempotencyKey: 'retry-1' }));
    const other = await gateway.authorize(request(token, { idempotencyKey: 'retry-2' }));
    expect(first.ok && retry.ok && other.ok).toBe(true);
    if (!first.ok || !retry.ok || !other.ok) return;
    expect(retry.authorizationId).toBe(first.authorizationId);
    expect(other.authorizationId).not.toBe(first.authorizationId);
  });

  it('refuses a key already used for a different authorization', async () => {
    const token = tokenFor('4242424242424242');
    expect(await gateway.authorize(request(token, { idempotencyKey: 'reused', amount: '10.00' }))).toMatchObject({ ok: true });
    expect(await gateway.authorize(request(token, { idempotencyKey: 'reused', amount: '11.00' }))).toEqual({
      ok: false,
      code: 'invalid_idempotency_key',
      message: 'This idempotency key was already used for a different authorization',
    });
  });
});

describe('the ledger: one capture or one void per authorization', () => {
  it('answers a second capture with the first one, never capturing twice', async () => {
    const authorizationId = await authorized('30.00');
    const first = await gateway.capture(authorizationId, '30.00');
    const second = await gateway.capture(authorizationId, '30.00');
    expect(first).toMatchObject({ ok: true, amount: '30.00' });
    expect(second).toEqual(first);
  });

  it('refuses to capture a voided authorization, and to void a captured one', async () => {
    const voided = await authorized('30.00');
    expect(await gateway.void(voided)).toMatchObject({ ok: true });
    expect(await gateway.capture(voided, '30.00')).toMatchObject({ ok: false, code: 'invalid_authorization', message: expect.stringContaining('was voided') });
    const captured = await authorized('30.00');
    expect(await gateway.capture(captured, '30.00')).toMatchObject({ ok: true });
    expect(await gateway.void(captured)).toMatchObject({ ok: false, code: 'invalid_authorization', message: expect.stringContaining('refund it instead') });
  });
});

describe('findByIdempotencyKey', () => {
  it('knows nothing of a key that never authorized', async () => {
    expect(await gateway.findByIdempotencyKey('never-used')).toEqual({ found: false });
  });

  it('follows an authorization (its checks too) through capture, from another instance as after a restart', async () => {
    const token = tokenFor('4000000000000036');
    const billing = { line1: '1 Main St', postalCode: '10001', country: 'US' } as const;
    const authorization = await gateway.authorize(request(token, { idempotencyKey: 'lookup-1', billing }));
    expect(authorization).toMatchObject({ ok: true, checks: { cvc: 'pass', postalCode: 'fail', line1: 'pass' } });
    const restarted = createSandboxGateway({ secret: SECRET, ledger: createSandboxLedger(database.db), now: () => NOW });
    expect(await restarted.findByIdempotencyKey('lookup-1')).toEqual({ found: true, authorization, capture: null, voided: false });
    if (!authorization.ok) return;
    const capture = await gateway.capture(authorization.authorizationId, '30.00');
    expect(await restarted.findByIdempotencyKey('lookup-1')).toEqual({ found: true, authorization, capture, voided: false });
  });

  it('reports a void', async () => {
    const token = tokenFor('4242424242424242');
    const authorization = await gateway.authorize(request(token, { idempotencyKey: 'lookup-2' }));
    if (!authorization.ok) throw new Error(authorization.message);
    await gateway.void(authorization.authorizationId);
    expect(await gateway.findByIdempotencyKey('lookup-2')).toMatchObject({ found: true, capture: null, voided: true });
  });
});

describe('capture', () => {
  it.each([
    ['30.00', '30.00'],
    ['12.5', '12.50'],
  ])('captures %s of 30.00 authorized', async (amount, captured) => {
    const result = await gateway.capture(await authorized('30.00'), amount);
    const captureId = expect.stringMatching(/^cap_sbx_/);
    expect(result).toEqual({ ok: true, captureId, amount: captured, currency: 'USD', reference: 'order-17' });
  });

  it('refuses more than was authorized', async () => {
    expect(await gateway.capture(await authorized('30.00'), '30.01')).toEqual({
      ok: false,
      code: 'amount_exceeds_authorized',
      message: 'Capture amount 30.01 is more than the 30.00 authorized',
    });
  });

  it('refuses a bad amount', async () => {
    expect(await gateway.capture(await authorized(), '1.999')).toMatchObject({ ok: false, code: 'invalid_amount' });
  });

  it.each([
    ['a tampered id', async () => (await authorized()).replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'))],
    ['a token', () => tokenFor('4242424242424242')],
    ['nothing', async () => undefined as unknown as string],
  ])('refuses %s as an authorization', async (_label, make) => {
    expect(await gateway.capture(await make(), '1.00')).toMatchObject({
      ok: false,
      code: 'invalid_authorization',
      message: expect.stringMatching(/^Authorization ".*" is not valid$/),
    });
  });

  it('works on another instance sharing the secret, as after a restart', async () => {
    const restarted = createSandboxGateway({ secret: SECRET, ledger: createSandboxLedger(database.db), now: () => NOW });
    expect(await restarted.capture(await authorized('30.00'), '30.00')).toMatchObject({ ok: true, amount: '30.00' });
  });
});

describe('refund', () => {
  async function captured(amount: string) {
    const result = await gateway.capture(await authorized('30.00'), amount);
    if (!result.ok) throw new Error(result.message);
    return result.captureId;
  }

  it.each([
    ['25.00', '25.00'],
    ['0.5', '0.50'],
  ])('refunds %s of 25.00 captured', async (amount, refunded) => {
    const result = await gateway.refund(await captured('25.00'), amount);
    const refundId = expect.stringMatching(/^re_sbx_/);
    expect(result).toEqual({ ok: true, refundId, amount: refunded, currency: 'USD', reference: 'order-17' });
  });

  it('refuses more than was captured, even if the authorization was larger', async () => {
    expect(await gateway.refund(await captured('25.00'), '25.01')).toEqual({
      ok: false,
      code: 'amount_exceeds_captured',
      message: 'Refund amount 25.01 is more than the 25.00 captured',
    });
  });

  it('gives each refund its own id', async () => {
    const captureId = await captured('25.00');
    const first = await gateway.refund(captureId, '5.00');
    const second = await gateway.refund(captureId, '5.00');
    expect(first.ok && second.ok && first.refundId !== second.refundId).toBe(true);
  });

  it('refuses an authorization id as a capture', async () => {
    expect(await gateway.refund(await authorized(), '1.00')).toMatchObject({ ok: false, code: 'invalid_capture' });
  });
});

describe('void', () => {
  it('releases an authorization', async () => {
    const authorizationId = await authorized('30.00');
    expect(await gateway.void(authorizationId)).toEqual({ ok: true, authorizationId, amount: '30.00', currency: 'USD' });
  });

  it('refuses a capture id', async () => {
    const capture = await gateway.capture(await authorized(), '1.00');
    const captureId = capture.ok ? capture.captureId : '';
    expect(await gateway.void(captureId)).toMatchObject({ ok: false, code: 'invalid_authorization' });
  });
});
