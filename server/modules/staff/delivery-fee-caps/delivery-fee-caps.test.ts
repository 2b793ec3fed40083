/**
 * The brand's delivery fee caps in the console's admin API: a brand admin reads one entry per
 * currency, sets and removes its brand's caps (each audited with before and after), and the next
 * courier quote of a delivery order charges the diner the new cap; store staff and managers are
 * refused; another brand's caps are neither shown nor removable (404); malformed, negative,
 * oversized, too precise and NUL-bearing amounts are refused in the API's one error shape (code, message, errors), and the
 * console's form reads the same amounts the API takes.
 */
import { and, desc, eq } from 'drizzle-orm';
import { feeCapProblem } from '@/domain/dispatch/fee-caps';
import { readAmount } from '@/domain/validation/amount-entry';
import * as t from '@/server/db/schema';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import { buildLocation } from '@/server/test/factories';
import { orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { GUEST } from '@/server/modules/payments/test/payable-order';
import { startPaymentSuite } from '@/server/modules/payments/test/payment-suite';
import { buildStaff, staffClient } from '../test-staff';

const PATH = '/online-ordering/admin/delivery-fee-caps';
const ADDRESS = { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
/** What the sandbox courier quotes for the test store's deliveries. */
const SANDBOX_FEE = '6.49';

describe.each(testDatabases())('delivery fee caps on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let admin: { id: number; token: string };
  let managerToken: string;
  let staffToken: string;
  let otherBrandToken: string;

  beforeAll(async () => {
    ({ context, store } = await startPaymentSuite(kind));
    const staff = staffClient(context.app);
    const adminFixture = await buildStaff(context.db, { role: 'brand_admin' });
    admin = { id: adminFixture.id, token: await staff.signIn(adminFixture) };
    const location = (await buildLocation(context.db)).id;
    managerToken = await staff.signIn(await buildStaff(context.db, { role: 'store_manager', storeIds: [location] }));
    staffToken = await staff.signIn(await buildStaff(context.db, { role: 'store_staff', storeIds: [location] }));
    otherBrandToken = await staff.signIn(await buildStaff(context.db, { role: 'brand_admin', brandId: 3 }));
  });
  afterEach(() => context.db.delete(t.deliveryFeeCaps));
  afterAll(() => context.close());

  const call = (token: string | null, method: 'GET' | 'PUT' | 'DELETE', currency?: string, payload?: unknown) =>
    context.app.inject({
      method,
      url: currency === undefined ? PATH : `${PATH}/${currency}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const capOf = (answer: { json(): { caps: { currency: string; maxDinerFee: string | null }[] } }, currency: string) =>
    answer.json().caps.find((cap) => cap.currency === currency)?.maxDinerFee;

  async function deliveryOrder() {
    const orders = orderClient(context.app);
    const created = (await orders.create({ locationId: store.location.id, handoff: 'delivery', categoryId: 1, deliveryAddress: ADDRESS })).json();
    await orders.addItem(created.id, created.accessToken, { itemId: store.tea.id, quantity: 4, optionIds: [] });
    const updated = await orders.update(created.id, created.accessToken, { guest: GUEST, timeslot: 'asap' });
    if (updated.statusCode !== 200) throw new Error(updated.body);
    return { id: created.id as string, token: created.accessToken as string };
  }
  const quote = (order: { id: string; token: string }) =>
    context.app.inject({ method: 'POST', url: `/online-ordering/orders/${order.id}/delivery-quote`, headers: { 'x-order-token': order.token } });

  it('lists every market currency without a cap, then the cap set, in the currency’s decimals, audited before and after', async () => {
    const first = await call(admin.token, 'GET');
    expect(first.statusCode).toBe(200);
    expect(first.json().caps).toContainEqual({ currency: 'USD', markets: ['US'], maxDinerFee: null, max: '100.00' });
    expect(first.json().caps).toContainEqual({ currency: 'JPY', markets: ['JP'], maxDinerFee: null, max: '15000' });

    const set = await call(admin.token, 'PUT', 'USD', { maxDinerFee: '4.5' });
    expect(set.statusCode).toBe(200);
    expect(capOf(set, 'USD')).toBe('4.50');
    expect(capOf(await call(admin.token, 'PUT', 'JPY', { maxDinerFee: '500.00' }), 'JPY')).toBe('500');
    const changed = await call(admin.token, 'PUT', 'USD', { maxDinerFee: '3.99' });
    expect(capOf(changed, 'USD')).toBe('3.99');
    expect(capOf(await call(admin.token, 'GET'), 'USD')).toBe('3.99');

    const audits = await context.db
      .select()
      .from(t.staffAuditLog)
      .where(and(eq(t.staffAuditLog.staffId, admin.id), eq(t.staffAuditLog.subjectType, 'delivery-fee-cap'), eq(t.staffAuditLog.subjectId, 'USD')))
      .orderBy(desc(t.staffAuditLog.id));
    expect(audits.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'delivery-fee-cap-change', before: { maxDinerFee: '4.50' }, after: { maxDinerFee: '3.99' } },
      { action: 'delivery-fee-cap-change', before: null, after: { maxDinerFee: '4.50' } },
    ]);
  });

  it('charges the next courier quote the new cap, and the whole quote once the cap is removed', async () => {
    const order = await deliveryOrder();
    expect((await quote(order)).json().fee).toBe(SANDBOX_FEE);

    expect((await call(admin.token, 'PUT', 'USD', { maxDinerFee: '2.25' })).statusCode).toBe(200);
    expect((await quote(order)).json().fee).toBe('2.25');
    expect((await orderClient(context.app).get(order.id, order.token)).json().totals.deliveryFee).toBe('2.25');
    // A cap above the quote leaves the diner paying the quote.
    await call(admin.token, 'PUT', 'USD', { maxDinerFee: '10' });
    expect((await quote(order)).json().fee).toBe(SANDBOX_FEE);

    const removed = await call(admin.token, 'DELETE', 'USD');
    expect(removed.statusCode).toBe(200);
    expect(capOf(removed, 'USD')).toBeNull();
    expect((await quote(order)).json().fee).toBe(SANDBOX_FEE);
    const [audit] = await context.db.select().from(t.staffAuditLog).where(eq(t.staffAuditLog.action, 'delivery-fee-cap-remove')).orderBy(desc(t.staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ staffId: admin.id, subjectId: 'USD', before: { maxDinerFee: '10.00' }, after: null });
  });

  it('keeps each brand to its own caps: another brand’s cap is not shown, not removable (404) and not changed', async () => {
    expect((await call(otherBrandToken, 'PUT', 'USD', { maxDinerFee: '1.00' })).statusCode).toBe(200);
    expect(capOf(await call(admin.token, 'GET'), 'USD')).toBeNull();
    const refused = await call(admin.token, 'DELETE', 'USD');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'fee_cap_not_found', message: 'The brand has no delivery fee cap in USD', params: { currency: 'USD' } });
    await call(admin.token, 'PUT', 'USD', { maxDinerFee: '5.00' });
    const rows = await context.db.select().from(t.deliveryFeeCaps).where(eq(t.deliveryFeeCaps.currency, 'USD'));
    expect(rows.map(({ brandId, maxDinerFee }) => ({ brandId, maxDinerFee })).sort((a, b) => a.brandId - b.brandId)).toEqual([
      { brandId: 3, maxDinerFee: '1.00' },
      { brandId: 4, maxDinerFee: '5.00' },
    ]);
    // This brand's delivery order is capped at its own 5.00, not the other brand's 1.00.
    expect((await quote(await deliveryOrder())).json().fee).toBe('5.00');
  });

  it('refuses store staff and managers (403) and callers without a staff token (401), and changes nothing', async () => {
    for (const token of [staffToken, managerToken]) {
      const calls: { method: 'GET' | 'PUT' | 'DELETE'; currency?: string; body?: object }[] = [{ method: 'GET' }, { method: 'PUT', currency: 'USD', body: { maxDinerFee: '1.00' } }, { method: 'DELETE', currency: 'USD' }];
      for (const { method, currency, body } of calls) {
        const refused = await call(token, method, currency, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ statusCode: 403, code: 'fee_cap_admins_only', message: 'Only brand admins may change the delivery fee caps' });
      }
    }
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call(null, 'PUT', 'USD', { maxDinerFee: '1.00' })).statusCode).toBe(401);
    expect(await context.db.select().from(t.deliveryFeeCaps)).toEqual([]);
  });

  it.each([
    ['USD', '100.01', 'fee_cap_too_large', { currency: 'USD', amount: '100.00' }],
    ['JPY', '500.5', 'fee_cap_too_many_decimals', { currency: 'JPY', decimals: 0 }],
    ['JPY', '15001', 'fee_cap_too_large', { currency: 'JPY', amount: '15000' }],
  ])('refuses %s %s with its own code and params (400)', async (currency, amount, code, params) => {
    const refused = await call(admin.token, 'PUT', currency, { maxDinerFee: amount });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code, params });
    expect(capOf(await call(admin.token, 'GET'), currency)).toBeNull();
  });

  it.each([
    ['a negative amount', { maxDinerFee: '-1.00' }],
    ['a number in exponent form', { maxDinerFee: '1e3' }],
    ['three decimals', { maxDinerFee: '4.999' }],
    ['an oversized amount', { maxDinerFee: '9'.repeat(40) }],
    ['an empty amount', { maxDinerFee: '' }],
    ['a NUL byte', { maxDinerFee: '4.99\u0000' }],
    ['a boolean', { maxDinerFee: true }],
    ['an object', { maxDinerFee: { amount: '4.99' } }],
    ['a null', { maxDinerFee: null }],
    ['a missing amount', {}],
    ['an extra field', { maxDinerFee: '4.99', brandId: 3 }],
  ])('refuses %s as a validation error (400), never a 500', async (_name, payload) => {
    const refused = await call(admin.token, 'PUT', 'USD', payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(typeof refused.json().message).toBe('string');
    expect(await context.db.select().from(t.deliveryFeeCaps)).toEqual([]);
  });

  it('answers a currency no market is paid in with 404, and a malformed one or a NUL byte in the path with 400', async () => {
    const unknown = await call(admin.token, 'PUT', 'EUR', { maxDinerFee: '1.00' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'fee_cap_currency_unknown', params: { currency: 'EUR' } });
    expect((await call(admin.token, 'DELETE', 'EUR')).statusCode).toBe(404);
    expect((await call(admin.token, 'PUT', 'usd', { maxDinerFee: '1.00' })).statusCode).toBe(400);
    expect((await call(admin.token, 'PUT', 'USDX', { maxDinerFee: '1.00' })).statusCode).toBe(400);
    expect((await call(admin.token, 'DELETE', 'US%00')).statusCode).toBe(400);
  });

  it.each([
    ['4.99', 'USD', true],
    ['100', 'USD', true],
    ['100.01', 'USD', false],
    ['4.999', 'USD', false],
    ['500', 'JPY', true],
    ['500.5', 'JPY', false],
    ['15001', 'JPY', false],
  ] as const)('the form and the API agree on %s %s (accepted: %s)', async (amount, currency, accepted) => {
    const entry = readAmount(amount, 'en-us', currency);
    expect(entry.ok && feeCapProblem(currency, entry.amount) === null).toBe(accepted);
    expect((await call(admin.token, 'PUT', currency, { maxDinerFee: amount })).statusCode).toBe(accepted ? 200 : 400);
  });
});
