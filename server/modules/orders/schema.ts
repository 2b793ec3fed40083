/** Request and response schemas of the order routes (domain/wire/orders.ts). Strings are bounded. */
import { Type, type TSchema } from '@sinclair/typebox';
import { ORDER_CATEGORY_IDS } from '@/domain/ordering';
import { IdempotencyHeaders } from '@/server/idempotency/idempotency';
import { DELIVERY_FIELDS, GUEST_FIELDS, MAX_LINE_QUANTITY, ORDER_LINE_FIELDS } from '@/domain/validation';
import { errorResponses, Id, LocaleQuery, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { CreateHandoff } from '@/server/modules/locations';
import { MAX_TOKEN_LENGTH, ORDER_TOKEN_HEADER } from './access';
import { WireOrderSchema, WireTimeslotsSchema } from './wire-schema';
import { HandoffUpdateFields } from './handoff-schema';

export const MAX_OPTIONS = 50;
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Order bodies are closed: an unknown field (a `price`, a `unitPrice`) is refused by name. */
const Closed = Strict;
const Text = (maxLength: number) => Type.String({ maxLength });

export const OrderIdParams = Type.Object({ orderId: Type.String({ pattern: UUID, maxLength: 36, description: 'Order id (UUID)' }) });
const OrderItemParams = Type.Object({ ...OrderIdParams.properties, orderItemId: Id('Order item id') });

const TokenHeaders = Type.Object({
  [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH, description: 'The accessToken of POST /orders' })),
});

const DeliveryAddress = Closed({
  address: FieldText(DELIVERY_FIELDS.address),
  city: FieldText(DELIVERY_FIELDS.city),
  state: Type.Optional(FieldText(DELIVERY_FIELDS.state)),
  zip: FieldText(DELIVERY_FIELDS.zip),
});

const Quantity = Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY, description: `Whole number from 1 to ${MAX_LINE_QUANTITY}` });
const OptionIds = Type.Array(Id('Option id'), { maxItems: MAX_OPTIONS });
const Instructions = FieldText(ORDER_LINE_FIELDS.specialInstructions);

const Tip = Type.Union([
  Closed({ kind: Type.Literal('percent'), value: Text(12) }),
  Closed({ kind: Type.Literal('amount'), value: Text(12) }),
]);

const okOrder = (status: number) => ({ [status]: WireOrderSchema, ...errorResponses(404, 409, 422) });

export const createOrderSchema = {
  tags: ['orders'],
  headers: IdempotencyHeaders,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Closed({
    locationId: Id('Location id'),
    handoff: CreateHandoff,
    categoryId: Type.Integer({ minimum: 1, maximum: Math.max(...ORDER_CATEGORY_IDS) }),
    deliveryAddress: Type.Optional(DeliveryAddress),
  }),
  response: okOrder(201),
};

export const getOrderSchema = {
  tags: ['orders'],
  headers: TokenHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: okOrder(200),
};

/** Prices come from the store: a `price` or `unitPrice` in the body is refused. */
export const addItemSchema = {
  tags: ['orders'],
  headers: TokenHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Closed({
    itemId: Id('Item id'),
    quantity: Quantity,
    optionIds: OptionIds,
    specialInstructions: Type.Optional(Instructions),
    sectionId: Type.Optional(Id('Section (subcategory) id')),
  }),
  response: okOrder(201),
};

export const changeItemSchema = {
  tags: ['orders'],
  headers: TokenHeaders,
  params: OrderItemParams,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Closed({
    quantity: Type.Optional(Quantity),
    optionIds: Type.Optional(OptionIds),
    specialInstructions: Type.Optional(Nullable(Instructions)),
  }),
  response: okOrder(200),
};

export const removeItemSchema = {
  tags: ['orders'],
  headers: TokenHeaders,
  params: OrderItemParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: okOrder(200),
};

export const updateOrderSchema = {
  tags: ['orders'],
  headers: TokenHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Closed({
    guest: Type.Optional(
      Closed({
        firstName: FieldText(GUEST_FIELDS.firstName),
        lastName: FieldText(GUEST_FIELDS.lastName),
        email: FieldText(GUEST_FIELDS.email),
        phone: FieldText(GUEST_FIELDS.phone),
      }),
    ),
    timeslot: Type.Optional(Type.String({ maxLength: 40, description: "A slot start (ISO) or 'asap'" })),
    aptSuitBldg: Type.Optional(Nullable(FieldText(DELIVERY_FIELDS.aptSuitBldg))),
    deliveryInstructions: Type.Optional(Nullable(FieldText(DELIVERY_FIELDS.deliveryInstructions))),
    tip: Type.Optional(Nullable(Tip)),
    deliveryAddress: Type.Optional(DeliveryAddress),
    ...HandoffUpdateFields,
  }),
  response: okOrder(200),
};

export const timeslotsSchema = {
  tags: ['orders'],
  headers: TokenHeaders,
  params: OrderIdParams,
  response: { 200: WireTimeslotsSchema, ...errorResponses(404) },
};
