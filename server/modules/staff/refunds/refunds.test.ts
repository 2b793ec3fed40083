/**
 * Staff refunds of a paid order on a real database: a full refund by card, a partial one over a
 * split tender (card first, then gift card), the payments staff choose, over-refunds refused,
 * roles (store staff 403, another store's manager 404, a brand admin anywhere), replays of an
 * Idempotency-Key, every refused input, the audit row, the `refunded` event with its email, and
 * the thank-you page's refunds.
 */
import { and, eq, like } from 'drizzle-orm';
import { Decimal } from '@/domain/money';
import * as t from '@/server/db/schema';
import type { App } from '@/server/app';
import { loadGiftCards } from '@/server/seed/load-giftcards';
import { numberHash } from '@/server/modules/payments';
import { buildPayableOrder, buildStore, type PayableOrder, type PaymentClient } from '@/server/modules/payments/test/payable-order';
import { startPaymentSuite } from '@/server/modules/payments/test/payment-suite';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import { buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering';
let serial = 900;
let keys = 0;
const nextKey = () => `refund-key-${(keys += 1)}`;

function refundClient(app: App) {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    form: (token: string, orderId: string) => app.inject({ method: 'GET', url: `${PREFIX}/staff/orders/${orderId}/refunds`, headers: auth(token) }),
    refund: (token: string, orderId: string, payload: unknown, key: string | null = nextKey()) =>
      app.inject({
        method: 'POST',
        url: `${PREFIX}/staff/orders/${orderId}/refunds`,
        payload: payload as object,
        headers: { ...auth(token), ...(key === null ? {} : { 'idempotency-key': key }) },
      }),
  };
}

describe.each(testDatabases())('staff refunds on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;
  let client: ReturnType<typeof refundClient>;
  let managerToken: string;
  let staffToken: string;
  let otherManagerToken: string;
  let adminToken: string;
  let processorSilent = false;

  beforeAll(async () => {
    ({ context, store, pay } = await startPaymentSuite(kind, {
      payments: {
        gateways: (sandbox) => ({
          ...sandbox,
          gateway: {
            ...sandbox.gateway,
            refund: async (captureId, amount) =>
              processorSilent ? { ok: false, code: 'gateway_unavailable', message: 'The processor did not answer' } : sandbox.gateway.refund(captureId, amount),
          },
        }),
      },
    }));
    const other = await buildStore(context.db, { city: 'Austin' });
    client = refundClient(context.app);
    const staff = staffClient(context.app);
    managerToken = await staff.signIn(await buildStaff(context.db, { role: 'store_manager', storeIds: [store.location.id] }));
    staffToken = await staff.signIn(await buildStaff(context.db, { role: 'store_staff', storeIds: [store.location.id] }));
    otherManagerToken = await staff.signIn(await buildStaff(context.db, { role: 'store_manager', storeIds: [other.location.id] }));
    adminToken = await staff.signIn(await buildStaff(context.db, { role: 'brand_admin' }));
  });
  afterAll(() => context.close());

  async function cardOrder(): Promise<PayableOrder> {
    const order = await buildPayableOrder(context.app, store);
    const paid = await pay.card(order, { token: pay.token() });
    if (paid.statusCode !== 200) throw new Error(`card: ${paid.body}`);
    return order;
  }

  /** Gift card 5.00, then a card for the rest. */
  async function splitOrder() {
    const number = `60064933${String((serial += 1)).padStart(8, '0')}`;
    await loadGiftCards(context.db, [{ number, pin: '1234', currency: 'USD', balance: '5.00', use: 'test' }]);
    const order = await buildPayableOrder(context.app, store);
    await pay.giftCard(order, { number, pin: '1234' });
    const paid = await pay.card(order, { token: pay.token() });
    if (paid.statusCode !== 200) throw new Error(`card: ${paid.body}`);
    const [card] = await context.db.select().from(t.giftCards).where(eq(t.giftCards.numberHash, numberHash(number)));
    const payments = await context.db.select().from(t.payments).where(eq(t.payments.orderId, order.id));
    return { order, giftCardId: card!.id, giftPayment: payments.find((row) => row.method === 'giftcard')!, cardPayment: payments.find((row) => row.method === 'card')! };
  }

  const balanceOf = async (id: number) => (await context.db.select().from(t.giftCards).where(eq(t.giftCards.id, id)))[0]!.balance;
  const refundMails = (orderId: string) => context.db.select().from(t.outboxEmails).where(and(eq(t.outboxEmails.orderId, orderId), like(t.outboxEmails.kind, 'order-refund-%')));

  it('refunds a card order in full by default, with its audit row, its refunded event and one email', async () => {
    const order = await cardOrder();
    const form = await client.form(managerToken, order.id);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({ refundable: order.total, payments: [{ method: 'card', label: 'Visa •••• 4242', tender: { kind: 'card', brand: 'visa', last4: '4242' }, refundable: order.total }], refunds: [] });

    const response = await client.refund(managerToken, order.id, { reason: 'Brisket was cold' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ refunded: order.total, refundable: '0.00', parts: [{ label: 'Visa •••• 4242', tender: { kind: 'card', brand: 'visa', last4: '4242' }, amount: order.total, status: 'succeeded', reason: 'Brisket was cold' }] });

    const ledger = await context.db.select().from(t.sandboxLedger).where(and(eq(t.sandboxLedger.kind, 'refund'), eq(t.sandboxLedger.amount, order.total)));
    expect(ledger.length).toBeGreaterThan(0);
    const audit = await context.db.select().from(t.staffAuditLog).where(and(eq(t.staffAuditLog.action, 'order-refund'), eq(t.staffAuditLog.subjectId, order.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ reason: 'Brisket was cold', amount: order.total });
    const events = await context.db.select().from(t.orderOutbox).where(and(eq(t.orderOutbox.orderId, order.id), eq(t.orderOutbox.event, 'refunded')));
    expect(events).toEqual([expect.objectContaining({ occurrence: `refund-${body.parts[0].id}`, payload: { refundId: body.parts[0].id } })]);
    const mails = await refundMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'ada@example.com', kind: `order-refund-${body.parts[0].id}` });
    expect(mails[0]!.text).toContain(`$${order.total}`);

    const open = await buildPayableOrder(context.app, store);
    const notPaid = await client.refund(managerToken, open.id, { reason: 'Not paid' });
    expect(notPaid.json()).toMatchObject({ statusCode: 409, code: 'refund_not_paid' });

    const again = await client.refund(managerToken, order.id, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'refund_nothing_left' });
  });

  it('refunds part of a split tender card first, then the gift card, and refuses more than is left', async () => {
    const { order, giftCardId, cardPayment } = await splitOrder();
    const onCard = new Decimal(order.total).minus('5.00').toFixed(2);
    const amount = new Decimal(onCard).plus('1.25').toFixed(2);
    const response = await client.refund(managerToken, order.id, { reason: 'Missing sides', amount });
    expect(response.statusCode).toBe(201);
    expect(response.json().parts).toEqual([
      expect.objectContaining({ paymentId: cardPayment.id, amount: onCard, status: 'succeeded' }),
      expect.objectContaining({ label: expect.stringContaining('Gift card'), tender: { kind: 'giftcard', last4: expect.stringMatching(/^\d{4}$/) }, amount: '1.25', status: 'succeeded' }),
    ]);
    expect(response.json()).toMatchObject({ refunded: amount, refundable: '3.75' });
    expect(await balanceOf(giftCardId)).toBe('1.25');
    const ledger = await context.db.select().from(t.giftCardLedger).where(and(eq(t.giftCardLedger.giftCardId, giftCardId), eq(t.giftCardLedger.kind, 'refund')));
    expect(ledger).toEqual([expect.objectContaining({ amount: '1.25', balanceAfter: '1.25', orderId: order.id })]);
    expect(await refundMails(order.id)).toHaveLength(2);

    const over = await client.refund(managerToken, order.id, { reason: 'More', amount: '3.76' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'refund_over_refundable', message: expect.stringContaining('3.75 USD') });
  });

  it('takes the payments in the order staff name, and no more than each still holds', async () => {
    const { order, giftCardId, giftPayment, cardPayment } = await splitOrder();
    const tooMuch = await client.refund(managerToken, order.id, { reason: 'Gift card first', payments: [{ paymentId: giftPayment.id, amount: '5.01' }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'refund_over_payment' });
    const response = await client.refund(managerToken, order.id, {
      reason: 'Gift card first',
      payments: [
        { paymentId: giftPayment.id, amount: '2.00' },
        { paymentId: cardPayment.id, amount: '1.00' },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().parts.map((part: { paymentId: string; amount: string }) => [part.paymentId, part.amount])).toEqual([
      [giftPayment.id, '2.00'],
      [cardPayment.id, '1.00'],
    ]);
    expect(await balanceOf(giftCardId)).toBe('2.00');
    const mismatch = await client.refund(managerToken, order.id, { reason: 'x', amount: '2.00', payments: [{ paymentId: cardPayment.id, amount: '1.00' }] });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({ code: 'refund_amount_mismatch' });
    const twice = await client.refund(managerToken, order.id, { reason: 'x', payments: [{ paymentId: cardPayment.id, amount: '0.10' }, { paymentId: cardPayment.id, amount: '0.10' }] });
    expect(twice.json()).toMatchObject({ statusCode: 422, code: 'refund_payment_twice' });
    const unknown = await client.refund(managerToken, order.id, { reason: 'x', payments: [{ paymentId: '00000000-0000-4000-8000-000000000000', amount: '1.00' }] });
    expect(unknown.json()).toMatchObject({ statusCode: 422, code: 'refund_unknown_payment' });
  });

  it('records a refund the processor refuses as failed, publishes nothing, and lets it be sent again', async () => {
    const order = await cardOrder();
    const [payment] = await context.db.select().from(t.payments).where(eq(t.payments.orderId, order.id));
    await context.db.update(t.payments).set({ captureReference: 'capture-nobody-made' }).where(eq(t.payments.id, payment!.id));
    const refused = await client.refund(managerToken, order.id, { reason: 'Cold', amount: '1.00' });
    expect(refused.statusCode).toBe(201);
    expect(refused.json()).toMatchObject({ refunded: '0.00', refundable: order.total, parts: [{ amount: '1.00', status: 'failed', failureMessage: expect.any(String) }] });
    expect(await context.db.select().from(t.orderOutbox).where(and(eq(t.orderOutbox.orderId, order.id), eq(t.orderOutbox.event, 'refunded')))).toEqual([]);
    expect(await refundMails(order.id)).toEqual([]);

    await context.db.update(t.payments).set({ captureReference: payment!.captureReference }).where(eq(t.payments.id, payment!.id));
    const again = await client.refund(managerToken, order.id, { reason: 'Cold', amount: '1.00' });
    expect(again.json()).toMatchObject({ refunded: '1.00', parts: [{ status: 'succeeded' }] });
    expect(await refundMails(order.id)).toHaveLength(1);
  });

  it('leaves a refund the processor did not answer pending: it may have gone through, so nothing sends it again', async () => {
    const order = await cardOrder();
    processorSilent = true;
    const silent = await client.refund(managerToken, order.id, { reason: 'Cold', amount: '1.00' });
    processorSilent = false;
    expect(silent.statusCode).toBe(201);
    expect(silent.json()).toMatchObject({ refunded: '0.00', parts: [{ amount: '1.00', status: 'pending' }] });
    expect(await context.db.select().from(t.orderOutbox).where(and(eq(t.orderOutbox.orderId, order.id), eq(t.orderOutbox.event, 'refunded')))).toEqual([]);
    const rows = await context.db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, order.id));
    expect(rows.map((row) => row.status)).toEqual(['pending']);
  });

  it('replays an Idempotency-Key with its first answer, and refuses the same key with another body', async () => {
    const order = await cardOrder();
    const key = nextKey();
    const first = await client.refund(managerToken, order.id, { reason: 'Late', amount: '1.00' }, key);
    const replay = await client.refund(managerToken, order.id, { reason: 'Late', amount: '1.00' }, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await client.refund(managerToken, order.id, { reason: 'Late', amount: '2.00' }, key)).statusCode).toBe(422);
    const rows = await context.db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(await refundMails(order.id)).toHaveLength(1);
  });

  it('lets store staff refund nothing (403), hides another store’s order (404), and lets a brand admin refund any store’s order', async () => {
    const order = await cardOrder();
    const refused = await client.refund(staffToken, order.id, { reason: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'refund_managers_only', message: expect.stringContaining('store manager') });
    expect((await client.form(staffToken, order.id)).statusCode).toBe(403);
    const hidden = await client.refund(otherManagerToken, order.id, { reason: 'x' });
    expect(hidden.statusCode).toBe(404);
    expect((await client.form(otherManagerToken, order.id)).statusCode).toBe(404);
    expect((await client.refund(managerToken, '00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
    const admin = await client.refund(adminToken, order.id, { reason: 'Goodwill', amount: '0.50' });
    expect(admin.statusCode).toBe(201);
    expect(await context.db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, order.id))).toHaveLength(1);
  });

  it('refuses every malformed input with a 4xx in the one error shape', async () => {
    const order = await cardOrder();
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ reason: { text: 'x' } }, 400],
      [{ reason: '   ' }, 400],
      [{ reason: 'x'.repeat(501) }, 400],
      [{ reason: 'bad\u0000byte' }, 400],
      [{ reason: 'x', amount: { value: '5.00' } }, 400],
      [{ reason: 'x', amount: true }, 400],
      [{ reason: 'x', amount: '-1.00' }, 400],
      [{ reason: 'x', amount: '0' }, 400],
      [{ reason: 'x', amount: '0.00' }, 400],
      [{ reason: 'x', amount: '1.005' }, 400],
      [{ reason: 'x', amount: '1e3' }, 400],
      [{ reason: 'x', amount: ' 1.00' }, 400],
      [{ reason: 'x', amount: '9999999.99' }, 409],
      [{ reason: 'x', payments: [] }, 400],
      [{ reason: 'x', payments: [{ paymentId: 'nope', amount: '1.00' }] }, 400],
      [{ reason: 'x', extra: true }, 400],
      ['not an object', 415],
    ];
    for (const [payload, status] of cases) {
      const response = await client.refund(managerToken, order.id, payload);
      expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), status]);
      expect(response.json()).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
    }
    const noKey = await client.refund(managerToken, order.id, { reason: 'x' }, null);
    expect(noKey.json()).toMatchObject({ statusCode: 400, code: 'refund_key_required' });
    expect((await client.refund(managerToken, 'not-a-uuid', { reason: 'x' })).statusCode).toBe(400);
    expect(await context.db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, order.id))).toEqual([]);
  });

  it('shows the refunds on the diner’s thank-you page', async () => {
    const order = await cardOrder();
    await client.refund(managerToken, order.id, { reason: 'Late', amount: '2.50' });
    const page = (await pay.thankYou(order)).json();
    expect(page.refunds).toEqual([{ amount: '2.50', refundedAt: expect.any(String), paymentLabel: 'Visa •••• 4242', tender: { kind: 'card', brand: 'visa', last4: '4242' } }]);
  });
});
