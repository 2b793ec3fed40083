import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { instant } from './columns';

/**
 * One row per API process since it started: `seen_at` is its heartbeat (database time, so every
 * process compares on one clock), `stopped_at` is set when it shuts down gracefully. On PostgreSQL
 * the process also holds a session advisory lock (`session_key`) on a connection of its own: the
 * server drops it the moment the process dies, which tells its death before the heartbeat can. A pending
 * Idempotency-Key names its owner here (see domain/instances/takeover.ts).
 */
export const apiInstances = pgTable(
  'api_instances',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    startedAt: instant('started_at').notNull().default(sql`now()`),
    seenAt: instant('seen_at').notNull().default(sql`now()`),
    stoppedAt: instant('stopped_at'),
    /** The second key of its session advisory lock (the first is INSTANCE_LOCK_CLASS); null without one. */
    sessionKey: integer('session_key'),
  },
  (t) => [index('api_instances_seen').on(t.seenAt)],
);
