/** Counted tries (login_attempts rows, one per key and try) and the advisory locks that serialise them. */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { loginAttempts } from '@/server/db/schema';

/** Takes the transaction's advisory lock on (lockClass, key). */
export async function lockKey(tx: Database, lockClass: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}::int, hashtext(${key}))`);
}

/** When each try of `key` after `since` was made, oldest first. */
export async function attemptTimesSince(tx: Database, key: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, since)))
    .orderBy(asc(loginAttempts.attemptedAt));
  return rows.map((row) => row.at);
}

/** Deletes the tries of the keys made at or before `expired`. */
export async function deleteAttemptsUpTo(tx: Database, keys: readonly string[], expired: Date): Promise<void> {
  await tx.delete(loginAttempts).where(and(inArray(loginAttempts.key, [...keys]), lte(loginAttempts.attemptedAt, expired)));
}

/** Records one try on each key; the ids of the rows. */
export async function insertAttempts(tx: Database, keys: readonly string[], at: Date): Promise<number[]> {
  const rows = await tx
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, attemptedAt: at })))
    .returning({ id: loginAttempts.id });
  return rows.map((row) => row.id);
}

export async function deleteAttempts(db: Database, rowIds: readonly number[]): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, [...rowIds]));
}

export async function deleteAttemptsOfKey(db: Database, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
