/**
 * Mystery rewards through the API on a real database: progress, the threshold, the reveal drawn
 * by the injected random source, one reroll, accept into the wallet, replays, another diner's
 * reveal, and many reveals at once making one.
 */
import { eq } from 'drizzle-orm';
import { REWARD_KIND, REWARD_SOURCE, REWARD_TYPE } from '@/domain/loyalty/constants';
import { mysteryReveals } from '@/server/db/schema';
import { walletOf } from '@/server/modules/loyalty';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { call } from '@/server/modules/profile/test-customers';
import { testDatabases } from '@/server/test/build-app';
import { buildPaidOrder, buildPaidOrders, buildRewardsApp, closeRewardsApp, type RewardsApp, verifiedDiner } from './test-rewards';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('mystery rewards on %s', (kind) => {
  let context: RewardsApp;
  beforeAll(async () => {
    context = await buildRewardsApp(kind);
  });
  afterAll(() => closeRewardsApp(context));

  const progress = (token: string) => call(context.app, token, 'GET', '/loyalty/my-profile/mystery-reward-progress');

  it('needs a signed-in diner', async () => {
    for (const [method, path] of [
      ['GET', '/loyalty/my-profile/mystery-reward-progress'],
      ['POST', '/loyalty/mystery-rewards/reveal'],
      ['POST', `/loyalty/mystery-rewards/${UNKNOWN}/accept`],
    ] as const) {
      const response = await call(context.app, undefined, method, path);
      expect([path, response.statusCode]).toEqual([path, 401]);
    }
  });

  it('counts paid orders toward the next reward and refuses a reveal before the threshold', async () => {
    const diner = await verifiedDiner(context.db, { firstName: 'Rosa' });
    await buildPaidOrders(context.db, context.store, diner.id, 3);
    await buildPaidOrder(context.db, context.store, diner.id, { statusId: ORDER_STATUS.cancelled });
    await buildPaidOrder(context.db, context.store, diner.id, { statusId: ORDER_STATUS.open });
    const response = await progress(diner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Rosa', spendablePoints: 0, every: 5, paidOrders: 3, ordersTowardNext: 3, ordersToNext: 2, waiting: 0, reveal: null,
    });
    const refused = await call(context.app, diner.token, 'POST', '/loyalty/mystery-rewards/reveal');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'reward_mystery_not_earned',
      params: { ordersToNext: 2 },
      message: 'You have no mystery reward to reveal yet: 2 more paid orders to go',
    });
  });

  it('reveals at the threshold, rerolls once, accepts into the wallet once', async () => {
    const diner = await verifiedDiner(context.db);
    await buildPaidOrders(context.db, context.store, diner.id, 5);
    expect((await progress(diner.token)).json()).toMatchObject({ paidOrders: 5, ordersTowardNext: 0, waiting: 1, reveal: null });

    context.script.push(0.5); // 50 of 100: banana-pudding (bottled water is 0 to 30)
    const revealed = await call(context.app, diner.token, 'POST', '/loyalty/mystery-rewards/reveal', undefined, { 'accept-language': 'fr-CA' });
    expect(revealed.statusCode).toBe(200);
    const reveal = revealed.json();
    expect(reveal).toMatchObject({ sequence: 1, prize: { key: 'banana-pudding', itemId: context.store.itemIds['banana-pudding'], title: 'Banana Pudding (fr)' }, rerolls: 0, canReroll: true, accepted: false, walletRewardId: null });

    const again = await call(context.app, diner.token, 'POST', '/loyalty/mystery-rewards/reveal');
    expect(again.json()).toMatchObject({ id: reveal.id, prize: { key: 'banana-pudding', title: 'Banana Pudding' } });
    expect((await progress(diner.token)).json()).toMatchObject({ waiting: 0, reveal: { id: reveal.id } });

    context.script.push(0); // without banana pudding, 0 draws bottled water
    const rerolled = await call(context.app, diner.token, 'POST', `/loyalty/mystery-rewards/${reveal.id}/reroll`);
    expect(rerolled.statusCode).toBe(200);
    expect(rerolled.json()).toMatchObject({ id: reveal.id, prize: { key: 'bottled-water' }, rerolls: 1, canReroll: false });

    const secondReroll = await call(context.app, diner.token, 'POST', `/loyalty/mystery-rewards/${reveal.id}/reroll`);
    expect(secondReroll.statusCode).toBe(409);
    expect(secondReroll.json().code).toBe('reward_mystery_reroll_used');

    const accepted = await call(context.app, diner.token, 'POST', `/loyalty/mystery-rewards/${reveal.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ accepted: true, canReroll: false, prize: { key: 'bottled-water' } });
    const walletRewardId = accepted.json().walletRewardId;
    const wallet = await walletOf(context.db, diner.id);
    expect(wallet.map((reward) => [reward.id, reward.rewardTypeId, reward.rewardSourceId, reward.rewardKindId, reward.itemId])).toEqual([
      [walletRewardId, REWARD_TYPE.mystery, REWARD_SOURCE.mystery, REWARD_KIND.mysteryReward, context.store.itemIds['bottled-water']],
    ]);

    const replay = await call(context.app, diner.token, 'POST', `/loyalty/mystery-rewards/${reveal.id}/accept`);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().walletRewardId).toBe(walletRewardId);
    expect(await walletOf(context.db, diner.id)).toHaveLength(1);

    const lateReroll = await call(context.app, diner.token, 'POST', `/loyalty/mystery-rewards/${reveal.id}/reroll`);
    expect(lateReroll.statusCode).toBe(409);
    expect(lateReroll.json().code).toBe('reward_mystery_already_accepted');
    expect((await progress(diner.token)).json()).toMatchObject({ waiting: 0, reveal: null });
    expect((await call(context.app, diner.token, 'POST', '/loyalty/mystery-rewards/reveal')).statusCode).toBe(422);
  });

  it('accepts without a reroll, and earns the next one five paid orders later', async () => {
    const diner = await verifiedDiner(context.db);
    await buildPaidOrders(context.db, context.store, diner.id, 10);
    context.script.push(0.99, 0.2);
    const first = (await call(context.app, diner.token, 'POST', '/loyalty/mystery-rewards/reveal')).json();
    expect(first).toMatchObject({ sequence: 1, prize: { key: 'pulled-pork-lb' } });
    expect((await call(context.app, diner.token, 'POST', `/loyalty/mystery-rewards/${first.id}/accept`)).statusCode).toBe(200);
    const second = (await call(context.app, diner.token, 'POST', '/loyalty/mystery-rewards/reveal')).json();
    expect(second).toMatchObject({ sequence: 2, prize: { key: 'bottled-water' } });
  });

  it('answers 404 for another diner’s reveal, an unknown one and a malformed id', async () => {
    const owner = await verifiedDiner(context.db);
    const other = await verifiedDiner(context.db);
    await buildPaidOrders(context.db, context.store, owner.id, 5);
    const reveal = (await call(context.app, owner.token, 'POST', '/loyalty/mystery-rewards/reveal')).json();
    for (const id of [reveal.id, UNKNOWN, 'not-a-uuid']) {
      for (const action of ['reroll', 'accept']) {
        const response = await call(context.app, other.token, 'POST', `/loyalty/mystery-rewards/${id}/${action}`);
        expect([id, action, response.statusCode, response.json().code]).toEqual([id, action, 404, 'reward_mystery_reveal_not_found']);
      }
    }
    const tooLong = await call(context.app, owner.token, 'POST', `/loyalty/mystery-rewards/${'a'.repeat(65)}/accept`);
    expect(tooLong.statusCode).toBe(400);
    expect(await walletOf(context.db, other.id)).toHaveLength(0);
    expect((await call(context.app, owner.token, 'POST', `/loyalty/mystery-rewards/${reveal.id}/accept`)).statusCode).toBe(200);
  });

  it('makes one reveal and one wallet reward of many calls at once', async () => {
    const diner = await verifiedDiner(context.db);
    await buildPaidOrders(context.db, context.store, diner.id, 5);
    const reveals = await Promise.all(Array.from({ length: 10 }, () => call(context.app, diner.token, 'POST', '/loyalty/mystery-rewards/reveal')));
    expect(new Set(reveals.map((response) => response.json().id)).size).toBe(1);
    expect(await context.db.select().from(mysteryReveals).where(eq(mysteryReveals.customerId, diner.id))).toHaveLength(1);
    const id = reveals[0]!.json().id;
    const accepts = await Promise.all(Array.from({ length: 10 }, () => call(context.app, diner.token, 'POST', `/loyalty/mystery-rewards/${id}/accept`)));
    expect(accepts.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await walletOf(context.db, diner.id)).toHaveLength(1);
  });
});
