/** Request and answer schemas of text alerts: the checkout's opt-in, the order page's late notice, STOP, and the demo's outbox. */
import { Type } from '@sinclair/typebox';
import { TEXT_PHONE_MAX } from '@/domain/text-alerts';
import { MAX_TOKEN_LENGTH, OrderIdParams, ORDER_TOKEN_HEADER } from '@/server/modules/orders';
import { errorResponses, LocaleQuery, PageQuery, Strict, WireListSchema } from '@/server/schemas/common';
import { RunAsOfBody } from '@/server/schemas/run-as-of';

/** What a diner types as a number (national or with its +), and the wording as the checkout shows it. */
export const PHONE_INPUT_MAX = TEXT_PHONE_MAX;
export const WORDING_MAX = 1000;

const TokenHeaders = Type.Object({ [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH, description: 'The accessToken of POST /orders' })) });

const ConsentSchema = Type.Object({ phone: Type.String({ description: 'E.164' }), locale: Type.String(), consentedAt: Type.String({ format: 'date-time' }) });

export const TextAlertsSchema = Type.Object({
  offered: Type.Boolean({ description: 'False when texts are off (no Twilio outside demo mode): the checkout offers nothing' }),
  handoff: Type.Union([Type.Literal('pickup'), Type.Literal('delivery')]),
  wording: Type.Union([Type.String(), Type.Null()], { description: 'The consent text to show beside the box, exactly' }),
  consent: Type.Union([ConsentSchema, Type.Null()]),
});

export const getTextAlertsSchema = {
  tags: ['text alerts'],
  summary: 'Whether texts about the order are offered, the consent wording, and the consent given',
  headers: TokenHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: TextAlertsSchema, ...errorResponses(404) },
};

export const putTextAlertsSchema = {
  tags: ['text alerts'],
  summary: 'Opt in to texts about an open order, agreeing to the wording shown',
  headers: TokenHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    phone: Type.String({ minLength: 1, maxLength: PHONE_INPUT_MAX, description: 'The mobile number, as the store’s country dials it' }),
    wording: Type.String({ minLength: 1, maxLength: WORDING_MAX, description: 'The consent text exactly as shown' }),
  }),
  response: { 200: TextAlertsSchema, ...errorResponses(404, 409) },
};

export const deleteTextAlertsSchema = {
  tags: ['text alerts'],
  summary: 'Withdraw the opt-in of an open order',
  headers: TokenHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: TextAlertsSchema, ...errorResponses(404, 409) },
};

const CreditSchema = Type.Union([
  Type.Object({ kind: Type.Literal('points'), points: Type.Integer() }),
  Type.Object({ kind: Type.Literal('coupon'), code: Type.String(), percent: Type.String() }),
]);

export const RunningLateSchema = Type.Object({
  late: Type.Union([
    Type.Object({
      promisedAt: Type.String({ format: 'date-time' }),
      newReadyAt: Type.String({ format: 'date-time' }),
      credit: Type.Union([CreditSchema, Type.Null()]),
    }),
    Type.Null(),
  ]),
});

export const getRunningLateSchema = {
  tags: ['text alerts'],
  summary: 'The order’s new ready time when it runs late, and the apology credit once given',
  headers: TokenHeaders,
  params: OrderIdParams,
  response: { 200: RunningLateSchema, ...errorResponses(404) },
};

/** Twilio's inbound message webhook (a form; only the fields used are read, the rest are kept for the signature). */
export const inboundSchema = {
  tags: ['text alerts'],
  summary: 'Twilio’s inbound-message webhook: STOP opts the number out, START back in',
  body: Type.Object(
    {
      From: Type.String({ minLength: 1, maxLength: 32 }),
      Body: Type.String({ maxLength: 1600 }),
    },
    { additionalProperties: Type.String({ maxLength: 2000 }) },
  ),
  response: { 200: Type.String({ description: 'TwiML' }), ...errorResponses(403) },
};

export const devInboundSchema = {
  tags: ['development'],
  summary: 'The sandbox’s inbound text: as if `from` texted `body` (demo mode only)',
  body: Strict({ from: Type.String({ minLength: 1, maxLength: PHONE_INPUT_MAX }), body: Type.String({ maxLength: 1600 }) }),
  response: { 200: Type.Object({ request: Type.Union([Type.Literal('stop'), Type.Literal('start'), Type.Literal('help'), Type.Null()]), phone: Type.String() }), ...errorResponses() },
};

const WireTextSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  body: Type.String(),
  kind: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  createdAt: Type.String(),
});

export const devListSchema = {
  tags: ['development'],
  summary: 'The sandbox’s texts, newest first (demo mode only)',
  querystring: Type.Object({ ...PageQuery, orderId: Type.Optional(Type.String({ format: 'uuid' })) }),
  response: { 200: WireListSchema(WireTextSchema), ...errorResponses() },
};

export const devRunningLateSchema = {
  tags: ['development'],
  summary: 'Run the running-late job once as of an instant, for one store’s orders still being made (demo mode only)',
  body: Strict({ ...RunAsOfBody.properties, locationId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The store whose orders are run, e.g. 12' }) }),
  response: { 200: Type.Object({ now: Type.String(), noticed: Type.Integer(), credited: Type.Integer() }), ...errorResponses() },
};
