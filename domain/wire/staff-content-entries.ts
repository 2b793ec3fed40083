/**
 * The content console's list entries (under /online-ordering, brand admins only): the deals of
 * the deals page, the questions of the catering FAQ and the releases of the press page, per
 * content locale and in their order, each a draft, scheduled or published; create, edit, move up
 * or down, publish now or at a time, unpublish. The fields travel flat, as the form holds them.
 */
import type { EntryInput, EntryKind } from '@/domain/content/entry-fields';
import type { PostStatus } from '@/domain/content/post-publishing';
import type { ContentImage } from '@/domain/content/types';
import type { ContentLocale } from './staff-content';

export const STAFF_CONTENT_ENTRY_PATHS = {
  entries: '/admin/content/entries',
  entry: '/admin/content/entries/:entryId',
  publish: '/admin/content/entries/:entryId/publish',
  unpublish: '/admin/content/entries/:entryId/unpublish',
  move: '/admin/content/entries/:entryId/move',
} as const;

export const staffContentEntryPath = (path: string, entryId: number) => path.replace(':entryId', String(entryId));

/** A field's text, as typed; a deal also names its picture (`imageUrl`, one of `images`). */
export type WireEntryFields = EntryInput & { imageUrl?: string };

export type WireContentEntry = {
  id: number;
  kind: EntryKind;
  locale: ContentLocale;
  /** Its place in the list of its kind and locale: the list is in this order. */
  position: number;
  status: PostStatus;
  publishedAt: string | null;
  updatedAt: string;
  fields: WireEntryFields;
};

/** The entries of one kind and locale in order, and the pictures a deal may use. */
export type WireContentEntries = { entries: WireContentEntry[]; images: ContentImage[] };

export type WireContentEntryRequest = { kind: EntryKind; locale: ContentLocale; fields: WireEntryFields };
export type WireContentEntryChange = { fields: WireEntryFields };

export type WireContentEntryMove = { direction: 'up' | 'down' };
