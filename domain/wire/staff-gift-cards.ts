/**
 * The staff console's gift card routes: a brand admin looks a card up by its number (sent in
 * the body, never in a URL) and unlocks a card that wrong PINs locked.
 */
import type { PinLockStatus } from '@/domain/payments/gift-card-lock';
import type { MoneyString } from './catalog';

export const STAFF_GIFT_CARD_PATHS = {
  lookup: '/staff/gift-cards/lookup',
  unlock: '/staff/gift-cards/:giftCardId/unlock',
} as const;

export function staffGiftCardUnlockPath(giftCardId: number): string {
  return STAFF_GIFT_CARD_PATHS.unlock.replace(':giftCardId', String(giftCardId));
}

export type WireStaffGiftCard = {
  id: number;
  last4: string;
  balance: MoneyString;
  currency: string;
  /** 'open'; 'locked' until `lockedUntil`; 'held' until staff unlock it. */
  lock: PinLockStatus;
  lockedUntil: string | null;
  /** Wrong PINs since the last right PIN or lock, and locks since the last right PIN or unlock. */
  wrongPins: number;
  locks: number;
};
