/**
 * The rewards follow what a brand admin sets on the Loyalty screen: a mystery reveal draws from
 * the odds set (a prize at 100 % is the only one drawn), and the yearly job gives the birthday item
 * chosen and no anniversary reward once that reward is off.
 */
import { eq } from 'drizzle-orm';
import { REWARD_SOURCE } from '@/domain/loyalty/constants';
import { customers } from '@/server/db/schema';
import { walletOf } from '@/server/modules/loyalty';
import { call } from '@/server/modules/profile/test-customers';
import { buildPaidOrders, buildRewardsApp, closeRewardsApp, verifiedDiner, type RewardsApp } from '@/server/modules/rewards/test-rewards';
import { testDatabases } from '@/server/test/build-app';
import { buildStaff, staffClient } from '../test-staff';

describe.each(testDatabases())('rewards following the loyalty settings on %s', (kind) => {
  let context: RewardsApp;
  let adminToken: string;

  beforeAll(async () => {
    context = await buildRewardsApp(kind);
    adminToken = await staffClient(context.app).signIn(await buildStaff(context.db, { role: 'brand_admin' }));
  });
  afterAll(() => closeRewardsApp(context));

  const admin = (method: 'PUT', path: string, payload: object) =>
    context.app.inject({ method, url: `/online-ordering${path}`, headers: { authorization: `Bearer ${adminToken}` }, payload });

  it('draws a mystery reward from the odds the admin set', async () => {
    const pie = context.store.itemIds['pecan-pie-slice']!;
    const water = context.store.itemIds['bottled-water']!;
    expect((await admin('PUT', '/admin/loyalty/mystery-odds', { prizes: [{ itemId: water, weight: 0 }, { itemId: pie, weight: 100 }] })).statusCode).toBe(200);
    const diner = await verifiedDiner(context.db);
    await buildPaidOrders(context.db, context.store, diner.id, 5);
    context.script.push(0); // under the default odds, 0 draws bottled water
    const revealed = await call(context.app, diner.token, 'POST', '/loyalty/mystery-rewards/reveal');
    expect(revealed.json()).toMatchObject({ prize: { key: 'pecan-pie-slice', itemId: pie } });
  });

  it('gives the birthday item the admin chose, and no anniversary reward once it is off', async () => {
    const cobbler = context.store.itemIds['peach-cobbler']!;
    expect((await admin('PUT', '/admin/loyalty/yearly-rewards', { birthdayItemId: cobbler, anniversaryItemId: null })).statusCode).toBe(200);
    const diner = await verifiedDiner(context.db);
    await context.db.update(customers).set({ createdAt: new Date('2025-03-10T18:00:00Z') }).where(eq(customers.id, diner.id));
    await call(context.app, diner.token, 'PUT', '/loyalty/my-profile/birthday', { month: 3, day: 10 });

    await context.app.jobs.runOnce('yearly-rewards', new Date('2026-03-10T18:00:00Z'));
    const wallet = await walletOf(context.db, diner.id);
    expect(wallet.filter((reward) => reward.rewardSourceId === REWARD_SOURCE.birthday).map((reward) => reward.itemId)).toEqual([cobbler]);
    expect(wallet.filter((reward) => reward.rewardSourceId === REWARD_SOURCE.anniversary)).toEqual([]);
  });
});
