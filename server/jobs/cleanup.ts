/**
 * Clean-ups of rows that have stopped mattering, as scheduled jobs:
 * - idempotency keys older than their 24 h life (a retry after that is a new request anyway);
 * - customer sessions that expired or were revoked (a token needs a live row, so none of these
 *   can ever sign anyone in again);
 * - sign-in attempts older than a day, far past any throttling window;
 * - heartbeat rows of API processes silent for a day (stopped or dead): a key still pending
 *   under such an owner is taken over as a dead owner's anyway.
 * Each deletes in one statement and reports how many rows went.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { apiInstances, customerSessions, idempotencyKeys, loginAttempts } from '@/server/db/schema';
import { KEY_TTL_MS } from '@/server/idempotency/idempotency';
import type { JobDefinition } from './job';

export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;
export const INSTANCE_RETENTION_MS = 24 * 60 * 60 * 1000;
const HOURLY = 3600;

/** Deletes the rows `condition` selects and returns how many there were. */
async function deleteCounting(db: Database, table: SQL, condition: SQL): Promise<number> {
  // Both drivers answer `execute` with `{ rows }`; the shared Database type leaves the result opaque.
  const result = (await db.execute(
    sql`with gone as (delete from ${table} where ${condition} returning 1) select count(*)::int as deleted from gone`,
  )) as unknown as { rows: { deleted: number }[] };
  return Number(result.rows[0]?.deleted ?? 0);
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** An hourly job (and once at start) that deletes the rows of `table` that `stale(now)` selects. */
function hourlyPrune(name: string, table: SQL, stale: (now: Date) => SQL): JobDefinition {
  return {
    name,
    everySeconds: HOURLY,
    runAtStart: true,
    run: async ({ db, now }) => ({ deleted: await deleteCounting(db, table, stale(now)) }),
  };
}

export const pruneIdempotencyKeys = hourlyPrune(
  'prune-idempotency-keys',
  sql`${idempotencyKeys}`,
  (now) => sql`${idempotencyKeys.createdAt} < ${before(now, KEY_TTL_MS)}`,
);

export const pruneSessions = hourlyPrune(
  'prune-sessions',
  sql`${customerSessions}`,
  (now) => sql`${customerSessions.expiresAt} <= ${now} or ${customerSessions.revokedAt} is not null`,
);

export const pruneLoginAttempts = hourlyPrune(
  'prune-login-attempts',
  sql`${loginAttempts}`,
  (now) => sql`${loginAttempts.attemptedAt} < ${before(now, LOGIN_ATTEMPT_RETENTION_MS)}`,
);

export const pruneInstances = hourlyPrune(
  'prune-instances',
  sql`${apiInstances}`,
  (now) => sql`${apiInstances.seenAt} < ${before(now, INSTANCE_RETENTION_MS)}`,
);

export const CLEANUP_JOBS: readonly JobDefinition[] = [pruneIdempotencyKeys, pruneSessions, pruneLoginAttempts, pruneInstances];
