/**
 * The content tables behind the content GraphQL (`/content/graphql`): one document per content
 * kind and locale, and the blog posts one row each so pages and slugs are plain indexed reads.
 * content/ fills them once, into empty tables (server/modules/staff/content/import-content.ts);
 * from then on the database is the text's source and the content console changes it: a document
 * keeps its published text, a draft, and when each is read by diners.
 * Locales are content locales: 'en' (the complete base) and the translations ('fr-ca', ...).
 */
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PostKind } from '@/domain/content/post-kinds';
import type { ContentBlock, ContentImage } from '@/domain/content/types';

export type BlogPostOrigin = 'content' | 'console';

export const contentDocuments = pgTable(
  'content_documents',
  {
    id: serial('id').primaryKey(),
    /** One of CONTENT_KINDS (content/index.ts) except 'blogPosts', which lives in blog_posts. */
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    /** The object getContent(kind, locale) returns: plain text, never HTML. The published text (or, never published, the first draft's). */
    data: jsonb('data').$type<unknown>().notNull(),
    /** Since when diners read `data`: null while the document is not published in its locale (its readers get English). */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** The console's draft of the next text, or null when there is none (domain/content/documents.ts). */
    draft: jsonb('draft').$type<unknown>(),
    /** When the draft becomes the published text (a scheduled publish): the public reads serve it from then on, without a job. */
    draftPublishAt: timestamp('draft_publish_at', { withTimezone: true, mode: 'date' }),
    checksum: text('checksum').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_documents_kind_locale_key').on(table.kind, table.locale)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    /** 'blog' (/press/blog) or 'press' (a release hosted on the site, listed on /press). */
    kind: text('kind').$type<PostKind>().notNull().default('blog'),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** yyyy-mm-dd, read back as that string. */
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    author: text('author').notNull(),
    excerpt: text('excerpt').notNull(),
    body: jsonb('body').$type<ContentBlock[]>().notNull(),
    image: jsonb('image').$type<ContentImage>().notNull(),
    /** When diners may read it: null is a draft, a later instant a scheduled post. The public reads compare it with their own now. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** 'content' while the post is content/'s as loaded; 'console' once staff created or changed it, and then the loader leaves it alone. */
    origin: text('origin').$type<BlogPostOrigin>().notNull().default('content'),
    checksum: text('checksum').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_locale_slug_key').on(table.locale, table.slug),
    index('blog_posts_locale_published_idx').on(table.locale, table.publishedOn.desc(), table.slug),
    index('blog_posts_kind_locale_published_idx').on(table.kind, table.locale, table.publishedOn.desc(), table.slug),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;


/** The lists staff keep entry by entry: the deals page's deals, the catering FAQ's questions, the press page's releases. */
export type ContentEntryKind = 'deal' | 'faq' | 'press';

/**
 * One entry of a list page, per locale, in its place: the content GraphQL serves the published
 * entries of a locale in `position` order as the list of their document (currentDeals' deals,
 * cateringFaq's entries, press' releases), each with its position as its id.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContentEntryKind>().notNull(),
    locale: text('locale').notNull(),
    /** Its place in the list of its kind and locale; unique there, gaps allowed. */
    position: integer('position').notNull(),
    /** The entry as the storefront's list holds it, without its id: plain text, never HTML. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** When diners may read it: null is a draft, a later instant a scheduled entry. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_entries_kind_locale_position_key').on(table.kind, table.locale, table.position)],
);

export type ContentEntryRow = typeof contentEntries.$inferSelect;
