/** A post row (blog post or press release) as the content console sees it (domain/wire/staff-content.ts). */
import { textFromBody } from '@/domain/content/post-body';
import { postStatus } from '@/domain/content/post-publishing';
import type { ContentLocale, WireContentPost, WireContentPostSummary } from '@/domain/wire/staff-content';
import type { BlogPostRow } from '@/server/db/schema';

export function presentPostSummary(row: BlogPostRow, now: Date): WireContentPostSummary {
  return {
    id: row.id,
    kind: row.kind,
    locale: row.locale as ContentLocale,
    slug: row.slug,
    title: row.title,
    date: row.publishedOn,
    status: postStatus(row.publishedAt, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPost(row: BlogPostRow, now: Date): WireContentPost {
  return { ...presentPostSummary(row, now), author: row.author, excerpt: row.excerpt, bodyText: textFromBody(row.body), body: row.body, image: row.image };
}

/** What the audit row keeps of a post: its fields and when it goes public. */
export function auditFacts(row: BlogPostRow): Record<string, unknown> {
  return {
    kind: row.kind,
    locale: row.locale,
    slug: row.slug,
    title: row.title,
    date: row.publishedOn,
    author: row.author,
    excerpt: row.excerpt,
    body: row.body,
    imageUrl: row.image.url,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
