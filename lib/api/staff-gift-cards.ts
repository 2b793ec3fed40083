/**
 * The staff console's gift card calls (contract: domain/wire/staff-gift-cards.ts): a brand admin
 * looks a card up by number (in the body, never in the address) and unlocks it. Each takes a
 * staff context (lib/staff/session.ts).
 */
import { STAFF_GIFT_CARD_PATHS, staffGiftCardUnlockPath, type WireStaffGiftCard } from '@/domain/wire/staff-gift-cards';
import { apiPost, type ApiContext } from './client';

/** A gift card as staff see it: last 4, balance and its PIN lock. */
export type StaffGiftCard = WireStaffGiftCard;

const path = (relative: string) => `/online-ordering${relative}`;

export function lookUpStaffGiftCard(ctx: ApiContext, number: string): Promise<StaffGiftCard> {
  return apiPost(ctx, path(STAFF_GIFT_CARD_PATHS.lookup), { number });
}

export function unlockStaffGiftCard(ctx: ApiContext, giftCardId: number): Promise<StaffGiftCard> {
  return apiPost(ctx, path(staffGiftCardUnlockPath(giftCardId)), undefined);
}
