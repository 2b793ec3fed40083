/**
 * This API process's identity and heartbeat (table api_instances). At start the process writes
 * its row, then refreshes `seen_at` every HEARTBEAT_EVERY_MS on a timer of its own (not a job:
 * every process beats for itself) and sets `stopped_at` when it shuts down. On PostgreSQL it also
 * holds a session advisory lock on a connection of its own (./session-lock.ts), which the server
 * releases the moment the process dies, so its death shows before five heartbeats are missed. Pending
 * Idempotency-Keys name their owner so a retry can tell a request still running from one that
 * died with its process (domain/instances/takeover.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HEARTBEAT_EVERY_MS, type PendingOwner } from '@/domain/instances/takeover';
import type { Database } from '@/server/db/client';
import { markInstanceStopped, registerInstance, touchInstance } from './repository';
import { createSessionLock } from './session-lock';

export type ApiInstance = {
  readonly id: string;
  /** Writes the row and starts the heartbeat. */
  start(): Promise<void>;
  /** Stops the heartbeat and marks the row stopped. */
  stop(): Promise<void>;
  /** One heartbeat now. */
  beat(): Promise<void>;
};

export type InstanceOptions = {
  log: FastifyBaseLogger;
  everyMs?: number;
  id?: string;
  /** PostgreSQL's connection string: the session lock's own connection. Null (PGlite): no lock. */
  databaseUrl?: string | null;
};

export function createInstance(db: Database, { log, everyMs = HEARTBEAT_EVERY_MS, id = randomUUID(), databaseUrl = null }: InstanceOptions): ApiInstance {
  let timer: NodeJS.Timeout | null = null;
  let beating: Promise<void> | null = null;
  const session = databaseUrl ? createSessionLock(databaseUrl, log) : null;

  async function beat(): Promise<void> {
    // A lock lost with its connection is taken again under a new key, which the row then names.
    const sessionKey = session ? await session.ensure() : undefined;
    await touchInstance(db, id, sessionKey);
  }

  function tick(): void {
    if (beating) return;
    beating = beat()
      .catch((error: unknown) => log.warn({ err: error, instance: id }, 'could not refresh this instance heartbeat'))
      .finally(() => {
        beating = null;
      });
  }

  return {
    id,
    beat,
    async start() {
      const sessionKey = session ? await session.ensure() : null;
      await registerInstance(db, id, sessionKey);
      timer = setInterval(tick, everyMs);
      timer.unref();
      log.info({ instance: id }, 'instance heartbeat started');
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await beating;
      await markInstanceStopped(db, id);
      await session?.release();
    },
  };
}

/**
 * What is known of the owner of a pending key, read in the same query as the key: `silentMs`
 * comes from the database clock, the one every process writes its heartbeat with.
 */
export function ownerOf(
  selfId: string | null,
  ownerId: string | null,
  heartbeat: { known: string | null; silentMs: number | null; stopped: boolean | null; sessionGone: boolean | null },
): PendingOwner {
  if (ownerId === null) return { kind: 'unnamed' };
  if (ownerId === selfId) return { kind: 'self' };
  if (heartbeat.known === null) return { kind: 'forgotten' };
  return { kind: 'instance', silentMs: heartbeat.silentMs ?? 0, stopped: heartbeat.stopped ?? false, sessionGone: heartbeat.sessionGone ?? false };
}
