/**
 * Saved cards: the card a hosted-fields token stands for, kept at the processor (its customer and
 * payment method, payments' card vault) with what may be shown: brand, last 4 and expiry, as the
 * processor answered them. The path's customer id must be the bearer's: anything else is "not
 * found", like a card of another customer. Saving the same token twice answers the card already
 * saved. A saved card pays by its payment method, for its account only (payments/methods/card.ts);
 * removing it detaches it at the processor.
 */
import { isExpired } from '@/domain/payments/card';
import { DECLINE_CODES } from '@/domain/payments/messages';
import type { WireSavedCard } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '@/server/errors';
import { type CardVault, MAX_SAVED_CARDS } from '@/server/modules/payments';
import { customerById } from './customer-repository';
import { deleteSavedCard, savedCardById, savedCardsOf, type SavedCardRow } from './saved-card-repository';

const TOO_MANY = `An account keeps at most ${MAX_SAVED_CARDS} cards: remove one first`;

export function presentCard(row: SavedCardRow, now: Date): WireSavedCard {
  return {
    id: row.id,
    // What a payment with this card sends as its `token`: the processor's payment method.
    token: row.paymentMethodRef,
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

export function createSavedCardService(db: Database, vault: CardVault, clock: () => Date = () => new Date()) {
  return {
    async list(customerId: number): Promise<WireSavedCard[]> {
      const rows = await savedCardsOf(db, customerId);
      const now = clock();
      return rows.map((row) => presentCard(row, now));
    },

    async save(customerId: number, token: string): Promise<SavedCardResult> {
      const given = token.trim();
      const known = await vault.keptFrom(customerId, given);
      if (known) return { card: presentCard(known, clock()), created: false };
      if ((await vault.countOf(customerId)) >= MAX_SAVED_CARDS) throw new ConflictError(TOO_MANY);
      const email = (await customerById(db, customerId))?.email;
      // The processor keeps the card first, outside any transaction; the row follows.
      const saved = await vault.save({ id: customerId, ...(email ? { email } : {}) }, given);
      if (!saved.ok) throw saveRefusal(saved.code, saved.message);
      const now = clock();
      const kept = await vault.keep(customerId, given, saved, now);
      if (kept === 'full') throw new ConflictError(TOO_MANY);
      return { card: presentCard(kept.row, now), created: kept.created };
    },

    async remove(customerId: number, cardId: number): Promise<void> {
      const card = await savedCardById(db, customerId, cardId);
      if (!card) throw new NotFoundError(`Saved card ${cardId} was not found`);
      if (card.processor === vault.processor) {
        const removed = await vault.remove(card);
        if (!removed.ok) throw new HttpError(502, 'The card could not be removed at the payment processor. Please try again.');
      }
      await deleteSavedCard(db, customerId, cardId);
    },
  };
}

/** A processor's refusal to keep a card, as the diner reads it. */
function saveRefusal(code: string, message: string): HttpError {
  if (code === 'expired_card') return new BadRequestError('This card has expired and cannot be saved');
  if ((DECLINE_CODES as readonly string[]).includes(code)) return new BadRequestError(`${message.replace(/\.?\s*$/, '')}: it was not saved`);
  if (code === 'invalid_token') return new BadRequestError('Payment token is not valid: enter the card again');
  return new BadRequestError(`The card could not be saved: ${message}`);
}

export type SavedCardService = ReturnType<typeof createSavedCardService>;
