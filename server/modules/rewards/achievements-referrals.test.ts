/**
 * Achievements and referral rewards through the API and the paid-order job on a real database (the
 * referred friend signs up with the code through the sign-up call):
 * each is granted once however often it is evaluated, and a referral rewards both diners once.
 */
import { eq } from 'drizzle-orm';
import { REWARD_SOURCE, REWARD_TYPE, REWARD_KIND } from '@/domain/loyalty/constants';
import { customers, orders } from '@/server/db/schema';
import { walletOf } from '@/server/modules/loyalty';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { erasePerson } from '@/server/modules/privacy/erase';
import { call } from '@/server/modules/profile/test-customers';
import { testDatabases } from '@/server/test/build-app';
import { PAID_ORDER_REWARDS_JOB } from './jobs';
import { buildPaidOrder, buildRewardsApp, closeRewardsApp, MEATS, type RewardsApp, verifiedDiner } from './test-rewards';

describe.each(testDatabases())('achievements and referrals on %s', (kind) => {
  let context: RewardsApp;
  beforeAll(async () => {
    context = await buildRewardsApp(kind);
  });
  afterAll(() => closeRewardsApp(context));

  const achievements = async (token: string) => {
    const response = await call(context.app, token, 'GET', '/loyalty/my-profile/achievements');
    expect(response.statusCode).toBe(200);
    return response.json().data as Array<{ id: string; done: number; total: number; earned: boolean; earnedAt: string | null; reward: { itemId: number; title: string } }>;
  };
  const sourcesOf = async (customerId: number) => (await walletOf(context.db, customerId)).map((reward) => reward.rewardSourceId);

  it('lists every achievement open before the first paid order', async () => {
    const diner = await verifiedDiner(context.db);
    expect(await achievements(diner.token)).toEqual([
      { id: 'first-order', done: 0, total: 1, earned: false, earnedAt: null, reward: { itemId: context.store.itemIds['sweet-potato-pie'], title: 'Sweet Potato Pie' } },
      { id: 'five-orders', done: 0, total: 5, earned: false, earnedAt: null, reward: { itemId: context.store.itemIds['peach-cobbler'], title: 'Peach Cobbler' } },
      { id: 'every-meat', done: 0, total: 3, earned: false, earnedAt: null, reward: { itemId: context.store.itemIds['pulled-pork-lb'], title: 'pulled-pork-lb' } },
    ]);
    expect((await call(context.app, undefined, 'GET', '/loyalty/my-profile/achievements')).statusCode).toBe(401);
  });

  it('earns first-order with the first paid order, once, and keeps it after a cancellation', async () => {
    const diner = await verifiedDiner(context.db);
    const orderId = await buildPaidOrder(context.db, context.store, diner.id, { slugs: [MEATS[0]!] });
    const [first] = await achievements(diner.token);
    expect(first).toMatchObject({ id: 'first-order', done: 1, earned: true });
    expect(first!.earnedAt).not.toBeNull();
    await achievements(diner.token);
    expect(await sourcesOf(diner.id)).toEqual([REWARD_SOURCE.achievement]);
    const [reward] = await walletOf(context.db, diner.id);
    expect(reward).toMatchObject({ rewardTypeId: REWARD_TYPE.loyalty, rewardKindId: REWARD_KIND.loyaltyItem, itemId: context.store.itemIds['sweet-potato-pie'] });

    await context.db.update(orders).set({ statusId: ORDER_STATUS.cancelled }).where(eq(orders.id, orderId));
    expect((await achievements(diner.token))[0]).toMatchObject({ id: 'first-order', done: 1, earned: true });
  });

  it('earns every-meat once every meat was in a paid order, across orders', async () => {
    const diner = await verifiedDiner(context.db);
    await buildPaidOrder(context.db, context.store, diner.id, { slugs: [MEATS[0]!, MEATS[1]!] });
    await buildPaidOrder(context.db, context.store, diner.id, { slugs: [MEATS[2]!], statusId: ORDER_STATUS.open });
    expect((await achievements(diner.token))[2]).toMatchObject({ id: 'every-meat', done: 2, total: 3, earned: false });
    await buildPaidOrder(context.db, context.store, diner.id, { slugs: [MEATS[2]!], statusId: ORDER_STATUS.completed });
    expect((await achievements(diner.token))[2]).toMatchObject({ id: 'every-meat', done: 3, total: 3, earned: true });
    expect(await sourcesOf(diner.id)).toEqual([REWARD_SOURCE.achievement, REWARD_SOURCE.achievement]);
  });

  it('the paid-order job grants achievements without the diner looking, once however often it runs', async () => {
    const diner = await verifiedDiner(context.db);
    const now = new Date();
    for (let index = 0; index < 5; index += 1) await buildPaidOrder(context.db, context.store, diner.id, { paidAt: new Date(now.getTime() - 60_000) });
    await context.app.jobs.runOnce(PAID_ORDER_REWARDS_JOB, now);
    await context.app.jobs.runOnce(PAID_ORDER_REWARDS_JOB, now);
    expect(await sourcesOf(diner.id)).toEqual([REWARD_SOURCE.achievement, REWARD_SOURCE.achievement]);
    expect((await achievements(diner.token)).filter((entry) => entry.earned).map((entry) => entry.id)).toEqual(['first-order', 'five-orders']);
  });

  it('rewards both diners once when the referred friend’s first order is paid', async () => {
    const referrer = await verifiedDiner(context.db);
    const email = `friend-${referrer.id}@example.com`;
    const signUp = await call(context.app, undefined, 'POST', '/auth/sign-up', {
      firstName: 'Friend', lastName: 'Pit', phone: '(512) 555-0142', email, emailConfirmation: email,
      password: 'Smoked1Brisket', passwordConfirmation: 'Smoked1Brisket', referralCode: referrer.referralCode.toLowerCase(),
    });
    expect(signUp.statusCode).toBe(201);
    const [friend] = await context.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    if (!friend) throw new Error('the friend was not signed up');
    // The friend follows the verification link: only a verified account's orders complete a referral.
    await context.db.update(customers).set({ emailVerifiedAt: new Date() }).where(eq(customers.id, friend.id));
    const bystander = await verifiedDiner(context.db);
    const now = new Date();
    const run = () => context.app.jobs.runOnce(PAID_ORDER_REWARDS_JOB, now);

    await buildPaidOrder(context.db, context.store, friend.id, { statusId: ORDER_STATUS.open });
    await run();
    expect(await sourcesOf(referrer.id)).toEqual([]);
    expect(await sourcesOf(friend.id)).toEqual([]);

    await buildPaidOrder(context.db, context.store, friend.id, { paidAt: now });
    const summary = await run();
    expect(summary).toMatchObject({ referrals: 2 });
    await run();
    await buildPaidOrder(context.db, context.store, friend.id, { paidAt: now });
    await run();
    const referralRewards = async (customerId: number) => (await walletOf(context.db, customerId)).filter((reward) => reward.rewardSourceId === REWARD_SOURCE.referral);
    expect(await referralRewards(referrer.id)).toHaveLength(1);
    expect(await referralRewards(friend.id)).toHaveLength(1);
    expect((await referralRewards(friend.id))[0]!.itemId).toBe(context.store.itemIds['pecan-pie-slice']);
    expect(await sourcesOf(bystander.id)).toEqual([]);
    const referrals = await call(context.app, referrer.token, 'GET', '/referrals');
    expect(referrals.json().data).toHaveLength(1);
  });

  it('gives nothing for a code that names nobody or the diner’s own code', async () => {
    const lonely = await verifiedDiner(context.db, { referredByCode: 'NOBODY-HAS-THIS' });
    const selfish = await verifiedDiner(context.db);
    await context.db.update(customers).set({ referredByCode: selfish.referralCode.toUpperCase() }).where(eq(customers.id, selfish.id));
    await buildPaidOrder(context.db, context.store, lonely.id);
    await buildPaidOrder(context.db, context.store, selfish.id);
    await context.app.jobs.runOnce(PAID_ORDER_REWARDS_JOB, new Date());
    for (const diner of [lonely, selfish]) {
      expect((await walletOf(context.db, diner.id)).filter((reward) => reward.rewardSourceId === REWARD_SOURCE.referral)).toEqual([]);
    }
  });

  it('gives nothing to an account erased on its owner’s request, whose old code someone typed', async () => {
    const gone = await verifiedDiner(context.db, { email: 'erased-referrer@example.com' });
    await context.db.transaction((tx) => erasePerson(tx, 'erased-referrer@example.com', new Date()));
    const [erased] = await context.db.select().from(customers).where(eq(customers.id, gone.id));
    const friend = await verifiedDiner(context.db, { referredByCode: erased!.referralCode.toUpperCase() });
    await buildPaidOrder(context.db, context.store, friend.id);
    await context.app.jobs.runOnce(PAID_ORDER_REWARDS_JOB, new Date());
    expect(await walletOf(context.db, gone.id)).toEqual([]);
    expect((await walletOf(context.db, friend.id)).filter((reward) => reward.rewardSourceId === REWARD_SOURCE.referral)).toEqual([]);
  });
});
