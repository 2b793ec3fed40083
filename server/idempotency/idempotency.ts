/**
 * Idempotency-Key (DESIGN: Payments): the same key with the same body replays the first answer;
 * the same key with a different body is refused (422). Order creation and every payment POST use it.
 *
 * Usage in a route (O1's POST /orders, O2's payment POSTs):
 *
 *   const idempotency = createIdempotency(db);
 *   app.post('/orders', { schema: { headers: IdempotencyHeaders, ... } }, async (request, reply) => {
 *     const answer = await idempotency.run(
 *       { key: readIdempotencyKey(request.headers), scope: 'POST /orders', request: request.body },
 *       async () => ({ statusCode: 201, body: await service.create(request.body) }),
 *     );
 *     return sendAnswer(reply, answer);
 *   });
 *
 * - `scope` names the operation (and the resource: `payment card ${orderId}`), so one key may be
 *   reused across different operations without clashing.
 * - Call run() outside any transaction: it writes the key first, then runs `execute` (which opens
 *   its own transaction), then stores the answer.
 * - Only successful answers are kept. When `execute` throws, the key is released, so a retry with
 *   the same key runs again (the failed attempt changed nothing: its transaction rolled back).
 * - While the first request runs, a second one with the same key gets 409; keys are forgotten
 *   after 24 hours, and a request stuck pending for `pendingTimeoutMs` (2 minutes unless the
 *   caller says otherwise) is taken over: its process is presumed dead. A caller whose work
 *   leaves a trace outside this table (a payment at a gateway) picks a shorter bound and makes
 *   `execute` find that trace first, so the takeover answers what the dead request did.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { Database } from '@/server/db/client';
import { idempotencyKeys } from '@/server/db/schema';
import { BadRequestError, ConflictError, UnprocessableError } from '@/server/errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const PENDING_TIMEOUT_MS = 2 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** For route schemas: `headers: IdempotencyHeaders`. */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({ minLength: 1, maxLength: 255, description: 'Replays the first answer to a retried request' }),
  ),
});

export type Answer<T> = { statusCode: number; body: T };
export type IdempotentAnswer<T> = Answer<T> & { replayed: boolean };
export type IdempotentRequest = {
  /** The header value; undefined runs the request without idempotency. */
  key: string | undefined;
  scope: string;
  /** Whatever identifies the request's intent: usually the body (plus route params). */
  request: unknown;
};

/** The header's value, checked; undefined when absent. */
export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers[IDEMPOTENCY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return undefined;
  if (!KEY_PATTERN.test(value)) {
    throw new BadRequestError('Idempotency-Key must be 1 to 255 visible characters without spaces');
  }
  return value;
}

/** Sends an answer, marking replays with `idempotent-replayed: true`. */
export function sendAnswer<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.status(answer.statusCode).send(answer.body);
}

/** A stable digest of any JSON value: object keys are sorted, so key order does not matter. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('hex');
}

function stableJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${stableJson(entry)}`).join(',')}}`;
}

type Row = typeof idempotencyKeys.$inferSelect;

export type IdempotencyOptions = {
  /** How long a key may stay pending before a retry takes it over. */
  pendingTimeoutMs?: number;
};

export function createIdempotency(db: Database, clock: () => Date = () => new Date(), options: IdempotencyOptions = {}) {
  const pendingTimeoutMs = options.pendingTimeoutMs ?? PENDING_TIMEOUT_MS;
  const where = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  async function claim(scope: string, key: string, hash: string): Promise<boolean> {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, createdAt: clock() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length === 1;
  }

  function isStale(row: Row, now: number): boolean {
    const age = now - row.createdAt.getTime();
    return age > KEY_TTL_MS || (row.statusCode === null && age > pendingTimeoutMs);
  }

  /** The stored row for a key someone else claimed first; stale rows are dropped (null). */
  async function existing(scope: string, key: string): Promise<Row | null> {
    const [row] = await db.select().from(idempotencyKeys).where(where(scope, key));
    if (!row) return null;
    if (!isStale(row, clock().getTime())) return row;
    await db.delete(idempotencyKeys).where(and(where(scope, key), eq(idempotencyKeys.createdAt, row.createdAt)));
    return null;
  }

  function replay<T>(row: Row, key: string, hash: string): IdempotentAnswer<T> {
    if (row.requestHash !== hash) {
      throw new UnprocessableError(`Idempotency-Key "${key}" was already used with a different request`);
    }
    if (row.statusCode === null) {
      throw new ConflictError(`A request with Idempotency-Key "${key}" is still being processed; try again in a moment`);
    }
    return { statusCode: row.statusCode, body: row.response as T, replayed: true };
  }

  async function execute<T>(scope: string, key: string, run: () => Promise<Answer<T>>): Promise<IdempotentAnswer<T>> {
    let answer: Answer<T>;
    try {
      answer = await run();
    } catch (error) {
      await db.delete(idempotencyKeys).where(where(scope, key));
      throw error;
    }
    const stored = JSON.parse(JSON.stringify(answer.body ?? null)) as T;
    await db
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, response: stored })
      .where(where(scope, key));
    return { ...answer, replayed: false };
  }

  return {
    async run<T>(request: IdempotentRequest, run: () => Promise<Answer<T>>): Promise<IdempotentAnswer<T>> {
      const { key, scope } = request;
      if (key === undefined) return { ...(await run()), replayed: false };
      const hash = requestHash(request.request);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if (await claim(scope, key, hash)) return execute(scope, key, run);
        const row = await existing(scope, key);
        if (row) return replay<T>(row, key, hash);
      }
      throw new ConflictError(`A request with Idempotency-Key "${key}" is still being processed; try again in a moment`);
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
