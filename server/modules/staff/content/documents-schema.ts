/** Request and response schemas of the content console's documents (domain/wire/staff-content-documents.ts); limits from domain/content/documents.ts. */
import { Type } from '@sinclair/typebox';
import { DOCUMENT_CHANGES_MAX, DOCUMENT_KINDS, DOCUMENT_NUMBER_MAX, DOCUMENT_TEXT_MAX } from '@/domain/content/documents';
import { POST_STATUSES } from '@/domain/content/post-publishing';
import { CONTENT_LOCALES } from '@/domain/wire/staff-content';
import { errorResponses, Strict } from '@/server/schemas/common';
import { publishPostSchema } from './schema';

const tags = ['staff'];
const Locale = Type.Union(CONTENT_LOCALES.map((locale) => Type.Literal(locale)), { description: 'A content locale: en, fr-ca, es-mx, ja-jp or pt-br' });
const Kind = Type.Union(DOCUMENT_KINDS.map((kind) => Type.Literal(kind)), { description: `The document: ${DOCUMENT_KINDS.join(', ')}` });
const Params = Strict({ kind: Kind, locale: Locale });
const Value = Type.Union([Type.String({ maxLength: DOCUMENT_TEXT_MAX }), Type.Number({ minimum: -DOCUMENT_NUMBER_MAX, maximum: DOCUMENT_NUMBER_MAX }), Type.Boolean(), Type.Null()]);
const FieldSchema = Type.Object({ path: Type.String(), value: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]) });
const FieldChange = Strict({
  path: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9]+(\\.[A-Za-z0-9]+)*$', description: 'The field’s path in the document, e.g. topFooter.0.columnLinks.1.title' }),
  value: Value,
});

const Summary = {
  kind: Kind,
  locale: Locale,
  status: Type.Union(POST_STATUSES.map((status) => Type.Literal(status))),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
  hasDraft: Type.Boolean(),
  draftPublishAt: Type.Union([Type.String(), Type.Null()]),
  stored: Type.Boolean(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
};
const DocumentSchema = Type.Object({
  ...Summary,
  fields: Type.Array(FieldSchema),
  publishedFields: Type.Array(FieldSchema),
  draft: Type.Unknown({ description: 'The draft as the storefront renders it' }),
});

const adminNote = 'Brand admins only (anyone else: 403).';

export const listDocumentsSchema = {
  tags,
  summary: 'The pages, home sections, catering services, footer and navigation of a locale',
  description: `${adminNote} Each document with where it stands in the locale (published, scheduled, draft) and whether a draft waits.`,
  querystring: Strict({ locale: Locale }),
  response: { 200: Type.Object({ documents: Type.Array(Type.Object(Summary)) }), ...errorResponses(401, 403) },
};

export const getDocumentSchema = {
  tags,
  summary: 'One page, the home sections, the catering services, the footer or the navigation of a locale',
  description: `${adminNote} Its draft’s fields (the published text’s when there is no draft; a locale without its own text starts from the English) and the published text’s.`,
  params: Params,
  response: { 200: DocumentSchema, ...errorResponses(401, 403, 404) },
};

export const saveDraftSchema = {
  tags,
  summary: 'Save the draft of a document',
  description: `${adminNote} The fields named change in the draft; what diners read stays as it is until the draft is published (audited).`,
  params: Params,
  body: Strict({ fields: Type.Array(FieldChange, { minItems: 1, maxItems: DOCUMENT_CHANGES_MAX }) }),
  response: { 200: DocumentSchema, ...errorResponses(401, 403, 404) },
};

export const publishDocumentSchema = {
  tags,
  summary: 'Publish the draft of a document, now or at a chosen time',
  description: `${adminNote} Without \`at\`, diners read the draft from now on; a later \`at\` schedules it (the published text stays until then); an \`at\` more than a minute past is refused (400) (audited).`,
  params: Params,
  body: publishPostSchema.body,
  response: { 200: DocumentSchema, ...errorResponses(401, 403, 404) },
};

export const unpublishDocumentSchema = {
  tags,
  summary: 'Call off a scheduled draft, or unpublish a translation',
  description: `${adminNote} A scheduled draft is called off; with nothing scheduled, the locale's text is no longer read and its readers get English. The English text cannot be unpublished, nor a text that is not published (409) (audited).`,
  params: Params,
  response: { 200: DocumentSchema, ...errorResponses(401, 403, 404, 409) },
};
