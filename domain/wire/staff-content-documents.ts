/**
 * The content console's documents (under /online-ordering, brand admins only): the company and
 * legal pages, the home sections, the catering services, the footer and the navigation, per
 * content locale (domain/content/documents.ts). Each has its published text and a draft: save
 * the draft, publish it now or at a time, unpublish a translation (its readers get English). The
 * text travels as fields, each named by its path in the document.
 */
import type { DocumentField, DocumentKind, DocumentStatus } from '@/domain/content/documents';
import type { ContentLocale } from './staff-content';

export const STAFF_CONTENT_DOCUMENT_PATHS = {
  documents: '/admin/content/documents',
  document: '/admin/content/documents/:kind/:locale',
  draft: '/admin/content/documents/:kind/:locale/draft',
  publish: '/admin/content/documents/:kind/:locale/publish',
  unpublish: '/admin/content/documents/:kind/:locale/unpublish',
} as const;

export const staffContentDocumentPath = (path: string, kind: DocumentKind, locale: ContentLocale) => path.replace(':kind', kind).replace(':locale', locale);

export type WireContentDocumentSummary = {
  kind: DocumentKind;
  locale: ContentLocale;
  /** published: diners read it; scheduled: a draft is due at draftPublishAt and nothing is read before; draft: not read (a translation's readers get English). */
  status: DocumentStatus;
  /** Since when diners read the published text (ISO instant), or null. */
  publishedAt: string | null;
  /** Whether a draft differs from what diners read. */
  hasDraft: boolean;
  /** When the draft is published (ISO instant), or null when it is not scheduled. */
  draftPublishAt: string | null;
  /** False while the locale has no text of its own for the kind: it starts from the English. */
  stored: boolean;
  updatedAt: string | null;
};

export type WireContentDocument = WireContentDocumentSummary & {
  /** The draft's fields (the published text's when there is no draft), in the document's order. */
  fields: DocumentField[];
  /** The published text's fields, as diners read them (empty when it is not published). */
  publishedFields: DocumentField[];
  /** The draft as the storefront's templates render it (the preview). */
  draft: unknown;
};

export type WireContentDocuments = { documents: WireContentDocumentSummary[] };

/** The fields to change in the draft; the others keep their text. */
export type WireContentDocumentDraftRequest = { fields: DocumentField[] };
