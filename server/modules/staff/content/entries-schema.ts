/** Request and response schemas of the content console's list entries (domain/wire/staff-content-entries.ts); lengths from the entries' field table. */
import { Type } from '@sinclair/typebox';
import { ENTRY_FIELDS, ENTRY_KINDS, type EntryField } from '@/domain/content/entry-fields';
import { POST_STATUSES } from '@/domain/content/post-publishing';
import { CONTENT_LOCALES } from '@/domain/wire/staff-content';
import { errorResponses, Id, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';
import { publishPostSchema } from './schema';

const tags = ['staff'];
const Locale = Type.Union(CONTENT_LOCALES.map((locale) => Type.Literal(locale)), { description: 'A content locale: en, fr-ca, es-mx, ja-jp or pt-br' });
const Kind = Type.Union(ENTRY_KINDS.map((kind) => Type.Literal(kind)), { description: 'deal (the deals page), faq (the catering FAQ) or press (the press page)' });
const EntryParams = Strict({ entryId: Id('Content entry id') });
const Image = Type.Object({ url: Type.String(), alternativeText: Type.String(), width: Type.Integer(), height: Type.Integer() });

const textFields = Object.fromEntries((Object.keys(ENTRY_FIELDS) as EntryField[]).map((field) => [field, Type.Optional(FieldText(ENTRY_FIELDS[field]))]));
const Fields = Strict(
  { ...textFields, imageUrl: Type.Optional(Type.String({ maxLength: 300, description: 'A deal: one of the pictures the list offers' })) },
  { description: 'The fields of the entry’s kind: a deal title, description, terms, ctaLabel, ctaUrl, imageUrl, imageAlt; a question question, answer; a release date, title, summary, url' },
);
const FieldsOut = Type.Object(Object.fromEntries([...Object.keys(ENTRY_FIELDS), 'imageUrl'].map((field) => [field, Type.Optional(Type.String())])));

const EntrySchema = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  locale: Locale,
  position: Type.Integer(),
  status: Type.Union(POST_STATUSES.map((status) => Type.Literal(status))),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
  fields: FieldsOut,
});

const adminNote = 'Brand admins only (anyone else: 403).';

export const listEntriesSchema = {
  tags,
  summary: 'The deals, FAQ questions or press releases of a locale',
  description: `${adminNote} Every entry of the kind and locale with its status, in the list's order, and the pictures a deal may use.`,
  querystring: Strict({ kind: Kind, locale: Locale }),
  response: { 200: Type.Object({ entries: Type.Array(EntrySchema), images: Type.Array(Image) }), ...errorResponses(401, 403) },
};

export const createEntrySchema = {
  tags,
  summary: 'Write a deal, FAQ question or press release',
  description: `${adminNote} A new entry is a draft, last in its list (audited).`,
  body: Strict({ kind: Kind, locale: Locale, fields: Fields }),
  response: { 201: EntrySchema, ...errorResponses(401, 403) },
};

export const changeEntrySchema = {
  tags,
  summary: 'Edit a deal, FAQ question or press release',
  description: `${adminNote} The entry keeps its place and status; a published entry shows the new text at once (audited).`,
  params: EntryParams,
  body: Strict({ fields: Fields }),
  response: { 200: EntrySchema, ...errorResponses(401, 403, 404) },
};

export const publishEntrySchema = {
  tags,
  summary: 'Publish a deal, FAQ question or press release, now or at a chosen time',
  description: `${adminNote} Without \`at\`, now; a later \`at\` schedules it, and diners read it once that time has come; an \`at\` more than a minute past is refused (400) (audited).`,
  params: EntryParams,
  body: publishPostSchema.body,
  response: { 200: EntrySchema, ...errorResponses(401, 403, 404) },
};

export const unpublishEntrySchema = {
  tags,
  summary: 'Unpublish a deal, FAQ question or press release',
  description: `${adminNote} Back to a draft: diners read it no more (audited).`,
  params: EntryParams,
  response: { 200: EntrySchema, ...errorResponses(401, 403, 404, 409) },
};

export const moveEntrySchema = {
  tags,
  summary: 'Move a deal, FAQ question or press release up or down its list',
  description: `${adminNote} Swaps it with its neighbour; at the list's end, 409 (audited).`,
  params: EntryParams,
  body: Strict({ direction: Type.Union([Type.Literal('up'), Type.Literal('down')]) }),
  response: { 200: EntrySchema, ...errorResponses(401, 403, 404, 409) },
};
