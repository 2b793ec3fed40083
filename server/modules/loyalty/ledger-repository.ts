/** The points ledger's rows: writing one entry, the balance and totals of a customer, and a page of their entries. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { pointsLedger } from '@/server/db/schema';

export type LedgerEntry = typeof pointsLedger.$inferSelect;

export type NewLedgerEntry = Pick<LedgerEntry, 'customerId' | 'points' | 'reason' | 'orderId' | 'rewardId' | 'key'> & { createdAt?: Date };

/** Writes the entry unless its key was used before; the entry written, else undefined. */
export async function insertLedgerEntry(db: Database, entry: NewLedgerEntry): Promise<LedgerEntry | undefined> {
  const [row] = await db.insert(pointsLedger).values(entry).onConflictDoNothing({ target: pointsLedger.key }).returning();
  return row;
}

export async function ledgerEntryByKey(db: Database, key: string): Promise<LedgerEntry | undefined> {
  const [row] = await db.select().from(pointsLedger).where(eq(pointsLedger.key, key)).limit(1);
  return row;
}

/** The sum of the customer's entries. */
export async function ledgerBalance(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${pointsLedger.points})` })
    .from(pointsLedger)
    .where(eq(pointsLedger.customerId, customerId));
  return Number(row?.total ?? 0);
}

/** The points the customer earned (positive entries) and spent (negative ones, as a positive number). */
export async function ledgerTotals(db: Database, customerId: number): Promise<{ earned: number; spent: number }> {
  const [sums] = await db
    .select({
      earned: sql<string | null>`sum(case when ${pointsLedger.points} > 0 then ${pointsLedger.points} else 0 end)`,
      spent: sql<string | null>`sum(case when ${pointsLedger.points} < 0 then -${pointsLedger.points} else 0 end)`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.customerId, customerId));
  return { earned: Number(sums?.earned ?? 0), spent: Number(sums?.spent ?? 0) };
}

/** What an order earns that its cancellation takes back: its points, and the quiet-time bonus of its chosen slot. */
const EARNED_BY_ORDER = ['order_earned', 'quiet_slot'] as const;

/** The points an order earned, per customer. */
export async function pointsEarnedByOrder(db: Database, orderId: string): Promise<{ customerId: number; total: number }[]> {
  const rows = await db
    .select({ customerId: pointsLedger.customerId, total: sql<string>`sum(${pointsLedger.points})` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.orderId, orderId), inArray(pointsLedger.reason, [...EARNED_BY_ORDER])))
    .groupBy(pointsLedger.customerId);
  return rows.map((row) => ({ customerId: row.customerId, total: Number(row.total) }));
}

export async function ledgerEntryCount(db: Database, customerId: number): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(pointsLedger).where(eq(pointsLedger.customerId, customerId));
  return Number(count?.n ?? 0);
}

/** The customer's entries, newest first, one page. */
export function ledgerEntriesPage(db: Database, customerId: number, page: number, pageSize: number): Promise<LedgerEntry[]> {
  return db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.customerId, customerId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}
