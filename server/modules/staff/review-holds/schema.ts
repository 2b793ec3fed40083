/** Request and response schemas of the review of held orders: a note bounded by REVIEW_NOTE_MAX, no extra fields. */
import { Type } from '@sinclair/typebox';
import { CARD_CHECKS } from '@/domain/payments/card-checks';
import { REVIEW_HOLD_REASONS, REVIEW_NOTE_MAX } from '@/domain/staff/review-holds';
import { OrderIdParams } from '@/server/modules/orders';
import { errorResponses, Strict } from '@/server/schemas/common';

const tags = ['staff'];

const Check = Type.Union(CARD_CHECKS.map((check) => Type.Literal(check)));

const Hold = Type.Object({
  orderId: Type.String(),
  number: Type.String(),
  store: Type.Object({ id: Type.Integer(), title: Type.String() }),
  total: Type.String(),
  currency: Type.String(),
  reason: Type.Union(REVIEW_HOLD_REASONS.map((reason) => Type.Literal(reason))),
  accountAgeDays: Type.Union([Type.Integer(), Type.Null()]),
  cardChecks: Type.Union([Type.Object({ cvc: Check, postalCode: Check, line1: Check }), Type.Null()]),
  paidAt: Type.String(),
  heldAt: Type.String(),
});

export const reviewHoldsSchema = {
  tags,
  summary: 'Orders held for review (store managers, brand admins)',
  description:
    'The held orders of the member’s stores, the longest waiting first: paid above the brand’s threshold by a guest or an account younger than 7 days, or by a card that failed its billing postal code check, with the issuer’s checks on that card. Store staff get 403.',
  response: { 200: Type.Object({ holds: Type.Array(Hold) }), ...errorResponses(401, 403) },
};

const decision = (summary: string, description: string) => ({
  tags,
  summary,
  description,
  params: OrderIdParams,
  body: Strict({ note: Type.String({ minLength: 1, maxLength: REVIEW_NOTE_MAX }) }),
  response: {
    200: Type.Object({ orderId: Type.String(), number: Type.String(), resolution: Type.Union([Type.Literal('released'), Type.Literal('cancelled')]), resolvedAt: Type.String() }),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const releaseHoldSchema = decision(
  'Release a held order into the kitchen queue (store managers, brand admins)',
  'With a note. Store staff get 403; another store’s order answers 404; an order not waiting for review 409.',
);

export const cancelHoldSchema = decision(
  'Cancel a held order (store managers, brand admins)',
  'With a note. The order is cancelled as a staff cancellation is; its money goes back with the refund route (POST /staff/orders/:orderId/refunds). Store staff get 403; another store’s order answers 404; an order not waiting for review 409.',
);
