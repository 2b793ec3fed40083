/** Reads and writes of posts (blog posts and press releases) for the content console: every post, whatever its status. */
import { and, asc, desc, eq, gt, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { PostKind } from '@/domain/content/post-kinds';
import type { PostStatus } from '@/domain/content/post-publishing';
import type { Database } from '@/server/db/client';
import { blogPosts, type BlogPostRow } from '@/server/db/schema';

export type PostFilter = { kind?: PostKind; locale?: string; status?: PostStatus; now: Date };

function statusWhere(status: PostStatus, now: Date): SQL {
  if (status === 'draft') return isNull(blogPosts.publishedAt);
  return status === 'scheduled' ? gt(blogPosts.publishedAt, now) : lte(blogPosts.publishedAt, now);
}

/** Newest date first, then by slug. */
export async function listPosts(db: Database, { kind, locale, status, now }: PostFilter): Promise<BlogPostRow[]> {
  const where = and(kind ? eq(blogPosts.kind, kind) : undefined, locale ? eq(blogPosts.locale, locale) : undefined, status ? statusWhere(status, now) : undefined);
  return db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.publishedOn), asc(blogPosts.locale), asc(blogPosts.slug));
}

export async function findPost(db: Database, id: number): Promise<BlogPostRow | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

/** Whether another post of `locale` has `slug`. */
export async function slugTaken(db: Database, locale: string, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.locale, locale), eq(blogPosts.slug, slug), exceptId === null ? undefined : ne(blogPosts.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export type PostValues = Pick<BlogPostRow, 'locale' | 'slug' | 'title' | 'publishedOn' | 'author' | 'excerpt' | 'body' | 'image' | 'checksum'>;

export async function insertPost(tx: Database, values: PostValues & { kind: PostKind }, now: Date): Promise<BlogPostRow> {
  const [row] = await tx.insert(blogPosts).values({ ...values, origin: 'console', publishedAt: null, updatedAt: now }).returning();
  return row!;
}

export async function updatePost(tx: Database, id: number, values: Partial<PostValues> & { kind?: PostKind; publishedAt?: Date | null }, now: Date): Promise<BlogPostRow> {
  const [row] = await tx.update(blogPosts).set({ ...values, origin: 'console', updatedAt: now }).where(eq(blogPosts.id, id)).returning();
  return row!;
}

export async function hasPosts(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
  return row !== undefined;
}

/** Posts of the site's first content, public from `publishedAt`; the console edits them as its own. */
export async function insertLoadedPosts(tx: Database, rows: (PostValues & { publishedAt: Date })[]): Promise<void> {
  if (rows.length > 0) await tx.insert(blogPosts).values(rows.map((row) => ({ ...row, origin: 'content' as const })));
}
