/** The customer's saved card rows, always looked up by customer. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { savedCards } from '@/server/db/schema';

export type SavedCardRow = typeof savedCards.$inferSelect;

/** The customer's cards, oldest first. */
export function savedCardsOf(db: Database, customerId: number): Promise<SavedCardRow[]> {
  return db.select().from(savedCards).where(eq(savedCards.customerId, customerId)).orderBy(asc(savedCards.id));
}

export async function savedCardByTokenHash(db: Database, customerId: number, tokenHash: string): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(savedCards).where(and(eq(savedCards.customerId, customerId), eq(savedCards.tokenHash, tokenHash)));
  return row;
}

export async function savedCardById(db: Database, customerId: number, cardId: number): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(savedCards).where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)));
  return row;
}

export async function savedCardCount(db: Database, customerId: number): Promise<number> {
  const [{ value } = { value: 0 }] = await db.select({ value: count() }).from(savedCards).where(eq(savedCards.customerId, customerId));
  return value;
}

export async function insertSavedCard(tx: Database, values: Omit<SavedCardRow, 'id'>): Promise<SavedCardRow> {
  const [row] = await tx.insert(savedCards).values(values).returning();
  return row!;
}

/** Deletes the customer's card; whether there was one. */
export async function deleteSavedCard(db: Database, customerId: number, cardId: number): Promise<boolean> {
  const [row] = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)))
    .returning({ id: savedCards.id });
  return row !== undefined;
}
