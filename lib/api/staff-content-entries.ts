/**
 * The content console's list entry calls (contract: domain/wire/staff-content-entries.ts): the
 * deals, FAQ questions or press releases of one locale in their order, create, edit, move up or
 * down, publish, unpublish. Each takes a staff context (lib/staff/session.ts).
 */
import { ENTRY_KINDS, type EntryKind } from '@/domain/content/entry-fields';
import { CONTENT_LOCALES, type ContentLocale } from '@/domain/wire/staff-content';
import {
  STAFF_CONTENT_ENTRY_PATHS as PATHS,
  staffContentEntryPath,
  type WireContentEntries,
  type WireContentEntry,
  type WireEntryFields,
} from '@/domain/wire/staff-content-entries';
import { apiGet, apiPost, apiPut, type ApiContext } from './client';

export type StaffContentEntries = WireContentEntries;
export type StaffContentEntry = WireContentEntry;
export type StaffEntryFields = WireEntryFields;
export type StaffEntryKind = EntryKind;

export const STAFF_ENTRY_KINDS: readonly EntryKind[] = ENTRY_KINDS;

const path = (relative: string) => `/online-ordering${relative}`;

/** The kind a page's address names, or null for any other word. */
export function entryKindOf(value: string | string[] | undefined): EntryKind | null {
  return STAFF_ENTRY_KINDS.find((kind) => kind === value) ?? null;
}

/** The locale a query names; English when it names none. */
export function entryLocaleOf(value: string | string[] | undefined): ContentLocale {
  return CONTENT_LOCALES.find((locale) => locale === value) ?? 'en';
}

export function fetchStaffEntries(ctx: ApiContext, kind: EntryKind, locale: ContentLocale): Promise<StaffContentEntries> {
  return apiGet(ctx, `${path(PATHS.entries)}?${new URLSearchParams({ kind, locale }).toString()}`);
}

export function createStaffEntry(ctx: ApiContext, kind: EntryKind, locale: ContentLocale, fields: StaffEntryFields): Promise<StaffContentEntry> {
  return apiPost(ctx, path(PATHS.entries), { kind, locale, fields });
}

export function changeStaffEntry(ctx: ApiContext, entryId: number, fields: StaffEntryFields): Promise<StaffContentEntry> {
  return apiPut(ctx, path(staffContentEntryPath(PATHS.entry, entryId)), { fields });
}

/** `at`: an ISO instant; absent, now. */
export function publishStaffEntry(ctx: ApiContext, entryId: number, at?: string): Promise<StaffContentEntry> {
  return apiPost(ctx, path(staffContentEntryPath(PATHS.publish, entryId)), at ? { at } : {});
}

export function unpublishStaffEntry(ctx: ApiContext, entryId: number): Promise<StaffContentEntry> {
  return apiPost(ctx, path(staffContentEntryPath(PATHS.unpublish, entryId)), undefined);
}

export function moveStaffEntry(ctx: ApiContext, entryId: number, direction: 'up' | 'down'): Promise<StaffContentEntry> {
  return apiPost(ctx, path(staffContentEntryPath(PATHS.move, entryId)), { direction });
}
