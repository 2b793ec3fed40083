/**
 * Saved cards as a card payment reads them: a saved card is a processor's token kept on an
 * account (the profile module saves, lists and removes them), found by the hash of its token.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { savedCards } from '@/server/db/schema';

/** How a saved card's token is found: its SHA-256, in hex. */
export function cardTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The accounts that saved the card `token` stands for. */
export async function ownersOfCardToken(db: Database, token: string): Promise<number[]> {
  const rows = await db.select({ customerId: savedCards.customerId }).from(savedCards).where(eq(savedCards.tokenHash, cardTokenHash(token)));
  return rows.map((row) => row.customerId);
}
