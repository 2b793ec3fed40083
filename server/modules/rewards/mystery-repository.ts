/** The mystery reveals of a diner: the open one, how many, one locked, drawn and updated. */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { mysteryReveals } from '@/server/db/schema';

export type RevealRow = typeof mysteryReveals.$inferSelect;

/** The diner's oldest reveal not accepted yet. */
export async function openReveal(tx: Database, customerId: number): Promise<RevealRow | undefined> {
  const [row] = await tx
    .select()
    .from(mysteryReveals)
    .where(and(eq(mysteryReveals.customerId, customerId), isNull(mysteryReveals.acceptedAt)))
    .orderBy(asc(mysteryReveals.sequence))
    .limit(1);
  return row;
}

export async function revealCount(tx: Database, customerId: number): Promise<number> {
  const [row] = await tx.select({ count: count() }).from(mysteryReveals).where(eq(mysteryReveals.customerId, customerId));
  return Number(row?.count ?? 0);
}

/** The diner's reveal of that id, locked for update. */
export async function lockReveal(tx: Database, customerId: number, revealId: string): Promise<RevealRow | undefined> {
  const [row] = await tx
    .select()
    .from(mysteryReveals)
    .where(and(eq(mysteryReveals.id, revealId), eq(mysteryReveals.customerId, customerId)))
    .for('update');
  return row;
}

export async function insertReveal(tx: Database, reveal: { customerId: number; sequence: number; prizeKey: string }, now: Date): Promise<RevealRow> {
  const [row] = await tx
    .insert(mysteryReveals)
    .values({ id: randomUUID(), ...reveal, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateReveal(
  tx: Database,
  revealId: string,
  changes: Partial<Pick<RevealRow, 'prizeKey' | 'rerolls' | 'acceptedAt' | 'walletRewardId'>>,
  now: Date,
): Promise<RevealRow> {
  const [row] = await tx
    .update(mysteryReveals)
    .set({ ...changes, updatedAt: now })
    .where(eq(mysteryReveals.id, revealId))
    .returning();
  return row!;
}
