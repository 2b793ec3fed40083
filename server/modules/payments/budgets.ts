/**
 * The payment budgets' uses (domain/payments/budgets.ts) in the database, so every API instance
 * counts the same budget. Checking a budget and spending it are one step inside the caller's
 * transaction: `lockBudgets` takes an advisory lock per key (sorted, so two requests never
 * deadlock), then `budgetWait` counts and `spendBudgets` records. Parallel requests of one
 * client thus queue on its lock and never overspend. A reserved use is given back with
 * `releaseUses` when the request turns out not to be a failure.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { budgetWaitMs, windowStart, type Budget } from '@/domain/payments/budgets';
import type { Database } from '@/server/db/client';
import { paymentBudgetUses } from '@/server/db/schema';

/** The first key of the two-key advisory locks of these budgets ('PBG'), apart from any other lock. */
const LOCK_CLASS = 0x504247;
const KEY_LENGTH = 200;
/** Rows older than the longest window are pruned as a key is spent. */
const KEEP_MS = 48 * 60 * 60_000;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

export const budgetKeys = {
  giftCardClient: (ip: string) => `giftcard:ip:${ip}`.slice(0, KEY_LENGTH),
  declineClient: (ip: string) => `decline:ip:${ip}`.slice(0, KEY_LENGTH),
  /** A card token is kept as its digest only. */
  declineToken: (token: string) => `decline:token:${digest(token)}`,
};

export async function lockBudgets(tx: Database, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(${key}))`);
  }
}

/** Milliseconds until `key` may spend once more of `budget` (0: now). */
export async function budgetWait(tx: Database, key: string, budget: Budget, now: Date): Promise<number> {
  const rows = await tx
    .select({ at: paymentBudgetUses.usedAt })
    .from(paymentBudgetUses)
    .where(and(eq(paymentBudgetUses.key, key), gt(paymentBudgetUses.usedAt, windowStart(budget, now))));
  return budgetWaitMs(
    rows.map((row) => row.at),
    budget,
    now,
  );
}

/** Records one use of each key (pruning their rows past any window); the ids give them back. */
export async function spendBudgets(tx: Database, keys: readonly string[], now: Date): Promise<number[]> {
  if (keys.length === 0) return [];
  await tx.delete(paymentBudgetUses).where(and(inArray(paymentBudgetUses.key, [...keys]), lte(paymentBudgetUses.usedAt, new Date(now.getTime() - KEEP_MS))));
  const rows = await tx
    .insert(paymentBudgetUses)
    .values(keys.map((key) => ({ key, usedAt: now })))
    .returning({ id: paymentBudgetUses.id });
  return rows.map((row) => row.id);
}

export async function releaseUses(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(paymentBudgetUses).where(inArray(paymentBudgetUses.id, [...ids]));
}
