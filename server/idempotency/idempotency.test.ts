import { sql } from 'drizzle-orm';
import { openTestDatabase, testDatabases } from '@/server/test/databases';
import { apiInstances, idempotencyKeys } from '@/server/db/schema';
import type { DatabaseConnection } from '@/server/db/client';
import { HttpError } from '@/server/errors';
import { createIdempotency, KEY_TTL_MS, PENDING_TIMEOUT_MS, readIdempotencyKey, requestHash } from './idempotency';

describe('requestHash', () => {
  it('ignores key order and undefined fields, but not values', () => {
    expect(requestHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(requestHash({ b: [1, { d: 3, c: 2 }], a: 1, e: undefined }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    expect(requestHash([1, 2])).not.toBe(requestHash([2, 1]));
  });
});

describe('readIdempotencyKey', () => {
  it.each([
    [{}, undefined],
    [{ 'idempotency-key': 'abc-123' }, 'abc-123'],
    [{ 'idempotency-key': ['first', 'second'] }, 'first'],
  ])('reads %j', (headers, expected) => {
    expect(readIdempotencyKey(headers)).toBe(expected);
  });

  it.each(['', 'has space', 'x'.repeat(256), 'tab\there'])('refuses %j with a 400', (value) => {
    expect(() => readIdempotencyKey({ 'idempotency-key': value })).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'Idempotency-Key must be 1 to 255 visible characters without spaces' }),
    );
  });
});

describe.each(testDatabases())('createIdempotency on %s', (kind) => {
  let database: DatabaseConnection;
  let now: Date;
  let runs: number;
  const clock = () => now;
  const answer = (body: unknown) => async () => {
    runs += 1;
    return { statusCode: 201, body };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(() => {
    now = new Date('2030-01-01T12:00:00Z');
    runs = 0;
  });

  it('runs every time without a key', async () => {
    const idempotency = createIdempotency(database.db, clock);
    await idempotency.run({ key: undefined, scope: 's', request: {} }, answer({ n: 1 }));
    await idempotency.run({ key: undefined, scope: 's', request: {} }, answer({ n: 1 }));
    expect(runs).toBe(2);
  });

  it('replays the first answer for the same key and body, and runs once', async () => {
    const idempotency = createIdempotency(database.db, clock);
    const first = await idempotency.run({ key: 'k-replay', scope: 's', request: { a: 1, b: 2 } }, answer({ id: 'x', n: [1] }));
    const second = await idempotency.run({ key: 'k-replay', scope: 's', request: { b: 2, a: 1 } }, answer({ id: 'y' }));
    expect(first).toEqual({ statusCode: 201, body: { id: 'x', n: [1] }, replayed: false });
    expect(second).toEqual({ statusCode: 201, body: { id: 'x', n: [1] }, replayed: true });
    expect(runs).toBe(1);
  });

  it('refuses the same key with a different body (422 naming the key)', async () => {
    const idempotency = createIdempotency(database.db, clock);
    await idempotency.run({ key: 'k-diff', scope: 's', request: { a: 1 } }, answer({}));
    await expect(idempotency.run({ key: 'k-diff', scope: 's', request: { a: 2 } }, answer({}))).rejects.toMatchObject({
      statusCode: 422,
      message: 'Idempotency-Key "k-diff" was already used with a different request',
    });
    expect(runs).toBe(1);
  });

  it('keeps scopes apart', async () => {
    const idempotency = createIdempotency(database.db, clock);
    await idempotency.run({ key: 'k-scope', scope: 'one', request: { a: 1 } }, answer({ s: 1 }));
    const other = await idempotency.run({ key: 'k-scope', scope: 'two', request: { a: 2 } }, answer({ s: 2 }));
    expect(other).toMatchObject({ body: { s: 2 }, replayed: false });
  });

  it('releases the key when the request fails, so a retry runs again', async () => {
    const idempotency = createIdempotency(database.db, clock);
    const failing = async () => {
      runs += 1;
      throw new HttpError(402, 'Declined');
    };
    await expect(idempotency.run({ key: 'k-fail', scope: 's', request: {} }, failing)).rejects.toMatchObject({ statusCode: 402 });
    const retried = await idempotency.run({ key: 'k-fail', scope: 's', request: {} }, answer({ ok: true }));
    expect(retried).toMatchObject({ body: { ok: true }, replayed: false });
    expect(runs).toBe(2);
  });

  it('answers 409 while the first request is still running, then replays', async () => {
    const idempotency = createIdempotency(database.db, clock);
    let finish: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const slow = idempotency.run({ key: 'k-slow', scope: 's', request: {} }, async () => {
      await gate;
      return { statusCode: 200, body: { done: true } };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(idempotency.run({ key: 'k-slow', scope: 's', request: {} }, answer({}))).rejects.toMatchObject({
      statusCode: 409,
      message: 'A request with Idempotency-Key "k-slow" is still being processed; try again in a moment',
    });
    finish();
    await slow;
    await expect(idempotency.run({ key: 'k-slow', scope: 's', request: {} }, answer({}))).resolves.toMatchObject({ replayed: true });
    expect(runs).toBe(0);
  });

  it('forgets keys after 24 hours and takes over requests stuck pending', async () => {
    const idempotency = createIdempotency(database.db, clock);
    await idempotency.run({ key: 'k-old', scope: 's', request: { a: 1 } }, answer({ v: 1 }));
    now = new Date(now.getTime() + KEY_TTL_MS + 1000);
    const later = await idempotency.run({ key: 'k-old', scope: 's', request: { a: 2 } }, answer({ v: 2 }));
    expect(later).toMatchObject({ body: { v: 2 }, replayed: false });

    const gate = new Promise<never>(() => undefined);
    void idempotency.run({ key: 'k-stuck', scope: 's', request: {} }, () => gate);
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = new Date(now.getTime() + PENDING_TIMEOUT_MS + 1000);
    const takeover = await idempotency.run({ key: 'k-stuck', scope: 's', request: {} }, answer({ v: 3 }));
    expect(takeover).toMatchObject({ body: { v: 3 }, replayed: false });
  });

  it('takes over a pending key after the bound its caller chose, and not before', async () => {
    const idempotency = createIdempotency(database.db, clock, { pendingTimeoutMs: 30_000 });
    void idempotency.run({ key: 'k-short', scope: 's', request: {} }, () => new Promise<never>(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = new Date(now.getTime() + 29_000);
    await expect(idempotency.run({ key: 'k-short', scope: 's', request: {} }, answer({ v: 1 }))).rejects.toMatchObject({ statusCode: 409 });
    now = new Date(now.getTime() + 2_000);
    const takeover = await idempotency.run({ key: 'k-short', scope: 's', request: {} }, answer({ v: 2 }));
    expect(takeover).toMatchObject({ body: { v: 2 }, replayed: false });
  });

  it('lets exactly one of many parallel first requests run', async () => {
    const idempotency = createIdempotency(database.db, clock);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => idempotency.run({ key: 'k-race', scope: 's', request: { a: 1 } }, answer({ one: true }))),
    );
    expect(runs).toBe(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ statusCode: 409 });
      else expect(result.value.body).toEqual({ one: true });
    }
  });

  describe('pending keys and the liveness of their owner', () => {
    const never = () => new Promise<never>(() => undefined);
    /** A pending key claimed by `owner`, whose heartbeat row says what `heartbeat` says. */
    async function pendingOf(owner: string, key: string, heartbeat: { silentMs: number; stopped?: boolean } | null) {
      if (heartbeat) {
        await database.db.insert(apiInstances).values({
          id: owner,
          seenAt: sql`now() - ${`${heartbeat.silentMs} milliseconds`}::interval`,
          stoppedAt: heartbeat.stopped ? sql`now()` : null,
        });
      }
      const other = createIdempotency(database.db, clock, { instanceId: owner });
      void other.run({ key, scope: 's', request: { a: 1 } }, never);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const me = createIdempotencyFor('me');
    function createIdempotencyFor(instanceId: string) {
      return () => createIdempotency(database.db, clock, { instanceId });
    }
    let contexts: unknown[];
    const retry = (key: string, body: unknown = { a: 1 }) =>
      me().run({ key, scope: 's', request: body }, async (context) => {
        contexts.push(context);
        runs += 1;
        return { statusCode: 201, body: { retried: key } };
      });
    beforeEach(() => {
      contexts = [];
    });

    it('answers 409 while the owner is alive, however long it has been running (within the bound)', async () => {
      await pendingOf('alive', 'k-alive', { silentMs: 500 });
      now = new Date(now.getTime() + 60_000);
      await expect(retry('k-alive')).rejects.toMatchObject({ statusCode: 409 });
      expect(runs).toBe(0);
    });

    it('takes over at once when the owner has been silent past the limit, then replays', async () => {
      await pendingOf('silent', 'k-silent', { silentMs: 6_000 });
      await expect(retry('k-silent')).resolves.toEqual({ statusCode: 201, body: { retried: 'k-silent' }, replayed: false });
      expect(contexts).toEqual([{ ownerDead: true }]);
      await expect(retry('k-silent')).resolves.toEqual({ statusCode: 201, body: { retried: 'k-silent' }, replayed: true });
      expect(runs).toBe(1);
      const [row] = await database.db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.key} = 'k-silent'`);
      expect(row?.ownerInstance).toBe('me');
    });

    it('takes over at once when the owner shut down', async () => {
      await pendingOf('stopped', 'k-stopped', { silentMs: 0, stopped: true });
      await expect(retry('k-stopped')).resolves.toMatchObject({ replayed: false });
      expect(contexts).toEqual([{ ownerDead: true }]);
    });

    it('takes over when the owner is not known at all (its row pruned)', async () => {
      await pendingOf('pruned', 'k-pruned', null);
      await expect(retry('k-pruned')).resolves.toMatchObject({ replayed: false });
    });

    it('never takes over a key of this very process before the bound', async () => {
      void me().run({ key: 'k-self', scope: 's', request: { a: 1 } }, never);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(retry('k-self')).rejects.toMatchObject({ statusCode: 409 });
      now = new Date(now.getTime() + PENDING_TIMEOUT_MS + 1);
      await expect(retry('k-self')).resolves.toMatchObject({ replayed: false });
      expect(contexts).toEqual([{ ownerDead: false }]);
    });

    it('refuses a different body under a dead owner\'s key instead of running it', async () => {
      await pendingOf('dead-other-body', 'k-other-body', { silentMs: 60_000 });
      await expect(retry('k-other-body', { a: 2 })).rejects.toMatchObject({ statusCode: 422 });
      expect(runs).toBe(0);
    });

    it('runAtomic stores the answer in the work\'s transaction: a takeover after the commit replays it', async () => {
      const owner = createIdempotencyFor('atomic-owner')();
      await database.db.insert(apiInstances).values({ id: 'atomic-owner' });
      const first = await owner.runAtomic({ key: 'k-atomic', scope: 's', request: { a: 1 } }, async () => async (tx) => {
        await tx.execute(sql`select 1`);
        runs += 1;
        return { statusCode: 201, body: { order: 'first' } };
      });
      expect(first).toEqual({ statusCode: 201, body: { order: 'first' }, replayed: false });
      await database.db.update(apiInstances).set({ stoppedAt: sql`now()` }).where(sql`${apiInstances.id} = 'atomic-owner'`);
      await expect(retry('k-atomic')).resolves.toEqual({ statusCode: 201, body: { order: 'first' }, replayed: true });
      expect(runs).toBe(1);
    });

    it('runAtomic rolls its work back when its key was taken over meanwhile', async () => {
      await database.db.insert(apiInstances).values({ id: 'slow-owner' });
      const owner = createIdempotencyFor('slow-owner')();
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const slow = owner.runAtomic({ key: 'k-lost', scope: 's', request: { a: 1 } }, async () => {
        await gate;
        return async (tx) => {
          await tx.insert(apiInstances).values({ id: 'written-by-the-slow-request' });
          return { statusCode: 201, body: { order: 'slow' } };
        };
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await database.db.update(apiInstances).set({ stoppedAt: sql`now()` }).where(sql`${apiInstances.id} = 'slow-owner'`);
      await expect(retry('k-lost')).resolves.toMatchObject({ body: { retried: 'k-lost' }, replayed: false });
      release();
      await expect(slow).rejects.toMatchObject({ statusCode: 409 });
      const written = await database.db.select().from(apiInstances).where(sql`${apiInstances.id} = 'written-by-the-slow-request'`);
      expect(written).toEqual([]);
      await expect(retry('k-lost')).resolves.toMatchObject({ body: { retried: 'k-lost' }, replayed: true });
    });
  });
});
