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

/**
 * Records one use of each key at `at` and deletes their uses made at or before `until` (older than
 * any window), in one statement; the new uses' ids.
 */
export async function replaceBudgetUses(tx: Database, keys: readonly string[], at: Date, until: Date): Promise<number[]> {
  const values = sql.join(
    keys.map((key) => sql`(${key}, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = (await tx.execute(
    sql`with pruned as (delete from ${paymentBudgetUses} where ${inArray(paymentBudgetUses.key, [...keys])} and ${lte(paymentBudgetUses.usedAt, until)})
      insert into ${paymentBudgetUses} ("key", "used_at") values ${values} returning "id"`,
  )) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}

export async function deleteBudgetUses(db: Database, ids: readonly number[]): Promise<void> {
  await db.delete(paymentBudgetUses).where(inArray(paymentBudgetUses.id, [...ids]));
}

/**
 * The common table expressions that record one use of `key` at `at` (deleting its uses made at or
 * before `until`) inside another statement, and the SQL of that use's id for its RETURNING list:
 * the use is written with the row the statement writes.
 */
export function useSpentWith(tx: Database, key: string, at: Date, until: Date) {
  const pruned = tx.$with('pruned_use', {}).as(sql`delete from ${paymentBudgetUses} where ${eq(paymentBudgetUses.key, key)} and ${lte(paymentBudgetUses.usedAt, until)}`);
  const spent = tx.$with('spent_use', {}).as(sql`insert into ${paymentBudgetUses} ("key", "used_at") values (${key}, ${at.toISOString()}::timestamptz) returning "id"`);
  return { ctes: [pruned, spent], id: sql<number>`(select "id" from "spent_use")` };
}

/** The common table expression that deletes the uses `ids` inside another statement. */
export function usesGivenBackWith(tx: Database, ids: readonly number[]) {
  return tx.$with('given_uses', {}).as(sql`delete from ${paymentBudgetUses} where ${inArray(paymentBudgetUses.id, [...ids])}`);
}

/** Deletes the uses `ids` and records one use of each of `keys` at `at`, in one statement. */
export async function exchangeBudgetUses(db: Database, ids: readonly number[], keys: readonly string[], at: Date): Promise<void> {
  const values = sql.join(
    keys.map((key) => sql`(${key}, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const given = ids.length > 0 ? inArray(paymentBudgetUses.id, [...ids]) : sql`false`;
  await db.execute(sql`with given as (delete from ${paymentBudgetUses} where ${given}) insert into ${paymentBudgetUses} ("key", "used_at") values ${values}`);
}

/** Deletes every use made before `before`; how many. */
export async function pruneBudgetUses(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(paymentBudgetUses).where(lt(paymentBudgetUses.usedAt, before)).returning({ id: paymentBudgetUses.id });
  return rows.length;
}
