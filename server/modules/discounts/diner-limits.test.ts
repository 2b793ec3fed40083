/**
 * Per-diner coupon limits and coupon validity, through the real coupon and payment routes on a
 * real database (an API in demo mode, so the X-Hickory-Clock header is honoured):
 * - the demo's free-item coupon is once per diner, and any free-item coupon without a limit of
 *   its own is too;
 * - a diner is their account and their normalised email together: a guest order with the
 *   account's email, in another case or with a `+tag`, shares the account's uses;
 * - an expired coupon stays expired when the demo clock is set back inside its dates, at apply
 *   and at payment.
 */
import { and, eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildPayableOrder, buildStore, paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import { signedInCustomer } from '@/server/modules/profile/test-customers';
import { DEMO_COUPONS, loadCoupons } from '@/server/seed/load-coupons';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildItem, buildReferenceData } from '@/server/test/factories';
import { buildCoupon, couponClient } from './test-coupons';

const demoCoupon = (code: string) => DEMO_COUPONS.filter((coupon) => coupon.code === code);

describe.each(testDatabases())('per-diner coupon limits and validity on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pudding: typeof t.items.$inferSelect;
  let coupons: ReturnType<typeof couponClient>;
  let pay: ReturnType<typeof paymentClient>;

  beforeAll(async () => {
    context = await build(kind, { config: { demoMode: true, rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    store = await buildStore(context.db);
    pudding = await buildItem(context.db, { slug: 'banana-pudding', title: 'Banana Pudding', sectionId: store.section.id, prices: { [store.location.id]: '3.99' } });
    await loadCoupons(context.db, [...demoCoupon('FREEPUDDING'), ...demoCoupon('SUMMER24')]);
    coupons = couponClient(context.app);
    pay = paymentClient(context.app);
  });
  afterAll(() => context.close());

  const guest = (email: string) => ({ firstName: 'Ada', lastName: 'Pitmaster', email, phone: '(512) 555-0199' });

  /** An open order of one banana pudding, with `email` as the guest's. */
  async function puddingOrder(email: string, headers: Record<string, string> = {}): Promise<PayableOrder> {
    const order = await buildPayableOrder(context.app, store, 1, headers);
    const orders = orderClient(context.app, headers);
    const [line] = await context.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
    expect((await orders.removeItem(order.id, order.token, line!.id)).statusCode).toBe(200);
    expect((await orders.addItem(order.id, order.token, { itemId: pudding.id, quantity: 1, optionIds: [] })).statusCode).toBe(201);
    expect((await orders.update(order.id, order.token, { guest: guest(email) })).statusCode).toBe(200);
    return order;
  }

  async function withGuestEmail(email: string, headers: Record<string, string> = {}): Promise<PayableOrder> {
    const order = await buildPayableOrder(context.app, store, 4, headers);
    expect((await orderClient(context.app, headers).update(order.id, order.token, { guest: guest(email) })).statusCode).toBe(200);
    return order;
  }

  it('refuses FREEPUDDING the second time the same diner uses it', async () => {
    const first = await puddingOrder('pudding@example.com');
    const applied = await coupons.apply(first.id, first.token, { code: 'freepudding' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().totals.total).toBe('0.00');
    expect((await pay.free(first)).statusCode).toBe(200);

    const again = await puddingOrder('Pudding+again@Example.com');
    const refused = await coupons.apply(again.id, again.token, { code: 'FREEPUDDING' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'coupon_conditions_not_met', params: { code: 'FREEPUDDING' } });
    expect(refused.json().errors).toEqual(['You have already used coupon FREEPUDDING as many times as it allows']);

    // Another diner still gets theirs.
    const other = await puddingOrder('someone-else@example.com');
    expect((await coupons.apply(other.id, other.token, { code: 'FREEPUDDING' })).statusCode).toBe(200);
  });

  it('limits any free-item coupon that sets no per-diner limit to one use per diner', async () => {
    const coupon = await buildCoupon(context.db, { typeId: 9, value: '0.00', itemIds: [pudding.id] });
    const first = await puddingOrder('free-item@example.com');
    expect((await coupons.apply(first.id, first.token, { code: coupon.code })).statusCode).toBe(200);
    expect((await pay.free(first)).statusCode).toBe(200);
    const second = await puddingOrder('free-item@example.com');
    expect((await coupons.apply(second.id, second.token, { code: coupon.code })).statusCode).toBe(422);
  });

  it('refuses a guest `Ada+x@Example.com` a once-per-diner coupon the account `ada@example.com` used', async () => {
    const coupon = await buildCoupon(context.db, { typeId: 2, value: '10.00', perCustomerLimit: 1 });
    const account = await signedInCustomer(context.db, { email: 'ada@example.com' });
    const bearer = { authorization: `Bearer ${account.token}` };
    const mine = await withGuestEmail('ada@example.com', bearer);
    expect((await coupons.apply(mine.id, mine.token, { code: coupon.code })).statusCode).toBe(200);
    expect((await pay.card(mine, { token: pay.token() })).statusCode).toBe(200);

    const asGuest = await withGuestEmail('Ada+x@Example.com');
    const refused = await coupons.apply(asGuest.id, asGuest.token, { code: coupon.code });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([`You have already used coupon ${coupon.code} as many times as it allows`]);
  });

  it('refuses the account a once-per-diner coupon its email used as a guest, even applied before, at payment', async () => {
    const coupon = await buildCoupon(context.db, { typeId: 2, value: '10.00', perCustomerLimit: 1 });
    const account = await signedInCustomer(context.db, { email: 'grace@example.com' });
    const bearer = { authorization: `Bearer ${account.token}` };
    const mine = await withGuestEmail('grace@example.com', bearer);
    expect((await coupons.apply(mine.id, mine.token, { code: coupon.code })).statusCode).toBe(200);

    const asGuest = await withGuestEmail('GRACE+lunch@example.com');
    expect((await coupons.apply(asGuest.id, asGuest.token, { code: coupon.code })).statusCode).toBe(200);
    expect((await pay.card(asGuest, { token: pay.token() })).statusCode).toBe(200);

    const refused = await pay.card(mine, { token: pay.token() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'coupon_conditions_not_met' });
  });

  it('keeps SUMMER24 expired with the demo clock set inside its dates, at apply and at payment', async () => {
    const summer = { 'x-hickory-clock': '2024-08-15T12:00:00Z' };
    const order = await buildPayableOrder(context.app, store, 4);
    const applied = await coupons.apply(order.id, order.token, { code: 'SUMMER24' }, summer);
    expect(applied.statusCode).toBe(422);
    expect(applied.json().errors).toEqual(['Coupon SUMMER24 has expired']);

    // Even on the order (as if applied while it was valid), paying with it is refused.
    const [summer24] = await context.db.select().from(t.coupons).where(and(eq(t.coupons.brandId, 4), eq(t.coupons.code, 'SUMMER24')));
    await context.db.insert(t.orderCoupons).values({ orderId: order.id, couponId: summer24!.id, code: 'SUMMER24', appliedAt: new Date('2024-08-15T12:00:00Z') });
    const paid = await pay.card(order, { token: pay.token() }, summer);
    expect(paid.statusCode).toBe(422);
    expect(paid.json()).toMatchObject({ code: 'coupon_conditions_not_met', errors: ['Coupon SUMMER24 has expired'] });
    const [row] = await context.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(row!.statusId).toBe(1);
  });
});
