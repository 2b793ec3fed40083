/**
 * Order feedback's calls (domain/wire/order-feedback.ts): an order's feedback state, rating it,
 * and review-us. Access travels as the guest's order token (X-Order-Token), the email link's key
 * (X-Feedback-Key) or the signed-in diner's bearer (the client adds it).
 */
import {
  FEEDBACK_KEY_HEADER,
  ORDER_FEEDBACK_PATHS,
  type WireOrderFeedbackInput,
  type WireOrderFeedbackState,
  type WireReviewUs,
  type WireReviewUsInput,
} from '@/domain/wire/order-feedback';
import { orderTokenHeaders } from '@/lib/order-token';
import { apiGet, apiPost, type ApiContext } from './client';

const BASE = '/online-ordering';

export type OrderFeedbackState = WireOrderFeedbackState;
export type ReviewUs = WireReviewUs;
export type ReviewUsInput = WireReviewUsInput;
export type FeedbackAccess = { orderId: string; orderToken?: string | null; feedbackKey?: string | null };

function pathOf(template: string, orderId: string): string {
  return `${BASE}${template.replace(':orderId', encodeURIComponent(orderId))}`;
}

function accessHeaders(access: FeedbackAccess): Record<string, string> {
  return { ...orderTokenHeaders(access.orderToken), ...(access.feedbackKey ? { [FEEDBACK_KEY_HEADER]: access.feedbackKey } : {}) };
}

function fetchOrderFeedback(ctx: ApiContext, access: FeedbackAccess): Promise<OrderFeedbackState> {
  return apiGet<OrderFeedbackState>(ctx, pathOf(ORDER_FEEDBACK_PATHS.feedback, access.orderId), { headers: accessHeaders(access) });
}

/** The state, or null when the order is not the caller's (a 404) or the call failed: the page then shows no invitation. */
export async function fetchOrderFeedbackOrNull(ctx: ApiContext, access: FeedbackAccess): Promise<OrderFeedbackState | null> {
  try {
    return await fetchOrderFeedback(ctx, access);
  } catch {
    return null;
  }
}

export function sendOrderFeedback(ctx: ApiContext, access: FeedbackAccess, input: WireOrderFeedbackInput): Promise<OrderFeedbackState> {
  return apiPost<OrderFeedbackState>(ctx, pathOf(ORDER_FEEDBACK_PATHS.feedback, access.orderId), input, { headers: accessHeaders(access) });
}

export function sendReviewUs(ctx: ApiContext, access: FeedbackAccess, input: WireReviewUsInput): Promise<OrderFeedbackState> {
  return apiPost<OrderFeedbackState>(ctx, pathOf(ORDER_FEEDBACK_PATHS.reviewUs, access.orderId), input, { headers: accessHeaders(access) });
}
