/**
 * Order feedback and review-us: the rating and comment a diner gives a paid order (once), and
 * review-us, offered after a high rating, which needs a restaurant (found by search or by the
 * browser's position). Limits, texts and codes here are shared by the storefront's form
 * (lib/validation/order-feedback-schema.ts) and the API (server/modules/surveys/order-feedback.ts).
 */
import { interpolate } from '../interpolate';
import { VALIDATION_MESSAGES } from './messages';
import { REVIEW_US_MESSAGES } from './review-us-messages';
import type { FormRules } from './fields';

/** A rating: whole stars from 1 to 5. */
export const ORDER_RATING = { min: 1, max: 5 } as const;

/** From this rating up, the diner is invited to review the restaurant. */
const REVIEW_US_MIN_RATING = 4;

/** Points a signed-in diner of a brand with loyalty earns for answering an order's feedback. */
export const ORDER_FEEDBACK_POINTS = 50;

/** How far (km) "use my position" looks for the nearest restaurant of the brand. */
export const REVIEW_US_LOCATE_RADIUS_KM = 80;

/** The comment is optional. */
export const ORDER_FEEDBACK_FIELDS = {
  comment: { max: 1000, invalid: 'commentTooLong' },
} as const satisfies FormRules;

/** The texts of order feedback's refusals; review-us's failures are the catalogue's own texts. */
export const ORDER_FEEDBACK_MESSAGES = {
  ratingRequired: 'Rate your order from [min] to [max] stars',
  ratingOutOfRange: 'A rating is a whole number of stars from [min] to [max]',
  commentTooLong: 'A comment takes at most [max] characters',
  orderNotPaid: 'Order [number] is not paid yet: you can rate it once it is paid',
  alreadyAnswered: 'Thank you: we already have your feedback on order [number]',
  notAnswered: 'Rate order [number] first: review-us follows a rating',
  reviewNotOffered: 'Review-us follows a rating of [min] stars or more',
  restaurantCannotBeReviewed: REVIEW_US_MESSAGES.restaurantCannotBeReviewed,
  restaurantNotFound: REVIEW_US_MESSAGES.restaurantNotFound,
  cannotAutoLocate: REVIEW_US_MESSAGES.cannotAutoLocate,
  restaurantRequired: VALIDATION_MESSAGES.restaurantRequired,
} as const;

export type OrderFeedbackMessageName = keyof typeof ORDER_FEEDBACK_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

/** "Restaurant is required" keeps the standard text's own code; the rest are `order_feedback_…`. */
export type OrderFeedbackErrorCode = `order_feedback_${Snake<Exclude<OrderFeedbackMessageName, 'restaurantRequired'>>}` | 'restaurant_required';

export function orderFeedbackErrorCode(name: OrderFeedbackMessageName): OrderFeedbackErrorCode {
  if (name === 'restaurantRequired') return 'restaurant_required';
  return `order_feedback_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as OrderFeedbackErrorCode;
}

/** Every code of ours an order feedback refusal carries; the storefront has a text for each (orderFeedback.error.<code>). */
export const ORDER_FEEDBACK_ERROR_CODES: readonly OrderFeedbackErrorCode[] = (Object.keys(ORDER_FEEDBACK_MESSAGES) as OrderFeedbackMessageName[])
  .filter((name) => name !== 'restaurantRequired')
  .map(orderFeedbackErrorCode);

/** The numbers the texts are written with (the rest take theirs from the refusal). */
export const ORDER_FEEDBACK_LIMITS: Partial<Record<OrderFeedbackMessageName, Record<string, number>>> = {
  ratingRequired: { ...ORDER_RATING },
  ratingOutOfRange: { ...ORDER_RATING },
  commentTooLong: { max: ORDER_FEEDBACK_FIELDS.comment.max },
  reviewNotOffered: { min: REVIEW_US_MIN_RATING },
};

/** An order feedback text in English with its limits filled in. */
export function orderFeedbackText(name: OrderFeedbackMessageName, params: Record<string, string | number> = {}): string {
  return interpolate(ORDER_FEEDBACK_MESSAGES[name], { ...ORDER_FEEDBACK_LIMITS[name], ...params });
}

export function isOrderRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= ORDER_RATING.min && value <= ORDER_RATING.max;
}

/** Whether a rating invites the diner to review the restaurant. */
export function offersReviewUs(rating: number): boolean {
  return rating >= REVIEW_US_MIN_RATING;
}
