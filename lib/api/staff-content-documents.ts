/**
 * The content console's document calls (contract: domain/wire/staff-content-documents.ts): the
 * pages, home sections, catering services, footer and navigation of one locale, one document with
 * its draft, save the draft, publish now or at a time, unpublish. Each takes a staff context.
 */
import { DOCUMENT_GROUPS, isDocumentKind, type DocumentField, type DocumentGroup, type DocumentKind } from '@/domain/content/documents';
import type { ContentLocale } from '@/domain/wire/staff-content';
import {
  STAFF_CONTENT_DOCUMENT_PATHS as PATHS,
  staffContentDocumentPath,
  type WireContentDocument,
  type WireContentDocuments,
  type WireContentDocumentSummary,
} from '@/domain/wire/staff-content-documents';
import { apiGet, apiPost, apiPut, type ApiContext } from './client';

export type StaffContentDocuments = WireContentDocuments;
export type StaffContentDocument = WireContentDocument;
export type StaffContentDocumentSummary = WireContentDocumentSummary;
export type StaffDocumentKind = DocumentKind;
export type StaffDocumentField = DocumentField;
export type StaffDocumentGroup = DocumentGroup;

export const STAFF_DOCUMENT_GROUPS = DOCUMENT_GROUPS;

const path = (relative: string) => `/online-ordering${relative}`;

/** The kind a page's address names, or null for any other word. */
export function documentKindOf(value: string | string[] | undefined): DocumentKind | null {
  return isDocumentKind(value) ? value : null;
}

export function fetchStaffDocuments(ctx: ApiContext, locale: ContentLocale): Promise<StaffContentDocuments> {
  return apiGet(ctx, `${path(PATHS.documents)}?${new URLSearchParams({ locale }).toString()}`);
}

export function fetchStaffDocument(ctx: ApiContext, kind: DocumentKind, locale: ContentLocale): Promise<StaffContentDocument> {
  return apiGet(ctx, path(staffContentDocumentPath(PATHS.document, kind, locale)));
}

export function saveStaffDocumentDraft(ctx: ApiContext, kind: DocumentKind, locale: ContentLocale, fields: DocumentField[]): Promise<StaffContentDocument> {
  return apiPut(ctx, path(staffContentDocumentPath(PATHS.draft, kind, locale)), { fields });
}

/** `at`: an ISO instant; absent, now. */
export function publishStaffDocument(ctx: ApiContext, kind: DocumentKind, locale: ContentLocale, at?: string): Promise<StaffContentDocument> {
  return apiPost(ctx, path(staffContentDocumentPath(PATHS.publish, kind, locale)), at ? { at } : {});
}

export function unpublishStaffDocument(ctx: ApiContext, kind: DocumentKind, locale: ContentLocale): Promise<StaffContentDocument> {
  return apiPost(ctx, path(staffContentDocumentPath(PATHS.unpublish, kind, locale)), undefined);
}
