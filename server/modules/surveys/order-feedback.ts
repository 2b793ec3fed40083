/**
 * Order feedback: a rating (whole stars) and an optional comment on a paid order, answered once.
 * The order's owner, the guest holding its token, or the holder of its email link's key may read
 * and answer; anyone else gets the 404 of an unknown order. The guest is thanked by email in
 * their language; a high rating offers review-us (review-us.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { isOrderRating, offersReviewUs, ORDER_FEEDBACK_FIELDS } from '@/domain/validation';
import type { WireOrderFeedbackInput, WireOrderFeedbackState, WireReviewUs } from '@/domain/wire/order-feedback';
import type { LocaleTag } from '@/domain/markets';
import { mayAccess, orderNotFound, type OrderCaller, opensFeedback } from '@/server/modules/orders';
import { sendConfirmation } from './confirmation-mail';
import type { SurveyDeps, Submitter } from './deps';
import { orderFeedbackMail } from './order-feedback-mail';
import { orderFeedbackError } from './order-feedback-errors';
import {
  findFeedbackOrder,
  findOrderFeedback,
  findReviewStore,
  insertOrderFeedback,
  type FeedbackOrder,
  type OrderFeedbackRow,
} from './order-feedback-repository';
import { creditFeedbackPoints, earnedFeedbackPoints } from './order-feedback-points';
import { presentReview } from './review-link';

/** Who asks: the order caller (bearer, X-Order-Token) and the email link's key. */
export type FeedbackCaller = OrderCaller & { feedbackKey?: string };

export type OrderFeedbackDeps = SurveyDeps & { linkSecret: string };

/** The order, when the caller may rate it; else the 404 of an unknown order. */
export async function feedbackOrderFor(deps: OrderFeedbackDeps, orderId: string, caller: FeedbackCaller): Promise<FeedbackOrder> {
  const order = await findFeedbackOrder(deps.db, orderId);
  if (!order || !(mayAccess(order, caller) || opensFeedback(deps.linkSecret, orderId, caller.feedbackKey))) throw orderNotFound(orderId);
  return order;
}

export async function presentState(deps: OrderFeedbackDeps, order: FeedbackOrder, row: OrderFeedbackRow | undefined, points: number | null = null): Promise<WireOrderFeedbackState> {
  const state: WireOrderFeedbackState = {
    orderId: order.id,
    orderNumber: String(order.number),
    store: { id: order.locationId, title: order.storeTitle },
    paid: order.paidAt !== null,
  };
  if (!row) return state;
  let review: WireReviewUs | undefined;
  if (row.reviewLocationId !== null && row.reviewLocatedBy !== null) {
    const store = await findReviewStore(deps.db, order.brandId, row.reviewLocationId);
    review = store ? presentReview(store, row.reviewLocatedBy) ?? undefined : undefined;
  }
  state.feedback = {
    rating: row.rating,
    ...(row.comment ? { comment: row.comment } : {}),
    createdAt: row.createdAt.toISOString(),
    reviewOffered: offersReviewUs(row.rating),
    ...(review ? { review } : {}),
  };
  return points === null ? state : { ...state, points };
}

export async function orderFeedbackState(deps: OrderFeedbackDeps, orderId: string, caller: FeedbackCaller): Promise<WireOrderFeedbackState> {
  const order = await feedbackOrderFor(deps, orderId, caller);
  const row = await findOrderFeedback(deps.db, orderId);
  return presentState(deps, order, row, row ? await earnedFeedbackPoints(deps.db, orderId) : null);
}

/** The rating and comment checked: the comment trimmed, an empty one null. */
export function checkAnswer(input: WireOrderFeedbackInput): { rating: number; comment: string | null } {
  if (!isOrderRating(input.rating)) throw orderFeedbackError(400, 'ratingOutOfRange');
  const comment = input.comment?.trim() || null;
  if (comment !== null && comment.length > ORDER_FEEDBACK_FIELDS.comment.max) throw orderFeedbackError(400, 'commentTooLong');
  return { rating: input.rating, comment };
}

export async function answerOrderFeedback(
  deps: OrderFeedbackDeps,
  by: Submitter,
  orderId: string,
  caller: FeedbackCaller,
  input: WireOrderFeedbackInput,
): Promise<WireOrderFeedbackState> {
  const order = await feedbackOrderFor(deps, orderId, caller);
  const answer = checkAnswer(input);
  if (order.paidAt === null) throw orderFeedbackError(409, 'orderNotPaid', { number: String(order.number) });
  // The answer and its points commit together: a retry finds both or neither.
  const answered = await deps.db.transaction(async (tx) => {
    const row = await insertOrderFeedback(tx, {
      orderId,
      brandId: order.brandId,
      locationId: order.locationId,
      customerId: caller.customerId != null && caller.customerId === order.customerId ? order.customerId : null,
      locale: by.locale,
      ...answer,
      createdAt: deps.now(),
    });
    return row ? { row, points: await creditFeedbackPoints(tx, order, row) } : null;
  });
  if (!answered) throw orderFeedbackError(409, 'alreadyAnswered', { number: String(order.number) });
  const { row, points } = answered;
  await thank(deps, by.locale, order, row);
  return presentState(deps, order, row, points);
}

async function thank(deps: OrderFeedbackDeps, locale: LocaleTag, order: FeedbackOrder, row: OrderFeedbackRow): Promise<void> {
  if (!order.guest?.email) return;
  await sendConfirmation(deps, {
    kind: 'survey-order-feedback',
    to: order.guest.email,
    locale,
    firstName: order.guest.firstName,
    brandId: order.brandId,
    submissionId: order.id,
    content: orderFeedbackMail(locale, {
      orderNumber: String(order.number),
      storeTitle: order.storeTitle,
      rating: row.rating,
      comment: row.comment,
      reviewOffered: offersReviewUs(row.rating),
    }),
  });
}

/** What a robot that filled the honeypot gets: the answer a person would, with nothing kept or mailed. */
export async function decoyAnswer(
  deps: OrderFeedbackDeps,
  orderId: string,
  caller: FeedbackCaller,
  input: WireOrderFeedbackInput,
  log: FastifyBaseLogger,
): Promise<WireOrderFeedbackState> {
  const order = await feedbackOrderFor(deps, orderId, caller);
  const answer = checkAnswer(input);
  log.info({ form: 'order-feedback' }, 'survey honeypot filled: answered as a success, nothing kept');
  const now = deps.now();
  const row: OrderFeedbackRow = {
    orderId, brandId: order.brandId, locationId: order.locationId, customerId: null, locale: 'en-us', ...answer,
    createdAt: now, reviewLocationId: null, reviewLocatedBy: null, reviewRequestedAt: null,
  };
  return presentState(deps, order, row);
}
