/** Gift card rows: found by the hash of their number, locked FOR UPDATE before any change. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { giftCardLedger, giftCards } from '@/server/db/schema';
import { Decimal, toMoneyString } from '@/domain/money';
import { numberHash } from './codes';
import type { PinState } from './lockout';

export type GiftCardRow = typeof giftCards.$inferSelect;

export async function lockGiftCard(tx: Database, brandId: number, digits: string): Promise<GiftCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.brandId, brandId), eq(giftCards.numberHash, numberHash(digits))))
    .for('update');
  return row;
}

export async function setPinState(tx: Database, id: number, state: PinState): Promise<void> {
  await tx.update(giftCards).set({ pinFailures: state.failures, pinLockedUntil: state.lockedUntil }).where(eq(giftCards.id, id));
}

/**
 * Takes `amount` off a card the caller has locked, and writes the ledger row. The UPDATE only
 * matches while the balance covers the amount (and the CHECK forbids a negative balance), so
 * even a caller that forgot the lock could not overdraw the card.
 */
export async function spendGiftCard(tx: Database, cardId: number, amount: string, orderId: string): Promise<string> {
  const [row] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}` })
    .where(and(eq(giftCards.id, cardId), sql`${giftCards.balance} >= ${amount}`))
    .returning({ balance: giftCards.balance });
  if (!row) throw new Error(`Gift card ${cardId} does not cover ${amount}`);
  await tx.insert(giftCardLedger).values({
    giftCardId: cardId,
    kind: 'spend',
    amount: toMoneyString(new Decimal(amount).negated()),
    balanceAfter: row.balance,
    orderId,
  });
  return row.balance;
}
