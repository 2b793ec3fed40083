/**
 * The content pages' queries (strapiApiLink target: the content GraphQL, schema in
 * server/graphql/content/schema.ts). Each page asks for its document and its page meta in one
 * request. lib/api/content.ts sends them and maps the answers to domain/content/types.ts shapes.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export type WireContentDocument = { kind: string; locale: string; fallback: boolean; data: unknown };
export type WireImage = { url: string; alternativeText: string; width: number; height: number };
export type WirePageMeta = {
  title: string;
  description: string;
  keywords: string;
  ogImage: { url: string; width: number; height: number };
  ogTitle: string;
  ogDescription: string;
  breadcrumbs: { name: string; path: string }[];
  preventIndexing: boolean;
};
export type WirePostSummary = { slug: string; title: string; date: string; author: string; excerpt: string; image: WireImage };
export type WireBlock = { type: string; text: string | null; items: string[] | null; cite: string | null };
export type WirePost = WirePostSummary & { body: WireBlock[] };
export type WireBlogPage = { posts: WirePostSummary[]; page: number; pageCount: number; total: number };

const PAGE_META_FIELDS = gql`
  fragment PageMetaFields on PageMeta {
    title
    description
    keywords
    ogImage {
      url
      width
      height
    }
    ogTitle
    ogDescription
    breadcrumbs {
      name
      path
    }
    preventIndexing
  }
`;

const POST_SUMMARY_FIELDS = gql`
  fragment PostSummaryFields on BlogPostSummary {
    slug
    title
    date
    author
    excerpt
    image {
      url
      alternativeText
      width
      height
    }
  }
`;

export type ContentPageData = { content: WireContentDocument; pageMeta: WirePageMeta | null };
export type ContentPageVariables = { kind: string; locale: string; route: string };

export const CONTENT_PAGE_QUERY: TypedDocumentNode<ContentPageData, ContentPageVariables> = gql`
  query ContentPage($kind: String!, $locale: String!, $route: String!) {
    content(kind: $kind, locale: $locale) {
      kind
      locale
      fallback
      data
    }
    pageMeta(route: $route, locale: $locale) {
      ...PageMetaFields
    }
  }
  ${PAGE_META_FIELDS}
`;

export type PageMetaData = { pageMeta: WirePageMeta | null };
export type PageMetaVariables = { locale: string; route: string };

export const PAGE_META_QUERY: TypedDocumentNode<PageMetaData, PageMetaVariables> = gql`
  query PageMeta($locale: String!, $route: String!) {
    pageMeta(route: $route, locale: $locale) {
      ...PageMetaFields
    }
  }
  ${PAGE_META_FIELDS}
`;

export type BlogPageData = { blogPosts: WireBlogPage; pageMeta: WirePageMeta | null };
export type BlogPageVariables = { locale: string; page: number; pageSize?: number; route: string };

export const BLOG_PAGE_QUERY: TypedDocumentNode<BlogPageData, BlogPageVariables> = gql`
  query BlogPage($locale: String!, $page: Int!, $pageSize: Int, $route: String!) {
    blogPosts(locale: $locale, page: $page, pageSize: $pageSize) {
      page
      pageCount
      total
      posts {
        ...PostSummaryFields
      }
    }
    pageMeta(route: $route, locale: $locale) {
      ...PageMetaFields
    }
  }
  ${PAGE_META_FIELDS}
  ${POST_SUMMARY_FIELDS}
`;

export type BlogPostData = { blogPost: WirePost | null; pageMeta: WirePageMeta | null };
/** kind: blog (absent) or press, a release hosted on the site. */
export type BlogPostVariables = { locale: string; slug: string; route: string; kind?: string };

export const BLOG_POST_QUERY: TypedDocumentNode<BlogPostData, BlogPostVariables> = gql`
  query BlogPost($locale: String!, $slug: String!, $route: String!, $kind: String) {
    blogPost(locale: $locale, slug: $slug, kind: $kind) {
      slug
      title
      date
      author
      excerpt
      image {
        url
        alternativeText
        width
        height
      }
      body {
        type
        text
        items
        cite
      }
    }
    pageMeta(route: $route, locale: $locale) {
      ...PageMetaFields
    }
  }
  ${PAGE_META_FIELDS}
`;

export type PressPageData = ContentPageData & { blogPosts: { posts: WirePostSummary[] } };
export type PressPageVariables = { locale: string; route: string; pageSize: number };

/** The press page: its document (contact and linked releases), its page meta and the newest releases hosted on the site. */
export const PRESS_PAGE_QUERY: TypedDocumentNode<PressPageData, PressPageVariables> = gql`
  query PressPage($locale: String!, $route: String!, $pageSize: Int!) {
    content(kind: "press", locale: $locale) {
      kind
      locale
      fallback
      data
    }
    pageMeta(route: $route, locale: $locale) {
      ...PageMetaFields
    }
    blogPosts(locale: $locale, page: 1, pageSize: $pageSize, kind: "press") {
      posts {
        ...PostSummaryFields
      }
    }
  }
  ${PAGE_META_FIELDS}
  ${POST_SUMMARY_FIELDS}
`;

export type PostIndexData = { blogPosts: { page: number; pageCount: number; posts: { slug: string; date: string }[] } };
export type PostIndexVariables = { locale: string; page: number; pageSize: number; kind?: string };

/** The slugs and dates of one page of posts (the XML sitemap walks every page). */
export const POST_INDEX_QUERY: TypedDocumentNode<PostIndexData, PostIndexVariables> = gql`
  query PostIndex($locale: String!, $page: Int!, $pageSize: Int!, $kind: String) {
    blogPosts(locale: $locale, page: $page, pageSize: $pageSize, kind: $kind) {
      page
      pageCount
      posts {
        slug
        date
      }
    }
  }
`;
