/**
 * Reads of the content tables. Each call is one indexed query; no transaction, no writes.
 * Posts are read by kind: the blog's, or the press releases hosted on the site.
 * Documents, blog reads and list entries see published ones only: a publishing time that has come by `now` (drafts have
 * none, scheduled posts a later one), so a scheduled post or entry appears with no job, and a shared page
 * cache picks it up within its own lifetime.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { PostKind } from '@/domain/content/post-kinds';
import type { BlogPost } from '@/domain/content/types';
import type { Database } from '@/server/db/client';
import type { EntryKind } from '@/domain/content/entry-fields';
import { servedData } from '@/domain/content/documents';
import { blogPosts, contentDocuments, contentEntries, type BlogPostRow } from '@/server/db/schema';

export type StoredDocument = { locale: string; data: unknown };
export type StoredEntry = { locale: string; position: number; data: Record<string, unknown> };
export type BlogSummary = Omit<BlogPost, 'body'>;

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  date: blogPosts.publishedOn,
  author: blogPosts.author,
  excerpt: blogPosts.excerpt,
  image: blogPosts.image,
};

export function postOf(row: BlogPostRow): BlogPost {
  return { slug: row.slug, title: row.title, date: row.publishedOn, author: row.author, excerpt: row.excerpt, body: row.body, image: row.image };
}

export type ContentRepository = ReturnType<typeof contentRepository>;

/** `now`: the real time (the demo clock never publishes early). */
export function contentRepository(db: Database, now: () => Date = () => new Date()) {
  const published = (): SQL => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now()))!;
  const publishedEntry = (): SQL => and(isNotNull(contentEntries.publishedAt), lte(contentEntries.publishedAt, now()))!;
  return {
    /** The documents of `kind` in any of `locales` as diners read them at `now`: a locale whose document is not published is absent. */
    async documents(kind: string, locales: string[]): Promise<StoredDocument[]> {
      const rows = await db
        .select({
          locale: contentDocuments.locale,
          data: contentDocuments.data,
          publishedAt: contentDocuments.publishedAt,
          draft: contentDocuments.draft,
          draftPublishAt: contentDocuments.draftPublishAt,
        })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.kind, kind), inArray(contentDocuments.locale, locales)));
      const at = now();
      return rows.flatMap((row) => {
        const data = servedData(row, at);
        return data === null ? [] : [{ locale: row.locale, data }];
      });
    },

    /** The published entries of `kind` (deals, FAQ questions, press releases) in any of `locales`, in their order. */
    async entries(kind: EntryKind, locales: string[]): Promise<StoredEntry[]> {
      return db
        .select({ locale: contentEntries.locale, position: contentEntries.position, data: contentEntries.data })
        .from(contentEntries)
        .where(and(eq(contentEntries.kind, kind), inArray(contentEntries.locale, locales), publishedEntry()))
        .orderBy(asc(contentEntries.position));
    },

    /** How many posts of `kind` each of `locales` holds (locales without posts are absent). */
    async postCounts(locales: string[], kind: PostKind = 'blog'): Promise<Map<string, number>> {
      const rows = await db
        .select({ locale: blogPosts.locale, total: count() })
        .from(blogPosts)
        .where(and(eq(blogPosts.kind, kind), inArray(blogPosts.locale, locales), published()))
        .groupBy(blogPosts.locale);
      return new Map(rows.map((row) => [row.locale, Number(row.total)]));
    },

    /** Posts of `kind` of one locale, newest first (then by slug), without bodies. */
    async postSummaries(locale: string, limit: number, offset: number, kind: PostKind = 'blog'): Promise<BlogSummary[]> {
      return db
        .select(summaryColumns)
        .from(blogPosts)
        .where(and(eq(blogPosts.kind, kind), eq(blogPosts.locale, locale), published()))
        .orderBy(desc(blogPosts.publishedOn), asc(blogPosts.slug))
        .limit(limit)
        .offset(offset);
    },

    /** Every blog post of one locale, newest first, with bodies. */
    async allPosts(locale: string): Promise<BlogPost[]> {
      const rows = await db.select().from(blogPosts).where(and(eq(blogPosts.kind, 'blog'), eq(blogPosts.locale, locale), published())).orderBy(desc(blogPosts.publishedOn), asc(blogPosts.slug));
      return rows.map(postOf);
    },

    async post(locale: string, slug: string, kind: PostKind = 'blog'): Promise<BlogPost | null> {
      const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.kind, kind), eq(blogPosts.locale, locale), eq(blogPosts.slug, slug), published())).limit(1);
      return row ? postOf(row) : null;
    },
  };
}
