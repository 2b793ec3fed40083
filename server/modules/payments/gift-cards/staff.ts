/**
 * Gift cards in the staff console, for brand admins only: look a card of their brand up by its
 * number, and unlock a card that wrong PINs locked (its wrong PINs and locks cleared, so the
 * lock schedule starts again). An unlock writes its staff audit log row in the transaction of
 * the unlock, with the lock before and after. A card of another brand answers as an unknown one.
 */
import { pinLockStatus, UNLOCKED_PIN_STATE, type PinState } from '@/domain/payments/gift-card-lock';
import type { WireStaffGiftCard } from '@/domain/wire/staff-gift-cards';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { BadRequestError, ForbiddenError, NotFoundError } from '@/server/errors';
import { GIFT_CARD_MESSAGES, normalizeGiftCardNumber } from './codes';
import { findGiftCard, pinStateOf, setPinState, type GiftCardRow } from './repository';
import { insertStaffAuditRow, lockBrandGiftCard } from './staff-repository';

export const STAFF_GIFT_CARD_MESSAGES = {
  brandAdminOnly: 'Only brand admins can look up and unlock gift cards',
  notFound: 'No gift card of this brand has that number',
  idNotFound: 'Gift card [id] was not found',
} as const;

/** Who acts, from which request: the audit row's who and where. */
export type StaffActor = { staff: StaffIdentity; requestId: string; clientAddress: string };

function requireBrandAdmin(staff: StaffIdentity): void {
  if (staff.role !== 'brand_admin') throw new ForbiddenError(STAFF_GIFT_CARD_MESSAGES.brandAdminOnly);
}

const auditState = (state: PinState) => ({ wrongPins: state.failures, locks: state.locks, lockedUntil: state.lockedUntil?.toISOString() ?? null });

export function presentStaffGiftCard(row: GiftCardRow, now: Date): WireStaffGiftCard {
  const state = pinStateOf(row);
  return {
    id: row.id,
    last4: row.last4,
    balance: row.balance,
    currency: row.currency,
    lock: pinLockStatus(state, now),
    lockedUntil: state.lockedUntil && state.lockedUntil > now ? state.lockedUntil.toISOString() : null,
    wrongPins: state.failures,
    locks: state.locks,
  };
}

export async function lookUpGiftCard(db: Database, staff: StaffIdentity, number: string, now: Date): Promise<WireStaffGiftCard> {
  requireBrandAdmin(staff);
  const digits = normalizeGiftCardNumber(number);
  if (!digits) throw new BadRequestError(GIFT_CARD_MESSAGES.numberInvalid, undefined, { code: 'gift_card_number_invalid' });
  const card = await findGiftCard(db, staff.brandId, digits);
  if (!card) throw new NotFoundError(STAFF_GIFT_CARD_MESSAGES.notFound);
  return presentStaffGiftCard(card, now);
}

export async function unlockGiftCard(db: Database, actor: StaffActor, giftCardId: number, now: Date): Promise<WireStaffGiftCard> {
  requireBrandAdmin(actor.staff);
  const unlocked = await db.transaction(async (tx) => {
    const card = await lockBrandGiftCard(tx, actor.staff.brandId, giftCardId);
    if (!card) throw new NotFoundError(STAFF_GIFT_CARD_MESSAGES.idNotFound.replace('[id]', String(giftCardId)));
    await setPinState(tx, card.id, UNLOCKED_PIN_STATE);
    await insertStaffAuditRow(tx, {
      staffId: actor.staff.id,
      action: 'gift-card-unlock',
      subjectType: 'gift-card',
      subjectId: String(card.id),
      before: auditState(pinStateOf(card)),
      after: auditState(UNLOCKED_PIN_STATE),
      requestId: actor.requestId,
      clientAddress: actor.clientAddress.slice(0, 64),
      createdAt: now,
    });
    return { ...card, pinFailures: 0, pinLocks: 0, pinLockedUntil: null };
  });
  return presentStaffGiftCard(unlocked, now);
}
