/**
 * Request and response schemas of the privacy routes (domain/wire/privacy.ts). Bodies allow no
 * extra fields; text fields take the lengths of domain/privacy (the forms' limits). Whether a
 * field is filled, of the right shape and a known type is the use case's check, which answers
 * with the field's own message and code.
 */
import { Type } from '@sinclair/typebox';
import { DO_NOT_SELL_FIELDS, PRIVACY_CORRECTION_FIELDS, PRIVACY_REQUEST_FIELDS, PRIVACY_TOKEN_MAX } from '@/domain/privacy';
import { errorResponses, LocaleQuery, PageQuery, Strict, WireListSchema } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { Honeypot } from '@/server/modules/surveys';

const publicTags = ['surveys', 'privacy'];
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const ChoiceSchema = Type.Object({ name: Type.String(), label: Type.String() });
const ReceiptSchema = Type.Object({ id: Type.String({ format: 'uuid' }), email: Type.String(), dueAt: Type.Optional(Type.String()) });
const Counts = Type.Record(Type.String(), Type.Union([Type.Integer(), Type.Boolean()]));
const RequestParams = Type.Object({ requestId: Type.String({ format: 'uuid', maxLength: 36, description: 'The request’s id, from its emails' }) });
const Token = Type.String({ minLength: 1, maxLength: PRIVACY_TOKEN_MAX, description: 'The token of the emailed link' });

export const requestTypesSchema = {
  tags: publicTags,
  summary: 'Privacy request types of the market',
  description: 'What the market’s privacy law gives a person a right to ask (CCPA in the US: know, delete, correct, opt out; LGPD in Brazil: confirm, access, correct, anonymise, portability, sharing, withdraw consent…), labelled in the request’s language (?locale= or Accept-Language).',
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: Type.Array(ChoiceSchema), ...errorResponses() },
};

export const requestorTypesSchema = {
  tags: publicTags,
  summary: 'Privacy requestor types',
  description: 'Who may ask: the consumer, or an authorised agent. Labelled in the request’s language.',
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: Type.Array(ChoiceSchema), ...errorResponses() },
};

const R = PRIVACY_REQUEST_FIELDS;
const C = PRIVACY_CORRECTION_FIELDS;

export const privacyRequestSchema = {
  tags: publicTags,
  summary: 'Send a privacy request',
  description:
    'A request about the personal data of an email address, of a type the market’s privacy law offers (another type is a 400 that names the law). Nothing happens until the link emailed to that address is confirmed (48 hours). Answered with the due date the market’s law sets (45 days under the CCPA, 30 under PIPEDA and Law 25, 15 under the LGPD…). An agent gives their name; a request to correct carries the corrections. Rate limited per connection.',
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    requestType: Type.String({ maxLength: 16, description: 'One of GET …/request-types' }),
    requestorType: Type.String({ maxLength: 16, description: 'One of GET …/requestor-types' }),
    agentName: Type.Optional(FieldText(R.agentName)),
    firstName: FieldText(R.firstName),
    lastName: FieldText(R.lastName),
    email: FieldText(R.email),
    phone: Type.Optional(FieldText(R.phone)),
    corrections: Type.Optional(Strict({ firstName: Type.Optional(FieldText(C.firstName)), lastName: Type.Optional(FieldText(C.lastName)), phone: Type.Optional(FieldText(C.phone)) })),
    details: Type.Optional(FieldText(R.details)),
    ...Honeypot,
  }),
  response: { 201: ReceiptSchema, ...errorResponses() },
};

export const confirmationSchema = {
  tags: publicTags,
  summary: 'Confirm a CCPA privacy request',
  description:
    'With the token of the emailed link: the request is carried out at once, and a completion email follows. A request to know, access or port answers with the download token of its export. Single use (again: 409), expiring (410); an unknown request or token is a 404.',
  params: RequestParams,
  body: Strict({ token: Token }),
  response: {
    200: Type.Object({
      id: Type.String(),
      requestType: Type.String(),
      status: Type.String(),
      completedAt: Type.String(),
      dueAt: Type.String(),
      outcome: Counts,
      download: Type.Union([Type.Object({ token: Type.String(), expiresAt: Type.String() }), Type.Null()]),
    }),
    ...errorResponses(404, 409, 410),
  },
};

export const exportSchema = {
  tags: publicTags,
  summary: 'Download the export of a request to know, access or port',
  description: 'Everything the chain holds about the email of the request, as a JSON attachment. Only with the request’s own download token, until it expires (7 days): another request’s token is a 404, an expired one a 410.',
  params: RequestParams,
  querystring: Type.Object({ token: Token }),
  response: { 200: Type.Unknown({ description: 'The export: account, addresses, vehicles, saved cards (brand and last 4), orders with lines and amounts, catering quotes, feedback, privacy requests and opt-outs' }), ...errorResponses(404, 410) },
};

const D = DO_NOT_SELL_FIELDS;

export const doNotSellSchema = {
  tags: publicTags,
  summary: 'Opt out of the sale and sharing of personal information',
  description: 'Recorded at once for the email address (again: the first date stands), and confirmed by email. The storefront keeps the choice in the browser too. Rate limited per connection.',
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({ firstName: FieldText(D.firstName), lastName: FieldText(D.lastName), email: FieldText(D.email), ...Honeypot }),
  response: { 201: ReceiptSchema, ...errorResponses() },
};

const StaffItem = Type.Object({
  id: Type.String(),
  requestType: Type.String(),
  requestorType: Type.String(),
  agentName: Nullable(Type.String()),
  name: Type.String(),
  email: Type.String(),
  status: Type.String(),
  receivedAt: Type.String(),
  dueAt: Type.String(),
  completedAt: Nullable(Type.String()),
  outcome: Type.Union([Counts, Type.Null()]),
  locale: Type.String(),
});

export const staffRequestsSchema = {
  tags: ['staff', 'privacy'],
  summary: 'Privacy requests for brand administrators',
  description: 'Newest first, with each request’s legal due date and outcome. A brand admin’s staff token only: store staff are a 403.',
  querystring: Type.Object({ ...PageQuery }),
  response: { 200: WireListSchema(StaffItem), ...errorResponses(401, 403) },
};
