/**
 * An instance's death shows through its session lock: on PostgreSQL a pending key whose owner
 * still holds its lock waits (409) even when a heartbeat is late, and is taken over as soon as
 * the lock's connection is gone and a heartbeat was missed. Needs TEST_DATABASE_URL for that part.
 */
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '@/server/db/client';
import { apiInstances } from '@/server/db/schema';
import { createIdempotency } from '@/server/idempotency/idempotency';
import { makeTarget, type Target } from '@/server/modules/payments/test/crash-harness';
import { createInstance, ownerOf } from './instance';
import { INSTANCE_LOCK_CLASS } from './session-lock';

const log = Fastify({ logger: false }).log;
const never = () => new Promise<never>(() => undefined);
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ownerOf', () => {
  const heartbeat = { known: 'other', silentMs: 1200, stopped: false, sessionGone: true };
  it.each([
    ['no owner named', null, heartbeat, { kind: 'unnamed' }],
    ['this process', 'me', heartbeat, { kind: 'self' }],
    ['an owner without a row', 'other', { known: null, silentMs: null, stopped: null, sessionGone: null }, { kind: 'forgotten' }],
    ['another process', 'other', heartbeat, { kind: 'instance', silentMs: 1200, stopped: false, sessionGone: true }],
  ])('%s', (_name, owner, beat, expected) => {
    expect(ownerOf('me', owner, beat)).toEqual(expected);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe('the session lock on PostgreSQL', () => {
    let target: Target;
    let database: DatabaseConnection;
    beforeAll(async () => {
      target = await makeTarget('postgres');
      database = await target.open();
    });
    afterAll(async () => {
      await database.close();
      await target.dispose();
    });

    const keyOf = async (id: string) => (await database.db.select().from(apiInstances).where(eq(apiInstances.id, id)))[0]?.sessionKey ?? null;
    const holders = async (key: number) =>
      (await database.db.execute(sql`select pid from pg_locks where locktype = 'advisory' and classid = ${INSTANCE_LOCK_CLASS}::oid and objid = ${key}::oid and granted`)) as unknown as { rows: { pid: number }[] };

    it('keeps a late owner that holds its lock, takes over one whose lock is gone, and locks again after', async () => {
      // The owner never beats on its own here: the test moves its heartbeat by hand.
      const owner = createInstance(database.db, { log, id: 'owner', everyMs: 3_600_000, databaseUrl: target.env.DATABASE_URL! });
      await owner.start();
      const first = await keyOf('owner');
      expect(first).toEqual(expect.any(Number));
      expect((await holders(first!)).rows).toHaveLength(1);

      void createIdempotency(database.db, () => new Date(), { instanceId: 'owner' }).run({ key: 'k', scope: 's', request: {} }, never);
      await tick(50);
      await database.db.update(apiInstances).set({ seenAt: sql`now() - interval '2 seconds'` }).where(eq(apiInstances.id, 'owner'));
      const me = createIdempotency(database.db, () => new Date(), { instanceId: 'me' });
      const retry = () => me.run({ key: 'k', scope: 's', request: {} }, async (context) => ({ statusCode: 201, body: context }));
      await expect(retry()).rejects.toMatchObject({ statusCode: 409 });

      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and classid = ${INSTANCE_LOCK_CLASS}::oid and objid = ${first}::oid`);
      for (let waited = 0; (await holders(first!)).rows.length > 0 && waited < 50; waited += 1) await tick(100);
      await expect(retry()).resolves.toEqual({ statusCode: 201, body: { ownerDead: true }, replayed: false });

      await owner.beat();
      const second = await keyOf('owner');
      expect(second).not.toBe(first);
      expect((await holders(second!)).rows).toHaveLength(1);
      await owner.stop();
      expect((await holders(second!)).rows).toHaveLength(0);
    });
  });
}
