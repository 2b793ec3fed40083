/**
 * Checking a gift card: its number, then its PIN. The check runs in its own short transaction
 * that takes the client's budget lock, then locks the card's row, so parallel tries are judged
 * one after another and a wrong PIN is counted even though the request then fails.
 * - Wrong PINs lock the card for longer each time, and then until staff unlock it
 *   (domain/payments/gift-card-lock.ts): 429 with Retry-After and the minutes to wait.
 * - A number no card has runs the same rule on a probe row, so an unknown number and a wrong
 *   PIN read the same, and so do their locks: the answers never tell which numbers exist.
 * - Each client (request.ip) may spend GIFT_CARD_CLIENT_BUDGET wrong tries across cards; past
 *   it, every try is refused unheard with the very answer of a locked card.
 * `now` is the real time (server/clock.ts realClock): no demo clock moves a lock.
 */
import { interpolate } from '@/domain/interpolate';
import { GIFT_CARD_CLIENT_BUDGET } from '@/domain/payments/budgets';
import { isLocked, judgePin, type PinState, type PinVerdict } from '@/domain/payments/gift-card-lock';
import type { Database } from '@/server/db/client';
import { BadRequestError, HttpError } from '@/server/errors';
import { budgetKeys, budgetWait, lockBudgets, spendBudgets } from '../budgets';
import { GIFT_CARD_MESSAGES, isValidPin, normalizeGiftCardNumber, pinMatches } from './codes';
import { lockGiftCard, lockProbe, pinStateOf, setPinState, setProbeState, type GiftCardRow } from './repository';

export type GiftCardCredentials = { number: string; pin: string };
export type VerifiedGiftCard = { card: GiftCardRow; digits: string };
/** Who tries: the client's address, whose budget the wrong tries spend. */
export type GiftCardClient = { ip: string };

type Refusal = { reason: 'wrong' } | { reason: 'locked'; retryAfterMs: number } | { reason: 'held' };
type Verdict = { ok: true; card: GiftCardRow } | ({ ok: false } & Refusal);

export class GiftCardLockedError extends HttpError {
  readonly headers: Record<string, string>;
  constructor(retryAfterMs: number) {
    const minutes = Math.ceil(retryAfterMs / 60_000);
    const message = minutes <= 1 ? GIFT_CARD_MESSAGES.lockedOneMinute : interpolate(GIFT_CARD_MESSAGES.locked, { minutes });
    super(429, message, undefined, { code: 'gift_card_locked', params: { minutes: Math.max(1, minutes) } });
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
  }
}

/** A card locked until staff unlock it: no time to wait for. */
export class GiftCardHeldError extends HttpError {
  constructor() {
    super(429, GIFT_CARD_MESSAGES.held, undefined, { code: 'gift_card_held' });
  }
}

/** The digits of a well-formed number, or a 400 naming the field. */
export function readCredentials({ number, pin }: GiftCardCredentials): string {
  const digits = normalizeGiftCardNumber(number);
  if (!digits) throw new BadRequestError(GIFT_CARD_MESSAGES.numberInvalid, undefined, { code: 'gift_card_number_invalid' });
  if (!isValidPin(pin)) throw new BadRequestError(GIFT_CARD_MESSAGES.pinInvalid, undefined, { code: 'gift_card_pin_invalid' });
  return digits;
}

function refusalOf(judged: PinVerdict): Refusal {
  if (judged.outcome === 'locked') return { reason: 'locked', retryAfterMs: judged.retryAfterMs };
  if (judged.outcome === 'held') return { reason: 'held' };
  return { reason: 'wrong' };
}

const sameState = (a: PinState, b: PinState) => a.failures === b.failures && a.locks === b.locks && a.lockedUntil?.getTime() === b.lockedUntil?.getTime();

export async function verifyGiftCard(
  db: Database,
  brandId: number,
  credentials: GiftCardCredentials,
  client: GiftCardClient,
  now: Date,
): Promise<VerifiedGiftCard> {
  const digits = readCredentials(credentials);
  const clientKey = budgetKeys.giftCardClient(client.ip);
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    await lockBudgets(tx, [clientKey]);
    const wait = await budgetWait(tx, clientKey, GIFT_CARD_CLIENT_BUDGET, now);
    if (wait > 0) return { ok: false, reason: 'locked', retryAfterMs: wait };
    const card = await lockGiftCard(tx, brandId, digits);
    const state = card ? pinStateOf(card) : await lockProbe(tx, brandId, digits, now);
    const judged = judgePin(state, card ? pinMatches(card.pinHash, digits, credentials.pin) : false, now);
    if (!sameState(judged.next, state)) {
      if (card) await setPinState(tx, card.id, judged.next);
      else await setProbeState(tx, brandId, digits, judged.next, now);
    }
    if (judged.outcome === 'ok' && card) return { ok: true, card };
    // A PIN heard and found wrong spends the client's budget; a try refused unheard does not.
    if (!isLocked(state, now)) await spendBudgets(tx, [clientKey], now);
    return { ok: false, ...refusalOf(judged) };
  });
  if (verdict.ok) return { card: verdict.card, digits };
  if (verdict.reason === 'locked') throw new GiftCardLockedError(verdict.retryAfterMs);
  if (verdict.reason === 'held') throw new GiftCardHeldError();
  throw new BadRequestError(GIFT_CARD_MESSAGES.notFound, undefined, { code: 'gift_card_not_found' });
}
