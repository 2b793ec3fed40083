/**
 * Saved cards: a gateway token plus brand, last 4 and expiry, all read from the token (see
 * payments/gateway/card-token.ts). The path's customer id must be the bearer's: anything else is
 * "not found", like a card of another customer. Saving the same token twice answers the card
 * already saved. A saved card pays only for its account (payments/methods/card.ts).
 */
import { isExpired } from '@/domain/payments/card';
import type { WireSavedCard } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { BadRequestError, ConflictError, NotFoundError } from '@/server/errors';
import { lockCustomer } from '@/server/modules/auth';
import { type CardTokenReader, cardTokenHash } from '@/server/modules/payments';
import { deleteSavedCard, insertSavedCard, savedCardByTokenHash, savedCardCount, savedCardsOf, type SavedCardRow } from './saved-card-repository';

export const MAX_SAVED_CARDS = 10;

export function presentCard(row: SavedCardRow, now: Date): WireSavedCard {
  return {
    id: row.id,
    token: row.token,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    expired: isExpired({ month: row.expMonth, year: row.expYear }, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** 404 unless the path names the caller: another customer's wallet does not exist for them. */
export function assertOwnWallet(callerId: number, pathCustomerId: number): void {
  if (callerId !== pathCustomerId) throw new NotFoundError(`Customer ${pathCustomerId} was not found`);
}

export type SavedCardResult = { card: WireSavedCard; created: boolean };

export function createSavedCardService(db: Database, readToken: CardTokenReader, clock: () => Date = () => new Date()) {
  return {
    async list(customerId: number): Promise<WireSavedCard[]> {
      const rows = await savedCardsOf(db, customerId);
      const now = clock();
      return rows.map((row) => presentCard(row, now));
    },

    async save(customerId: number, token: string): Promise<SavedCardResult> {
      const card = readToken(token.trim());
      if (!card) throw new BadRequestError('Payment token is not valid: enter the card again');
      const now = clock();
      if (isExpired({ month: card.expMonth, year: card.expYear }, now)) throw new BadRequestError('This card has expired and cannot be saved');
      const tokenHash = cardTokenHash(card.token);
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const existing = await savedCardByTokenHash(tx, customerId, tokenHash);
        if (existing) return { card: presentCard(existing, now), created: false };
        if ((await savedCardCount(tx, customerId)) >= MAX_SAVED_CARDS) throw new ConflictError(`An account keeps at most ${MAX_SAVED_CARDS} cards: remove one first`);
        const row = await insertSavedCard(tx, { customerId, token: card.token, tokenHash, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, createdAt: now });
        return { card: presentCard(row, now), created: true };
      });
    },

    async remove(customerId: number, cardId: number): Promise<void> {
      if (!(await deleteSavedCard(db, customerId, cardId))) throw new NotFoundError(`Saved card ${cardId} was not found`);
    },
  };
}

export type SavedCardService = ReturnType<typeof createSavedCardService>;
