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
import type { Database } from '@/server/db/client';
import { KEY_TTL_MS } from '@/server/idempotency/idempotency';
import type { JobDefinition } from './job';
import { deleteDeadSessions, deleteIdempotencyKeysBefore, deleteInstancesSeenBefore, deleteLoginAttemptsBefore } from './repository';

export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;
export const INSTANCE_RETENTION_MS = 24 * 60 * 60 * 1000;
const HOURLY = 3600;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** An hourly job (and once at start) that deletes the stale rows `prune` selects at `now`. */
function hourlyPrune(name: string, prune: (db: Database, now: Date) => Promise<number>): JobDefinition {
  return {
    name,
    everySeconds: HOURLY,
    runAtStart: true,
    run: async ({ db, now }) => ({ deleted: await prune(db, now) }),
  };
}

export const pruneIdempotencyKeys = hourlyPrune('prune-idempotency-keys', (db, now) => deleteIdempotencyKeysBefore(db, before(now, KEY_TTL_MS)));

export const pruneSessions = hourlyPrune('prune-sessions', deleteDeadSessions);

export const pruneLoginAttempts = hourlyPrune('prune-login-attempts', (db, now) => deleteLoginAttemptsBefore(db, before(now, LOGIN_ATTEMPT_RETENTION_MS)));

export const pruneInstances = hourlyPrune('prune-instances', (db, now) => deleteInstancesSeenBefore(db, before(now, INSTANCE_RETENTION_MS)));

export const CLEANUP_JOBS: readonly JobDefinition[] = [pruneIdempotencyKeys, pruneSessions, pruneLoginAttempts, pruneInstances];
