/**
 * A PostgreSQL session advisory lock held around what one start does to a shared database
 * (migrating, then loading the start data), so two migrate commands or jobs started together take
 * turns instead of inserting the same rows at once. PGlite needs none: its directory lock already
 * lets one process in.
 */
import { Client } from 'pg';

/** The two keys of the lock ('MIG', 2); migrations alone take ('MIG', 1) in client.ts. */
const START_LOCK = [0x4d4947, 2] as const;

export async function withStartLock<T>(databaseUrl: string | null, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...START_LOCK]);
    return await work();
  } finally {
    // Ending the session releases its lock.
    await client.end().catch(() => undefined);
  }
}
