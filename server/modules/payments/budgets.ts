/**
 * The payment budgets' uses (domain/payments/budgets.ts) in the database, so every API instance
 * counts the same budget. Checking a budget and spending it are one step inside the caller's
 * transaction: `lockBudgets` takes an advisory lock per key (sorted, so two requests never
 * deadlock), then `budgetWait` counts and `spendBudgets` records. Parallel requests of one
 * client thus queue on its lock and never overspend. A reserved use is given back with
 * `releaseUses` when the request turns out not to be a failure, or exchanged for uses of other
 * budgets (`exchangeUses`) when it does.
 */
import { createHash } from 'node:crypto';
import { budgetWaitMs, windowStart, type Budget } from '@/domain/payments/budgets';
import type { Database } from '@/server/db/client';
import { budgetUsesSince, deleteBudgetUses, exchangeBudgetUses, lockBudgetKeys, replaceBudgetUses } from './budget-repository';

const KEY_LENGTH = 200;
/** Rows older than the longest window are pruned as a key is spent. */
const KEEP_MS = 48 * 60 * 60_000;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

export const budgetKeys = {
  giftCardClient: (ip: string) => `giftcard:ip:${ip}`.slice(0, KEY_LENGTH),
  declineClient: (ip: string) => `decline:ip:${ip}`.slice(0, KEY_LENGTH),
  /** A card charge of the client waiting for the bank's answer. */
  chargingClient: (ip: string) => `charging:ip:${ip}`.slice(0, KEY_LENGTH),
  /** A card token is kept as its digest only. */
  declineToken: (token: string) => `decline:token:${digest(token)}`,
};

export async function lockBudgets(tx: Database, keys: readonly string[]): Promise<void> {
  await lockBudgetKeys(tx, [...new Set(keys)].sort());
}

/** Milliseconds until `key` may spend once more of `budget` (0: now). */
export async function budgetWait(tx: Database, key: string, budget: Budget, now: Date): Promise<number> {
  return budgetWaitMs(await budgetUsesSince(tx, key, windowStart(budget, now)), budget, now);
}

/** Budgets by key, each with its own window. */
export type KeyedBudgets = readonly (readonly [string, Budget])[];
/** Uses of budget keys: when each was spent. */
export type KeyUses = readonly { key: string; at: Date }[];

/** The instant the longest window of `budgets` starts at: uses before it count for none. */
export function earliestWindowStart(budgets: KeyedBudgets, now: Date): Date {
  return new Date(Math.min(...budgets.map(([, budget]) => windowStart(budget, now).getTime())));
}

/** The longest wait of several keys and whose it is, given their uses since earliestWindowStart (wait 0: none waits). */
export function longestWaitOf(budgets: KeyedBudgets, uses: KeyUses, now: Date): { key: string | null; wait: number } {
  // budgetWaitMs counts only the uses inside each budget's own window.
  let longest: { key: string | null; wait: number } = { key: null, wait: 0 };
  for (const [key, budget] of budgets) {
    const wait = budgetWaitMs(uses.filter((use) => use.key === key).map((use) => use.at), budget, now);
    if (wait > longest.wait) longest = { key, wait };
  }
  return longest;
}

/** One use of `key` now, to be written with another row (useSpentWith): its rows past any window pruned with it. */
export function useOf(key: string, now: Date): { key: string; at: Date; pruneUntil: Date } {
  return { key, at: now, pruneUntil: new Date(now.getTime() - KEEP_MS) };
}

/** Records one use of each key (pruning their rows past any window); the ids give them back. */
export async function spendBudgets(tx: Database, keys: readonly string[], now: Date): Promise<number[]> {
  if (keys.length === 0) return [];
  return replaceBudgetUses(tx, keys, now, new Date(now.getTime() - KEEP_MS));
}

export async function releaseUses(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await deleteBudgetUses(db, ids);
}

/** Gives back the uses `ids` and spends one use of each of `keys` now, in one statement. */
export async function exchangeUses(db: Database, ids: readonly number[], keys: readonly string[], now: Date): Promise<void> {
  if (keys.length === 0) return releaseUses(db, ids);
  await exchangeBudgetUses(db, ids, keys, now);
}
