import type { DatabaseConnection } from '@/server/db/client';
import { openTestDatabase } from '@/server/test/databases';
import type { PayPalGateway, PayPalOrderRequest } from './gateway';
import { createSandboxLedger, type SandboxLedger } from './sandbox-ledger-repository';
import { createSandboxPayPalGateway } from './sandbox-paypal';

const SECRET = 'paypal-sandbox-test-secret-0123456789';
const APPROVE_PAGE = 'http://localhost:4100/online-ordering/payment-management/paypal/sandbox/approve';
let database: DatabaseConnection;
let ledger: SandboxLedger;
let paypal: PayPalGateway;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  ledger = createSandboxLedger(database.db);
  paypal = createSandboxPayPalGateway({ secret: SECRET, approvePageUrl: APPROVE_PAGE, ledger });
});
afterAll(() => database.close());

function orderRequest(overrides: Partial<PayPalOrderRequest> = {}): PayPalOrderRequest {
  return {
    amount: '42.5',
    currency: 'CAD',
    reference: 'order-9',
    returnUrl: 'http://localhost:3100/ca/fr/checkout/paypal-return?step=pay',
    cancelUrl: 'http://localhost:3100/ca/fr/checkout',
    ...overrides,
  };
}

async function created(overrides: Partial<PayPalOrderRequest> = {}) {
  const result = await paypal.createOrder(orderRequest(overrides));
  if (!result.ok) throw new Error(result.message);
  return result;
}

async function approved(paypalOrderId: string) {
  const result = await paypal.approve(paypalOrderId);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('createSandboxPayPalGateway', () => {
  it.each(['/relative/approve', 'javascript:alert(1)'])('refuses %j as the approve page', (approvePageUrl) => {
    expect(() => createSandboxPayPalGateway({ secret: SECRET, approvePageUrl, ledger })).toThrow('absolute http(s) address');
  });
});

describe('createOrder', () => {
  it('returns an order id and the approve page address carrying it', async () => {
    const { paypalOrderId, approveUrl } = await created();
    expect(paypalOrderId).toMatch(/^pp_sbx_/);
    const url = new URL(approveUrl);
    expect(`${url.origin}${url.pathname}`).toBe(APPROVE_PAGE);
    expect(url.searchParams.get('token')).toBe(paypalOrderId);
  });

  it.each([
    [{ amount: '0' }, 'invalid_amount', 'Amount "0" must be above zero with at most 2 decimals, such as "12.50"'],
    [{ amount: '1.234' }, 'invalid_amount', 'Amount "1.234" must be above zero with at most 2 decimals, such as "12.50"'],
    [{ currency: 'EUR' as 'CAD' }, 'invalid_currency', 'Currency "EUR" is not accepted; use USD, CAD, JPY, or MXN'],
    [{ reference: '' }, 'invalid_reference', 'Payment reference must be 1 to 128 printable characters'],
    [{ returnUrl: 'javascript:alert(1)' }, 'invalid_url', 'Return URL "javascript:alert(1)" must be an http or https address'],
    [{ cancelUrl: '/checkout' }, 'invalid_url', 'Cancel URL "/checkout" must be an http or https address'],
    [
      { returnUrl: `http://localhost/${'a'.repeat(600)}` },
      'invalid_url',
      expect.stringMatching(/^Return URL ".*" must be an http or https address$/),
    ],
  ])('refuses %o with %s', async (overrides, code, message) => {
    expect(await paypal.createOrder(orderRequest(overrides))).toEqual({ ok: false, code, message });
  });
});

describe('getOrder', () => {
  it('tells the approve page what is being paid', async () => {
    const { paypalOrderId } = await created();
    const details = await paypal.getOrder(paypalOrderId);
    expect(details).toEqual({ ok: true, paypalOrderId, amount: '42.50', currency: 'CAD', reference: 'order-9' });
  });

  it('refuses an order id whose amount was edited', async () => {
    const { paypalOrderId } = await created();
    const [body, signature] = paypalOrderId.slice('pp_sbx_'.length).split('.');
    const edited = Buffer.from(body ?? '', 'base64url').toString('utf8').replace('"42.50"', '"0.01"');
    const tampered = `pp_sbx_${Buffer.from(edited).toString('base64url')}.${signature}`;
    expect(await paypal.getOrder(tampered)).toEqual({
      ok: false,
      code: 'invalid_paypal_order',
      message: expect.stringMatching(/^PayPal order "pp_sbx_….{8}" is not valid$/),
    });
    expect(await paypal.approve(tampered)).toMatchObject({ ok: false, code: 'invalid_paypal_order' });
    expect(await paypal.capture(tampered, 'payer')).toMatchObject({ ok: false, code: 'invalid_paypal_order' });
  });
});

describe('create → approve → capture', () => {
  it('sends the diner back with token and PayerID, then captures the whole amount', async () => {
    const { paypalOrderId } = await created();
    const { payerId, redirectUrl } = await approved(paypalOrderId);
    const back = new URL(redirectUrl);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3100/ca/fr/checkout/paypal-return');
    expect(back.searchParams.get('step')).toBe('pay');
    expect(back.searchParams.get('token')).toBe(paypalOrderId);
    expect(back.searchParams.get('PayerID')).toBe(payerId);

    expect(await paypal.capture(paypalOrderId, payerId)).toEqual({
      ok: true,
      captureId: expect.stringMatching(/^ppcap_sbx_/),
      paypalOrderId,
      amount: '42.50',
      currency: 'CAD',
      reference: 'order-9',
    });
  });

  it('gives the same capture for a retried capture', async () => {
    const { paypalOrderId } = await created();
    const { payerId } = await approved(paypalOrderId);
    const first = await paypal.capture(paypalOrderId, payerId);
    const retry = await paypal.capture(paypalOrderId, payerId);
    expect(first.ok && retry.ok && first.captureId === retry.captureId).toBe(true);
  });

  it('captures on another instance sharing the secret, as after a restart', async () => {
    const { paypalOrderId } = await created();
    const { payerId } = await approved(paypalOrderId);
    const restarted = createSandboxPayPalGateway({ secret: SECRET, approvePageUrl: APPROVE_PAGE, ledger: createSandboxLedger(database.db) });
    expect(await restarted.capture(paypalOrderId, payerId)).toMatchObject({ ok: true, amount: '42.50' });
  });

  it('tells whether an order was captured, from another instance as after a restart', async () => {
    const { paypalOrderId } = await created();
    const { payerId } = await approved(paypalOrderId);
    const restarted = createSandboxPayPalGateway({ secret: SECRET, approvePageUrl: APPROVE_PAGE, ledger: createSandboxLedger(database.db) });
    expect(await restarted.findCapture(paypalOrderId)).toBeNull();
    const capture = await paypal.capture(paypalOrderId, payerId);
    expect(await restarted.findCapture(paypalOrderId)).toEqual(capture);
    expect(await restarted.findCapture('pp_sbx_made-up.x')).toBeNull();
  });
});

describe('capture before approval', () => {
  const NOT_APPROVED = {
    ok: false,
    code: 'paypal_not_approved',
    message: 'PayPal payment has not been approved yet. Approve it on PayPal, then try again.',
  };

  it.each([
    ['no payer id', async () => ''],
    ['a made-up payer id', async () => 'payer_sbx_eyJ2IjoxfQ.forged'],
    ['the payer id of another order', async () => (await approved((await created()).paypalOrderId)).payerId],
    ['a payer id signed with another secret', async () => {
      const other = createSandboxPayPalGateway({ secret: 'other-paypal-secret-0123456789abcdefg', approvePageUrl: APPROVE_PAGE, ledger });
      const order = await other.createOrder(orderRequest());
      const approval = order.ok ? await other.approve(order.paypalOrderId) : undefined;
      return approval?.ok ? approval.payerId : '';
    }],
  ])('is refused with %s', async (_label, payer) => {
    const { paypalOrderId } = await created();
    expect(await paypal.capture(paypalOrderId, await payer())).toEqual(NOT_APPROVED);
  });
});

describe('cancel', () => {
  it('sends the diner to the cancel address with the order token', async () => {
    const { paypalOrderId } = await created();
    const result = await paypal.cancel(paypalOrderId);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const url = new URL(result.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3100/ca/fr/checkout');
    expect(url.searchParams.get('token')).toBe(paypalOrderId);
  });

  it('refuses an unknown order', async () => {
    expect(await paypal.cancel('pp_sbx_nothing.here')).toMatchObject({ ok: false, code: 'invalid_paypal_order' });
  });
});

describe('refund', () => {
  async function captured() {
    const { paypalOrderId } = await created({ amount: '40.00' });
    const { payerId } = await approved(paypalOrderId);
    const capture = await paypal.capture(paypalOrderId, payerId);
    if (!capture.ok) throw new Error(capture.message);
    return capture;
  }

  it('gives back up to the captured amount, each refund its own ledger row', async () => {
    const { captureId } = await captured();
    const first = await paypal.refund(captureId, '15.00');
    const second = await paypal.refund(captureId, '15.00');
    expect(first).toMatchObject({ ok: true, amount: '15.00', currency: 'CAD', reference: 'order-9', refundId: expect.stringMatching(/^ppre_sbx_/) });
    expect(second.ok && first.ok && second.refundId !== first.refundId).toBe(true);
    const rows = await database.db.query.sandboxLedger.findMany({ where: (entries, { and, eq }) => and(eq(entries.kind, 'refund'), eq(entries.subject, captureId)) });
    expect(rows.map((row) => row.amount)).toEqual(['15.00', '15.00']);
  });

  it.each([
    ['more than was captured', '40.01', 'amount_exceeds_captured'],
    ['no amount', '0', 'invalid_amount'],
  ])('refuses %s', async (_name, amount, code) => {
    const { captureId } = await captured();
    expect(await paypal.refund(captureId, amount)).toMatchObject({ ok: false, code });
  });

  it('refuses a capture id it did not sign', async () => {
    expect(await paypal.refund('ppcap_sbx_forged', '1.00')).toMatchObject({ ok: false, code: 'invalid_capture' });
  });
});
