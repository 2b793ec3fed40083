/**
 * Request and response schemas of the quote routes (domain/wire/catering.ts). Text fields take
 * the lengths of domain/validation (the quote form's limits); whether they are filled and of the
 * right shape is the use case's check, which answers with the field's own message.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { CATERING_FIELDS, CATERING_HEADCOUNT, DELIVERY_FIELDS, GUEST_FIELDS } from '@/domain/validation';
import { IdempotencyHeaders } from '@/server/idempotency/idempotency';
import { errorResponses, Id, LocaleQuery, PageQuery, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { MAX_TOKEN_LENGTH, ORDER_TOKEN_HEADER, OrderIdParams } from '@/server/modules/orders';
import { QUOTE_TOKEN_HEADER } from '@/server/modules/orders';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Money = Type.String({ description: 'Decimal string with 2 decimals' });

const Contact = Strict({
  firstName: FieldText(GUEST_FIELDS.firstName),
  lastName: FieldText(GUEST_FIELDS.lastName),
  email: FieldText(GUEST_FIELDS.email),
  phone: FieldText(GUEST_FIELDS.phone),
});

const Event = Strict({
  date: Type.String({ maxLength: 10, description: "The event's day on the store's calendar: YYYY-MM-DD" }),
  time: Type.String({ maxLength: 5, description: "The event's start on the store's clock: HH:MM on the quarter hour" }),
  // The range is the use case's check, so the refusal carries the form's own message.
  headcount: Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647, description: `Guests: ${CATERING_HEADCOUNT.min} to ${CATERING_HEADCOUNT.max}` }),
  company: Type.Optional(FieldText(CATERING_FIELDS.company)),
  notes: Type.Optional(FieldText(CATERING_FIELDS.notes)),
  taxExemptId: Type.Optional(FieldText(CATERING_FIELDS.taxExemptId)),
});

const DeliveryAddress = Strict({
  address: FieldText(DELIVERY_FIELDS.address),
  city: FieldText(DELIVERY_FIELDS.city),
  state: Type.Optional(FieldText(DELIVERY_FIELDS.state)),
  zip: FieldText(DELIVERY_FIELDS.zip),
});

const QuoteHeaders = Type.Object({
  [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH, description: 'The accessToken of POST /orders' })),
  [QUOTE_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH, description: "The quote's accessToken (its emails' link token)" })),
});

const Line = Type.Object({
  title: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Money,
  amount: Money,
  weightUnit: Type.Union([Type.Literal('lb'), Type.Literal('100g'), Type.Literal('kg'), Type.Null()]),
});

export const WireQuoteSchema = Type.Object({
  number: Type.Integer(),
  orderId: Type.String(),
  status: Type.Object({ id: Type.Integer(), name: Type.String(), label: Type.String(), messageKey: Type.String() }),
  location: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    phone: Type.String(),
    timeZone: Type.String(),
    countryCode: Type.String(),
  }),
  handoff: Type.Union([Type.Literal('carryout'), Type.Literal('delivery')]),
  deliveryAddress: Nullable(Type.Object({ address: Type.String(), city: Type.String(), state: Nullable(Type.String()), zip: Type.String() })),
  event: Type.Object({ date: Type.String(), time: Type.String(), startsAt: Type.String(), headcount: Type.Integer() }),
  contact: Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String(), phone: Type.String() }),
  company: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  taxExemptId: Nullable(Type.String()),
  currency: Type.String(),
  request: Type.Object({ lines: Type.Array(Line), total: Money }),
  estimate: Nullable(
    Type.Object({
      version: Type.Integer(),
      lines: Type.Array(Line),
      fees: Type.Array(Type.Object({ title: Type.String(), amount: Money })),
      subtotal: Money,
      feesTotal: Money,
      tax: Money,
      total: Money,
      deposit: Money,
      balance: Money,
      validUntil: Type.String(),
      sentAt: Type.String(),
    }),
  ),
  canRespond: Type.Boolean(),
  canPay: Type.Boolean(),
  amountPaid: Money,
  balanceDue: Nullable(Money),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  accessToken: Type.Optional(Type.String()),
  orderAccessToken: Type.Optional(Type.String()),
});

const okQuote = (status: number, ...errors: number[]) => ({ [status]: WireQuoteSchema, ...errorResponses(404, ...errors) });

export const submitNewQuoteSchema = {
  tags: ['quotes'],
  headers: IdempotencyHeaders,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    locationId: Id('Location id'),
    handoff: Type.Union([Type.Literal('carryout'), Type.Literal('delivery')]),
    deliveryAddress: Type.Optional(DeliveryAddress),
    contact: Contact,
    event: Event,
  }),
  response: okQuote(201, 409, 422),
};

export const submitQuoteSchema = {
  tags: ['quotes'],
  headers: QuoteHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({ contact: Contact, event: Event }),
  response: okQuote(201, 409, 422),
};

export const getQuoteSchema = {
  tags: ['quotes'],
  headers: QuoteHeaders,
  params: OrderIdParams,
  response: okQuote(200),
};

export const getQuoteByNumberSchema = {
  tags: ['quotes'],
  headers: QuoteHeaders,
  params: Type.Object({ number: Id('Quote number') }),
  response: okQuote(200),
};

export const customerResponseSchema = {
  tags: ['quotes'],
  headers: QuoteHeaders,
  params: OrderIdParams,
  body: Type.Union([
    Strict({ response: Type.Literal('accept') }),
    Strict({ response: Type.Literal('reject'), reason: Type.Optional(Type.String({ maxLength: CATERING_FIELDS.rejectionReason.max })) }),
  ]),
  response: okQuote(200, 403, 409),
};

export const myQuotesSchema = {
  tags: ['quotes'],
  querystring: Type.Object({ ...PageQuery }),
  response: {
    200: Type.Object({ data: Type.Array(WireQuoteSchema), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }),
    ...errorResponses(401),
  },
};
