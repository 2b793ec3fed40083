/**
 * Reads of the content tables. Each call is one indexed query; no transaction, no writes.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { BlogPost } from '@/domain/content/types';
import type { Database } from '@/server/db/client';
import { blogPosts, contentDocuments, type BlogPostRow } from '@/server/db/schema';

export type StoredDocument = { locale: string; data: unknown };
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

export function contentRepository(db: Database) {
  return {
    /** The stored documents of `kind` in any of `locales`. */
    async documents(kind: string, locales: string[]): Promise<StoredDocument[]> {
      return db
        .select({ locale: contentDocuments.locale, data: contentDocuments.data })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.kind, kind), inArray(contentDocuments.locale, locales)));
    },

    /** How many posts each of `locales` holds (locales without posts are absent). */
    async postCounts(locales: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ locale: blogPosts.locale, total: count() })
        .from(blogPosts)
        .where(inArray(blogPosts.locale, locales))
        .groupBy(blogPosts.locale);
      return new Map(rows.map((row) => [row.locale, Number(row.total)]));
    },

    /** Posts of one locale, newest first (then by slug), without bodies. */
    async postSummaries(locale: string, limit: number, offset: number): Promise<BlogSummary[]> {
      return db
        .select(summaryColumns)
        .from(blogPosts)
        .where(eq(blogPosts.locale, locale))
        .orderBy(desc(blogPosts.publishedOn), asc(blogPosts.slug))
        .limit(limit)
        .offset(offset);
    },

    /** Every post of one locale, newest first, with bodies. */
    async allPosts(locale: string): Promise<BlogPost[]> {
      const rows = await db.select().from(blogPosts).where(eq(blogPosts.locale, locale)).orderBy(desc(blogPosts.publishedOn), asc(blogPosts.slug));
      return rows.map(postOf);
    },

    async post(locale: string, slug: string): Promise<BlogPost | null> {
      const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.locale, locale), eq(blogPosts.slug, slug))).limit(1);
      return row ? postOf(row) : null;
    },
  };
}
