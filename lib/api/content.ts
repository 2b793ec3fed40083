/**
 * Content for the content pages: the only place that sends graphql/content.ts through the
 * content Apollo client (strapiApiLink) and reshapes its answers into domain/content/types.ts shapes.
 * A missing document is an error (the page shows the error page); an unknown post or blog page
 * is null (the page answers 404).
 */
import type { ApolloClient } from '@apollo/client';
import type { PostKind } from '@/domain/content/post-kinds';
import type { BlogPost, ContentBlock, ContentByKind, ContentKind, PageMeta, PressPage } from '@/domain/content/types';
import { createContentClient } from '@/lib/apollo/clients';
import {
  BLOG_PAGE_QUERY,
  BLOG_POST_QUERY,
  CONTENT_PAGE_QUERY,
  PAGE_META_QUERY,
  POST_INDEX_QUERY,
  PRESS_PAGE_QUERY,
  type WireBlock,
  type WirePageMeta,
  type WirePostSummary,
} from '@/graphql/content';
import type { ApiContext } from './context';

type ContentDependencies = { client?: ApolloClient };
export type BlogPostSummary = Omit<BlogPost, 'body'>;
type BlogListing = { page: number; pageCount: number; total: number; posts: BlogPostSummary[]; meta: PageMeta | null };

const clientOf = (api: ApiContext, dependencies: ContentDependencies) => dependencies.client ?? createContentClient(api);

function toPageMeta(wire: WirePageMeta | null | undefined): PageMeta | null {
  if (!wire) return null;
  const { title, description, keywords, ogImage, ogTitle, ogDescription, breadcrumbs, preventIndexing } = wire;
  return {
    title,
    description,
    keywords,
    ogImage: { url: ogImage.url, width: ogImage.width, height: ogImage.height },
    ogTitle,
    ogDescription,
    breadcrumbs: breadcrumbs.map(({ name, path }) => ({ name, path })),
    preventIndexing,
  };
}

/** A body block as domain/content/types.ts writes it; an unknown kind of block shows its text as a paragraph. */
export function toContentBlock(block: WireBlock): ContentBlock {
  switch (block.type) {
    case 'heading':
      return { type: 'heading', text: block.text ?? '' };
    case 'list':
      return { type: 'list', items: block.items ?? [] };
    case 'quote':
      return { type: 'quote', text: block.text ?? '', cite: block.cite ?? null };
    default:
      return { type: 'paragraph', text: block.text ?? '' };
  }
}

function toSummary(post: WirePostSummary): BlogPostSummary {
  const { slug, title, date, author, excerpt, image } = post;
  return { slug, title, date, author, excerpt, image: { url: image.url, alternativeText: image.alternativeText, width: image.width, height: image.height } };
}

/** One content document of the request's locale (English fallback) and the page meta of `route`. */
export async function fetchContentPage<K extends ContentKind>(
  api: ApiContext,
  kind: K,
  route: string,
  dependencies: ContentDependencies = {},
): Promise<{ data: ContentByKind[K]; meta: PageMeta | null }> {
  const { data } = await clientOf(api, dependencies).query({
    query: CONTENT_PAGE_QUERY,
    variables: { kind, locale: api.locale, route },
    fetchPolicy: 'no-cache',
  });
  if (!data?.content?.data) throw new Error(`The content API sent no "${kind}" content.`);
  return { data: data.content.data as ContentByKind[K], meta: toPageMeta(data.pageMeta) };
}

/** The page meta of a page without a content document (the contact pages, the sitemap). */
export async function fetchPageMeta(api: ApiContext, route: string, dependencies: ContentDependencies = {}): Promise<PageMeta | null> {
  const { data } = await clientOf(api, dependencies).query({
    query: PAGE_META_QUERY,
    variables: { locale: api.locale, route },
    fetchPolicy: 'no-cache',
  });
  return toPageMeta(data?.pageMeta);
}

/** Page `page` of the blog, newest first, or null when there is no such page. */
export async function fetchBlogListing(
  api: ApiContext,
  page: number,
  route: string,
  dependencies: ContentDependencies = {},
): Promise<BlogListing | null> {
  if (!Number.isSafeInteger(page) || page < 1) return null;
  const { data } = await clientOf(api, dependencies).query({
    query: BLOG_PAGE_QUERY,
    variables: { locale: api.locale, page, route },
    fetchPolicy: 'no-cache',
  });
  const listing = data?.blogPosts;
  if (!listing || page > listing.pageCount || listing.posts.length === 0) return null;
  return { page: listing.page, pageCount: listing.pageCount, total: listing.total, posts: listing.posts.map(toSummary), meta: toPageMeta(data.pageMeta) };
}

/** One post of `kind` (the blog's, or a press release hosted on the site) by slug, or null when there is none. */
export async function fetchBlogPost(
  api: ApiContext,
  slug: string,
  route: string,
  dependencies: ContentDependencies = {},
  kind: PostKind = 'blog',
): Promise<{ post: BlogPost; meta: PageMeta | null } | null> {
  const { data } = await clientOf(api, dependencies).query({
    query: BLOG_POST_QUERY,
    variables: { locale: api.locale, slug, route, ...(kind === 'blog' ? {} : { kind }) },
    fetchPolicy: 'no-cache',
  });
  const wire = data?.blogPost;
  if (!wire) return null;
  return { post: { ...toSummary(wire), body: wire.body.map(toContentBlock) }, meta: toPageMeta(data.pageMeta) };
}

/** The most press releases hosted on the site the press page lists (the content GraphQL's largest page). */
export const PRESS_POSTS_SHOWN = 24;

/** The press page's document and page meta, and its newest published press releases hosted on the site. */
export async function fetchPressPage(
  api: ApiContext,
  route: string,
  dependencies: ContentDependencies = {},
): Promise<{ data: PressPage; posts: BlogPostSummary[]; meta: PageMeta | null }> {
  const { data } = await clientOf(api, dependencies).query({
    query: PRESS_PAGE_QUERY,
    variables: { locale: api.locale, route, pageSize: PRESS_POSTS_SHOWN },
    fetchPolicy: 'no-cache',
  });
  if (!data?.content?.data) throw new Error('The content API sent no "press" content.');
  return { data: data.content.data as PressPage, posts: data.blogPosts.posts.map(toSummary), meta: toPageMeta(data.pageMeta) };
}

const INDEX_PAGE_SIZE = 24;

/** Every post's slug and date of `kind` (the XML sitemap: the blog's, or the press releases hosted on the site), walking its pages. */
export async function fetchPostIndex(api: ApiContext, dependencies: ContentDependencies = {}, kind: PostKind = 'blog'): Promise<{ slug: string; date: string }[]> {
  const client = clientOf(api, dependencies);
  const posts: { slug: string; date: string }[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const { data } = await client.query({
      query: POST_INDEX_QUERY,
      variables: { locale: api.locale, page, pageSize: INDEX_PAGE_SIZE, kind },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('The content API sent no blog posts.');
    pageCount = data.blogPosts.pageCount;
    posts.push(...data.blogPosts.posts.map(({ slug, date }) => ({ slug, date })));
  }
  return posts;
}
