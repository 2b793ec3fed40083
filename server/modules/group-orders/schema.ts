/** Request and response schemas of the group-order routes (domain/wire/group-orders.ts). Strings are bounded; bodies are closed. */
import { Type } from '@sinclair/typebox';
import { GROUP_ORDER_LIMITS } from '@/domain/group-orders/rules';
import { ORDER_CATEGORY_IDS } from '@/domain/ordering';
import { MAX_LINE_QUANTITY, ORDER_LINE_FIELDS } from '@/domain/validation';
import { IdempotencyHeaders } from '@/server/idempotency/idempotency';
import { errorResponses, Id, LocaleQuery, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { CreateHandoff } from '@/server/modules/locations';
import { MAX_OPTIONS, MAX_TOKEN_LENGTH, ORDER_TOKEN_HEADER, WireOrderSchema } from '@/server/modules/orders';

/** The header that carries a guest's secret (kept by the guest's browser in a cookie). */
export const GROUP_GUEST_HEADER = 'x-group-guest';

/** Share tokens and guest secrets: 32 random bytes, base64url. */
const Secret = (description: string) => Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]{43}$', description });

const ShareParams = Type.Object({ shareToken: Secret('The share link token') });
const LineParams = Type.Object({ ...ShareParams.properties, orderItemId: Id('Order item id') });

const GuestHeaders = Type.Object({
  [GROUP_GUEST_HEADER]: Type.Optional(Type.String({ maxLength: 64, description: 'The guestSecret given when the guest joined' })),
});
const HostHeaders = Type.Object({
  [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH, description: "The group's order accessToken" })),
});

const Name = Type.String({ maxLength: GROUP_ORDER_LIMITS.name.max, description: `The name printed on the ticket, at most ${GROUP_ORDER_LIMITS.name.max} characters` });
const Money = Type.String();

const Summary = {
  status: Type.Union([Type.Literal('open'), Type.Literal('locked')]),
  deadline: Type.String(),
  perPersonLimit: Type.Union([Money, Type.Null()]),
  currency: Type.String(),
  categoryId: Type.Integer(),
  handoffId: Type.Integer(),
  location: WireOrderSchema.properties.location,
  hostName: Type.String(),
};
const Guest = Type.Object({ id: Type.Integer(), name: Type.String(), isHost: Type.Boolean(), subtotal: Money, lines: WireOrderSchema.properties.lines });
const GuestView = Type.Object({ ...Summary, guest: Type.Union([Guest, Type.Null()]) });
const HostView = Type.Object({ ...Summary, orderId: Type.String(), guests: Type.Array(Guest), subtotal: Money, itemCount: Type.Integer() });

export const createGroupSchema = {
  tags: ['group-orders'],
  headers: IdempotencyHeaders,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    locationId: Id('Location id'),
    handoff: CreateHandoff,
    categoryId: Type.Integer({ minimum: 1, maximum: Math.max(...ORDER_CATEGORY_IDS) }),
    deadlineMinutes: Type.Integer({ minimum: GROUP_ORDER_LIMITS.deadlineMinutes.min, maximum: GROUP_ORDER_LIMITS.deadlineMinutes.max, description: 'Minutes from now until guests can no longer add items' }),
    perPersonLimit: Type.Optional(Type.String({ maxLength: 12, description: "The most one person's items may come to, in the store's currency ('25.00')" })),
    hostName: Name,
  }),
  response: {
    201: Type.Object({ orderId: Type.String(), accessToken: Type.String(), shareToken: Type.String(), guestSecret: Type.String(), group: HostView }),
    ...errorResponses(404, 409, 422),
  },
};

export const guestViewSchema = {
  tags: ['group-orders'],
  headers: GuestHeaders,
  params: ShareParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: GuestView, ...errorResponses(404) },
};

export const joinSchema = {
  tags: ['group-orders'],
  params: ShareParams,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({ name: Name }),
  response: { 201: Type.Object({ guestSecret: Type.String(), group: GuestView }), ...errorResponses(404, 409) },
};

/** Prices come from the store: a `price` in the body is refused. */
export const addItemSchema = {
  tags: ['group-orders'],
  headers: GuestHeaders,
  params: ShareParams,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    itemId: Id('Item id'),
    quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
    optionIds: Type.Array(Id('Option id'), { maxItems: MAX_OPTIONS }),
    specialInstructions: Type.Optional(FieldText(ORDER_LINE_FIELDS.specialInstructions)),
    sectionId: Type.Optional(Id('Section (subcategory) id')),
  }),
  response: { 201: GuestView, ...errorResponses(404, 409, 422) },
};

export const removeItemSchema = {
  tags: ['group-orders'],
  headers: GuestHeaders,
  params: LineParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: GuestView, ...errorResponses(404, 409) },
};

export const hostViewSchema = {
  tags: ['group-orders'],
  headers: HostHeaders,
  params: ShareParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: HostView, ...errorResponses(404) },
};

export const hostRemoveItemSchema = {
  tags: ['group-orders'],
  headers: HostHeaders,
  params: LineParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: HostView, ...errorResponses(404, 409) },
};

export const lockSchema = {
  tags: ['group-orders'],
  headers: HostHeaders,
  params: ShareParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: HostView, ...errorResponses(404) },
};
