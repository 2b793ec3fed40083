/**
 * Risky orders wait for staff review before they reach the kitchen. An order is held when it is
 * paid above its brand's threshold for its currency (./review-thresholds) by a guest, or
 * by an account created less than NEW_ACCOUNT_DAYS before the payment; a brand without a
 * threshold holds none of those. Whatever its total, an order is held when a card that paid it
 * failed the issuer's billing postal code check (domain/payments/card-checks). Only store
 * managers and brand admins release or cancel a held order.
 */
// Exact comparison without decimal.js.
import { compareAmounts } from '@/domain/amounts';

/** An account younger than this many days at payment counts as new. */
export const NEW_ACCOUNT_DAYS = 7;

/** The longest note staff leave when they release or cancel a held order. */
export const REVIEW_NOTE_MAX = 500;

export { REVIEWING_ROLES } from './reviewing-roles';

/** Why an order was held: a guest paid it, or an account younger than NEW_ACCOUNT_DAYS, or a card failed its postal code check. */
export type ReviewHoldReason = 'guest' | 'new-account' | 'postal-code';

export const REVIEW_HOLD_REASONS: readonly ReviewHoldReason[] = ['guest', 'new-account', 'postal-code'];

export type ReviewHoldFacts = {
  /** The order's total, a decimal string in its currency. */
  total: string;
  /** The brand's threshold in the same currency; null: the brand holds nothing. */
  threshold: string | null;
  /** When the paying account was created; null for a guest. */
  accountCreatedAt: Date | null;
  paidAt: Date;
  /** Whether a card that paid the order failed the issuer's billing postal code check. */
  postalCodeCheckFailed?: boolean;
};

const DAY_MS = 24 * 3600 * 1000;

/** Why the order is held for review, or null when it goes straight to the kitchen. */
export function reviewHoldReason({ total, threshold, accountCreatedAt, paidAt, postalCodeCheckFailed = false }: ReviewHoldFacts): ReviewHoldReason | null {
  if (postalCodeCheckFailed) return 'postal-code';
  if (threshold === null || compareAmounts(total, threshold) <= 0) return null;
  if (accountCreatedAt === null) return 'guest';
  return paidAt.getTime() - accountCreatedAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS ? 'new-account' : null;
}

/** Whole days between an account's creation and `at` (0 on its first day). */
export function accountAgeDays(createdAt: Date, at: Date): number {
  return Math.max(0, Math.floor((at.getTime() - createdAt.getTime()) / DAY_MS));
}
