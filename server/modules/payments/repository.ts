/**
 * Payment attempts, settled payments and PayPal orders. Functions take the executor they run
 * on: the database, or the caller's `tx` (inside a transaction pass only `tx`).
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { paymentAttempts, paymentBudgetUses, payments, paypalOrders } from '@/server/db/schema';
import { useSpentWith, usesGivenBackWith } from './budget-repository';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewAttempt = typeof paymentAttempts.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type PayPalOrderRow = typeof paypalOrders.$inferSelect;

export async function pendingAttempt(tx: Database, orderId: string): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')))
    .limit(1);
  return row;
}

/** Pending attempts created before `before`, oldest first: the reconciler's work list. */
export async function pendingAttemptsBefore(db: Database, before: Date, limit: number, orderId?: string): Promise<AttemptRow[]> {
  const conditions = [eq(paymentAttempts.status, 'pending'), lt(paymentAttempts.createdAt, before)];
  if (orderId) conditions.push(eq(paymentAttempts.orderId, orderId));
  return db
    .select()
    .from(paymentAttempts)
    .where(and(...conditions))
    .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id))
    .limit(limit);
}

/**
 * In one statement, what a payment request reads of its order's attempts before it runs: the
 * latest its request (its Idempotency-Key digest, when given) started (as attemptOfRequest), and
 * the pending ones created before `before`, oldest first, at most `limit` (as pendingAttemptsBefore).
 */
export async function priorAttemptsOf(
  db: Database,
  orderId: string,
  requestKey: string | undefined,
  before: Date,
  limit: number,
): Promise<{ ofRequest: AttemptRow | undefined; pending: AttemptRow[] }> {
  const stale = and(eq(paymentAttempts.status, 'pending'), lt(paymentAttempts.createdAt, before));
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), requestKey ? or(eq(paymentAttempts.requestKey, requestKey), stale) : stale))
    .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id));
  const ofRequest = requestKey ? rows.filter((row) => row.requestKey === requestKey).at(-1) : undefined;
  const pending = rows.filter((row) => row.status === 'pending' && row.createdAt < before).slice(0, limit);
  return { ofRequest, pending };
}

/** The latest attempt a request (its Idempotency-Key digest) started on the order. */
export async function attemptOfRequest(db: Database, orderId: string, requestKey: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.requestKey, requestKey)))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row;
}

/** The order's succeeded attempt paid with this authorization (`gateway_reference`), if any. */
export async function succeededAttemptWith(db: Database, orderId: string, authorizationId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'succeeded'), eq(paymentAttempts.gatewayReference, authorizationId)))
    .limit(1);
  return row;
}

/** Locks one attempt row: whoever settles it first wins, the others see it settled. */
export async function lockAttempt(tx: Database, id: string): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update');
  return row;
}

export async function insertAttempt(tx: Database, attempt: NewAttempt): Promise<AttemptRow> {
  const [row] = await tx.insert(paymentAttempts).values(attempt).returning();
  return row!;
}

/**
 * Inserts the attempt and records one use of a payment budget's `key` at `at` with it (pruning the
 * key's uses at or before `pruneUntil`), in one statement; the attempt and the use's id.
 */
export async function insertAttemptSpending(tx: Database, attempt: NewAttempt, use: { key: string; at: Date; pruneUntil: Date }): Promise<{ attempt: AttemptRow; useId: number }> {
  const spent = useSpentWith(tx, use.key, use.at, use.pruneUntil);
  const [row] = await tx
    .with(...spent.ctes)
    .insert(paymentAttempts)
    .values(attempt)
    .returning({ ...getTableColumns(paymentAttempts), useId: spent.id });
  const { useId, ...inserted } = row!;
  return { attempt: inserted, useId: Number(useId) };
}

export async function settleAttempt(tx: Database, id: string, changes: Partial<NewAttempt>): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ settledAt: new Date(), ...changes })
    .where(eq(paymentAttempts.id, id));
}

/**
 * Settles the attempt with `changes` only while it is pending, in one statement (the update takes
 * its row lock, and waits for whoever holds it), giving back the budget uses `giveBackUses`; whether it settled.
 */
export async function settlePendingAttempt(tx: Database, id: string, changes: Partial<NewAttempt>, giveBackUses: readonly number[] = []): Promise<boolean> {
  // The payment budgets' uses the attempt held are given back in the same statement, settled or not.
  const rows = await (giveBackUses.length > 0 ? tx.with(usesGivenBackWith(tx, giveBackUses)) : tx)
    .update(paymentAttempts)
    .set({ settledAt: new Date(), ...changes })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'pending')))
    .returning({ id: paymentAttempts.id });
  return rows.length > 0;
}

/**
 * Inserts the payment and answers what the order's payments add up to with it (a 2-decimal
 * string), in one statement: the sum reads the payments before the insert, plus the new one.
 */
export async function insertPaymentWithTotal(tx: Database, payment: NewPayment): Promise<string> {
  // A query builder inside sql`` renders in parentheses: `as ${inserted}` is the CTE's body.
  const inserted = tx.insert(payments).values(payment).returning({ amount: payments.amount });
  const result = (await tx.execute(
    sql`with inserted as ${inserted}
      select ((select coalesce(sum(${payments.amount}), 0) from ${payments} where ${payments.orderId} = ${payment.orderId})
        + (select amount from inserted))::numeric(12,2)::text as paid`,
  )) as unknown as { rows: { paid: string }[] };
  return result.rows[0]!.paid;
}

export async function paymentsOf(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));
}

/**
 * In one statement, under the order's lock: what the order's payments add up to (2-decimal string),
 * whether an attempt of it is pending, how many of its attempts were declined (its decline budget),
 * how many a request (its Idempotency-Key digest, when given) has started on it, and, when asked,
 * the uses of payment budgets' `keys` made after `since` (read after their locks were taken).
 */
export async function paymentFactsOf(tx: Database, orderId: string, requestKey?: string | null, budgetUses?: { keys: readonly string[]; since: Date }): Promise<PaymentFacts> {
  const tries = requestKey ? sql`count(*) filter (where ${paymentAttempts.requestKey} = ${requestKey})` : sql`0`;
  const uses = budgetUses
    ? sql`(select coalesce(json_agg(json_build_array(${paymentBudgetUses.key}, (extract(epoch from ${paymentBudgetUses.usedAt}) * 1000)::float8)), '[]'::json)
        from ${paymentBudgetUses} where ${inArray(paymentBudgetUses.key, [...budgetUses.keys])} and ${paymentBudgetUses.usedAt} > ${budgetUses.since.toISOString()}::timestamptz)`
    : sql`'[]'::json`;
  const result = (await tx.execute(
    sql`select (select coalesce(sum(${payments.amount}), 0)::numeric(12,2)::text from ${payments} where ${payments.orderId} = ${orderId}) as paid,
      a.pending, a.declined, a.tries, ${uses} as uses
      from (select coalesce(bool_or(${paymentAttempts.status} = 'pending'), false) as pending,
        (count(*) filter (where ${paymentAttempts.status} = 'declined'))::int as declined,
        (${tries})::int as tries
        from ${paymentAttempts} where ${paymentAttempts.orderId} = ${orderId}) as a`,
  )) as unknown as { rows: { paid: string | null; pending: boolean; declined: number | string; tries: number | string; uses: unknown }[] };
  const row = result.rows[0];
  // json comes back parsed on both drivers; a driver answering text is parsed here.
  const pairs = (typeof row?.uses === 'string' ? JSON.parse(row.uses) : (row?.uses ?? [])) as [string, number][];
  return {
    paid: row?.paid ?? '0.00',
    pending: row?.pending === true,
    declined: Number(row?.declined ?? 0),
    tries: Number(row?.tries ?? 0),
    budgetUses: pairs.map(([key, at]) => ({ key, at: new Date(at) })),
  };
}

export type PaymentFacts = { paid: string; pending: boolean; declined: number; tries: number; budgetUses: { key: string; at: Date }[] };

/** What the order's payments add up to, as a 2-decimal string. */
export async function paidTotal(db: Database, orderId: string): Promise<string> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(12,2)::text` })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return row?.sum ?? '0.00';
}

export async function attemptsOf(db: Database, orderId: string): Promise<AttemptRow[]> {
  return db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(asc(paymentAttempts.createdAt));
}

export async function insertPayPalOrder(db: Database, row: typeof paypalOrders.$inferInsert): Promise<void> {
  await db.insert(paypalOrders).values(row);
}

export async function findPayPalOrder(db: Database, paypalOrderId: string): Promise<PayPalOrderRow | undefined> {
  const [row] = await db.select().from(paypalOrders).where(eq(paypalOrders.paypalOrderId, paypalOrderId));
  return row;
}

export async function markPayPalOrder(tx: Database, paypalOrderId: string, status: 'captured' | 'cancelled'): Promise<void> {
  await tx
    .update(paypalOrders)
    .set({ status, ...(status === 'captured' ? { capturedAt: new Date() } : {}) })
    .where(eq(paypalOrders.paypalOrderId, paypalOrderId));
}

/** The card payments of the orders that carry the issuer's checks, oldest first. */
export async function checkedCardPaymentsOf(db: Database, orderIds: readonly string[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, [...orderIds]), isNotNull(payments.cvcCheck)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
