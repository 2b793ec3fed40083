/**
 * The order outbox's rows (server/db/schema/order-outbox.ts): written in the transaction that
 * publishes an order event, claimed with a lease by whoever delivers them (FOR UPDATE SKIP
 * LOCKED, so two deliverers never take the same row at once), then marked delivered or failed.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderOutbox } from '@/server/db/schema';

export type OutboxRow = typeof orderOutbox.$inferSelect;
export type NewOutboxRow = Pick<typeof orderOutbox.$inferInsert, 'orderId' | 'event' | 'listener' | 'payload' | 'createdAt'>;

/** One row per (order, event, listener): a second publish of the same event writes nothing. */
export async function insertOutboxRows(tx: Database, rows: NewOutboxRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderOutbox).values(rows).onConflictDoNothing();
}

/**
 * Claims up to `limit` undelivered rows nobody holds (oldest first, optionally of one order)
 * until `leaseUntil`, counting the attempt. Rows another deliverer is claiming are skipped.
 */
export async function claimOutboxRows(db: Database, options: { now: Date; leaseUntil: Date; limit: number; orderId?: string; maxAttempts: number }): Promise<OutboxRow[]> {
  const { now, leaseUntil, limit, orderId, maxAttempts } = options;
  // One statement: the free rows are locked (skipping those another deliverer holds) and leased together.
  const free = db
    .select({ id: orderOutbox.id })
    .from(orderOutbox)
    .where(
      and(
        isNull(orderOutbox.deliveredAt),
        or(isNull(orderOutbox.claimedUntil), lte(orderOutbox.claimedUntil, now)),
        lte(orderOutbox.attempts, maxAttempts - 1),
        orderId ? eq(orderOutbox.orderId, orderId) : undefined,
      ),
    )
    .orderBy(asc(orderOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(orderOutbox)
    .set({ claimedUntil: leaseUntil, attempts: sql`${orderOutbox.attempts} + 1` })
    .where(inArray(orderOutbox.id, free))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

export async function markOutboxDelivered(db: Database, id: number, at: Date): Promise<void> {
  await db.update(orderOutbox).set({ deliveredAt: at, claimedUntil: null, lastError: null }).where(eq(orderOutbox.id, id));
}

/** Keeps the row for a later run, not before `retryAt`. */
export async function markOutboxFailed(db: Database, id: number, error: string, retryAt: Date): Promise<void> {
  await db.update(orderOutbox).set({ claimedUntil: retryAt, lastError: error.slice(0, 300) }).where(eq(orderOutbox.id, id));
}

/** Forgets rows delivered before `before`; returns how many. */
export async function deleteDeliveredBefore(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(orderOutbox)
    .where(and(isNotNull(orderOutbox.deliveredAt), lt(orderOutbox.deliveredAt, before)))
    .returning({ id: orderOutbox.id });
  return gone.length;
}

export async function outboxRowsOf(db: Database, orderId: string): Promise<OutboxRow[]> {
  return db.select().from(orderOutbox).where(eq(orderOutbox.orderId, orderId)).orderBy(asc(orderOutbox.id));
}
