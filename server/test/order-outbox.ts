/**
 * A card or wallet payment answers before its order's after-commit deliveries run (its
 * confirmation email): a test that reads what was sent waits for them, as a diner waits for their
 * mail. Settled: no row of the order's outbox is still to be tried or being delivered.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderOutbox } from '@/server/db/schema';

export async function outboxSettled(db: Database, orderId: string, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(orderOutbox)
      .where(and(eq(orderOutbox.orderId, orderId), isNull(orderOutbox.deliveredAt), isNull(orderOutbox.lastError)));
    if ((row?.waiting ?? 0) === 0 || Date.now() > until) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
