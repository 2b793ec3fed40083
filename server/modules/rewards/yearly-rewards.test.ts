/**
 * The birthday a diner gives (validated like the form), and the yearly job granting birthday and
 * anniversary rewards on the scheduler's real queue at an injected time, in each diner's zone, once a year
 * (never to an account erased on a privacy request).
 */
import { eq } from 'drizzle-orm';
import { REWARD_SOURCE } from '@/domain/loyalty/constants';
import { customers } from '@/server/db/schema';
import { walletOf } from '@/server/modules/loyalty';
import { erasePerson } from '@/server/modules/privacy/erase';
import { call, signedInCustomer } from '@/server/modules/profile/test-customers';
import { testDatabases } from '@/server/test/build-app';
import { YEARLY_REWARDS_JOB } from './jobs';
import { buildPaidOrder, buildRewardsApp, closeRewardsApp, type RewardsApp } from './test-rewards';

describe.each(testDatabases())('birthday and anniversary rewards on %s', (kind) => {
  let context: RewardsApp;
  beforeAll(async () => {
    context = await buildRewardsApp(kind);
  });
  afterAll(() => closeRewardsApp(context));

  const grantsOf = async (customerId: number, source: number) =>
    (await walletOf(context.db, customerId)).filter((reward) => reward.rewardSourceId === source).map((reward) => reward.grantKey);
  const run = (at: string) => context.app.jobs.runOnce(YEARLY_REWARDS_JOB, new Date(at));

  it('keeps the birthday the diner gives and refuses a day that does not exist', async () => {
    const diner = await signedInCustomer(context.db);
    expect((await call(context.app, diner.token, 'GET', '/loyalty/my-profile/birthday')).json()).toEqual({ month: null, day: null });
    const saved = await call(context.app, diner.token, 'PUT', '/loyalty/my-profile/birthday', { month: 2, day: 29 });
    expect([saved.statusCode, saved.json()]).toEqual([200, { month: 2, day: 29 }]);
    const changed = await call(context.app, diner.token, 'PUT', '/loyalty/my-profile/birthday', { month: 7, day: 4 });
    expect(changed.json()).toEqual({ month: 7, day: 4 });

    const impossible = await call(context.app, diner.token, 'PUT', '/loyalty/my-profile/birthday', { month: 4, day: 31 });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toMatchObject({ code: 'reward_birthday_day_invalid', message: 'There is no day 31 in month 4' });
    for (const body of [{ month: 13, day: 1 }, { month: 0, day: 1 }, { month: 5, day: 32 }, { month: '5', day: 'x' }, { month: 5 }, { month: 5, day: 1, customerId: 1 }, { month: 1.5, day: 2 }]) {
      const response = await call(context.app, diner.token, 'PUT', '/loyalty/my-profile/birthday', body);
      expect([body, response.statusCode]).toEqual([body, 400]);
    }
    expect((await call(context.app, diner.token, 'GET', '/loyalty/my-profile/birthday')).json()).toEqual({ month: 7, day: 4 });
    expect((await call(context.app, undefined, 'PUT', '/loyalty/my-profile/birthday', { month: 1, day: 1 })).statusCode).toBe(401);
  });

  it('grants the birthday reward on the day in the diner’s zone, once a year', async () => {
    const chicago = await signedInCustomer(context.db);
    await buildPaidOrder(context.db, context.store, chicago.id, { paidAt: new Date('2026-01-05T18:00:00Z') });
    const tokyo = await signedInCustomer(context.db, { locale: 'ja-jp' });
    for (const diner of [chicago, tokyo]) await call(context.app, diner.token, 'PUT', '/loyalty/my-profile/birthday', { month: 3, day: 10 });

    await run('2026-03-09T14:00:00Z'); // 9 March evening in Chicago, 23:00 in Tokyo
    expect(await grantsOf(chicago.id, REWARD_SOURCE.birthday)).toEqual([]);
    expect(await grantsOf(tokyo.id, REWARD_SOURCE.birthday)).toEqual([]);

    await run('2026-03-09T15:30:00Z'); // 10 March, 00:30 in Tokyo
    expect(await grantsOf(tokyo.id, REWARD_SOURCE.birthday)).toEqual([`birthday:${tokyo.id}:2026`]);
    expect(await grantsOf(chicago.id, REWARD_SOURCE.birthday)).toEqual([]);

    await run('2026-03-10T05:00:00Z'); // midnight in Chicago (daylight time)
    await run('2026-03-12T05:00:00Z');
    expect(await grantsOf(chicago.id, REWARD_SOURCE.birthday)).toEqual([`birthday:${chicago.id}:2026`]);
    expect(await grantsOf(tokyo.id, REWARD_SOURCE.birthday)).toHaveLength(1);

    await run('2027-03-10T12:00:00Z');
    expect(await grantsOf(chicago.id, REWARD_SOURCE.birthday)).toEqual([`birthday:${chicago.id}:2027`, `birthday:${chicago.id}:2026`]);
  });

  it('still grants a birthday missed by a few days, and not a month later', async () => {
    const late = await signedInCustomer(context.db);
    const missed = await signedInCustomer(context.db);
    await call(context.app, late.token, 'PUT', '/loyalty/my-profile/birthday', { month: 6, day: 1 });
    await call(context.app, missed.token, 'PUT', '/loyalty/my-profile/birthday', { month: 5, day: 1 });
    expect(await run('2026-06-05T12:00:00Z')).toMatchObject({ birthdays: 1 });
    expect(await grantsOf(late.id, REWARD_SOURCE.birthday)).toHaveLength(1);
    expect(await grantsOf(missed.id, REWARD_SOURCE.birthday)).toEqual([]);
  });

  it('grants the account anniversary from the first year on, once a year', async () => {
    const veteran = await signedInCustomer(context.db, { locale: 'fr-ca' });
    const newcomer = await signedInCustomer(context.db);
    await context.db.update(customers).set({ createdAt: new Date('2024-11-02T03:00:00Z') }).where(eq(customers.id, veteran.id)); // 1 November in Toronto
    await context.db.update(customers).set({ createdAt: new Date('2026-01-02T15:00:00Z') }).where(eq(customers.id, newcomer.id));

    await run('2025-10-31T16:00:00Z');
    expect(await grantsOf(veteran.id, REWARD_SOURCE.anniversary)).toEqual([]);
    await run('2025-11-01T16:00:00Z');
    await run('2025-11-02T16:00:00Z');
    expect(await grantsOf(veteran.id, REWARD_SOURCE.anniversary)).toEqual([`anniversary:${veteran.id}:2025`]);
    await run('2026-01-02T16:00:00Z');
    expect(await grantsOf(newcomer.id, REWARD_SOURCE.anniversary)).toEqual([]);
    await run('2026-11-01T16:00:00Z');
    expect(await grantsOf(veteran.id, REWARD_SOURCE.anniversary)).toHaveLength(2);
  });

  it('grants nothing to an account erased on its owner’s request, while the same anniversary still rewards the others', async () => {
    const erased = await signedInCustomer(context.db, { email: 'erased-anniversary@example.com' });
    const kept = await signedInCustomer(context.db);
    for (const diner of [erased, kept]) await context.db.update(customers).set({ createdAt: new Date('2024-05-06T15:00:00Z') }).where(eq(customers.id, diner.id));
    await context.db.transaction((tx) => erasePerson(tx, 'erased-anniversary@example.com', new Date('2025-01-01T00:00:00Z')));

    await run('2025-05-06T18:00:00Z');
    expect(await grantsOf(kept.id, REWARD_SOURCE.anniversary)).toEqual([`anniversary:${kept.id}:2025`]);
    expect(await walletOf(context.db, erased.id)).toEqual([]);
  });

  it('is scheduled with the other jobs', () => {
    expect(context.app.jobs.list().map((job) => job.name)).toEqual(expect.arrayContaining([YEARLY_REWARDS_JOB, 'paid-order-rewards']));
  });
});
