/**
 * The content queries: documents by kind and locale with English fallback, page meta by route,
 * and the posts (the blog's, or the press releases hosted on the site) by page or slug. Text is passed through as stored: escaping is the storefront's
 * job, and nothing here builds markup.
 */
import { BLOG_PAGE_SIZE, CONTENT_KINDS, type ContentKind } from '@/content';
import { ENTRY_KINDS, ENTRY_LISTS, type EntryKind } from '@/domain/content/entry-fields';
import { isPostKind, POST_KINDS, type PostKind } from '@/domain/content/post-kinds';
import type { PageMeta, PageMetaTable } from '@/domain/content/types';
import { ContentQueryError } from './errors';
import { asksForEnglish, localeCandidates, pickServed, type Served } from './locales';
import type { BlogSummary, ContentRepository, StoredDocument, StoredEntry } from './repository';

export const MAX_BLOG_PAGE_SIZE = 24;
/** Longer slugs exist nowhere; they are answered null without a query. */
const MAX_SLUG_LENGTH = 200;

type ContentArgs = { kind: string; locale: string };
type PageMetaArgs = { route: string; locale: string };
type BlogPostsArgs = { locale: string; page: number; pageSize?: number | null; kind?: string | null };
type BlogPostArgs = { locale: string; slug: string; kind?: string | null };

export type ContentDocumentResult = Served & { kind: ContentKind; data: unknown };
export type PageMetaResult = PageMeta & Served & { route: string };
export type BlogPageResult = Served & { posts: BlogSummary[]; page: number; pageCount: number; total: number; pageSize: number };

function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

function assertKind(kind: string): asserts kind is ContentKind {
  if (!(CONTENT_KINDS as string[]).includes(kind)) {
    throw new ContentQueryError(`Unknown content kind ${quote(kind)}: use one of ${CONTENT_KINDS.join(', ')}`);
  }
}

/** The kind of entries whose published rows make a document's list (currentDeals: deal). */
const ENTRY_KIND_OF_DOCUMENT = new Map<string, EntryKind>(ENTRY_KINDS.map((kind) => [ENTRY_LISTS[kind].document, kind]));

/** A list page's document with its list made of the served locale's published entries, each with its place as its id. */
function withEntries(document: StoredDocument, kind: EntryKind, entries: StoredEntry[], locale: string): unknown {
  const items = entries.filter((entry) => entry.locale === locale).map((entry) => ({ id: entry.position, ...entry.data }));
  return { ...(document.data as Record<string, unknown>), [ENTRY_LISTS[kind].list]: items };
}

/** A post query's kind: blog when absent. */
function postKindOf(kind: string | null | undefined): PostKind {
  if (kind === null || kind === undefined) return 'blog';
  if (!isPostKind(kind)) throw new ContentQueryError(`Unknown post kind ${quote(kind)}: use one of ${POST_KINDS.join(', ')}`);
  return kind;
}

function englishServed(requested: string): Served {
  return { locale: 'en', fallback: !asksForEnglish(requested) };
}

export function createResolvers(repository: ContentRepository) {
  /** The locale whose posts of `kind` answer: the translation's when it has any, else English. */
  async function blogSource(requested: string, kind: PostKind = 'blog'): Promise<Served & { total: number }> {
    const counts = await repository.postCounts(localeCandidates(requested), kind);
    const served = pickServed(requested, new Set(counts.keys())) ?? englishServed(requested);
    return { ...served, total: counts.get(served.locale) ?? 0 };
  }

  async function content(_root: unknown, { kind, locale }: ContentArgs): Promise<ContentDocumentResult> {
    assertKind(kind);
    if (kind === 'blogPosts') {
      const { total: _total, ...served } = await blogSource(locale);
      return { kind, ...served, data: await repository.allPosts(served.locale) };
    }
    const candidates = localeCandidates(locale);
    const entryKind = ENTRY_KIND_OF_DOCUMENT.get(kind);
    const documents = await repository.documents(kind, candidates);
    const entries = entryKind ? await repository.entries(entryKind, candidates) : [];
    // A locale with entries of its own but no translated page text takes English's heading and intro.
    const served = pickServed(locale, new Set([...documents, ...entries].map((stored) => stored.locale)));
    const document = served && (documents.find((candidate) => candidate.locale === served.locale) ?? documents.find((candidate) => candidate.locale === 'en'));
    if (!served || !document) {
      throw new ContentQueryError(`No ${quote(kind)} content is loaded yet: the API loads content/ when it starts`);
    }
    return { kind, ...served, data: entryKind ? withEntries(document, entryKind, entries, served.locale) : document.data };
  }

  async function pageMeta(_root: unknown, { route, locale }: PageMetaArgs): Promise<PageMetaResult | null> {
    const candidates = localeCandidates(locale);
    const documents = await repository.documents('pageMeta', candidates);
    for (const candidate of candidates) {
      const table = documents.find((document) => document.locale === candidate)?.data as PageMetaTable | undefined;
      if (table && Object.hasOwn(table, route)) {
        const fallback = candidate === 'en' && !asksForEnglish(locale);
        return { ...(table[route] as PageMeta), route, locale: candidate, fallback };
      }
    }
    return null;
  }

  async function blogPosts(_root: unknown, { locale, page, pageSize, kind: askedKind }: BlogPostsArgs): Promise<BlogPageResult> {
    const kind = postKindOf(askedKind);
    const size = pageSize ?? BLOG_PAGE_SIZE;
    if (size < 1 || size > MAX_BLOG_PAGE_SIZE) {
      throw new ContentQueryError(`pageSize must be between 1 and ${MAX_BLOG_PAGE_SIZE}, got ${size}`);
    }
    const { total, ...served } = await blogSource(locale, kind);
    const pageCount = Math.max(1, Math.ceil(total / size));
    const inRange = page >= 1 && page <= pageCount;
    const posts = inRange ? await repository.postSummaries(served.locale, size, (page - 1) * size, kind) : [];
    return { ...served, posts, page, pageCount, total, pageSize: size };
  }

  async function blogPost(_root: unknown, { locale, slug, kind: askedKind }: BlogPostArgs) {
    const kind = postKindOf(askedKind);
    if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH) return null;
    const { total: _total, ...served } = await blogSource(locale, kind);
    const post = await repository.post(served.locale, slug, kind);
    return post ? { ...post, ...served } : null;
  }

  return { Query: { content, pageMeta, blogPosts, blogPost } };
}
