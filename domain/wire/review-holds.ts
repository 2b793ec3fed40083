/**
 * The staff console's contract for orders held for review (under /online-ordering): the held
 * orders of the member's stores, and their release or cancellation with a note. Store managers
 * and brand admins only (domain/staff/review-holds.ts REVIEWING_ROLES).
 */
import type { CardChecks } from '@/domain/payments/card-checks';
import type { ReviewHoldReason } from '@/domain/staff/review-holds';
import type { MoneyString } from './catalog';

export const REVIEW_HOLD_PATHS = {
  list: '/staff/review-holds',
  release: '/staff/review-holds/:orderId/release',
  cancel: '/staff/review-holds/:orderId/cancel',
} as const;

export type WireReviewHold = {
  orderId: string;
  number: string;
  store: { id: number; title: string };
  total: MoneyString;
  currency: string;
  reason: ReviewHoldReason;
  /** The paying account's age in whole days when it paid; null for a guest. */
  accountAgeDays: number | null;
  /** The issuer's checks on the card that paid it (security code, billing postal code, street line); null when no card did. */
  cardChecks: CardChecks | null;
  paidAt: string;
  heldAt: string;
};

/** Oldest first: the order that has waited longest comes first. */
export type WireReviewHolds = { holds: WireReviewHold[] };

export type WireReviewDecisionRequest = { note: string };

export type WireReviewDecision = { orderId: string; number: string; resolution: 'released' | 'cancelled'; resolvedAt: string };
