/**
 * Order feedback and review-us (under /online-ordering, beside the survey forms). Types only.
 *
 * Who may call: the order's signed-in owner (bearer), the guest holding the order's token
 * (X-Order-Token), or whoever opened the feedback link of the order's confirmation email
 * (X-Feedback-Key, which opens these routes only). Anyone else gets the 404 of an unknown order.
 *
 * - GET  /survey-management/orders/{orderId}/feedback → WireOrderFeedbackState
 * - POST /survey-management/orders/{orderId}/feedback  WireOrderFeedbackInput → 201 WireOrderFeedbackState
 *     Once per order (a second answer is a 409); the order must be paid (else a 409). The guest
 *     gets a confirmation email in the request's language.
 * - POST /survey-management/orders/{orderId}/feedback/review-us  WireReviewUsInput → 200 WireOrderFeedbackState
 *     After a rating of REVIEW_US_MIN_RATING or more. `storeId` (found by search) or `position`
 *     (the browser's): one is required. Answers the restaurant and where to review it; the diner
 *     may choose again.
 * - GET  /staff/surveys/order-feedback?storeId=&page=&pageSize= → WireSurveyPage<WireStaffOrderFeedback>
 *     Staff token only: store staff see their stores' orders' ratings (another store's id is a 404),
 *     a brand admin every one of the brand. Newest first.
 */
import type { CountryCode } from '../markets';
/** How review-us found the restaurant: the diner searched and chose it, or the browser's position. */
export type ReviewLocatedByName = 'search' | 'position';

export const ORDER_FEEDBACK_PATHS = {
  feedback: '/survey-management/orders/:orderId/feedback',
  reviewUs: '/survey-management/orders/:orderId/feedback/review-us',
} as const;

/** The header of the email link's key. */
export const FEEDBACK_KEY_HEADER = 'X-Feedback-Key';

export type WireOrderFeedbackInput = { rating: number; comment?: string; website?: string };

export type WireReviewUsInput = { storeId?: number; position?: { latitude: number; longitude: number } };

export type WireReviewUs = {
  /** `localTitle`: the store's name in the market's script where the brand gives one ('梅田'). */
  store: { id: number; title: string; localTitle: string | null; countryCode: CountryCode; city: string; state: string };
  /** Where the diner writes the review: the restaurant's page on a network that takes reviews. */
  reviewUrl: string;
  locatedBy: ReviewLocatedByName;
};

type WireOrderFeedback = {
  rating: number;
  /** Left out when the diner wrote none. */
  comment?: string;
  createdAt: string;
  /** Whether the rating invites a review of the restaurant. */
  reviewOffered: boolean;
  /** The restaurant last chosen for review-us, if any. */
  review?: WireReviewUs;
};

export type WireOrderFeedbackState = {
  orderId: string;
  orderNumber: string;
  store: { id: number; title: string };
  /** Paid: the diner may answer (when `feedback` is absent). */
  paid: boolean;
  feedback?: WireOrderFeedback;
  /** Points credited for answering, when the brand has loyalty and the diner was signed in. */
  points?: number;
};

/**
 * - GET /loyalty/my-profile/collect-points/survey-orders?page=&pageSize= → WireSurveyOrderPage
 *     The signed-in diner's paid orders of the brand (catering quotes apart), newest first: each
 *     still to answer (with the points it offers) or answered (with the points it earned).
 *     A brand without loyalty is a 422 (loyalty_loyalty_off); without sign-in a 401.
 */
export const SURVEY_ORDERS_PATH = '/loyalty/my-profile/collect-points/survey-orders';

export type WireSurveyOrder = {
  orderId: string;
  orderNumber: string;
  paidAt: string;
  store: { id: number; title: string };
  answered: boolean;
  /** The stars given, when answered. */
  rating?: number;
  answeredAt?: string;
  /** Earned (answered, credited) or offered (still to answer). */
  points: number;
};

export type WireSurveyOrderPage = { data: WireSurveyOrder[]; total: number; page: number; pageSize: number };

/** A rating as staff read it: the order, its store, the stars and comment, and the restaurant review-us named. */
export type WireStaffOrderFeedback = {
  orderId: string;
  orderNumber: number;
  store: { id: number; title: string };
  rating: number;
  comment: string | null;
  reviewStore: { id: number; title: string } | null;
  locale: string;
  createdAt: string;
};
