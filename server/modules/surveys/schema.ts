/**
 * Request and response schemas of the survey routes (domain/wire/surveys.ts). Bodies allow no
 * extra fields; text fields take the lengths of domain/validation (the forms' limits). Whether a
 * field is filled, of the right shape and in range is the form's use case's check, which answers
 * with the field's own message and code. An optional number is left out when empty, never null:
 * Ajv coerces types, so a null would read as 0 (and be refused as such), not as absent.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { CATERING_CONTEST_FIELDS, CATERING_FEEDBACK_FIELDS, CATERING_HEADCOUNT, SURVEY_RATING } from '@/domain/validation';
import { errorResponses, Id, LocaleQuery, PageQuery, Strict, WireListSchema } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { Honeypot, ReceiptSchema, WholeNumber } from './form-schema';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const publicTags = ['surveys'];
const staffTags = ['staff', 'surveys'];

const Rating = (description: string) => WholeNumber(`${description}: ${SURVEY_RATING.min} to ${SURVEY_RATING.max} stars`);

export const ServiceTypeSchema = Type.Object({ id: Type.Integer(), name: Type.String(), label: Type.String() });
const StoreSchema = Nullable(Type.Object({ id: Type.Integer(), title: Type.String() }));

export const serviceTypesSchema = {
  tags: publicTags,
  summary: 'Catering service types',
  description: 'The catering services a guest can give feedback on, labelled in the request’s language (?locale= or Accept-Language).',
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: Type.Array(ServiceTypeSchema), ...errorResponses() },
};

const F = CATERING_FEEDBACK_FIELDS;

export const cateringFeedbackSchema = {
  tags: publicTags,
  summary: 'Send catering feedback',
  description:
    'A guest’s feedback on a catering event. The store is required unless quoteNumber names the guest’s quote (from its feedback email); the email must be the quote’s. At most one feedback per quote. A confirmation email goes to the guest in their language. Rate limited per connection.',
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    firstName: FieldText(F.firstName),
    lastName: FieldText(F.lastName),
    email: FieldText(F.email),
    phone: Type.Optional(FieldText(F.phone)),
    storeId: Type.Optional((Id('The restaurant that catered the event'))),
    quoteNumber: Type.Optional((WholeNumber('The catering quote’s number, from its emails'))),
    eventDate: Type.String({ maxLength: 10, description: 'The day of the event: YYYY-MM-DD' }),
    serviceTypeId: WholeNumber('One of GET /survey-management/catering-service-types'),
    ratings: Strict({
      overall: Rating('Overall'),
      food: Type.Optional((Rating('Food'))),
      service: Type.Optional((Rating('Service'))),
      onTime: Type.Optional((Rating('On time'))),
    }),
    comment: Type.Optional(FieldText(F.comment)),
    ...Honeypot,
  }),
  response: { 201: ReceiptSchema, ...errorResponses(404, 409) },
};

const C = CATERING_CONTEST_FIELDS;

export const cateringContestSchema = {
  tags: publicTags,
  summary: 'Enter the catering contest',
  description:
    'One entry per email address per season (calendar quarter); a second one is a 409. The rules must be accepted. A confirmation email goes to the guest in their language. Rate limited per connection.',
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({
    firstName: FieldText(C.firstName),
    lastName: FieldText(C.lastName),
    email: FieldText(C.email),
    phone: FieldText(C.phone),
    company: Type.Optional(FieldText(C.company)),
    headcount: WholeNumber(`Guests: ${CATERING_HEADCOUNT.min} to ${CATERING_HEADCOUNT.max}`),
    occasion: FieldText(C.occasion),
    reason: FieldText(C.reason, { description: 'Why we should cater the event' }),
    acceptRules: Type.Boolean({ description: 'The guest accepts the contest rules: must be true' }),
    storeId: Type.Optional((Id('The restaurant the guest would like to cater the event'))),
    ...Honeypot,
  }),
  response: { 201: ReceiptSchema, ...errorResponses(404, 409) },
};

const StaffQuery = Type.Object({ storeId: Type.Optional(Id('Only this store’s submissions')), ...PageQuery });

const FeedbackItem = Type.Object({
  id: Type.String(),
  store: StoreSchema,
  quoteNumber: Nullable(Type.Integer()),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  eventDate: Type.String(),
  serviceType: ServiceTypeSchema,
  ratings: Type.Object({ overall: Type.Integer(), food: Nullable(Type.Integer()), service: Nullable(Type.Integer()), onTime: Nullable(Type.Integer()) }),
  comment: Nullable(Type.String()),
  locale: Type.String(),
  createdAt: Type.String(),
});

const ContestItem = Type.Object({
  id: Type.String(),
  period: Type.String(),
  store: StoreSchema,
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  company: Nullable(Type.String()),
  headcount: Type.Integer(),
  occasion: Type.String(),
  reason: Type.String(),
  locale: Type.String(),
  createdAt: Type.String(),
});

export const staffFeedbackSchema = {
  tags: staffTags,
  summary: 'Catering feedback for staff',
  description: 'Newest first. Staff token only: store staff see their stores’ feedback (another store’s id is a 404), a brand admin the whole brand’s.',
  querystring: StaffQuery,
  response: { 200: WireListSchema(FeedbackItem), ...errorResponses(401, 403, 404) },
};

export const staffContestSchema = {
  tags: staffTags,
  summary: 'Catering contest entries for staff',
  description: 'Newest first. Staff token only: store staff see the entries naming their stores, a brand admin every entry of the brand.',
  querystring: StaffQuery,
  response: { 200: WireListSchema(ContestItem), ...errorResponses(401, 403, 404) },
};
