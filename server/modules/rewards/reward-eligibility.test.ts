/**
 * Which paid orders count toward rewards, through the real order, coupon, payment, survey and
 * rewards routes on a real database: a $0 order (a free-item coupon paid with the free method)
 * completes no referral, earns no survey points, no mystery progress and no achievement; an
 * order under the brand's minimum counts for nothing; an unverified account's paid order
 * completes no referral (its referrer's list shows it pending) until the account is verified.
 */
import { eq } from 'drizzle-orm';
import { REWARD_SOURCE } from '@/domain/loyalty/constants';
import { customers, pointsLedger } from '@/server/db/schema';
import { buildCoupon, couponClient } from '@/server/modules/discounts/test-coupons';
import { walletOf } from '@/server/modules/loyalty';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { buildPayableOrder, buildStore, paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import { call, signedInCustomer, type SignedInCustomer } from '@/server/modules/profile/test-customers';
import { freshIp } from '@/server/modules/surveys/test-surveys';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { PAID_ORDER_REWARDS_JOB } from './jobs';
import { buildRewardStore, verifiedDiner } from './test-rewards';

describe.each(testDatabases())('orders that count toward rewards on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: ReturnType<typeof paymentClient>;
  let coupons: ReturnType<typeof couponClient>;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 }, jobs: { autoStart: false } });
    await buildRewardStore(context.db);
    store = await buildStore(context.db);
    pay = paymentClient(context.app);
    coupons = couponClient(context.app);
  });
  afterAll(() => context.close());

  const bearer = (diner: SignedInCustomer) => ({ authorization: `Bearer ${diner.token}` });
  const runRewardsJob = () => context.app.jobs.runOnce(PAID_ORDER_REWARDS_JOB, new Date());
  const referralRewards = async (customerId: number) =>
    (await walletOf(context.db, customerId)).filter((reward) => reward.rewardSourceId === REWARD_SOURCE.referral);
  const surveyPoints = async (customerId: number) =>
    (await context.db.select().from(pointsLedger).where(eq(pointsLedger.customerId, customerId))).filter((entry) => entry.reason === 'survey');

  /** A friend of `referrer` who signed up with their code. */
  const friendOf = (referrer: SignedInCustomer, verified: boolean) =>
    signedInCustomer(context.db, { referredByCode: referrer.referralCode.toUpperCase(), ...(verified && { emailVerifiedAt: new Date() }) });

  /** One sweet tea made free by a free-item coupon, then confirmed with the free method. */
  async function freeOrder(diner: SignedInCustomer): Promise<PayableOrder> {
    const coupon = await buildCoupon(context.db, { typeId: 9, value: '0.00', itemIds: [store.tea.id], perCustomerLimit: 5 });
    const order = await buildPayableOrder(context.app, store, 1, bearer(diner));
    const applied = await coupons.apply(order.id, order.token, { code: coupon.code });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().totals.total).toBe('0.00');
    const paid = await pay.free(order);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid: true });
    return order;
  }

  async function cardOrder(diner: SignedInCustomer, teas: number): Promise<PayableOrder> {
    const order = await buildPayableOrder(context.app, store, teas, bearer(diner));
    const paid = await pay.card(order, { token: pay.token() });
    expect(paid.statusCode).toBe(200);
    return order;
  }

  const feedback = (order: PayableOrder, diner: SignedInCustomer) =>
    context.app.inject({
      method: 'POST',
      url: `/online-ordering/survey-management/orders/${order.id}/feedback`,
      headers: bearer(diner),
      payload: { rating: 5 },
      remoteAddress: freshIp(),
    });

  const referralStatus = async (referrer: SignedInCustomer) =>
    (await call(context.app, referrer.token, 'GET', '/referrals')).json().data.map((entry: { status: string }) => entry.status);
  const progress = async (diner: SignedInCustomer) => (await call(context.app, diner.token, 'GET', '/loyalty/my-profile/mystery-reward-progress')).json();
  const firstOrderAchievement = async (diner: SignedInCustomer) =>
    (await call(context.app, diner.token, 'GET', '/loyalty/my-profile/achievements')).json().data.find((entry: { id: string }) => entry.id === 'first-order');

  it('a $0 free-coupon order completes no referral, earns no survey points, no mystery progress and no achievement', async () => {
    const referrer = await verifiedDiner(context.db);
    const friend = await friendOf(referrer, true);
    const order = await freeOrder(friend);

    await runRewardsJob();
    expect(await referralRewards(referrer.id)).toEqual([]);
    expect(await referralRewards(friend.id)).toEqual([]);
    expect(await referralStatus(referrer)).toEqual(['pending']);

    const answered = await feedback(order, friend);
    expect(answered.statusCode).toBe(201);
    expect(answered.json().points ?? null).toBeNull();
    expect(await surveyPoints(friend.id)).toEqual([]);

    expect(await progress(friend)).toMatchObject({ paidOrders: 0, ordersTowardNext: 0 });
    expect(await firstOrderAchievement(friend)).toMatchObject({ done: 0, earned: false });
    expect(await walletOf(context.db, friend.id)).toEqual([]);
  });

  it('an order under the brand minimum counts for nothing; one at the minimum counts', async () => {
    const diner = await verifiedDiner(context.db);
    await cardOrder(diner, 1); // 2.49 before tax, under 5.00
    expect(await progress(diner)).toMatchObject({ paidOrders: 0 });
    await cardOrder(diner, 3); // 7.47 before tax
    expect(await progress(diner)).toMatchObject({ paidOrders: 1 });
    expect(await firstOrderAchievement(diner)).toMatchObject({ done: 1, earned: true });
  });

  it('an unverified account’s paid order completes no referral, and does once the account is verified', async () => {
    const referrer = await verifiedDiner(context.db);
    const friend = await friendOf(referrer, false);
    const order = await cardOrder(friend, 4);

    await runRewardsJob();
    expect(await referralRewards(referrer.id)).toEqual([]);
    expect(await referralRewards(friend.id)).toEqual([]);
    expect((await feedback(order, friend)).json().points ?? null).toBeNull();
    expect(await progress(friend)).toMatchObject({ paidOrders: 0 });
    expect(await referralStatus(referrer)).toEqual(['pending']);

    await context.db.update(customers).set({ emailVerifiedAt: new Date() }).where(eq(customers.id, friend.id));
    await runRewardsJob();
    expect(await referralRewards(referrer.id)).toHaveLength(1);
    expect(await referralRewards(friend.id)).toHaveLength(1);
    expect(await referralStatus(referrer)).toEqual(['completed']);
  });
});
