/**
 * The loyalty service API on a real database: credits once per key, the balance as the ledger's
 * sum, spends that never go below zero even when 50 run at once, reversals capped at the
 * balance, grants once per grant key, and another customer's reward answering 404.
 */
import { eq } from 'drizzle-orm';
import { REWARD_KIND, REWARD_SOURCE, REWARD_STATUS, REWARD_TYPE } from '@/domain/loyalty/constants';
import type { DatabaseConnection } from '@/server/db/client';
import { pointsLedger } from '@/server/db/schema';
import { buildCustomer } from '@/server/modules/profile/test-customers';
import { openTestDatabase, testDatabases } from '@/server/test/databases';
import { buildItem, buildReferenceData } from '@/server/test/factories';
import {
  creditPoints,
  grantReward,
  pointsHistory,
  releaseOrderRewards,
  reversePointsForOrder,
  rewardOf,
  spendablePoints,
  spendPoints,
  walletOf,
} from './index';

describe.each(testDatabases())('loyalty service on %s', (kind) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await openTestDatabase(kind);
    await buildReferenceData(connection.db);
  });
  afterAll(() => connection.close());
  const db = () => connection.db;

  it('credits once per key and sums the ledger', async () => {
    const diner = await buildCustomer(db());
    expect(await spendablePoints(db(), diner.id)).toBe(0);
    const first = await creditPoints(db(), { customerId: diner.id, points: 120, reason: 'survey', key: `survey:${diner.id}:1` });
    const again = await creditPoints(db(), { customerId: diner.id, points: 120, reason: 'survey', key: `survey:${diner.id}:1` });
    await creditPoints(db(), { customerId: diner.id, points: 30, reason: 'adjustment', key: `adjust:${diner.id}` });
    expect([first.credited, again.credited]).toEqual([true, false]);
    expect(await spendablePoints(db(), diner.id)).toBe(150);
    await expect(creditPoints(db(), { customerId: diner.id, points: 0, reason: 'survey', key: 'zero' })).rejects.toThrow(RangeError);
    await expect(creditPoints(db(), { customerId: diner.id, points: 1.5, reason: 'survey', key: 'half' })).rejects.toThrow(RangeError);
  });

  it('never spends more than the balance, even with 50 spends at once', async () => {
    const diner = await buildCustomer(db());
    await creditPoints(db(), { customerId: diner.id, points: 1000, reason: 'adjustment', key: `grant:${diner.id}` });
    const spends = Array.from({ length: 50 }, (_, index) =>
      db().transaction((tx) => spendPoints(tx, { customerId: diner.id, points: 300, reason: 'store_redeemed', key: `spend:${diner.id}:${index}` })),
    );
    const results = await Promise.allSettled(spends);
    const spent = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(spent).toHaveLength(3);
    expect(refused.every((result) => result.reason.statusCode === 422 && result.reason.code === 'loyalty_not_enough_points')).toBe(true);
    expect(await spendablePoints(db(), diner.id)).toBe(100);
  });

  it('spends a key once', async () => {
    const diner = await buildCustomer(db());
    await creditPoints(db(), { customerId: diner.id, points: 500, reason: 'adjustment', key: `grant:${diner.id}` });
    const key = `spend-once:${diner.id}`;
    const first = await db().transaction((tx) => spendPoints(tx, { customerId: diner.id, points: 200, reason: 'store_redeemed', key }));
    const again = await db().transaction((tx) => spendPoints(tx, { customerId: diner.id, points: 200, reason: 'store_redeemed', key }));
    expect([first.credited, again.credited]).toEqual([true, false]);
    expect(await spendablePoints(db(), diner.id)).toBe(300);
  });

  it('reverses an order once, at most what the diner still has', async () => {
    const diner = await buildCustomer(db());
    const orderId = await anOrder(diner.id);
    await creditPoints(db(), { customerId: diner.id, points: 400, reason: 'order_earned', orderId, key: `order-earned:${orderId}` });
    await db().transaction((tx) => spendPoints(tx, { customerId: diner.id, points: 300, reason: 'store_redeemed', key: `s:${diner.id}` }));
    expect(await db().transaction((tx) => reversePointsForOrder(tx, orderId))).toBe(100);
    expect(await db().transaction((tx) => reversePointsForOrder(tx, orderId))).toBe(0);
    expect(await spendablePoints(db(), diner.id)).toBe(0);
    const rows = await db().select().from(pointsLedger).where(eq(pointsLedger.customerId, diner.id));
    expect(rows.map((row) => [row.reason, row.points])).toEqual([
      ['order_earned', 400],
      ['store_redeemed', -300],
      ['order_reversed', -100],
    ]);
  });

  it('pages the history newest first', async () => {
    const diner = await buildCustomer(db());
    for (let index = 1; index <= 5; index += 1) {
      await creditPoints(db(), { customerId: diner.id, points: index, reason: 'adjustment', key: `h:${diner.id}:${index}`, at: new Date(Date.UTC(2030, 0, index)) });
    }
    const page = await pointsHistory(db(), diner.id, 2, 2);
    expect(page.total).toBe(5);
    expect(page.entries.map((entry) => entry.points)).toEqual([3, 2]);
  });

  it('grants once per grant key and finds a reward only for its owner', async () => {
    const diner = await buildCustomer(db());
    const other = await buildCustomer(db());
    const item = await buildItem(db());
    const grant = {
      customerId: diner.id,
      rewardTypeId: REWARD_TYPE.mystery,
      rewardSourceId: REWARD_SOURCE.birthday,
      rewardKindId: REWARD_KIND.loyaltyItem,
      itemId: item.id,
      grantKey: `birthday:${diner.id}:2030`,
    };
    const first = await grantReward(db(), grant);
    const again = await grantReward(db(), grant);
    expect([first.created, again.created, again.reward.id]).toEqual([true, false, first.reward.id]);
    expect((await walletOf(db(), diner.id)).map((reward) => reward.id)).toEqual([first.reward.id]);
    expect(await walletOf(db(), other.id)).toEqual([]);
    await expect(rewardOf(db(), other.id, first.reward.id)).rejects.toMatchObject({ statusCode: 404, code: 'loyalty_reward_not_found' });
    await expect(rewardOf(db(), diner.id, 'not-a-uuid')).rejects.toMatchObject({ statusCode: 404 });
    expect((await rewardOf(db(), diner.id, first.reward.id)).statusId).toBe(REWARD_STATUS.inWallet);
  });

  it('returns the rewards of a cancelled order to the wallet', async () => {
    const diner = await buildCustomer(db());
    const item = await buildItem(db());
    const orderId = await anOrder(diner.id);
    const { reward } = await grantReward(db(), { customerId: diner.id, rewardTypeId: REWARD_TYPE.loyalty, rewardSourceId: null, rewardKindId: REWARD_KIND.loyaltyItem, itemId: item.id });
    const { putRewardOnOrder, markOrderRewardsUsed } = await import('./wallet');
    await putRewardOnOrder(db(), reward.id, orderId, null, new Date());
    await expect(putRewardOnOrder(db(), reward.id, orderId, null, new Date())).rejects.toMatchObject({ statusCode: 409, code: 'loyalty_reward_not_in_wallet' });
    await markOrderRewardsUsed(db(), orderId, new Date());
    expect((await rewardOf(db(), diner.id, reward.id)).statusId).toBe(REWARD_STATUS.used);
    expect(await releaseOrderRewards(db(), orderId, new Date())).toBe(1);
    expect(await rewardOf(db(), diner.id, reward.id)).toMatchObject({ statusId: REWARD_STATUS.inWallet, orderId: null });
  });

  async function anOrder(customerId: number): Promise<string> {
    const { buildLocation } = await import('@/server/test/factories');
    const { orders } = await import('@/server/db/schema');
    const { randomUUID } = await import('node:crypto');
    const location = await buildLocation(db());
    const id = randomUUID();
    await db().insert(orders).values({ id, brandId: 4, countryCode: 'US', currency: 'USD', locationId: location.id, categoryId: 1, handoffId: 1, accessTokenHash: 'x'.repeat(64), customerId });
    return id;
  }
});
