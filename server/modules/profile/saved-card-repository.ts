/** The customer's saved card rows, always looked up by customer (payments' card vault keeps new ones). */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { savedCards } from '@/server/db/schema';
import type { SavedCardRow } from '@/server/modules/payments';

export type { SavedCardRow };

/** The customer's cards, oldest first. */
export function savedCardsOf(db: Database, customerId: number): Promise<SavedCardRow[]> {
  return db.select().from(savedCards).where(eq(savedCards.customerId, customerId)).orderBy(asc(savedCards.id));
}

export async function savedCardById(db: Database, customerId: number, cardId: number): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(savedCards).where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)));
  return row;
}

/** Deletes the customer's card; whether there was one. */
export async function deleteSavedCard(db: Database, customerId: number, cardId: number): Promise<boolean> {
  const [row] = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)))
    .returning({ id: savedCards.id });
  return row !== undefined;
}
