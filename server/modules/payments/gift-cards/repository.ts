/**
 * Gift card rows: found by the hash of their number, locked FOR UPDATE before any change. An
 * unknown number's PIN state is a probe row, locked the same way.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { giftCardLedger, giftCardProbes, giftCards } from '@/server/db/schema';
import { Decimal, toMoneyString } from '@/domain/money';
import type { PinState } from '@/domain/payments/gift-card-lock';
import { numberHash } from './codes';

export type GiftCardRow = typeof giftCards.$inferSelect;

export async function lockGiftCard(tx: Database, brandId: number, digits: string): Promise<GiftCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.brandId, brandId), eq(giftCards.numberHash, numberHash(digits))))
    .for('update');
  return row;
}

export function pinStateOf(row: { pinFailures: number; pinLocks: number; pinLockedUntil: Date | null }): PinState {
  return { failures: row.pinFailures, locks: row.pinLocks, lockedUntil: row.pinLockedUntil };
}

const pinColumns = (state: PinState) => ({ pinFailures: state.failures, pinLocks: state.locks, pinLockedUntil: state.lockedUntil });

export async function setPinState(tx: Database, id: number, state: PinState): Promise<void> {
  await tx.update(giftCards).set(pinColumns(state)).where(eq(giftCards.id, id));
}

/** The card of a number in a brand, unlocked by no one: for reading. */
export async function findGiftCard(db: Database, brandId: number, digits: string): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.brandId, brandId), eq(giftCards.numberHash, numberHash(digits))));
  return row;
}

/** The PIN state of a number no card has, its row written on first use and locked FOR UPDATE. */
export async function lockProbe(tx: Database, brandId: number, digits: string, now: Date): Promise<PinState> {
  const hash = numberHash(digits);
  await tx.insert(giftCardProbes).values({ brandId, numberHash: hash, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(giftCardProbes)
    .where(and(eq(giftCardProbes.brandId, brandId), eq(giftCardProbes.numberHash, hash)))
    .for('update');
  return pinStateOf(row!);
}

export async function setProbeState(tx: Database, brandId: number, digits: string, state: PinState, now: Date): Promise<void> {
  await tx
    .update(giftCardProbes)
    .set({ ...pinColumns(state), updatedAt: now })
    .where(and(eq(giftCardProbes.brandId, brandId), eq(giftCardProbes.numberHash, numberHash(digits))));
}

/** Deletes the probes untouched since `untouchedBefore`, locked at most `maxLocks` times and not locked at `now`; how many. */
export async function pruneProbes(db: Database, untouchedBefore: Date, maxLocks: number, now: Date): Promise<number> {
  const rows = await db
    .delete(giftCardProbes)
    .where(
      and(
        lt(giftCardProbes.updatedAt, untouchedBefore),
        sql`${giftCardProbes.pinLocks} <= ${maxLocks}`,
        or(sql`${giftCardProbes.pinLockedUntil} is null`, lt(giftCardProbes.pinLockedUntil, now)),
      ),
    )
    .returning({ numberHash: giftCardProbes.numberHash });
  return rows.length;
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
