/**
 * The site's first content, written through the content console's own repositories: every
 * document of every locale (published from the load on), the blog posts (public from the start of their date, UTC), and the
 * deals, FAQ questions and press releases one entry each (published, in content/'s order, each in
 * the place of its id). Each part is written only while its table holds none of it: from then on
 * the database is the text's source, and what staff change in the console stays changed across
 * restarts. A list's entries live in content_entries; its document keeps an empty list.
 * Runs inside the caller's transaction and uses only `tx`.
 */
import { createHash } from 'node:crypto';
import { ENTRY_KINDS, ENTRY_LISTS, type EntryKind } from '@/domain/content/entry-fields';
import type { BlogPost, LocaleContent } from '@/domain/content/types';
import type { Database } from '@/server/db/client';
import * as documents from './documents-repository';
import * as entries from './entries-repository';
import * as posts from './repository';

/** Content per content locale: { en: ..., 'fr-ca': ... }. */
export type ContentSource = Readonly<Record<string, LocaleContent>>;

export type ContentImportReport = { documentsWritten: number; postsWritten: number; entriesWritten: number };

const LIST_OF_DOCUMENT = new Map(Object.values(ENTRY_LISTS).map(({ document, list }) => [document as string, list]));

export function checksumOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

type ListItem = Record<string, unknown> & { id: number };

/** A document as stored: a list page's entries are rows of their own, so its list is empty. */
function storedDocument(kind: string, data: unknown): unknown {
  const list = LIST_OF_DOCUMENT.get(kind);
  return list ? { ...(data as Record<string, unknown>), [list]: [] } : data;
}

export function documentRows(source: ContentSource): documents.DocumentValues[] {
  return Object.entries(source).flatMap(([locale, content]) =>
    Object.entries(content)
      .filter(([kind, data]) => kind !== 'blogPosts' && data !== undefined)
      .map(([kind, data]) => {
        const stored = storedDocument(kind, data);
        return { kind, locale, data: stored, checksum: checksumOf(stored) };
      }),
  );
}

export function postRows(source: ContentSource): (posts.PostValues & { publishedAt: Date })[] {
  return Object.entries(source).flatMap(([locale, content]) => {
    const list: readonly BlogPost[] = content.blogPosts ?? [];
    const seen = new Set<string>();
    return list.map((post) => {
      if (seen.has(post.slug)) throw new Error(`Blog post slug "${post.slug}" appears twice in the ${locale} content`);
      seen.add(post.slug);
      const { slug, title, date, author, excerpt, body, image } = post;
      return { locale, slug, title, publishedOn: date, author, excerpt, body, image, publishedAt: new Date(`${date}T00:00:00Z`), checksum: checksumOf(post) };
    });
  });
}

export function entryRows(source: ContentSource, kind: EntryKind, now: Date): (entries.EntryValues & { position: number })[] {
  const { document, list } = ENTRY_LISTS[kind];
  return Object.entries(source).flatMap(([locale, content]) => {
    const items = ((content[document] as Record<string, unknown> | undefined)?.[list] ?? []) as ListItem[];
    return items.map(({ id, ...data }) => ({ kind, locale, position: id, data, publishedAt: now }));
  });
}

type EmptyParts = { documents: boolean; posts: boolean; entryKinds: EntryKind[] };

async function emptyParts(db: Database): Promise<EmptyParts> {
  const entryKinds: EntryKind[] = [];
  for (const kind of ENTRY_KINDS) if (!(await entries.hasEntries(db, kind))) entryKinds.push(kind);
  return { documents: !(await documents.hasDocuments(db)), posts: !(await posts.hasPosts(db)), entryKinds };
}

/** Whether any part of the content is still to be loaded (a few small reads). */
export async function contentToImport(db: Database): Promise<boolean> {
  const parts = await emptyParts(db);
  return parts.documents || parts.posts || parts.entryKinds.length > 0;
}

/** Writes each part of `source` whose table is empty; a part already stored is left as it is. */
export async function importContent(tx: Database, source: ContentSource, now: Date): Promise<ContentImportReport> {
  const parts = await emptyParts(tx);
  const report: ContentImportReport = { documentsWritten: 0, postsWritten: 0, entriesWritten: 0 };
  if (parts.documents) {
    const rows = documentRows(source);
    await documents.insertDocuments(tx, rows, now);
    report.documentsWritten = rows.length;
  }
  if (parts.posts) {
    const rows = postRows(source);
    await posts.insertLoadedPosts(tx, rows);
    report.postsWritten = rows.length;
  }
  for (const kind of parts.entryKinds) {
    const rows = entryRows(source, kind, now);
    await entries.insertEntries(tx, rows, now);
    report.entriesWritten += rows.length;
  }
  return report;
}
