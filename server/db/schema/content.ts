/**
 * The content tables behind the content GraphQL (`/content/graphql`): one document per content
 * kind and locale, and the blog posts one row each so pages and slugs are plain indexed reads.
 * Rows come from `content/` (server/seed/load-content.ts); `checksum` lets the loader skip
 * documents that did not change, so `updated_at` says when a text last really changed.
 * Locales are content locales: 'en' (the complete base) and the translations ('fr-ca', ...).
 */
import { date, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentBlock, ContentImage } from '@/domain/content/types';

export const contentDocuments = pgTable(
  'content_documents',
  {
    id: serial('id').primaryKey(),
    /** One of CONTENT_KINDS (content/index.ts) except 'blogPosts', which lives in blog_posts. */
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    /** The object getContent(kind, locale) returns: plain text, never HTML. */
    data: jsonb('data').$type<unknown>().notNull(),
    checksum: text('checksum').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_documents_kind_locale_key').on(table.kind, table.locale)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** yyyy-mm-dd, read back as that string. */
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    author: text('author').notNull(),
    excerpt: text('excerpt').notNull(),
    body: jsonb('body').$type<ContentBlock[]>().notNull(),
    image: jsonb('image').$type<ContentImage>().notNull(),
    checksum: text('checksum').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_locale_slug_key').on(table.locale, table.slug),
    index('blog_posts_locale_published_idx').on(table.locale, table.publishedOn.desc(), table.slug),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;

