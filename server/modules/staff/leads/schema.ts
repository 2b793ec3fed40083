/**
 * Request and response schemas of the staff lead routes (domain/wire/staff-leads.ts). Bodies
 * allow no extra fields: a menu line carries an item and a quantity, never a price. Strings are
 * bounded by domain/validation's estimate limits; money and rates are checked by the use case,
 * which answers with the editor's own messages.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { LEAD_EVENTS, OFFLINE_AMOUNT_PATTERN, OFFLINE_PAYMENT_LIMITS, OFFLINE_PAYMENT_METHODS, REFUNDING_EVENTS } from '@/domain/catering';
import { ESTIMATE_LIMITS } from '@/domain/validation';
import { WireQuoteSchema } from '@/server/modules/catering';
import { WireTenderSchema } from '@/server/modules/payments';
import { errorResponses, Id, PageQuery, Strict } from '@/server/schemas/common';

const tags = ['staff leads'];
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Checked by the use case (ESTIMATE_MONEY_PATTERN, ESTIMATE_RATE_PATTERN); bounded here. */
const MoneyInput = Type.String({ maxLength: 16, description: 'Amount, at least 0, at most 2 decimals: "12.50"' });
const RateInput = Type.String({ maxLength: 16, description: 'A fraction from 0 to 1: "0.25"' });
const Quantity = Type.Integer({ minimum: ESTIMATE_LIMITS.quantity.min, maximum: ESTIMATE_LIMITS.quantity.max });
const Event = Type.Union(LEAD_EVENTS.map((event) => Type.Literal(event)));
const Reason = Type.String({ maxLength: ESTIMATE_LIMITS.reason.max });

const NumberParams = Strict({ number: Id('The lead (quote) number') });

const LineInput = Type.Union([
  Strict({ kind: Type.Literal('menu'), itemId: Id('Item id on the store’s get-a-quote menu'), quantity: Quantity }),
  Strict({ kind: Type.Literal('custom'), title: Type.String({ maxLength: ESTIMATE_LIMITS.lineTitle.max }), quantity: Quantity, unitPrice: MoneyInput }),
]);
const FeeTitle = Type.String({ maxLength: ESTIMATE_LIMITS.feeTitle.max });
const FeeInput = Type.Union([
  Strict({ title: FeeTitle, taxable: Type.Boolean(), amount: MoneyInput }),
  Strict({ title: FeeTitle, taxable: Type.Boolean(), rate: RateInput }),
]);

const EstimateInput = Strict({
  lines: Type.Array(LineInput, { minItems: 1, maxItems: ESTIMATE_LIMITS.lines.max }),
  fees: Type.Array(FeeInput, { maxItems: ESTIMATE_LIMITS.fees.max }),
  depositRate: Type.Optional(RateInput),
});

const EstimateInputOut = Type.Object({
  lines: Type.Array(
    Type.Union([
      Type.Object({ kind: Type.Literal('menu'), itemId: Type.Integer(), quantity: Type.Integer() }),
      Type.Object({ kind: Type.Literal('custom'), title: Type.String(), quantity: Type.Integer(), unitPrice: Type.String() }),
    ]),
  ),
  fees: Type.Array(
    Type.Union([
      Type.Object({ title: Type.String(), taxable: Type.Boolean(), amount: Type.String() }),
      Type.Object({ title: Type.String(), taxable: Type.Boolean(), rate: Type.String() }),
    ]),
  ),
  depositRate: Type.Optional(Type.String()),
  taxRate: Type.String(),
  taxExempt: Type.Boolean(),
});

const StaffLeadSchema = Type.Object({
  ...WireQuoteSchema.properties,
  estimateInput: Nullable(EstimateInputOut),
  history: Type.Array(
    Type.Object({ at: Type.String(), event: Type.String(), from: Nullable(Type.Integer()), to: Type.Integer(), by: Type.String(), reason: Nullable(Type.String()) }),
  ),
  steps: Type.Array(Type.Object({ event: Type.String(), to: Type.Integer(), label: Type.String(), refunds: Type.Boolean() })),
  canEstimate: Type.Boolean(),
  refundIfCancelled: Type.Object({ store: Type.String(), buyer: Type.String() }),
  refunded: Type.String(),
  refunds: Type.Array(
    Type.Object({
      label: Type.String(),
      tender: WireTenderSchema,
      amount: Type.String(),
      status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
      failure: Nullable(Type.String()),
      at: Type.String(),
    }),
  ),
  offlinePaymentOwed: Nullable(Type.String()),
});

const SummarySchema = Type.Object({
  number: Type.Integer(),
  status: WireQuoteSchema.properties.status,
  location: Type.Object({ id: Type.Integer(), title: Type.String() }),
  event: WireQuoteSchema.properties.event,
  handoff: WireQuoteSchema.properties.handoff,
  contactName: Type.String(),
  company: Nullable(Type.String()),
  total: Type.String(),
  currency: Type.String(),
  createdAt: Type.String(),
});

const DAY = { pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 };

export const listLeadsSchema = {
  tags,
  summary: 'Catering leads (staff)',
  description:
    'The leads of the stores the member sees, by event then number. `status`: comma-separated status ids; `from`/`to`: event days; `q`: a lead number, or part of the buyer’s name, email or company. Another store’s id answers 404.',
  querystring: Strict({
    ...PageQuery,
    storeId: Type.Optional(Id('Store (location) id')),
    status: Type.Optional(Type.String({ pattern: '^\\d{1,2}(,\\d{1,2}){0,16}$', maxLength: 50, description: 'Lead status ids, e.g. 1,14,16' })),
    from: Type.Optional(Type.String({ ...DAY, description: 'First event day, YYYY-MM-DD' })),
    to: Type.Optional(Type.String({ ...DAY, description: 'Last event day, YYYY-MM-DD' })),
    q: Type.Optional(Type.String({ maxLength: ESTIMATE_LIMITS.search.max })),
  }),
  response: {
    200: Type.Object({ data: Type.Array(SummarySchema), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }),
    ...errorResponses(401, 403, 404),
  },
};

export const getLeadSchema = {
  tags,
  summary: 'A catering lead (staff)',
  description: 'The quote with its history, the steps staff may take now, the estimate to reopen, what cancelling would refund and what was refunded. Another store’s lead answers 404.',
  params: NumberParams,
  response: { 200: StaffLeadSchema, ...errorResponses(401, 403, 404) },
};

export const leadMenuSchema = {
  tags,
  summary: 'The estimate editor’s menu (staff)',
  description: 'The lead store’s get-a-quote menu items at its prices, its tax rate and the default deposit rate.',
  params: NumberParams,
  response: {
    200: Type.Object({
      currency: Type.String(),
      taxRate: Type.String(),
      depositRate: Type.String(),
      items: Type.Array(Type.Object({ itemId: Type.Integer(), title: Type.String(), section: Type.String(), unitPrice: Type.String() })),
    }),
    ...errorResponses(401, 403, 404),
  },
};

export const sendEstimateSchema = {
  tags,
  summary: 'Send an estimate (staff)',
  description:
    'Sends the first estimate or a revision: menu lines are priced from the store’s menu (an item not on it is 422), the tax is the store’s (none with a tax-exempt id), the deposit rate the default unless given. Holds the kitchen and emails the buyer; 409 when the lifecycle or the kitchen refuses.',
  params: NumberParams,
  body: EstimateInput,
  response: { 200: StaffLeadSchema, ...errorResponses(401, 403, 404, 409, 422) },
};

export const moveLeadSchema = {
  tags,
  summary: 'Take a lifecycle step (staff)',
  description: 'Any staff step of the lifecycle table but the estimate and the refunding steps (400). A step the lead’s state refuses is 409; another actor’s step 403.',
  params: NumberParams,
  body: Strict({ event: Event, reason: Type.Optional(Reason) }),
  response: { 200: StaffLeadSchema, ...errorResponses(401, 403, 404, 409) },
};

export const cancelLeadSchema = {
  tags,
  summary: 'Cancel a lead and refund (staff)',
  description:
    'Cancel (the buyer’s or the store’s side), decline or store closed: moves the lead, then refunds what the policy gives back to the quote order’s payments, once. A refund the processor refuses answers 502 with the lead moved; the same call again retries it.',
  params: NumberParams,
  body: Strict({
    event: Type.Optional(Type.Union(REFUNDING_EVENTS.map((event) => Type.Literal(event)))),
    party: Type.Union([Type.Literal('buyer'), Type.Literal('store')]),
    reason: Reason,
  }),
  response: { 200: StaffLeadSchema, ...errorResponses(401, 403, 404, 409, 502) },
};

export const recordPaymentSchema = {
  tags,
  summary: 'Record money the buyer paid the store (staff)',
  description:
    'Cash, a check, a card at the counter or a bank transfer, recorded as a payment of the quote’s order: above zero, at most what is still owed (422 above it). 409 when nothing is owed, when the lifecycle refuses "pay" now, or while an online payment is in flight. Covering the deposit of a lead awaiting payment pays the lead and its order. Audited.',
  params: NumberParams,
  body: Strict({
    method: Type.Union(OFFLINE_PAYMENT_METHODS.map((method) => Type.Literal(method))),
    amount: Type.String({ pattern: OFFLINE_AMOUNT_PATTERN.source, maxLength: 10, description: 'Above zero (the service refuses zero), at most 2 decimals: "54.94"' }),
    reference: Type.Optional(Type.String({ maxLength: OFFLINE_PAYMENT_LIMITS.reference.max })),
  }),
  response: { 200: StaffLeadSchema, ...errorResponses(401, 403, 404, 409, 422) },
};
