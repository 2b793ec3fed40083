/**
 * The coupon routes on a real database: apply by code, remove one or all, the discount and the
 * new totals from the pricing pipeline (taxes after the discount, in Canada too), every refusal,
 * and access like the order routes.
 */
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildPayableOrder, buildStore, paymentClient } from '@/server/modules/payments/test/payable-order';
import { buildQuoteStore } from '@/server/modules/catering/test-quotes';
import { buildCoupon, couponClient } from './test-coupons';

const DAY = 86_400_000;

describe.each(testDatabases())('coupons on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let coupons: ReturnType<typeof couponClient>;
  let orders: ReturnType<typeof orderClient>;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    store = await buildStore(context.db);
    coupons = couponClient(context.app);
    orders = orderClient(context.app);
  });
  afterAll(() => context.close());

  /** Four sweet teas (4 × 2.49 = 9.96) for pickup, with guest details and an ASAP time. */
  const order = (teas = 4) => buildPayableOrder(context.app, store, teas);

  it('applies a code: the discount line and the totals come from the pricing pipeline, taxed after the discount', async () => {
    const coupon = await buildCoupon(context.db, { value: '2.00', title: 'Two off' });
    const { id, token } = await order();
    const applied = await coupons.apply(id, token, { code: ` ${coupon.code.toLowerCase()} ` });
    expect(applied.statusCode).toBe(200);
    // 9.96 − 2.00 = 7.96; 8.25 % of 7.96 = 0.6567 → 0.66.
    expect(applied.json().totals).toMatchObject({ subtotal: '9.96', discount: '2.00', discountedSubtotal: '7.96', taxTotal: '0.66', total: '8.62' });
    expect(applied.json().coupons).toEqual([{ id: coupon.id, code: coupon.code, title: 'Two off', typeId: 1, applies: true, discount: '2.00' }]);
    const read = (await orders.get(id, token)).json();
    expect(read.totals.total).toBe('8.62');
    const [stored] = await context.db.query.orders.findMany({ where: (rows, { eq }) => eq(rows.id, id) });
    expect(stored).toMatchObject({ discountTotal: '2.00', total: '8.62' });
  });

  it('answers a replayed apply with the same order, and 50 parallel applies leave one coupon', async () => {
    const coupon = await buildCoupon(context.db, { typeId: 2, value: '10.00' });
    const { id, token } = await order();
    const answers = await Promise.all(Array.from({ length: 50 }, () => coupons.apply(id, token, { code: coupon.code })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const rows = await context.db.query.orderCoupons.findMany({ where: (r, { eq }) => eq(r.orderId, id) });
    expect(rows).toHaveLength(1);
    expect(answers[49]!.json().totals.discount).toBe('1.00');
  });

  it('applies each of the nine discount types through the route', async () => {
    const { id, token } = await order(2);
    const add = await orders.addItem(id, token, { itemId: store.brisket.id, quantity: 1, optionIds: [store.sides.options[0]!.id, store.sides.options[1]!.id] });
    expect(add.statusCode).toBe(201);
    // Teas 2 × 2.49 = 4.98, brisket 15.99: subtotal 20.97, pickup.
    const cases: [Partial<typeof t.coupons.$inferInsert>, string][] = [
      [{ typeId: 1, value: '3.00' }, '3.00'],
      [{ typeId: 2, value: '10.00' }, '2.10'],
      [{ typeId: 3, value: '1.00', itemIds: [store.tea.id] }, '1.00'],
      [{ typeId: 4, value: '50.00', itemIds: [store.tea.id] }, '2.49'],
      [{ typeId: 5, value: '4.00', subcategoryIds: [store.section.id] }, '4.00'],
      [{ typeId: 6, value: '10.00', subcategoryIds: [store.section.id] }, '2.10'],
      [{ typeId: 7, value: '1.50', handoffIds: [2] }, '1.50'],
      [{ typeId: 8, value: '20.00', handoffIds: [2] }, '4.19'],
      [{ typeId: 9, value: '0', itemIds: [store.brisket.id] }, '15.99'],
    ];
    for (const [fields, discount] of cases) {
      const coupon = await buildCoupon(context.db, fields);
      const applied = await coupons.apply(id, token, { code: coupon.code });
      expect([fields.typeId, applied.statusCode, applied.json().totals?.discount]).toEqual([fields.typeId, 200, discount]);
      expect((await coupons.removeAll(id, token)).json().totals.discount).toBe('0.00');
    }
  });

  it('removes one coupon, then all, and a removal of a coupon not on the order answers the order as it is', async () => {
    const first = await buildCoupon(context.db, { value: '1.00' });
    const second = await buildCoupon(context.db, { value: '2.00' });
    const { id, token } = await order();
    await coupons.apply(id, token, { code: first.code });
    expect((await coupons.apply(id, token, { code: second.code })).json().totals.discount).toBe('3.00');
    const removed = await coupons.remove(id, token, first.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().coupons.map((c: { id: number }) => c.id)).toEqual([second.id]);
    expect(removed.json().totals.discount).toBe('2.00');
    expect((await coupons.remove(id, token, first.id)).json().totals.discount).toBe('2.00');
    const cleared = await coupons.removeAll(id, token);
    expect(cleared.json()).toMatchObject({ coupons: [], totals: { discount: '0.00', total: '10.78' } });
    expect((await coupons.removeAll(id, token)).statusCode).toBe(200);
  });

  it('takes the discount off before Canadian taxes', async () => {
    const toronto = await buildStore(context.db, { country: 'CA', state: ['ON', 'Ontario'], city: 'Toronto', zip: 'M5V 2T6', timeZone: 'America/Toronto', taxRate: '0' });
    const coupon = await buildCoupon(context.db, { countryCode: 'CA', typeId: 2, value: '50.00' });
    const { id, token } = await buildPayableOrder(context.app, toronto, 4, { 'country-alpha-2': 'CA' });
    const applied = await coupons.apply(id, token, { code: coupon.code });
    expect(applied.statusCode).toBe(200);
    // 9.96 − 4.98 = 4.98; HST 13 % of 4.98 = 0.6474 → 0.65.
    expect(applied.json().totals).toMatchObject({ discount: '4.98', discountedSubtotal: '4.98', taxTotal: '0.65', total: '5.63' });
    expect(applied.json().totals.taxes).toEqual([expect.objectContaining({ code: 'HST', amount: '0.65' })]);
  });

  it('lists the coupon calls and the wallet suggestion in the OpenAPI document', async () => {
    const docs = (await context.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(docs.paths['/online-ordering/discount-management/order/{orderId}/coupons'] ?? {}).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(docs.paths['/online-ordering/discount-management/order/{orderId}/coupons/{couponId}'] ?? {})).toEqual(['delete']);
    expect(Object.keys(docs.paths['/online-ordering/loyalty/orders/{orderId}/wallet-suggestion'] ?? {})).toEqual(['get']);
  });

  describe('refuses', () => {
    const expectNotMet = (answer: { statusCode: number; json(): { code: string; message: string } }) => {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'coupon_conditions_not_met', message: 'Coupon conditions are not met' });
    };

    it.each([
      ['an object for the code', { code: { value: 'SAVE5' } }],
      ['a null code', { code: null }],
      ['no code', {}],
      ['an empty code', { code: '' }],
      ['an oversized code', { code: 'A'.repeat(200) }],
      ['a NUL in the code', { code: 'SAVE\u00005' }],
      ['an unknown field', { code: 'SAVE5', discount: '5.00' }],
      ['a list', [{ code: 'SAVE5' }]],
    ])('%s with 400', async (_name, body) => {
      const { id, token } = await order();
      const answer = await coupons.apply(id, token, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    });

    it.each([['SAVE 5'], ['SAVE_5'], ['-SAVE'], ['A'.repeat(41)]])('the malformed code %j with 400 coupon_code_invalid', async (code) => {
      const { id, token } = await order();
      const answer = await coupons.apply(id, token, { code });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'coupon_code_invalid', params: { max: 40 } });
    });

    it('an unknown code, and another brand’s code, with 422 coupon_not_found', async () => {
      const other = await buildCoupon(context.db, { brandId: 3 });
      const { id, token } = await order();
      for (const code of ['NOSUCHCODE', other.code]) {
        const answer = await coupons.apply(id, token, { code });
        expect(answer.statusCode).toBe(422);
        expect(answer.json()).toMatchObject({ code: 'coupon_not_found', message: `Coupon code ${code} was not found`, params: { code } });
      }
    });

    it('an unknown order, a malformed id, another diner’s order and a missing token with 404 or 400', async () => {
      const coupon = await buildCoupon(context.db);
      const mine = await order();
      const theirs = await order();
      expect((await coupons.apply('00000000-0000-4000-8000-000000000000', mine.token, { code: coupon.code })).statusCode).toBe(404);
      expect((await coupons.apply('not-a-uuid', mine.token, { code: coupon.code })).statusCode).toBe(400);
      expect((await coupons.apply(theirs.id, mine.token, { code: coupon.code })).statusCode).toBe(404);
      expect((await coupons.apply(theirs.id, undefined, { code: coupon.code })).statusCode).toBe(404);
      expect((await coupons.remove(theirs.id, mine.token, coupon.id)).statusCode).toBe(404);
      expect((await coupons.removeAll(theirs.id, mine.token)).statusCode).toBe(404);
      expect((await coupons.remove(mine.id, mine.token, 'abc')).statusCode).toBe(400);
      expect((await coupons.remove(mine.id, mine.token, 0)).statusCode).toBe(400);
      const rows = await context.db.query.orderCoupons.findMany({ where: (r, { eq }) => eq(r.orderId, theirs.id) });
      expect(rows).toEqual([]);
    });

    it.each([
      ['an expired coupon', () => ({ validTo: new Date(Date.now() - DAY) })],
      ['a coupon not valid yet', () => ({ validFrom: new Date(Date.now() + DAY) })],
      ['a coupon a brand admin paused', () => ({ pausedAt: new Date(Date.now() - DAY) })],
      ['a coupon a brand admin ended', () => ({ endedAt: new Date(Date.now() - DAY) })],
      ['another market’s coupon', () => ({ countryCode: 'CA' as const })],
      ['a delivery-only coupon on pickup', () => ({ typeId: 7, handoffIds: [3] })],
      ['an item coupon without the item in the cart', () => ({ typeId: 9, itemIds: [store.brisket.id] })],
      ['a minimum amount the cart does not reach', () => ({ minimumAmount: '10.00' })],
    ])('%s with 422 Coupon conditions are not met, changing nothing', async (_name, fields) => {
      const coupon = await buildCoupon(context.db, fields());
      const { id, token } = await order();
      const answer = await coupons.apply(id, token, { code: coupon.code });
      expectNotMet(answer);
      expect(answer.json().errors).toEqual([expect.stringContaining(coupon.code)]);
      expect((await orders.get(id, token)).json()).toMatchObject({ coupons: [], totals: { discount: '0.00' } });
    });

    it('a coupon whose minimum the other discounts take the cart below', async () => {
      const first = await buildCoupon(context.db, { value: '3.00' });
      const second = await buildCoupon(context.db, { value: '1.00', minimumAmount: '9.00' });
      const { id, token } = await order();
      expect((await coupons.apply(id, token, { code: first.code })).statusCode).toBe(200);
      // 9.96 − 3.00 = 6.96 < 9.00.
      expectNotMet(await coupons.apply(id, token, { code: second.code }));
      expect((await orders.get(id, token)).json().totals.discount).toBe('3.00');
    });

    it('any coupon on a catering quote request', async () => {
      const quoteStore = await buildQuoteStore(context.db);
      const coupon = await buildCoupon(context.db);
      const created = (await orders.create({ locationId: quoteStore.location.id, handoff: 'pickup', categoryId: 3 })).json();
      await orders.addItem(created.id, created.accessToken, { itemId: quoteStore.tray.id, quantity: 1, optionIds: [] });
      const answer = await coupons.apply(created.id, created.accessToken, { code: coupon.code });
      expectNotMet(answer);
      expect(answer.json().errors).toEqual([expect.stringContaining('catering quote')]);
    });

    it('a sixth coupon on one order with 422 coupon_order_limit', async () => {
      const { id, token } = await order();
      for (let index = 0; index < 5; index += 1) {
        const coupon = await buildCoupon(context.db, { value: '0.10' });
        expect((await coupons.apply(id, token, { code: coupon.code })).statusCode).toBe(200);
      }
      const sixth = await buildCoupon(context.db, { value: '0.10' });
      const answer = await coupons.apply(id, token, { code: sixth.code });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'coupon_order_limit', params: { max: 5 } });
    });

    it('a second single-use code of a coupon already on the order with 409', async () => {
      const tag = `${process.pid}${Date.now() % 100000}`;
      await buildCoupon(context.db, { serialized: true }, [`ONE-${tag}-A`, `ONE-${tag}-B`]);
      const { id, token } = await order();
      expect((await coupons.apply(id, token, { code: `ONE-${tag}-A` })).statusCode).toBe(200);
      const answer = await coupons.apply(id, token, { code: `ONE-${tag}-B` });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('coupon_already_applied');
    });

    it('a change to a paid order with 409', async () => {
      const coupon = await buildCoupon(context.db, { typeId: 2, value: '100.00' });
      const { id, token, number } = await order();
      await coupons.apply(id, token, { code: coupon.code });
      expect((await paymentClient(context.app).free({ id, token, number, total: '0.00' })).statusCode).toBe(200);
      for (const answer of [await coupons.apply(id, token, { code: coupon.code }), await coupons.removeAll(id, token)]) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json().code).toBe('order_already_paid');
      }
    });
  });
});
