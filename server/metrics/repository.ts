/** What /metrics reads of the database when scraped: the order outbox backlog and pg-boss's queue. */
import { count, isNull, min, gt, and, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderOutbox } from '@/server/db/schema';
import { PG_BOSS_SCHEMA } from '@/server/jobs/pg-boss-runner';

export type OutboxBacklog = { pending: number; failing: number; oldestCreatedAt: Date | null };

/** Undelivered rows (through the partial index of undelivered rows), those that failed once, and the oldest. */
export async function outboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await db
    .select({ pending: count(), oldest: min(orderOutbox.createdAt) })
    .from(orderOutbox)
    .where(isNull(orderOutbox.deliveredAt));
  const [failing] = await db
    .select({ failing: count() })
    .from(orderOutbox)
    .where(and(isNull(orderOutbox.deliveredAt), gt(orderOutbox.attempts, 0)));
  return { pending: Number(row?.pending ?? 0), failing: Number(failing?.failing ?? 0), oldestCreatedAt: row?.oldest ?? null };
}

type Rows<T> = { rows: T[] };

/** pg-boss jobs waiting per state (created, retry); empty before pg-boss made its tables. */
export async function pgBossBacklog(db: Database): Promise<Record<string, number>> {
  const table = `${PG_BOSS_SCHEMA}.job`;
  const present = (await db.execute(sql`select to_regclass(${table}) is not null as present`)) as unknown as Rows<{ present: boolean }>;
  if (!present.rows[0]?.present) return {};
  const result = (await db.execute(
    sql`select state::text as state, count(*)::int as waiting from ${sql.identifier(PG_BOSS_SCHEMA)}.job where state in ('created', 'retry') group by state`,
  )) as unknown as Rows<{ state: string; waiting: number }>;
  return Object.fromEntries(result.rows.map((row) => [row.state, Number(row.waiting)]));
}
