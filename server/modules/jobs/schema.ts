/**
 * Schemas of the job routes (domain/wire/jobs.ts). The application is multipart, so its text
 * fields are checked here with a compiled TypeBox schema once read (read-form.ts): strings of
 * the form's lengths, days and shifts as lists. Whether they are filled, of the right shape and
 * known is the use case's check, which answers with each field's own message and code.
 */
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { JOB_APPLICATION_FIELDS, JOB_FILE_FIELD, WORK_DAYS, WORK_SHIFTS } from '@/domain/jobs';
import { HONEYPOT_FIELD } from '@/domain/validation';
import { errorResponses, Id, LocaleQuery, PageQuery, Strict, WireListSchema } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { Honeypot, ReceiptSchema } from '@/server/modules/surveys';

const publicTags = ['jobs'];
const staffTags = ['staff', 'jobs'];
const F = JOB_APPLICATION_FIELDS;

const Numeral = (description: string) => Type.String({ maxLength: 10, description });

export const ApplicationFields = Strict({
  firstName: Type.Optional(FieldText(F.firstName)),
  lastName: Type.Optional(FieldText(F.lastName)),
  email: Type.Optional(FieldText(F.email)),
  phone: Type.Optional(FieldText(F.phone)),
  storeId: Type.Optional(Numeral('One of GET /labor-management/job-openings stores')),
  positionId: Type.Optional(Numeral('One of the store’s positionIds')),
  days: Type.Optional(Type.Array(Type.String({ maxLength: 16 }), { maxItems: WORK_DAYS.length, description: `Repeated: ${WORK_DAYS.join(', ')}` })),
  shifts: Type.Optional(Type.Array(Type.String({ maxLength: 16 }), { maxItems: WORK_SHIFTS.length, description: `Repeated: ${WORK_SHIFTS.join(', ')}` })),
  ...Honeypot,
});

export const applicationFieldsCheck = TypeCompiler.Compile(ApplicationFields);

const StoreSchema = Type.Object({ id: Type.Integer(), title: Type.String(), city: Type.String(), state: Type.String(), positionIds: Type.Array(Type.Integer()) });

export const openingsSchema = {
  tags: publicTags,
  summary: 'Job openings',
  description: 'The request market’s stores that are hiring, by title, each with its open positions (domain/jobs/positions.ts), and the largest file an application takes.',
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 200: Type.Object({ stores: Type.Array(StoreSchema), uploadMaxMb: Type.Integer() }), ...errorResponses() },
};


export const applicationSchema = {
  tags: publicTags,
  summary: 'Apply for a job',
  description: `multipart/form-data with the text fields firstName, lastName, email, phone, storeId, positionId, days (repeated), shifts (repeated) and ${HONEYPOT_FIELD} (left empty), and one file field \`${JOB_FILE_FIELD}\`: a JPEG or PNG photo or a PDF résumé, recognised by its first bytes, at most JOB_APPLICATION_UPLOAD_MAX_MB megabytes (413 above). The position must be open at the store. A confirmation email goes to the applicant in their language. Rate limited per connection.`,
  consumes: ['multipart/form-data'],
  querystring: Type.Object({ ...LocaleQuery }),
  response: { 201: ReceiptSchema, ...errorResponses(404, 413, 415, 422) },
};

const ApplicationItem = Type.Object({
  id: Type.String(),
  store: Type.Object({ id: Type.Integer(), title: Type.String() }),
  positionId: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  days: Type.Array(Type.String()),
  shifts: Type.Array(Type.String()),
  file: Type.Object({ kind: Type.String(), bytes: Type.Integer(), name: Type.String() }),
  locale: Type.String(),
  createdAt: Type.String(),
});

export const staffApplicationsSchema = {
  tags: staffTags,
  summary: 'Job applications for staff',
  description: 'Newest first. Staff token only: store staff see their stores’ applications (another store’s id is a 404), a brand admin the whole brand’s.',
  querystring: Type.Object({ storeId: Type.Optional(Id('Only this store’s applications')), ...PageQuery }),
  response: { 200: WireListSchema(ApplicationItem), ...errorResponses(401, 403, 404) },
};

export const staffApplicationFileSchema = {
  tags: staffTags,
  summary: 'An application’s file',
  description: 'The photo or résumé as an attachment. Staff token only; an application of a store that is not the member’s is a 404.',
  params: Type.Object({ id: Type.String({ format: 'uuid', description: 'The application' }) }),
  produces: ['image/jpeg', 'image/png', 'application/pdf'],
  response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The file as sent' }), ...errorResponses(401, 403, 404) },
};
