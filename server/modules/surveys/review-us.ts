/**
 * Review-us: after a rating of REVIEW_US_MIN_RATING or more, the diner picks the restaurant to
 * review, found by search (`storeId`, which wins when both are sent) or by the browser's position (the brand's nearest within
 * REVIEW_US_LOCATE_RADIUS_KM). The choice is recorded on the order's feedback (the last one
 * counts) and the answer hands back the restaurant's review page.
 * Refusals: neither given → "Restaurant is required"; an id of no restaurant of the brand →
 * "Restaurant not found"; no restaurant near the position → "Cannot auto locate"; a restaurant
 * with no review page → "Selected restaurant can not be reviewed".
 */
import { offersReviewUs, REVIEW_US_LOCATE_RADIUS_KM } from '@/domain/validation';
import type { WireOrderFeedbackState, WireReviewUsInput } from '@/domain/wire/order-feedback';
import { feedbackOrderFor, presentState, type FeedbackCaller, type OrderFeedbackDeps } from './order-feedback';
import { orderFeedbackError } from './order-feedback-errors';
import { findOrderFeedback, findReviewStore, nearestReviewStore, recordReview, type ReviewStore } from './order-feedback-repository';
import { earnedFeedbackPoints } from './order-feedback-points';
import { reviewUrlOf } from './review-link';

async function chosenStore(deps: OrderFeedbackDeps, brandId: number, input: WireReviewUsInput): Promise<{ store: ReviewStore; locatedBy: 'search' | 'position' }> {
  if (input.storeId !== undefined) {
    const store = await findReviewStore(deps.db, brandId, input.storeId);
    if (!store) throw orderFeedbackError(404, 'restaurantNotFound', { storeId: input.storeId });
    return { store, locatedBy: 'search' };
  }
  if (input.position) {
    const point = { lat: input.position.latitude, lng: input.position.longitude };
    const store = await nearestReviewStore(deps.db, brandId, point, REVIEW_US_LOCATE_RADIUS_KM);
    if (!store) throw orderFeedbackError(404, 'cannotAutoLocate', { radiusKm: REVIEW_US_LOCATE_RADIUS_KM });
    return { store, locatedBy: 'position' };
  }
  throw orderFeedbackError(400, 'restaurantRequired');
}

export async function reviewUs(deps: OrderFeedbackDeps, orderId: string, caller: FeedbackCaller, input: WireReviewUsInput): Promise<WireOrderFeedbackState> {
  const order = await feedbackOrderFor(deps, orderId, caller);
  const feedback = await findOrderFeedback(deps.db, orderId);
  if (!feedback) throw orderFeedbackError(409, 'notAnswered', { number: String(order.number) });
  if (!offersReviewUs(feedback.rating)) throw orderFeedbackError(409, 'reviewNotOffered');
  const { store, locatedBy } = await chosenStore(deps, order.brandId, input);
  if (!reviewUrlOf(store)) throw orderFeedbackError(422, 'restaurantCannotBeReviewed', { storeId: store.id });
  const row = await recordReview(deps.db, orderId, { locationId: store.id, locatedBy, at: deps.now() });
  return presentState(deps, order, row, await earnedFeedbackPoints(deps.db, orderId));
}
