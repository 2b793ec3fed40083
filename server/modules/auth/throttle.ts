/**
 * Sign-in throttling: failed attempts are counted per account and per IP in a sliding window.
 * Past the limit, sign-in answers 429 until enough failures leave the window; there is no
 * permanent lockout, and a successful sign-in clears the account's count.
 */
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { loginAttempts } from '@/server/db/schema';

export type ThrottleLimits = { windowMs: number; perAccount: number; perIp: number };

export const DEFAULT_THROTTLE: ThrottleLimits = { windowMs: 15 * 60_000, perAccount: 5, perIp: 30 };

export type ThrottleKeys = { account: string; ip: string };

export function throttleKeys(email: string, ip: string): ThrottleKeys {
  return { account: `account:${email}`.slice(0, 300), ip: `ip:${ip}`.slice(0, 300) };
}

/** Milliseconds until another attempt is allowed, or 0 when one is allowed now. */
export async function throttleWait(db: Database, keys: ThrottleKeys, limits: ThrottleLimits, now: Date): Promise<number> {
  const waits = await Promise.all([
    waitFor(db, keys.account, limits.perAccount, limits.windowMs, now),
    waitFor(db, keys.ip, limits.perIp, limits.windowMs, now),
  ]);
  return Math.max(...waits);
}

async function waitFor(db: Database, key: string, limit: number, windowMs: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const rows = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, since)))
    .orderBy(asc(loginAttempts.attemptedAt));
  if (rows.length < limit) return 0;
  // Allowed again once the count in the window drops below the limit.
  const freeing = rows[rows.length - limit]!.at;
  return Math.max(1, freeing.getTime() + windowMs - now.getTime());
}

export async function recordFailure(db: Database, keys: ThrottleKeys, limits: ThrottleLimits, now: Date): Promise<void> {
  const expired = new Date(now.getTime() - limits.windowMs);
  await db.delete(loginAttempts).where(and(inArray(loginAttempts.key, [keys.account, keys.ip]), lte(loginAttempts.attemptedAt, expired)));
  await db.insert(loginAttempts).values([
    { key: keys.account, attemptedAt: now },
    { key: keys.ip, attemptedAt: now },
  ]);
}

export async function clearAccount(db: Database, keys: Pick<ThrottleKeys, 'account'>): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.account));
}
