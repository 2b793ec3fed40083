/**
 * A process's session advisory lock on PostgreSQL, on a connection of its own: held while the
 * process lives, released by the server the moment its connection closes (the process died).
 * Its two keys are INSTANCE_LOCK_CLASS and a random positive `key` the heartbeat row records.
 * A lost connection is noticed at the next heartbeat, which connects and locks again.
 */
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';

/** The first key of every instance's advisory lock ("HCKY"), so they never clash with other locks. */
export const INSTANCE_LOCK_CLASS = 0x4843_4b59;

export type SessionLock = {
  /** The key of the lock held now, taken (again) when needed; null when it cannot be had. */
  ensure(): Promise<number | null>;
  release(): Promise<void>;
};

export function createSessionLock(databaseUrl: string, log: FastifyBaseLogger): SessionLock {
  let held: { client: Client; key: number } | null = null;

  async function take(): Promise<{ client: Client; key: number } | null> {
    const client = new Client({ connectionString: databaseUrl, application_name: 'hickory-instance' });
    client.on('error', (error) => {
      log.warn({ err: error }, 'the instance session lock connection broke; the next heartbeat takes the lock again');
      if (held?.client === client) held = null;
    });
    client.on('end', () => {
      if (held?.client === client) held = null;
    });
    await client.connect();
    for (let tries = 0; tries < 3; tries += 1) {
      const key = randomInt(1, 2 ** 31 - 1);
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::int4, $2::int4) as locked', [INSTANCE_LOCK_CLASS, key]);
      if (result.rows[0]?.locked) return { client, key };
    }
    await client.end();
    return null;
  }

  return {
    async ensure() {
      if (held) return held.key;
      try {
        held = await take();
      } catch (error) {
        log.warn({ err: error }, 'could not take the instance session lock');
        held = null;
      }
      return held?.key ?? null;
    },
    async release() {
      const current = held;
      held = null;
      await current?.client.end().catch(() => undefined);
    },
  };
}
