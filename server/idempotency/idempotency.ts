/**
 * Idempotency-Key: the same key with the same body replays the first answer;
 * the same key with a different body is refused (422). Order creation and every payment POST use it.
 *
 * Usage in a route (POST /orders, the payment POSTs):
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
 *   reused across different operations without clashing. Where several callers may act on one
 *   resource, it names the caller too (the payments add the payer's account or token digest), and
 *   the caller's right to the resource is checked before `run`: a replay then only ever answers
 *   the caller whose request it was.
 * - Call run() and runAtomic() outside any transaction. run() writes the key first, then runs
 *   `execute` (which opens its own transactions), then stores the answer. runAtomic() stores the
 *   answer inside the work's transaction, so the work and its answer commit together: use it
 *   whenever the work is database writes only (order creation).
 * - Only successful answers are kept. When the work throws, the key is released, so a retry with
 *   the same key runs again (the failed attempt changed nothing: its transaction rolled back).
 * - A pending key names the process running it (api_instances). A second request with the same
 *   key gets 409 while that process is alive; once it stopped or went silent, the retry takes
 *   the key over at once (domain/instances/takeover.ts), and `run` is told `ownerDead`. After
 *   `pendingTimeoutMs` (2 minutes unless the caller says otherwise) any pending key is taken
 *   over. Keys are forgotten after 24 hours. A caller whose work leaves a trace outside this
 *   table (a payment at a gateway) makes its work find that trace first, so the takeover
 *   answers what the dead request did.
 */
import { createHash } from 'node:crypto';
import { takeoverVerdict } from '@/domain/instances/takeover';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { Database } from '@/server/db/client';
import { ownerOf } from '@/server/instances/instance';
import { BadRequestError, ConflictError, UnprocessableError } from '@/server/errors';
import { deleteClaim, deleteKeyWrittenAt, findKey, insertClaim, storeAnswer, type IdempotencyRow } from './repository';

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

type Row = IdempotencyRow;

export type IdempotencyOptions = {
  /** How long a key may stay pending, whoever owns it, before a retry takes it over: the last resort. */
  pendingTimeoutMs?: number;
  /** This process (api_instances.id): the owner its pending keys name. Without it keys name no owner. */
  instanceId?: string;
};

/** What `run` is told: whether it takes over a key whose owner died, so whatever it began is over. */
export type RunContext = { ownerDead: boolean };

/** The work of an atomic run, in two steps: reads and checks outside, then what `tx` commits. */
export type AtomicWork<T> = (context: RunContext) => Promise<(tx: Database) => Promise<Answer<T>>>;

type Found = { row: Row } | { takenOver: 'owner-dead' | 'expired' | 'forgotten' };

export function createIdempotency(db: Database, clock: () => Date = () => new Date(), options: IdempotencyOptions = {}) {
  const pendingTimeoutMs = options.pendingTimeoutMs ?? PENDING_TIMEOUT_MS;
  const owner = options.instanceId ?? null;
  async function claim(scope: string, key: string, hash: string): Promise<Date | null> {
    const createdAt = clock();
    return (await insertClaim(db, scope, key, hash, { createdAt, owner })) ? createdAt : null;
  }

  /** The key someone else claimed first, or, when it may be taken over (see takeoverVerdict), its removal. */
  async function existing(scope: string, key: string, hash: string): Promise<Found | null> {
    const found = await findKey(db, scope, key);
    if (!found) return null;
    const { row } = found;
    const age = clock().getTime() - row.createdAt.getTime();
    if (age > KEY_TTL_MS) {
      await deleteKeyWrittenAt(db, scope, key, row.createdAt);
      return { takenOver: 'forgotten' };
    }
    if (row.statusCode !== null || row.requestHash !== hash) return { row };
    const verdict = takeoverVerdict(ownerOf(owner, row.ownerInstance, found), age, pendingTimeoutMs);
    if (verdict === 'wait') return { row };
    // Only the same pending claim goes: an answer written meanwhile stays, and so does another taker's claim.
    await deleteClaim(db, scope, key, { createdAt: row.createdAt, owner: row.ownerInstance });
    return { takenOver: verdict };
  }

  function replay<T>(row: Row, key: string, hash: string): IdempotentAnswer<T> {
    if (row.requestHash !== hash) {
      throw new UnprocessableError(`Idempotency-Key "${key}" was already used with a different request`);
    }
    if (row.statusCode === null) throw stillRunning(key);
    return { statusCode: row.statusCode, body: row.response as T, replayed: true };
  }

  const stored = <T>(answer: Answer<T>) => ({ statusCode: answer.statusCode, response: JSON.parse(JSON.stringify(answer.body ?? null)) as T });

  /** Runs `work` under a claimed key, then stores its answer; a failure releases the key. */
  async function execute<T>(scope: string, key: string, claimedAt: Date, work: () => Promise<Answer<T>>, atomic: boolean): Promise<IdempotentAnswer<T>> {
    const mine = { createdAt: claimedAt, owner };
    try {
      const answer = await work();
      // An atomic answer is already stored, in the work's own transaction.
      if (!atomic) await storeAnswer(db, scope, key, mine, stored(answer));
      return { ...answer, replayed: false };
    } catch (error) {
      await deleteClaim(db, scope, key, mine);
      throw error;
    }
  }

  /** Claims the key (taking over a dead owner's) and runs `start`; replays, 409 or 422 otherwise. */
  async function claimAndRun<T>(
    request: IdempotentRequest,
    start: (claimedAt: Date, context: RunContext) => Promise<IdempotentAnswer<T>>,
  ): Promise<IdempotentAnswer<T>> {
    const { key, scope } = request as IdempotentRequest & { key: string };
    const hash = requestHash(request.request);
    let context: RunContext = { ownerDead: false };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const claimedAt = await claim(scope, key, hash);
      if (claimedAt) return start(claimedAt, context);
      const found = await existing(scope, key, hash);
      if (found && 'row' in found) return replay<T>(found.row, key, hash);
      context = { ownerDead: found?.takenOver === 'owner-dead' };
    }
    throw stillRunning(key);
  }

  return {
    /** `run` does its work in transactions of its own; its answer is stored after they commit. */
    async run<T>(request: IdempotentRequest, run: (context: RunContext) => Promise<Answer<T>>): Promise<IdempotentAnswer<T>> {
      if (request.key === undefined) return { ...(await run({ ownerDead: false })), replayed: false };
      return claimAndRun<T>(request, (claimedAt, context) => execute(request.scope, request.key!, claimedAt, () => run(context), false));
    },

    /**
     * Exactly once even across a crash: the work's transaction also stores the answer, so a
     * pending key always means nothing was committed. Should the key have been taken over
     * meanwhile, the transaction rolls back and this request answers 409.
     */
    async runAtomic<T>(request: IdempotentRequest, work: AtomicWork<T>): Promise<IdempotentAnswer<T>> {
      const { scope, key } = request;
      if (key === undefined) {
        const step = await work({ ownerDead: false });
        return { ...(await db.transaction((tx) => step(tx))), replayed: false };
      }
      return claimAndRun<T>(request, (claimedAt, context) =>
        execute(
          scope,
          key,
          claimedAt,
          async () => {
            const step = await work(context);
            return db.transaction(async (tx) => {
              const answer = await step(tx);
              if (!(await storeAnswer(tx, scope, key, { createdAt: claimedAt, owner }, stored(answer)))) throw stillRunning(key);
              return answer;
            });
          },
          true,
        ),
      );
    },
  };
}

function stillRunning(key: string): ConflictError {
  return new ConflictError(`A request with Idempotency-Key "${key}" is still being processed; try again in a moment`);
}

export type Idempotency = ReturnType<typeof createIdempotency>;
