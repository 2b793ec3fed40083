/**
 * Request and response schemas of order feedback and review-us (domain/wire/order-feedback.ts).
 * Bodies allow no extra fields. The rating's range and the comment's length are the use case's
 * checks, so their refusals carry the form's own message and code.
 */
import { Type } from '@sinclair/typebox';
import { ORDER_FEEDBACK_FIELDS, ORDER_RATING } from '@/domain/validation';
import { FEEDBACK_KEY_HEADER } from '@/domain/wire/order-feedback';
import { MAX_TOKEN_LENGTH, ORDER_TOKEN_HEADER, OrderIdParams, FEEDBACK_KEY_MAX_LENGTH } from '@/server/modules/orders';
import { errorResponses, Id, LocaleQuery, PageQuery, Strict, WireListSchema } from '@/server/schemas/common';
import { Honeypot, WholeNumber } from './form-schema';

const tags = ['surveys'];

/** The email link's key header, as Node spells incoming header names. */
export const FEEDBACK_KEY_HEADER_NAME = FEEDBACK_KEY_HEADER.toLowerCase() as 'x-feedback-key';

const AccessHeaders = Type.Object({
  [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH, description: 'The order’s accessToken (guests)' })),
  [FEEDBACK_KEY_HEADER_NAME]: Type.Optional(Type.String({ maxLength: FEEDBACK_KEY_MAX_LENGTH, description: 'The key of the confirmation email’s feedback link' })),
});

const ReviewSchema = Type.Object({
  store: Type.Object({ id: Type.Integer(), title: Type.String(), localTitle: Type.Union([Type.String(), Type.Null()]), countryCode: Type.String(), city: Type.String(), state: Type.String() }),
  reviewUrl: Type.String(),
  locatedBy: Type.Union([Type.Literal('search'), Type.Literal('position')]),
});

const StateSchema = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  store: Type.Object({ id: Type.Integer(), title: Type.String() }),
  paid: Type.Boolean(),
  feedback: Type.Optional(
    Type.Object({
      rating: Type.Integer(),
      comment: Type.Optional(Type.String()),
      createdAt: Type.String(),
      reviewOffered: Type.Boolean(),
      review: Type.Optional(ReviewSchema),
    }),
  ),
  points: Type.Optional(Type.Integer()),
});

export const feedbackStateSchema = {
  tags,
  summary: 'An order’s feedback',
  description: 'Whether the order can be rated (paid) and the answer given, if any, with the restaurant chosen for review-us. The owner, the order token or the email link’s key opens it; anyone else gets a 404.',
  headers: AccessHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: StateSchema, ...errorResponses(404) },
};

export const answerFeedbackSchema = {
  tags,
  summary: 'Rate an order',
  description: `A rating from ${ORDER_RATING.min} to ${ORDER_RATING.max} stars and an optional comment on a paid order, once (a second answer is a 409; an unpaid order a 409). The guest gets a confirmation email in their language. Rate limited per connection.`,
  headers: AccessHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    rating: WholeNumber(`${ORDER_RATING.min} to ${ORDER_RATING.max} stars`),
    comment: Type.Optional(Type.String({ maxLength: ORDER_FEEDBACK_FIELDS.comment.max })),
    ...Honeypot,
  }),
  response: { 201: StateSchema, ...errorResponses(404, 409) },
};

export const reviewUsSchema = {
  tags,
  summary: 'Review-us: choose the restaurant to review',
  description:
    'After a rating of 4 stars or more. storeId (found by search) or position (the browser’s: the brand’s nearest restaurant) names the restaurant; one is required. Answers the restaurant’s review page. The diner may choose again.',
  headers: AccessHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    storeId: Type.Optional(Id('The restaurant the diner chose from a search')),
    position: Type.Optional(
      Strict({
        latitude: Type.Number({ minimum: -90, maximum: 90 }),
        longitude: Type.Number({ minimum: -180, maximum: 180 }),
      }),
    ),
  }),
  response: { 200: StateSchema, ...errorResponses(404, 409, 422) },
};

const StaffOrderFeedbackItem = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.Integer(),
  store: Type.Object({ id: Type.Integer(), title: Type.String() }),
  rating: Type.Integer(),
  comment: Type.Union([Type.String(), Type.Null()]),
  reviewStore: Type.Union([Type.Object({ id: Type.Integer(), title: Type.String() }), Type.Null()]),
  locale: Type.String(),
  createdAt: Type.String(),
});

export const staffOrderFeedbackSchema = {
  tags: ['staff', 'surveys'],
  summary: 'Order ratings for staff',
  description: 'Newest first. Staff token only: store staff see their stores’ orders’ ratings (another store’s id is a 404), a brand admin the whole brand’s.',
  querystring: Type.Object({ storeId: Type.Optional(Id('Only this store’s orders')), ...PageQuery }),
  response: { 200: WireListSchema(StaffOrderFeedbackItem), ...errorResponses(401, 403, 404) },
};
