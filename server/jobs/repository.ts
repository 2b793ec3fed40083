/** The deletes of the clean-up jobs: each deletes the stale rows of one table in one statement and answers how many went. */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { apiInstances, customerSessions, idempotencyKeys, loginAttempts } from '@/server/db/schema';

/** Deletes the rows `condition` selects and returns how many there were. */
async function deleteCounting(db: Database, table: SQL, condition: SQL): Promise<number> {
  // Both drivers answer `execute` with `{ rows }`; the shared Database type leaves the result opaque.
  const result = (await db.execute(
    sql`with gone as (delete from ${table} where ${condition} returning 1) select count(*)::int as deleted from gone`,
  )) as unknown as { rows: { deleted: number }[] };
  return Number(result.rows[0]?.deleted ?? 0);
}

/** Idempotency keys created before `before`. */
export function deleteIdempotencyKeysBefore(db: Database, before: Date): Promise<number> {
  return deleteCounting(db, sql`${idempotencyKeys}`, sql`${idempotencyKeys.createdAt} < ${before}`);
}

/** Customer sessions expired by `now` or revoked. */
export function deleteDeadSessions(db: Database, now: Date): Promise<number> {
  return deleteCounting(db, sql`${customerSessions}`, sql`${customerSessions.expiresAt} <= ${now} or ${customerSessions.revokedAt} is not null`);
}

/** Sign-in attempts made before `before`. */
export function deleteLoginAttemptsBefore(db: Database, before: Date): Promise<number> {
  return deleteCounting(db, sql`${loginAttempts}`, sql`${loginAttempts.attemptedAt} < ${before}`);
}

/** Heartbeat rows of API processes last seen before `before`. */
export function deleteInstancesSeenBefore(db: Database, before: Date): Promise<number> {
  return deleteCounting(db, sql`${apiInstances}`, sql`${apiInstances.seenAt} < ${before}`);
}
