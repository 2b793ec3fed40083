/**
 * The content console's posts, blog posts and press releases hosted on the site alike (one
 * editor, one API, a kind), for brand admins (anyone else: 403): the list with each
 * post's status and the pictures a post may use, one post, create and edit (checked by the same
 * field rules as the console's form), publish now or at a chosen time, unpublish. A post the
 * console wrote is the console's: the content loader leaves it alone. Every change is one
 * transaction with its audit row (before and after).
 */
import { createHash } from 'node:crypto';
import { bodyFromText } from '@/domain/content/post-body';
import { POST_MESSAGES, postErrorCode, postProblems, type PostMessageName } from '@/domain/content/post-fields';
import type { PostKind } from '@/domain/content/post-kinds';
import { scheduleProblem, type PostStatus } from '@/domain/content/post-publishing';
import type { ContentImage } from '@/domain/content/types';
import { interpolate } from '@/domain/interpolate';
import type { WireContentPost, WireContentPostRequest, WireContentPosts } from '@/domain/wire/staff-content';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import type { BlogPostRow } from '@/server/db/schema';
import { BadRequestError, ForbiddenError, refusalOfStatus, type HttpError } from '@/server/errors';
import type { StaffCaller } from '../deps';
import { auditedWrite, type AuditedKind, type ContentChange, type ContentDeps } from './audited-write';
import { auditFacts, presentPost, presentPostSummary } from './presenter';
import * as posts from './repository';

export type { ContentDeps } from './audited-write';

export function contentRefusal(status: 400 | 403 | 404 | 409, name: PostMessageName, params?: Record<string, string | number>): HttpError {
  const message = interpolate(POST_MESSAGES[name], params);
  const detail = { code: postErrorCode(name), ...(params ? { params } : {}) };
  if (status === 403) return new ForbiddenError(message, detail);
  return status === 400 ? new BadRequestError(message, undefined, detail) : refusalOfStatus(status, message, detail);
}

export function requireAdmin(identity: StaffIdentity): void {
  if (identity.role !== 'brand_admin') throw contentRefusal(403, 'adminsOnly');
}

async function visiblePost(db: Database, identity: StaffIdentity, id: number): Promise<BlogPostRow> {
  requireAdmin(identity);
  const row = await posts.findPost(db, id);
  if (!row) throw contentRefusal(404, 'postNotFound', { id });
  return row;
}

/** The pictures the posts use, each once: a new post takes one of them. */
function imagesOf(rows: BlogPostRow[]): ContentImage[] {
  const byUrl = new Map(rows.map((row) => [row.image.url, row.image]));
  return [...byUrl.values()];
}

export async function listPosts(deps: ContentDeps, identity: StaffIdentity, filter: { kind?: PostKind; locale?: string; status?: PostStatus }): Promise<WireContentPosts> {
  requireAdmin(identity);
  const now = deps.now();
  const rows = await posts.listPosts(deps.db, { ...filter, now });
  const all = filter.kind || filter.locale || filter.status ? await posts.listPosts(deps.db, { now }) : rows;
  return { posts: rows.map((row) => presentPostSummary(row, now)), images: imagesOf(all) };
}

export async function getPost(deps: ContentDeps, identity: StaffIdentity, id: number): Promise<WireContentPost> {
  return presentPost(await visiblePost(deps.db, identity, id), deps.now());
}

/** The request as stored values, once its fields, slug and picture are checked. */
async function checkedValues(db: Database, body: WireContentPostRequest, exceptId: number | null): Promise<posts.PostValues & { kind?: PostKind }> {
  const input = { title: body.title, slug: body.slug, date: body.date, author: body.author, excerpt: body.excerpt, body: body.bodyText, imageAlt: body.imageAlt };
  const [problem] = postProblems(input);
  if (problem) throw contentRefusal(400, problem.message, problem.params);
  const slug = body.slug.trim();
  if (await posts.slugTaken(db, body.locale, slug, exceptId)) throw contentRefusal(409, 'slugTaken', { locale: body.locale, slug });
  const image = imagesOf(await posts.listPosts(db, { now: new Date(0) })).find((candidate) => candidate.url === body.imageUrl);
  if (!image) throw contentRefusal(400, 'imageUnknown');
  const values = {
    locale: body.locale,
    slug,
    title: body.title.trim(),
    publishedOn: body.date,
    author: body.author.trim(),
    excerpt: body.excerpt.trim(),
    body: bodyFromText(body.bodyText),
    image: { ...image, alternativeText: body.imageAlt.trim() },
  };
  return { ...values, ...(body.kind ? { kind: body.kind } : {}), checksum: createHash('sha256').update(JSON.stringify(values)).digest('hex') };
}

const POST: AuditedKind<BlogPostRow> = { subjectType: 'blog-post', facts: auditFacts };

async function audited(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, change: ContentChange<BlogPostRow>, write: (tx: Database, now: Date) => Promise<BlogPostRow>): Promise<WireContentPost> {
  const { row, now } = await auditedWrite(deps, caller, identity, POST, change, write);
  return presentPost(row, now);
}

/** A new post is a draft. */
export async function createPost(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, body: WireContentPostRequest): Promise<WireContentPost> {
  requireAdmin(identity);
  const values = await checkedValues(deps.db, body, null);
  return audited(deps, caller, identity, { action: 'content-post-create', before: null }, (tx, now) => posts.insertPost(tx, { ...values, kind: values.kind ?? 'blog' }, now));
}

/** Edits keep the post's status: a published post shows the new text at once. */
export async function changePost(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, id: number, body: WireContentPostRequest): Promise<WireContentPost> {
  const before = await visiblePost(deps.db, identity, id);
  const values = await checkedValues(deps.db, body, id);
  return audited(deps, caller, identity, { action: 'content-post-change', before }, (tx, now) => posts.updatePost(tx, id, values, now));
}

/** `at` absent: now. A later time schedules the post; the public reads serve it once that time has come. */
export async function publishPost(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, id: number, at: string | undefined): Promise<WireContentPost> {
  const before = await visiblePost(deps.db, identity, id);
  const when = at === undefined ? deps.now() : new Date(at);
  const problem = at === undefined ? null : scheduleProblem(when, deps.now());
  if (problem) throw contentRefusal(400, problem);
  return audited(deps, caller, identity, { action: 'content-post-publish', before }, (tx, now) => posts.updatePost(tx, id, { publishedAt: when }, now));
}

/** Back to a draft: diners read it no more (a scheduled post is called off). */
export async function unpublishPost(deps: ContentDeps, caller: StaffCaller, identity: StaffIdentity, id: number): Promise<WireContentPost> {
  const before = await visiblePost(deps.db, identity, id);
  if (before.publishedAt === null) throw contentRefusal(409, 'alreadyDraft');
  return audited(deps, caller, identity, { action: 'content-post-unpublish', before }, (tx, now) => posts.updatePost(tx, id, { publishedAt: null }, now));
}
