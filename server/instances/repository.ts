/**
 * The api_instances rows: a process's row written at start, its heartbeat, its stop, and the
 * columns a select beside a row naming its owner reads that owner's heartbeat with.
 */
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { apiInstances } from '@/server/db/schema';
import { INSTANCE_LOCK_CLASS } from './session-lock';

/** Writes the process's row (again, when the id was seen before): seen now, not stopped, holding that lock. */
export async function registerInstance(db: Database, id: string, sessionKey: number | null): Promise<void> {
  await db
    .insert(apiInstances)
    .values({ id, sessionKey })
    .onConflictDoUpdate({ target: apiInstances.id, set: { seenAt: sql`now()`, stoppedAt: null, sessionKey } });
}

/** One heartbeat by the database clock; a lock key given replaces the one the row names. */
export async function touchInstance(db: Database, id: string, sessionKey?: number | null): Promise<void> {
  await db
    .update(apiInstances)
    .set({ seenAt: sql`now()`, ...(sessionKey === undefined ? {} : { sessionKey }) })
    .where(eq(apiInstances.id, id));
}

export async function markInstanceStopped(db: Database, id: string): Promise<void> {
  await db.update(apiInstances).set({ stoppedAt: sql`now()` }).where(eq(apiInstances.id, id));
}

/**
 * For a select beside api_instances: true when the row names a session lock that nobody holds
 * any more (its process's connection is gone). Null keys (PGlite, or no lock) are never gone.
 */
export function sessionGoneColumn(sessionKey: AnyColumn) {
  return sql<boolean | null>`(${sessionKey} is not null and not exists (
    select 1 from pg_locks l
    where l.locktype = 'advisory' and l.granted
      and l.database = (select oid from pg_database where datname = current_database())
      and l.classid = ${sql.raw(String(INSTANCE_LOCK_CLASS))}::oid
      and l.objid = (${sessionKey})::oid and l.objsubid = 2))`.mapWith(Boolean);
}

/** Columns to select beside a row naming its owner in `ownerColumn`, after a left join on api_instances. */
export const heartbeatColumns = {
  known: apiInstances.id,
  silentMs: sql<number | null>`(extract(epoch from (now() - ${apiInstances.seenAt})) * 1000)::float8`.mapWith(Number),
  stopped: sql<boolean | null>`${apiInstances.stoppedAt} is not null`.mapWith(Boolean),
  sessionGone: sessionGoneColumn(apiInstances.sessionKey),
};
