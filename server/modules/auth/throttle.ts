/**
 * Sign-in throttling: failed attempts are counted per account and per IP in a sliding window.
 * Past the limit, sign-in answers 429 until enough failures leave the window; there is no
 * permanent lockout, and a successful sign-in clears the account's count.
 *
 * Checking the budget and spending one try of it are one atomic step: a transaction that holds
 * an advisory lock on each key (always taken in the same order, so two keys never deadlock),
 * counts the tries in the window and, when both budgets allow it, records this try before the
 * password is even looked at. Parallel requests therefore queue on the lock and the sixth sees
 * five tries, whichever instance it reaches. A try whose password turns out right is given back.
 * The same rows and locks count the budgets of account mail (budgets.ts), under keys of their own.
 */
import type { Database } from '@/server/db/client';
import { attemptTimesSince, deleteAttempts, deleteAttemptsOfKey, deleteAttemptsUpTo, insertAttempts, lockKey } from './throttle-repository';

export type ThrottleLimits = { windowMs: number; perAccount: number; perIp: number };

export const DEFAULT_THROTTLE: ThrottleLimits = { windowMs: 15 * 60_000, perAccount: 5, perIp: 30 };

export type ThrottleKeys = { account: string; ip: string };

/** A try taken from both budgets (the rows that record it), or the wait until one is allowed. */
export type Reservation = { allowed: true; rowIds: number[] } | { allowed: false; waitMs: number };

/** The first key of the two-key advisory locks this module takes ('LGN'), apart from any other lock. */
const LOCK_CLASS = 0x4c474e;

export function throttleKeys(email: string, ip: string): ThrottleKeys {
  return { account: `account:${email}`.slice(0, 300), ip: `ip:${ip}`.slice(0, 300) };
}

/** Atomically: the wait when the account or the IP has no try left, else one try recorded on both. */
export async function reserveAttempt(db: Database, keys: ThrottleKeys, limits: ThrottleLimits, now: Date): Promise<Reservation> {
  const counted = [
    { key: keys.account, limit: limits.perAccount },
    { key: keys.ip, limit: limits.perIp },
  ];
  return reserveCounted(db, counted, limits.windowMs, now);
}

/** A key counted in a sliding window, and how many uses the window allows it. */
export type CountedKey = { key: string; limit: number };

/**
 * Atomically, for any set of keys: the wait until every key has a use left in the window, or one
 * use recorded on each. Sign-in throttling and the budgets of account mail (budgets.ts) share it.
 */
export async function reserveCounted(db: Database, counted: readonly CountedKey[], windowMs: number, now: Date): Promise<Reservation> {
  const keys = counted.map((entry) => entry.key);
  return db.transaction(async (tx) => {
    for (const key of [...new Set(keys)].sort()) await lockKey(tx, LOCK_CLASS, key);
    let waitMs = 0;
    for (const { key, limit } of counted) waitMs = Math.max(waitMs, await waitFor(tx, key, limit, windowMs, now));
    if (waitMs > 0) return { allowed: false, waitMs };
    const expired = new Date(now.getTime() - windowMs);
    await deleteAttemptsUpTo(tx, keys, expired);
    return { allowed: true, rowIds: await insertAttempts(tx, keys, now) };
  });
}

/** Milliseconds until the count of `key` in the window drops below `limit`; 0 when it is below now. */
async function waitFor(tx: Database, key: string, limit: number, windowMs: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const times = await attemptTimesSince(tx, key, since);
  if (times.length < limit) return 0;
  const freeing = times[times.length - limit]!;
  return Math.max(1, freeing.getTime() + windowMs - now.getTime());
}

/** Gives back a reserved try: the request turned out not to be a failed guess. */
export async function releaseAttempt(db: Database, rowIds: number[]): Promise<void> {
  if (rowIds.length > 0) await deleteAttempts(db, rowIds);
}

export async function clearAccount(db: Database, keys: Pick<ThrottleKeys, 'account'>): Promise<void> {
  await deleteAttemptsOfKey(db, keys.account);
}
