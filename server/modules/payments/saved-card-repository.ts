/**
 * Saved cards as a card payment reads them: a saved card is a processor's customer and payment
 * method kept on an account (the profile module saves, lists and removes them), found by its
 * payment method or by the hash of the token it was saved from; and each account's customer at
 * each processor.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { processorCustomers, savedCards, type CardProcessor } from '@/server/db/schema';

/** How a saved card's token is found: its SHA-256, in hex. */
export function cardTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * In one statement, what a card payment needs to know of `token`: the saved card whose processor
 * payment method it is (with its account), and the accounts that saved a card from it.
 */
export async function savedCardsOfToken(db: Database, token: string) {
  const hash = cardTokenHash(token);
  const rows = await db
    .select({ customerId: savedCards.customerId, customerRef: savedCards.customerRef, paymentMethodRef: savedCards.paymentMethodRef, tokenHash: savedCards.tokenHash })
    .from(savedCards)
    .where(or(eq(savedCards.paymentMethodRef, token), eq(savedCards.tokenHash, hash)));
  const saved = rows.find((row) => row.paymentMethodRef === token);
  return {
    saved: saved && { customerId: saved.customerId, customerRef: saved.customerRef, paymentMethodRef: saved.paymentMethodRef },
    owners: rows.filter((row) => row.tokenHash === hash).map((row) => row.customerId),
  };
}

/** The customer's customer at `processor`, when one was created. */
export async function processorCustomerOf(db: Database, customerId: number, processor: CardProcessor): Promise<string | undefined> {
  const [row] = await db
    .select({ customerRef: processorCustomers.customerRef })
    .from(processorCustomers)
    .where(and(eq(processorCustomers.customerId, customerId), eq(processorCustomers.processor, processor)));
  return row?.customerRef;
}

/** Keeps the customer's customer at `processor`; the first one kept stands, and is answered. */
export async function keepProcessorCustomer(db: Database, customerId: number, processor: CardProcessor, customerRef: string): Promise<string> {
  await db.insert(processorCustomers).values({ customerId, processor, customerRef }).onConflictDoNothing();
  return (await processorCustomerOf(db, customerId, processor)) ?? customerRef;
}

export type SavedCardRow = typeof savedCards.$inferSelect;

/** The customer's card saved from the token of this hash, if any. */
export async function savedCardByTokenHash(db: Database, customerId: number, tokenHash: string): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(savedCards).where(and(eq(savedCards.customerId, customerId), eq(savedCards.tokenHash, tokenHash)));
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
