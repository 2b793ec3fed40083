/** Request and answer schemas of courier delivery: the checkout's quote, the order page's tracking and the diner's choice once it failed, DoorDash's webhook, the sandbox's tracking. */
import { Type } from '@sinclair/typebox';
import { DELIVERY_CHOICES } from '@/domain/dispatch/choices';
import { DISPATCH_STAGES } from '@/domain/dispatch/stages';
import { MAX_TOKEN_LENGTH, OrderIdParams, ORDER_TOKEN_HEADER } from '@/server/modules/orders';
import { errorResponses } from '@/server/schemas/common';

const TokenHeaders = Type.Object({ [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH, description: 'The accessToken of POST /orders' })) });

const Stage = Type.Union(DISPATCH_STAGES.map((stage) => Type.Literal(stage)));

export const CourierDeliverySchema = Type.Object({
  orderId: Type.String({ format: 'uuid' }),
  fee: Type.String({ description: 'What the diner pays for the courier: the quote, capped by the brand (money string)' }),
  currency: Type.String(),
  dropoffAt: Type.String({ format: 'date-time', description: 'When the courier is expected at the door' }),
  quoteExpiresAt: Type.String({ format: 'date-time', description: 'Past this, the checkout gets a fresh quote' }),
  stage: Stage,
  trackingUrl: Type.Union([Type.String(), Type.Null()]),
  choice: Type.Union([...DELIVERY_CHOICES.map((choice) => Type.Literal(choice)), Type.Null()], { description: 'What the diner chose once the courier failed' }),
  pickupAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'A delivery switched to carryout: when to collect it' }),
});

export const postQuoteSchema = {
  tags: ['courier'],
  summary: 'Quote the delivery of an open delivery order with the courier network; the fee the diner pays is priced into the order',
  headers: TokenHeaders,
  params: OrderIdParams,
  response: { 200: CourierDeliverySchema, ...errorResponses(404, 409, 422) },
};

export const getDeliverySchema = {
  tags: ['courier'],
  summary: 'The courier of a delivery order: fee, expected time, stage and tracking link',
  headers: TokenHeaders,
  params: OrderIdParams,
  response: { 200: CourierDeliverySchema, ...errorResponses(404) },
};

const choiceSchema = (summary: string) => ({
  tags: ['courier'],
  summary,
  headers: TokenHeaders,
  params: OrderIdParams,
  response: { 200: CourierDeliverySchema, ...errorResponses(404, 409, 422) },
});

export const postRefundChoiceSchema = choiceSchema('Once the courier failed: refund the whole order and cancel it (once; a second choice answers 409)');
export const postCarryoutChoiceSchema = choiceSchema('Once the courier failed: collect the order at the store instead, the delivery fee refunded (once; a second choice answers 409)');

/** DoorDash Drive's webhook: the fields read; the rest of its delivery details are allowed and ignored. */
export const doordashWebhookSchema = {
  tags: ['courier'],
  summary: 'DoorDash Drive’s delivery status webhook (its Authorization header is checked)',
  body: Type.Object(
    {
      event_name: Type.String({ minLength: 1, maxLength: 64 }),
      external_delivery_id: Type.String({ minLength: 1, maxLength: 64 }),
      created_at: Type.String({ minLength: 1, maxLength: 40 }),
      tracking_url: Type.Optional(Type.String({ maxLength: 2000 })),
    },
    { additionalProperties: true },
  ),
  response: { 200: Type.Object({ received: Type.Literal(true) }), ...errorResponses(400, 401) },
};

export const sandboxTrackingSchema = {
  tags: ['development'],
  summary: 'The sandbox courier’s tracking page of a booking, at the request’s clock (demo mode only)',
  params: Type.Object({ ref: Type.String({ minLength: 1, maxLength: 80, pattern: '^sbx-(ok|cancel)-[0-9a-f-]{36}$' }) }),
  querystring: Type.Object({ locale: Type.Optional(Type.String({ maxLength: 35 })) }),
  response: {
    200: Type.String({ description: 'The HTML page: the stage and when the courier reaches the restaurant and the door, in the request’s language' }),
    ...errorResponses(404),
  },
};

export const sandboxCancelSchema = {
  tags: ['development'],
  summary: 'The sandbox courier’s demo control: the booked courier cancels now, then the tracking page again (demo mode only)',
  params: sandboxTrackingSchema.params,
  querystring: sandboxTrackingSchema.querystring,
  response: { 303: Type.Null(), ...errorResponses(404, 409) },
};
