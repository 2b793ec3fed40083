/**
 * The payment budgets' uses (payment_budget_uses) and their advisory locks. Every function takes
 * the caller's transaction, except giving uses back, which runs on its own.
 */
import { and, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { paymentBudgetUses } from '@/server/db/schema';

/** The first key of the two-key advisory locks of these budgets ('PBG'), apart from any other lock. */
const LOCK_CLASS = 0x504247;

/**
 * Waits for the transaction-long advisory locks of `keys`, taken one after the other in the given
 * order, in one statement (a volatile function in the select list runs row by row after the ORDER BY).
 */
export async function lockBudgetKeys(tx: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const rows = sql.join(
    keys.map((key, index) => sql`(${index}::int, ${key}::text)`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(k.key)) from (values ${rows}) as k(n, key) order by k.n`);
}

/** When `key` was spent after `since`. */
export async function budgetUsesSince(tx: Database, key: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ at: paymentBudgetUses.usedAt })
    .from(paymentBudgetUses)
    .where(and(eq(paymentBudgetUses.key, key), gt(paymentBudgetUses.usedAt, since)));
  return rows.map((row) => row.at);
}

/** When each of `keys` was spent after `since`: one round trip for several budgets. */
export async function budgetUsesOfKeys(tx: Database, keys: readonly string[], since: Date): Promise<{ key: string; at: Date }[]> {
  return tx
    .select({ key: paymentBudgetUses.key, at: paymentBudgetUses.usedAt })
    .from(paymentBudgetUses)
    .where(and(inArray(paymentBudgetUses.key, [...keys]), gt(paymentBudgetUses.usedAt, since)));
}

/** Deletes the uses of `keys` made at or before `until`. */
export async function deleteBudgetUsesOf(tx: Database, keys: readonly string[], until: Date): Promise<void> {
  await tx.delete(paymentBudgetUses).where(and(inArray(paymentBudgetUses.key, [...keys]), lte(paymentBudgetUses.usedAt, until)));
}

/** Records one use of each key at `at`; their ids. */
export async function insertBudgetUses(tx: Database, keys: readonly string[], at: Date): Promise<number[]> {
  const rows = await tx
    .insert(paymentBudgetUses)
    .values(keys.map((key) => ({ key, usedAt: at })))
    .returning({ id: paymentBudgetUses.id });
  return rows.map((row) => row.id);
}

export async function deleteBudgetUses(db: Database, ids: readonly number[]): Promise<void> {
  await db.delete(paymentBudgetUses).where(inArray(paymentBudgetUses.id, [...ids]));
}

/** Deletes every use made before `before`; how many. */
export async function pruneBudgetUses(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(paymentBudgetUses).where(lt(paymentBudgetUses.usedAt, before)).returning({ id: paymentBudgetUses.id });
  return rows.length;
}
