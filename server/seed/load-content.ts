/**
 * Loads content/ into the content tables: every kind of every locale (English complete, each
 * translation what it has), blog posts one row each. Idempotent and change-only: a row is
 * written when its checksum differs, rows that content/ no longer has are deleted, and an
 * unchanged set writes nothing. The API runs it at every start, so edits in content/ flow in.
 * One transaction that uses only `tx` (a PGlite trap, see DESIGN.md).
 */
import { createHash } from 'node:crypto';
import { notInArray, sql } from 'drizzle-orm';
import { BASE_LOCALE, TRANSLATIONS } from '@/content';
import { en } from '@/content/en';
import type { BlogPost, LocaleContent } from '@/content/types';
import { blogPosts, contentDocuments } from '@/server/db/schema';
import type { SeedDb } from './types';

/** Content per content locale: { en: ..., 'fr-ca': ... }. */
export type ContentSource = Readonly<Record<string, LocaleContent>>;

export type ContentLoadReport = { documentsWritten: number; postsWritten: number; documentsRemoved: number; postsRemoved: number };

export function contentSource(): ContentSource {
  return { [BASE_LOCALE]: en, ...TRANSLATIONS };
}

export function checksumOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

type DocumentRow = typeof contentDocuments.$inferInsert;
type PostRow = typeof blogPosts.$inferInsert;

export function documentRows(source: ContentSource): DocumentRow[] {
  return Object.entries(source).flatMap(([locale, content]) =>
    Object.entries(content)
      .filter(([kind, data]) => kind !== 'blogPosts' && data !== undefined)
      .map(([kind, data]) => ({ kind, locale, data, checksum: checksumOf(data) })),
  );
}

export function postRows(source: ContentSource): PostRow[] {
  return Object.entries(source).flatMap(([locale, content]) => {
    const posts: readonly BlogPost[] = content.blogPosts ?? [];
    const seen = new Set<string>();
    return posts.map((post) => {
      if (seen.has(post.slug)) throw new Error(`Blog post slug "${post.slug}" appears twice in the ${locale} content`);
      seen.add(post.slug);
      const { slug, title, date, author, excerpt, body, image } = post;
      return { locale, slug, title, publishedOn: date, author, excerpt, body, image, checksum: checksumOf(post) };
    });
  });
}

export async function loadContent(db: SeedDb, source: ContentSource = contentSource()): Promise<ContentLoadReport> {
  const documents = documentRows(source);
  const posts = postRows(source);
  return db.transaction(async (tx) => ({
    documentsWritten: await upsertDocuments(tx, documents),
    postsWritten: await upsertPosts(tx, posts),
    documentsRemoved: await removeDocumentsOtherThan(tx, documents),
    postsRemoved: await removePostsOtherThan(tx, posts),
  }));
}

/** Rows whose checksum changed are rewritten; the count is of rows inserted or updated. */
async function upsertDocuments(tx: SeedDb, rows: DocumentRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(contentDocuments)
    .values(rows)
    .onConflictDoUpdate({
      target: [contentDocuments.kind, contentDocuments.locale],
      set: { data: sql`excluded.data`, checksum: sql`excluded.checksum`, updatedAt: sql`now()` },
      setWhere: sql`${contentDocuments.checksum} <> excluded.checksum`,
    })
    .returning({ id: contentDocuments.id });
  return written.length;
}

async function upsertPosts(tx: SeedDb, rows: PostRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(blogPosts)
    .values(rows)
    .onConflictDoUpdate({
      target: [blogPosts.locale, blogPosts.slug],
      set: {
        title: sql`excluded.title`,
        publishedOn: sql`excluded.published_on`,
        author: sql`excluded.author`,
        excerpt: sql`excluded.excerpt`,
        body: sql`excluded.body`,
        image: sql`excluded.image`,
        checksum: sql`excluded.checksum`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${blogPosts.checksum} <> excluded.checksum`,
    })
    .returning({ id: blogPosts.id });
  return written.length;
}

/** An empty key list still matches nothing real, so "delete everything" needs no special case. */
function keysOrNone(keys: string[]): string[] {
  return keys.length > 0 ? keys : [''];
}

async function removeDocumentsOtherThan(tx: SeedDb, rows: DocumentRow[]): Promise<number> {
  const keys = rows.map((row) => `${row.kind}|${row.locale}`);
  const removed = await tx
    .delete(contentDocuments)
    .where(notInArray(sql`${contentDocuments.kind} || '|' || ${contentDocuments.locale}`, keysOrNone(keys)))
    .returning({ id: contentDocuments.id });
  return removed.length;
}

async function removePostsOtherThan(tx: SeedDb, rows: PostRow[]): Promise<number> {
  const keys = rows.map((row) => `${row.locale}|${row.slug}`);
  const removed = await tx
    .delete(blogPosts)
    .where(notInArray(sql`${blogPosts.locale} || '|' || ${blogPosts.slug}`, keysOrNone(keys)))
    .returning({ id: blogPosts.id });
  return removed.length;
}
