/** Request and response schemas of a staff refund: bounded strings, no extra fields, amounts as 2-decimal strings. */
import { Type } from '@sinclair/typebox';
import { REFUND_REASON_MAX } from '@/domain/payments/refunds';
import { IdempotencyHeaders } from '@/server/idempotency/idempotency';
import { OrderIdParams } from '@/server/modules/orders';
import { WireTenderSchema } from '@/server/modules/payments';
import { errorResponses, Strict } from '@/server/schemas/common';

/** The most payments one refund may name: an order has a handful of tenders at most. */
export const MAX_REFUND_PARTS = 10;

const tags = ['staff'];
const Amount = Type.String({ minLength: 1, maxLength: 12, description: 'A positive amount with at most 2 decimals: "12.50"' });
const Part = Type.Object({
  id: Type.Integer(),
  paymentId: Type.String(),
  label: Type.String(),
  tender: WireTenderSchema,
  amount: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  failureMessage: Type.Union([Type.String(), Type.Null()]),
  reason: Type.String(),
  createdAt: Type.String(),
});

export const orderRefundsSchema = {
  tags,
  summary: 'An order’s payments and refunds (store managers, brand admins)',
  description: 'What each payment may still give back, and the refunds given. Store staff get 403; another store’s order answers 404.',
  params: OrderIdParams,
  response: {
    200: Type.Object({
      orderId: Type.String(),
      number: Type.String(),
      currency: Type.String(),
      refundable: Type.String(),
      payments: Type.Array(Type.Object({ id: Type.String(), label: Type.String(), tender: WireTenderSchema, method: Type.String(), amount: Type.String(), refundable: Type.String() })),
      refunds: Type.Array(Part),
    }),
    ...errorResponses(401, 403, 404),
  },
};

export const refundOrderSchema = {
  tags,
  summary: 'Refund an order, fully or in part (store managers, brand admins)',
  description:
    'Requires an Idempotency-Key. Without `amount`, everything refundable goes back; without `payments`, the card (card, wallet, PayPal) first, then the gift card. Never more than a payment captured, minus what was refunded of it (409). Store staff get 403; another store’s order answers 404.',
  headers: IdempotencyHeaders,
  params: OrderIdParams,
  body: Strict({
    reason: Type.String({ minLength: 1, maxLength: REFUND_REASON_MAX }),
    amount: Type.Optional(Amount),
    payments: Type.Optional(Type.Array(Strict({ paymentId: Type.String({ format: 'uuid', maxLength: 36 }), amount: Amount }), { minItems: 1, maxItems: MAX_REFUND_PARTS })),
  }),
  response: {
    201: Type.Object({ orderId: Type.String(), number: Type.String(), currency: Type.String(), refunded: Type.String(), parts: Type.Array(Part), refundable: Type.String() }),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
};
