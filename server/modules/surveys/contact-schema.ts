/**
 * Request and response schemas of the contact routes (domain/wire/contact.ts). Bodies allow no
 * extra fields; text fields take the lengths of domain/validation/contact.ts. Whether a field is
 * filled, of the right shape and in range is the use case's check, which answers with the
 * field's own message and code (so the store, visit type and feedback type are optional here).
 */
import { Type } from '@sinclair/typebox';
import { GENERAL_FEEDBACK_FIELDS, TALK_TO_FIELDS, VISIT_DAYS_BACK } from '@/domain/validation';
import { errorResponses, Id, LocaleQuery, PageQuery, Strict, WireListSchema } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { Honeypot, ReceiptSchema, WholeNumber } from './form-schema';

const publicTags = ['surveys'];
const staffTags = ['staff', 'surveys'];

const ChoiceSchema = Type.Object({ id: Type.Integer(), name: Type.String(), label: Type.String() });
const BrandParams = Type.Object({ brand: Type.String({ minLength: 1, maxLength: 80, description: 'The brand’s slug: whitlocks' }) });

export const visitTypesSchema = {
  tags: publicTags,
  summary: 'Visit types of talk-to-{brand}',
  description: 'How a guest may have visited, labelled in the request’s language (?locale= or Accept-Language). Another brand’s slug is a 404.',
  params: BrandParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: Type.Array(ChoiceSchema), ...errorResponses(404) },
};

export const feedbackTypesSchema = {
  tags: publicTags,
  summary: 'General feedback types',
  description: 'What general feedback may be about, labelled in the request’s language (?locale= or Accept-Language).',
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: Type.Array(ChoiceSchema), ...errorResponses() },
};

const T = TALK_TO_FIELDS;

export const talkToSchema = {
  tags: publicTags,
  summary: 'Talk to the brand about a visit',
  description: `A guest’s message about a visit to one of the brand’s stores, of today or within the past ${VISIT_DAYS_BACK} days. A confirmation email goes to the guest in their language. Rate limited per connection.`,
  params: BrandParams,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    firstName: FieldText(T.firstName),
    lastName: FieldText(T.lastName),
    email: FieldText(T.email),
    phone: Type.Optional(FieldText(T.phone)),
    storeId: Type.Optional(Id('The restaurant visited: required')),
    visitDate: Type.String({ maxLength: 10, description: 'The day of the visit: YYYY-MM-DD' }),
    visitTypeId: Type.Optional(WholeNumber('One of GET /survey-management/talk-to-{brand}/visit-types: required')),
    message: FieldText(T.message),
    ...Honeypot,
  }),
  response: { 201: ReceiptSchema, ...errorResponses(404) },
};

const G = GENERAL_FEEDBACK_FIELDS;

export const generalFeedbackSchema = {
  tags: publicTags,
  summary: 'Send general feedback',
  description: 'Feedback about the brand (no store). A confirmation email goes to the guest in their language. Rate limited per connection.',
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    firstName: FieldText(G.firstName),
    lastName: FieldText(G.lastName),
    email: FieldText(G.email),
    feedbackTypeId: Type.Optional(WholeNumber('One of GET /survey-management/general-feedback/types: required')),
    message: FieldText(G.message),
    ...Honeypot,
  }),
  response: { 201: ReceiptSchema, ...errorResponses() },
};

const TalkToItem = Type.Object({
  id: Type.String(),
  store: Type.Object({ id: Type.Integer(), title: Type.String() }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  visitDate: Type.String(),
  visitType: ChoiceSchema,
  message: Type.String(),
  locale: Type.String(),
  createdAt: Type.String(),
});

const GeneralFeedbackItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  feedbackType: ChoiceSchema,
  message: Type.String(),
  locale: Type.String(),
  createdAt: Type.String(),
});

export const staffTalkToSchema = {
  tags: staffTags,
  summary: 'Talk-to-{brand} messages for staff',
  description: 'Newest first. Staff token only: store staff see their stores’ messages (another store’s id is a 404), a brand admin the whole brand’s.',
  querystring: Type.Object({ storeId: Type.Optional(Id('Only this store’s messages')), ...PageQuery }),
  response: { 200: WireListSchema(TalkToItem), ...errorResponses(401, 403, 404) },
};

export const staffGeneralFeedbackSchema = {
  tags: staffTags,
  summary: 'General feedback for staff',
  description: 'Newest first. Brand admins only (it names no store): store staff get a 403 contact_brand_admins_only.',
  querystring: Type.Object({ ...PageQuery }),
  response: { 200: WireListSchema(GeneralFeedbackItem), ...errorResponses(401, 403) },
};
