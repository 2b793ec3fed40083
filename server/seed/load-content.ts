/**
 * Loads content/ into the content tables once, through the content console's service
 * (importContent): every kind of every locale (English complete, each translation what it has),
 * the blog posts, and the deals, FAQ questions and press releases one entry each. A table that
 * already holds its part is left alone, so the database is the text's source after the first
 * start and a change staff made in the console survives a restart; a start that finds everything
 * stored costs a few small reads and no transaction. content/'s posts are public from the start
 * of their date (UTC). One transaction that uses only `tx` (inside a PGlite transaction, the outer handle hangs for good).
 */
import { BASE_LOCALE, TRANSLATIONS } from '@/content';
import { en } from '@/content/en';
import { contentToImport, importContent, type ContentImportReport, type ContentSource } from '@/server/modules/staff';
import type { SeedDb } from './types';

export type { ContentSource } from '@/server/modules/staff';
export type ContentLoadReport = ContentImportReport;

export function contentSource(): ContentSource {
  return { [BASE_LOCALE]: en, ...TRANSLATIONS };
}

const NOTHING: ContentLoadReport = { documentsWritten: 0, postsWritten: 0, entriesWritten: 0 };

export async function loadContent(db: SeedDb, source: ContentSource = contentSource(), now: Date = new Date()): Promise<ContentLoadReport> {
  if (!(await contentToImport(db))) return NOTHING;
  return db.transaction((tx) => importContent(tx, source, now));
}
