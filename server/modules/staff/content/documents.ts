/**
 * The content console's documents, for brand admins (anyone else: 403): the company and legal
 * pages, the home sections, the catering services, the footer and the navigation of one content
 * locale, each with its published text and a draft. Save the draft (checked field by field by the
 * same rules as the console's form), publish it now or at a chosen time, unpublish (a scheduled
 * draft is called off; with nothing scheduled, a translation stops being read and its readers get
 * English; the English text never does). A locale without a text of its own starts from the
 * English. Every change is one transaction with its audit row (before and after); the staff plugin
 * announces it as a content change, and a scheduled draft is read from its time on by the content
 * GraphQL, then settled and announced by the content-schedules job.
 */
import {
  applyFields,
  documentErrorCode,
  documentFields,
  documentStatus,
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  servedData,
  settled,
  type DocumentKind,
  type DocumentMessageName,
  type DocumentVersions,
} from '@/domain/content/documents';
import { scheduleProblem } from '@/domain/content/post-publishing';
import { interpolate } from '@/domain/interpolate';
import type { ContentLocale } from '@/domain/wire/staff-content';
import type { WireContentDocument, WireContentDocumentDraftRequest, WireContentDocuments, WireContentDocumentSummary } from '@/domain/wire/staff-content-documents';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { refusalOfStatus, type HttpError } from '@/server/errors';
import type { StaffCaller } from '../deps';
import { auditedWrite, type AuditedKind, type ContentDeps } from './audited-write';
import * as documents from './documents-repository';
import { checksumOf } from './import-content';
import { contentRefusal, requireAdmin } from './posts';

const BASE_LOCALE = 'en';

export function documentRefusal(status: 400 | 404 | 409, name: DocumentMessageName, params?: Record<string, string | number>): HttpError {
  return refusalOfStatus(status, interpolate(DOCUMENT_MESSAGES[name], params), { code: documentErrorCode(name), ...(params ? { params } : {}) });
}

type Row = documents.DocumentRow;

const versionsOf = (row: Row): DocumentVersions => ({ data: row.data, publishedAt: row.publishedAt, draft: row.draft, draftPublishAt: row.draftPublishAt });

function summaryOf(kind: DocumentKind, locale: ContentLocale, row: Row | null, now: Date): WireContentDocumentSummary {
  if (!row) return { kind, locale, status: 'draft', publishedAt: null, hasDraft: false, draftPublishAt: null, stored: false, updatedAt: null };
  const current = settled(versionsOf(row), now);
  return {
    kind,
    locale,
    status: documentStatus(current, now),
    publishedAt: current.publishedAt?.toISOString() ?? null,
    hasDraft: current.draft !== null && (current.publishedAt === null || JSON.stringify(current.draft) !== JSON.stringify(current.data)),
    draftPublishAt: current.draftPublishAt?.toISOString() ?? null,
    stored: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function present(kind: DocumentKind, locale: ContentLocale, row: Row | null, english: Row | null, now: Date): WireContentDocument {
  const summary = summaryOf(kind, locale, row, now);
  const current = row ? settled(versionsOf(row), now) : null;
  const draft = current ? (current.draft ?? current.data) : english ? (servedData(versionsOf(english), now) ?? english.data) : null;
  const published = current ? servedData(current, now) : null;
  return { ...summary, fields: documentFields(draft), publishedFields: published === null ? [] : documentFields(published), draft };
}

function checkedKind(kind: string): DocumentKind {
  if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw documentRefusal(404, 'documentKindUnknown', { kind });
  return kind as DocumentKind;
}

export async function listDocuments(deps: ContentDeps, identity: StaffIdentity, locale: ContentLocale): Promise<WireContentDocuments> {
  requireAdmin(identity);
  const now = deps.now();
  const rows = new Map((await documents.documentsOfLocale(deps.db, locale)).map((row) => [row.kind, row]));
  return { documents: DOCUMENT_KINDS.map((kind) => summaryOf(kind, locale, rows.get(kind) ?? null, now)) };
}

export async function getDocument(deps: ContentDeps, identity: StaffIdentity, kind: string, locale: ContentLocale): Promise<WireContentDocument> {
  requireAdmin(identity);
  const known = checkedKind(kind);
  const row = await documents.findDocument(deps.db, known, locale);
  const english = row ? null : await documents.findDocument(deps.db, known, BASE_LOCALE);
  if (!row && !english) throw documentRefusal(404, 'documentKindUnknown', { kind });
  return present(known, locale, row, english, deps.now());
}

const DOCUMENT: AuditedKind<Row> = {
  subjectType: 'content-document',
  facts: (row) => ({
    kind: row.kind,
    locale: row.locale,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    draftPublishAt: row.draftPublishAt?.toISOString() ?? null,
    data: row.data,
    draft: row.draft,
  }),
};

/** The locale's document, locked and with whatever was due settled; a locale without one gets a draft copy of the English. */
async function lockedRow(tx: Database, kind: DocumentKind, locale: ContentLocale, now: Date): Promise<Row> {
  const row = await documents.lockDocument(tx, kind, locale);
  if (row) {
    const versions = versionsOf(row);
    const current = settled(versions, now);
    return current === versions ? row : documents.updateDocument(tx, row.id, { ...current, checksum: checksumOf(current.data) }, now);
  }
  const english = await documents.findDocument(tx, kind, BASE_LOCALE);
  if (!english) throw documentRefusal(404, 'documentKindUnknown', { kind });
  const data = servedData(versionsOf(english), now) ?? english.data;
  return documents.insertDraftDocument(tx, { kind, locale, data, draft: data, checksum: checksumOf(data) }, now);
}

async function change(
  deps: ContentDeps,
  caller: StaffCaller,
  identity: StaffIdentity,
  kind: string,
  locale: ContentLocale,
  action: 'content-document-draft' | 'content-document-publish' | 'content-document-unpublish',
  write: (tx: Database, row: Row, now: Date) => Promise<Row>,
): Promise<WireContentDocument> {
  requireAdmin(identity);
  const known = checkedKind(kind);
  const before = await documents.findDocument(deps.db, known, locale);
  const { row, now } = await auditedWrite(deps, caller, identity, DOCUMENT, { action, before }, async (tx, now) => write(tx, await lockedRow(tx, known, locale, now), now));
  return present(known, locale, row, null, now);
}

/** The draft with the request's fields changed; what diners read stays as it is. */
export async function saveDraft(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, kind: string, locale: ContentLocale, body: WireContentDocumentDraftRequest) {
  return change(deps, caller, identity, kind, locale, 'content-document-draft', async (tx, row, now) => {
    const result = applyFields(row.draft ?? row.data, body.fields);
    if ('problem' in result) throw documentRefusal(400, result.problem.message, result.problem.params);
    return documents.updateDocument(tx, row.id, { draft: result.data }, now);
  });
}

/** `at` absent: the draft is what diners read from now on. A later time schedules it; the published text stays until then. */
export async function publishDocument(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, kind: string, locale: ContentLocale, at: string | undefined) {
  const when = at === undefined ? null : new Date(at);
  const problem = when === null ? null : scheduleProblem(when, deps.now());
  if (problem) throw contentRefusal(400, problem);
  return change(deps, caller, identity, kind, locale, 'content-document-publish', async (tx, row, now) => {
    const text = row.draft ?? row.data;
    if (when !== null) return documents.updateDocument(tx, row.id, { draft: text, draftPublishAt: when }, now);
    return documents.updateDocument(tx, row.id, { data: text, checksum: checksumOf(text), publishedAt: now, draft: null, draftPublishAt: null }, now);
  });
}

/**
 * A scheduled draft is called off (the published text stays, and the draft too); with nothing
 * scheduled, a translation is no longer read (its text stays as the draft). The English is what
 * every locale falls back to: 409. Nothing published or scheduled: 409.
 */
export async function unpublishDocument(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, kind: string, locale: ContentLocale) {
  return change(deps, caller, identity, kind, locale, 'content-document-unpublish', async (tx, row, now) => {
    if (row.draftPublishAt !== null) return documents.updateDocument(tx, row.id, { draftPublishAt: null }, now);
    if (row.publishedAt === null) throw documentRefusal(409, 'documentNotPublished');
    if (locale === BASE_LOCALE) throw documentRefusal(409, 'documentBaseLocale');
    return documents.updateDocument(tx, row.id, { draft: row.draft ?? row.data, publishedAt: null }, now);
  });
}

/**
 * The content-schedules job's work: every document whose scheduled draft is due by `now` becomes
 * its published text, in one transaction. How many moved (the job announces a content change then).
 */
export async function settleDueDocuments(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await documents.lockDueDocuments(tx, now);
    for (const row of due) {
      const current = settled(versionsOf(row), now);
      await documents.updateDocument(tx, row.id, { ...current, checksum: checksumOf(current.data) }, now);
    }
    return due.length;
  });
}
