/**
 * Checking a gift card: its number, then its PIN. The check runs in its own short transaction
 * that locks the card's row, so parallel tries are judged one after another and a wrong PIN is
 * counted even though the request then fails. Too many wrong PINs lock the card for a while
 * (lockout.ts): 429 with Retry-After and the minutes to wait. An unknown number and a wrong PIN
 * read the same, so the answer does not tell which numbers exist.
 */
import { interpolate } from '@/domain/interpolate';
import type { Database } from '@/server/db/client';
import { BadRequestError, HttpError } from '@/server/errors';
import { GIFT_CARD_MESSAGES, isValidPin, normalizeGiftCardNumber, pinMatches } from './codes';
import { judgePin } from './lockout';
import { lockGiftCard, setPinState, type GiftCardRow } from './repository';

export type GiftCardCredentials = { number: string; pin: string };
export type VerifiedGiftCard = { card: GiftCardRow; digits: string };

type Verdict = { ok: true; card: GiftCardRow } | { ok: false; reason: 'unknown' } | { ok: false; reason: 'locked'; retryAfterMs: number };

export class GiftCardLockedError extends HttpError {
  readonly headers: Record<string, string>;
  constructor(retryAfterMs: number) {
    const minutes = Math.ceil(retryAfterMs / 60_000);
    const message = minutes <= 1 ? GIFT_CARD_MESSAGES.lockedOneMinute : interpolate(GIFT_CARD_MESSAGES.locked, { minutes });
    super(429, message, undefined, { code: 'gift_card_locked', params: { minutes: Math.max(1, minutes) } });
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
  }
}

/** The digits of a well-formed number, or a 400 naming the field. */
export function readCredentials({ number, pin }: GiftCardCredentials): string {
  const digits = normalizeGiftCardNumber(number);
  if (!digits) throw new BadRequestError(GIFT_CARD_MESSAGES.numberInvalid, undefined, { code: 'gift_card_number_invalid' });
  if (!isValidPin(pin)) throw new BadRequestError(GIFT_CARD_MESSAGES.pinInvalid, undefined, { code: 'gift_card_pin_invalid' });
  return digits;
}

export async function verifyGiftCard(db: Database, brandId: number, credentials: GiftCardCredentials, now: Date): Promise<VerifiedGiftCard> {
  const digits = readCredentials(credentials);
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const card = await lockGiftCard(tx, brandId, digits);
    if (!card) return { ok: false, reason: 'unknown' };
    const state = { failures: card.pinFailures, lockedUntil: card.pinLockedUntil };
    const judged = judgePin(state, pinMatches(card.pinHash, digits, credentials.pin), now);
    if (judged.next.failures !== state.failures || judged.next.lockedUntil?.getTime() !== state.lockedUntil?.getTime()) {
      await setPinState(tx, card.id, judged.next);
    }
    if (judged.outcome === 'ok') return { ok: true, card };
    if (judged.outcome === 'locked') return { ok: false, reason: 'locked', retryAfterMs: judged.retryAfterMs };
    return { ok: false, reason: 'unknown' };
  });
  if (verdict.ok) return { card: verdict.card, digits };
  if (verdict.reason === 'locked') throw new GiftCardLockedError(verdict.retryAfterMs);
  throw new BadRequestError(GIFT_CARD_MESSAGES.notFound, undefined, { code: 'gift_card_not_found' });
}
