/** The staff console's calls for orders held for review (contract: domain/wire/review-holds.ts). Each takes a staff context (lib/staff/session.ts). */
import { REVIEW_HOLD_PATHS, type WireReviewDecision, type WireReviewHold, type WireReviewHolds } from '@/domain/wire/review-holds';
import { apiGet, apiPost, type ApiContext } from './client';

export type ReviewHold = WireReviewHold;
export type ReviewDecision = WireReviewDecision;
export type ReviewDecisionKind = 'release' | 'cancel';

const path = (relative: string, orderId?: string) => `/online-ordering${orderId === undefined ? relative : relative.replace(':orderId', encodeURIComponent(orderId))}`;

/** The held orders of the member's stores, the longest waiting first (store managers, brand admins). */
export async function fetchReviewHolds(ctx: ApiContext): Promise<ReviewHold[]> {
  return (await apiGet<WireReviewHolds>(ctx, path(REVIEW_HOLD_PATHS.list))).holds;
}

/** Releases the held order into the kitchen queue, or cancels it, with a note. */
export function decideReviewHold(ctx: ApiContext, orderId: string, kind: ReviewDecisionKind, note: string): Promise<ReviewDecision> {
  return apiPost(ctx, path(kind === 'release' ? REVIEW_HOLD_PATHS.release : REVIEW_HOLD_PATHS.cancel, orderId), { note });
}
