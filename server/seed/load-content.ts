/**
 * Loads content/ into the content tables: every kind of every locale (English complete, each
 * translation what it has), blog posts one row each. Idempotent and change-only: a row is
 * written when its checksum differs from the stored one, rows that content/ no longer has are
 * deleted, and an unchanged set writes nothing (two small reads). The API runs it at every start, so edits in content/ flow in.
 * One transaction that uses only `tx` (inside a PGlite transaction, the outer handle hangs for good).
 */
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { BASE_LOCALE, TRANSLATIONS } from '@/content';
import { en } from '@/content/en';
import type { BlogPost, LocaleContent } from '@/domain/content/types';
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
  // An unchanged start costs two small reads and no transaction (a PGlite commit syncs to disk).
  const preview = await planChanges(db, documents, posts);
  if (isEmpty(preview)) return reportOf(preview);
  return db.transaction(async (tx) => {
    const plan = await planChanges(tx, documents, posts);
    await upsertDocuments(tx, plan.documents.written);
    await upsertPosts(tx, plan.posts.written);
    if (plan.documents.removedIds.length > 0) await tx.delete(contentDocuments).where(inArray(contentDocuments.id, plan.documents.removedIds));
    if (plan.posts.removedIds.length > 0) await tx.delete(blogPosts).where(inArray(blogPosts.id, plan.posts.removedIds));
    return reportOf(plan);
  });
}

type Plan = { documents: Changes<DocumentRow>; posts: Changes<PostRow> };

/** What differs between the source rows and the stored checksums. */
async function planChanges(db: SeedDb, documents: DocumentRow[], posts: PostRow[]): Promise<Plan> {
  const storedDocuments = await db
    .select({ id: contentDocuments.id, kind: contentDocuments.kind, locale: contentDocuments.locale, checksum: contentDocuments.checksum })
    .from(contentDocuments);
  const storedPosts = await db.select({ id: blogPosts.id, locale: blogPosts.locale, slug: blogPosts.slug, checksum: blogPosts.checksum }).from(blogPosts);
  return {
    documents: changes(documents, storedDocuments, (row) => `${row.kind}|${row.locale}`),
    posts: changes(posts, storedPosts, (row) => `${row.locale}|${row.slug}`),
  };
}

function isEmpty(plan: Plan): boolean {
  return [plan.documents, plan.posts].every((change) => change.written.length === 0 && change.removedIds.length === 0);
}

function reportOf(plan: Plan): ContentLoadReport {
  return {
    documentsWritten: plan.documents.written.length,
    postsWritten: plan.posts.written.length,
    documentsRemoved: plan.documents.removedIds.length,
    postsRemoved: plan.posts.removedIds.length,
  };
}

type Stored = { id: number; checksum: string };

type Changes<Row> = { written: Row[]; removedIds: number[] };

/** Rows that are new or whose checksum differs, and the ids of stored rows the source no longer has. */
export function changes<Row extends { checksum: string }, Old extends Stored>(rows: Row[], stored: Old[], keyOf: (row: Row | Old) => string): Changes<Row> {
  const storedByKey = new Map(stored.map((row) => [keyOf(row), row]));
  const keys = new Set(rows.map(keyOf));
  return {
    written: rows.filter((row) => storedByKey.get(keyOf(row))?.checksum !== row.checksum),
    removedIds: stored.filter((row) => !keys.has(keyOf(row))).map((row) => row.id),
  };
}

async function upsertDocuments(tx: SeedDb, rows: DocumentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(contentDocuments)
    .values(rows)
    .onConflictDoUpdate({
      target: [contentDocuments.kind, contentDocuments.locale],
      set: { data: sql`excluded.data`, checksum: sql`excluded.checksum`, updatedAt: sql`now()` },
    });
}

async function upsertPosts(tx: SeedDb, rows: PostRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
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
    });
}
