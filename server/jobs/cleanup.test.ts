/** The clean-up jobs on a real database, run once through app.jobs at a given time. */
import { apiInstances, customerSessions, customers, idempotencyKeys, loginAttempts } from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';

const now = new Date('2030-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3600_000;

describe.each(testDatabases())('clean-up jobs on %s', (kind) => {
  let context: TestApp;
  beforeAll(async () => {
    context = await build(kind);
  });
  afterAll(() => context.close());

  it('are scheduled by default, beside the payment reconciler', () => {
    expect(context.app.jobs.list().map((job) => job.name)).toEqual(expect.arrayContaining(['prune-idempotency-keys', 'prune-sessions', 'prune-login-attempts', 'prune-instances', 'payment-reconciler']));
  });

  it('prune-idempotency-keys deletes keys older than 24 hours only', async () => {
    const row = (key: string, createdAt: Date) => ({ scope: 'test', key, requestHash: 'h'.repeat(64), statusCode: 200, createdAt });
    await context.db.insert(idempotencyKeys).values([row('old', ago(25 * HOUR)), row('a-day-old', ago(24 * HOUR + 1)), row('young', ago(23 * HOUR))]);
    expect(await context.app.jobs.runOnce('prune-idempotency-keys', now)).toEqual({ deleted: 2 });
    const left = await context.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((entry) => entry.key)).toEqual(['young']);
  });

  it('prune-sessions deletes expired and revoked sessions, and keeps live ones', async () => {
    const [customer] = await context.db
      .insert(customers)
      .values({ email: 'sessions@example.com', firstName: 'Ada', lastName: 'L', referralCode: 'SESSIONS-1' })
      .returning({ id: customers.id });
    const session = (id: string, expiresAt: Date, revokedAt: Date | null = null) => ({ id, customerId: customer!.id, createdAt: ago(48 * HOUR), expiresAt, revokedAt });
    await context.db.insert(customerSessions).values([
      session('00000000-0000-4000-8000-000000000001', ago(1)),
      session('00000000-0000-4000-8000-000000000002', ago(-HOUR), ago(HOUR)),
      session('00000000-0000-4000-8000-000000000003', ago(-HOUR)),
    ]);
    expect(await context.app.jobs.runOnce('prune-sessions', now)).toEqual({ deleted: 2 });
    const left = await context.db.select({ id: customerSessions.id }).from(customerSessions);
    expect(left.map((entry) => entry.id)).toEqual(['00000000-0000-4000-8000-000000000003']);
  });

  it('prune-login-attempts deletes attempts older than a day', async () => {
    await context.db.insert(loginAttempts).values([
      { key: 'ip:192.0.2.1', attemptedAt: ago(25 * HOUR) },
      { key: 'ip:192.0.2.1', attemptedAt: ago(HOUR) },
    ]);
    expect(await context.app.jobs.runOnce('prune-login-attempts', now)).toEqual({ deleted: 1 });
    expect(await context.app.jobs.runOnce('prune-login-attempts', now)).toEqual({ deleted: 0 });
  });

  it('prune-instances deletes heartbeat rows silent for a day, and keeps this process and recent ones', async () => {
    await context.app.ready();
    // Heartbeats are written in database time, so this runs at the real time.
    const at = new Date();
    const before = (ms: number) => new Date(at.getTime() - ms);
    await context.db.insert(apiInstances).values([
      { id: 'gone-long-ago', startedAt: before(50 * HOUR), seenAt: before(25 * HOUR), stoppedAt: before(25 * HOUR) },
      { id: 'crashed-yesterday', startedAt: before(30 * HOUR), seenAt: before(24 * HOUR + 1000) },
      { id: 'stopped-an-hour-ago', startedAt: before(2 * HOUR), seenAt: before(HOUR), stoppedAt: before(HOUR) },
    ]);
    expect(await context.app.jobs.runOnce('prune-instances', at)).toEqual({ deleted: 2 });
    const left = await context.db.select({ id: apiInstances.id }).from(apiInstances);
    expect(left.map((entry) => entry.id).sort()).toEqual([context.app.instance.id, 'stopped-an-hour-ago'].sort());
  });
});
