/**
 * The order feedback form's rules and review-us's, built from domain/validation's
 * order feedback rules: the same limits and texts the API enforces, in the form's language
 * (under the API's error keys `orderFeedback.error.<code>`).
 */
import { interpolate } from '@/domain/interpolate';
import { VALIDATION_MESSAGES } from '@/domain/validation/messages';
import {
  orderFeedbackErrorCode,
  ORDER_FEEDBACK_FIELDS,
  ORDER_FEEDBACK_LIMITS,
  ORDER_FEEDBACK_MESSAGES,
  ORDER_RATING,
  type OrderFeedbackMessageName,
} from '@/domain/validation/order-feedback';
import { STORE_SEARCH_FIELD } from '@/domain/validation/store-search';
import type { WireOrderFeedbackInput } from '@/domain/wire/order-feedback';
import { firstOf, maxLength, oneOf, required, type Rules } from '@/lib/form/checks';
import type { Translate } from '@/lib/i18n';
import { formMessage } from './messages';

/** An order feedback text in the translator's language, its limits filled in; the API's English when a language lacks one. */
export function orderFeedbackMessage(t: Translate, name: OrderFeedbackMessageName): string {
  if (name === 'restaurantRequired') return t.dynamic('checkout.error.restaurantRequired', VALIDATION_MESSAGES.restaurantRequired);
  const numbers = Object.fromEntries(Object.entries(ORDER_FEEDBACK_LIMITS[name] ?? {}).map(([key, value]) => [key, String(value)]));
  return t.dynamic(`orderFeedback.error.${orderFeedbackErrorCode(name)}`, ORDER_FEEDBACK_MESSAGES[name], numbers);
}

export type OrderFeedbackValues = { rating: string; comment: string; website: string };

const RATINGS = Array.from({ length: ORDER_RATING.max - ORDER_RATING.min + 1 }, (_, index) => String(ORDER_RATING.min + index));

export function orderFeedbackSchema(t: Translate): Rules<OrderFeedbackValues> {
  return {
    rating: firstOf(required(orderFeedbackMessage(t, 'ratingRequired')), oneOf(RATINGS, orderFeedbackMessage(t, 'ratingOutOfRange'))),
    comment: maxLength(ORDER_FEEDBACK_FIELDS.comment.max, orderFeedbackMessage(t, 'commentTooLong')),
  };
}

export function toOrderFeedbackInput(values: OrderFeedbackValues): WireOrderFeedbackInput {
  const comment = values.comment.trim();
  return { rating: Number(values.rating), ...(comment ? { comment } : {}), ...(values.website ? { website: values.website } : {}) };
}

/** Review-us by search: the restaurant chosen from the results ('' when none yet). */
export type ReviewSearchValues = { query: string; storeId: string };

export function reviewSearchSchema(t: Translate): Rules<ReviewSearchValues> {
  return {
    query: maxLength(STORE_SEARCH_FIELD.max, interpolate(formMessage(t, 'tooLong'), { max: STORE_SEARCH_FIELD.max })),
    storeId: required(orderFeedbackMessage(t, 'restaurantRequired')),
  };
}
