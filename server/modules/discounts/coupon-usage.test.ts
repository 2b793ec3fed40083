/**
 * Coupon uses on a real database: counted once when the order is paid (a ledger row per order
 * and coupon), the overall limit never exceeded with 50 payments at once, the per-diner limit,
 * single-use codes redeemed once, payment refused when the coupon no longer applies, and
 * retried payment confirmations writing nothing twice.
 */
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildPayableOrder, buildStore, paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import { buildCoupon, couponClient } from './test-coupons';

describe.each(testDatabases())('coupon uses on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let coupons: ReturnType<typeof couponClient>;
  let pay: ReturnType<typeof paymentClient>;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    store = await buildStore(context.db);
    coupons = couponClient(context.app);
    pay = paymentClient(context.app);
  });
  afterAll(() => context.close());

  /** A payable order with the coupon code applied; a 100 % coupon makes it free to pay. */
  async function guestOrder(email?: string): Promise<PayableOrder> {
    const order = await buildPayableOrder(context.app, store);
    if (email) {
      const updated = await orderClient(context.app).update(order.id, order.token, { guest: { firstName: 'Ada', lastName: 'Pitmaster', email, phone: '(512) 555-0199' } });
      expect(updated.statusCode).toBe(200);
    }
    return order;
  }

  async function orderWith(code: string, email?: string): Promise<PayableOrder> {
    const order = await guestOrder(email);
    const applied = await coupons.apply(order.id, order.token, { code });
    if (applied.statusCode !== 200) throw new Error(`apply: ${applied.body}`);
    return { ...order, total: applied.json().totals.total };
  }

  const redemptions = (couponId: number) => context.db.select().from(t.couponRedemptions).where(eq(t.couponRedemptions.couponId, couponId));

  it('counts a use when the order is paid, once however often the payment is retried', async () => {
    const coupon = await buildCoupon(context.db, { typeId: 2, value: '100.00' });
    const order = await orderWith(coupon.code);
    expect(order.total).toBe('0.00');
    expect(await redemptions(coupon.id)).toEqual([]);
    const key = { 'idempotency-key': `free-${order.id}` };
    const first = await pay.free(order, key);
    const again = await pay.free(order, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ paid: true });
    const rows = await redemptions(coupon.id);
    expect(rows).toEqual([expect.objectContaining({ orderId: order.id, discount: '9.96', customerKey: 'e:ada@example.com' })]);
  });

  it('never exceeds the overall limit with 50 payments at once', async () => {
    const coupon = await buildCoupon(context.db, { typeId: 2, value: '100.00', usageLimit: 7 });
    const orders: PayableOrder[] = [];
    for (let index = 0; index < 50; index += 1) orders.push(await orderWith(coupon.code, `racer${index}@example.com`));
    const answers = await Promise.all(orders.map((order) => pay.free(order)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status === 422)).toHaveLength(43);
    for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
      expect(refused.json()).toMatchObject({ code: 'coupon_conditions_not_met', message: 'Coupon conditions are not met' });
    }
    expect(await redemptions(coupon.id)).toHaveLength(7);
    const paid = await context.db.select().from(t.orders).where(eq(t.orders.statusId, 2));
    expect(paid.filter((row) => orders.some((order) => order.id === row.id))).toHaveLength(7);
    // Used up: the next diner is refused at apply.
    const late = await buildPayableOrder(context.app, store);
    const answer = await coupons.apply(late.id, late.token, { code: coupon.code });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual([`Coupon ${coupon.code} has reached its number of uses`]);
    // Fifty orders built and paid at once on the embedded database take minutes on a busy 2-core machine.
  }, 240_000);

  it('holds the per-diner limit: a second order of the same diner is refused once the first is paid', async () => {
    const coupon = await buildCoupon(context.db, { typeId: 2, value: '100.00', perCustomerLimit: 1 });
    const first = await orderWith(coupon.code, 'Repeat@Example.com');
    const second = await orderWith(coupon.code, 'repeat@example.com');
    expect((await pay.free(first)).statusCode).toBe(200);
    const refused = await pay.free(second);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([`You have already used coupon ${coupon.code} as many times as it allows`]);
    const third = await guestOrder('REPEAT@example.com');
    expect((await coupons.apply(third.id, third.token, { code: coupon.code })).statusCode).toBe(422);
    const someoneElse = await orderWith(coupon.code, 'other@example.com');
    expect((await pay.free(someoneElse)).statusCode).toBe(200);
  });

  it('redeems a single-use code once: two orders racing to pay with it, one wins', async () => {
    const code = `ONCE-${process.pid}-${Date.now() % 100000}`;
    const coupon = await buildCoupon(context.db, { typeId: 2, value: '100.00', serialized: true }, [code]);
    const a = await orderWith(code, 'a@example.com');
    const b = await orderWith(code, 'b@example.com');
    const statuses = (await Promise.all([pay.free(a), pay.free(b)])).map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422]);
    expect(await redemptions(coupon.id)).toHaveLength(1);
    const c = await buildPayableOrder(context.app, store);
    const used = await coupons.apply(c.id, c.token, { code });
    expect(used.statusCode).toBe(422);
    expect(used.json().errors).toEqual([`Coupon code ${code} has already been used`]);
    // A serialized coupon's own name is not a code anyone can use.
    expect((await coupons.apply(c.id, c.token, { code: coupon.code })).json().code).toBe('coupon_not_found');
  });

  it('refuses payment when the cart no longer meets the coupon, and charges nothing', async () => {
    const coupon = await buildCoupon(context.db, { value: '1.00', minimumAmount: '9.00' });
    const order = await orderWith(coupon.code);
    const lines = (await orderClient(context.app).get(order.id, order.token)).json().lines;
    const changed = await orderClient(context.app).changeItem(order.id, order.token, lines[0].id, { quantity: 2 });
    expect(changed.json().coupons).toEqual([expect.objectContaining({ id: coupon.id, applies: false, discount: '0.00' })]);
    expect(changed.json().totals.discount).toBe('0.00');
    const card = await pay.card(order, { token: pay.token() });
    expect(card.statusCode).toBe(422);
    expect(card.json().code).toBe('coupon_conditions_not_met');
    expect((await pay.state(order)).json()).toMatchObject({ paid: false, amountPaid: '0.00' });
    expect(await redemptions(coupon.id)).toEqual([]);
  });

  it('charges a card the discounted total and records the use', async () => {
    const coupon = await buildCoupon(context.db, { value: '2.00' });
    const order = await orderWith(coupon.code);
    const paid = await pay.card(order, { token: pay.token() });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid: true, total: '8.62', amountPaid: '8.62' });
    expect(await redemptions(coupon.id)).toHaveLength(1);
    // The confirmation email shows the discount and the discounted total.
    const [mail] = await context.db.select().from(t.outboxEmails).where(eq(t.outboxEmails.orderId, order.id));
    expect(mail?.text).toContain('Discount: −$2.00');
    expect(mail?.text).toContain('Total: $8.62');
  });
});
