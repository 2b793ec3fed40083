/**
 * Checking a gift card: its number, then its PIN. The check runs in its own short transaction
 * so a wrong PIN is counted even though the request then fails; after MAX_PIN_FAILURES wrong
 * PINs in a row the card is locked. An unknown number and a wrong PIN read the same, so the
 * answer does not tell which numbers exist.
 */
import type { Database } from '@/server/db/client';
import { BadRequestError, HttpError } from '@/server/errors';
import { GIFT_CARD_MESSAGES, isValidPin, MAX_PIN_FAILURES, normalizeGiftCardNumber, pinMatches } from './codes';
import { lockGiftCard, setPinFailures, type GiftCardRow } from './repository';

export type GiftCardCredentials = { number: string; pin: string };
export type VerifiedGiftCard = { card: GiftCardRow; digits: string };

type Verdict = { ok: true; card: GiftCardRow } | { ok: false; reason: 'unknown' | 'locked' };

export class GiftCardLockedError extends HttpError {
  constructor() {
    super(423, GIFT_CARD_MESSAGES.locked);
  }
}

/** The digits of a well-formed number, or a 400 naming the field. */
export function readCredentials({ number, pin }: GiftCardCredentials): string {
  const digits = normalizeGiftCardNumber(number);
  if (!digits) throw new BadRequestError(GIFT_CARD_MESSAGES.numberInvalid);
  if (!isValidPin(pin)) throw new BadRequestError(GIFT_CARD_MESSAGES.pinInvalid);
  return digits;
}

export async function verifyGiftCard(db: Database, brandId: number, credentials: GiftCardCredentials): Promise<VerifiedGiftCard> {
  const digits = readCredentials(credentials);
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const card = await lockGiftCard(tx, brandId, digits);
    if (!card) return { ok: false, reason: 'unknown' };
    if (card.pinFailures >= MAX_PIN_FAILURES) return { ok: false, reason: 'locked' };
    if (!pinMatches(card.pinHash, digits, credentials.pin)) {
      await setPinFailures(tx, card.id, card.pinFailures + 1);
      return { ok: false, reason: card.pinFailures + 1 >= MAX_PIN_FAILURES ? 'locked' : 'unknown' };
    }
    if (card.pinFailures > 0) await setPinFailures(tx, card.id, 0);
    return { ok: true, card };
  });
  if (verdict.ok) return { card: verdict.card, digits };
  if (verdict.reason === 'locked') throw new GiftCardLockedError();
  throw new BadRequestError(GIFT_CARD_MESSAGES.notFound);
}
