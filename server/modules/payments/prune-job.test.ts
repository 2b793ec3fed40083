import { openTestDatabase, testDatabases } from '@/server/test/databases';
import type { DatabaseConnection } from '@/server/db/client';
import { giftCardProbes, paymentBudgetUses } from '@/server/db/schema';
import { prunePaymentGuardsJob } from './prune-job';

const now = new Date('2030-06-01T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

describe.each(testDatabases())('prunePaymentGuardsJob on %s', (kind) => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('forgets budget uses past two days and idle unknown numbers past 30 days, but keeps a held one', async () => {
    const { db } = database;
    await db.insert(paymentBudgetUses).values([
      { key: 'giftcard:ip:1', usedAt: ago(49) },
      { key: 'giftcard:ip:1', usedAt: ago(47) },
    ]);
    await db.insert(giftCardProbes).values([
      { brandId: 4, numberHash: 'idle', updatedAt: ago(31 * 24) },
      { brandId: 4, numberHash: 'recent', updatedAt: ago(24) },
      { brandId: 4, numberHash: 'held', pinLocks: 4, updatedAt: ago(31 * 24) },
    ]);
    expect(await prunePaymentGuardsJob.run({ db, log: silentLog, now })).toEqual({ budgetUses: 1, probes: 1 });
    expect((await db.select().from(paymentBudgetUses)).map((row) => row.usedAt)).toEqual([ago(47)]);
    expect((await db.select().from(giftCardProbes)).map((row) => row.numberHash).sort()).toEqual(['held', 'recent']);
  });
});
