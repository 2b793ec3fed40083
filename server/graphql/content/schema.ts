/**
 * The content GraphQL schema (wave-2 contract; shapes mirror domain/content/types.ts).
 * Every query takes a locale and never fails on it: an unknown locale is served in English,
 * and `locale`/`fallback` on each answer say which text was served.
 */
export const CONTENT_SCHEMA = /* GraphQL */ `
  scalar JSON

  type Query {
    "One content document. kind: one of CONTENT_KINDS (content/index.ts), e.g. footer, navigation, home."
    content(kind: String!, locale: String!): ContentDocument!
    "The page meta of a route pattern as content/routes.ts writes it ('/', '/press/blog/[slug]'); null when unknown."
    pageMeta(route: String!, locale: String!): PageMeta
    "Page 1.. of the blog, newest first. pageSize defaults to 6, at most 24. A page outside 1..pageCount has no posts. kind: blog (the default) or press (the releases hosted on the site)."
    blogPosts(locale: String!, page: Int!, pageSize: Int, kind: String): BlogPage!
    "One post by slug; null when unknown. kind: blog (the default) or press."
    blogPost(locale: String!, slug: String!, kind: String): BlogPost
  }

  type ContentDocument {
    kind: String!
    "The locale whose text is served: the translation's ('fr-ca'), or 'en'."
    locale: String!
    "True when a non-English locale was asked for and English was served."
    fallback: Boolean!
    "The object getContent(kind, locale) returns (domain/content/types.ts). Text is plain, never HTML."
    data: JSON!
  }

  type ContentImage {
    url: String!
    alternativeText: String!
    width: Int!
    height: Int!
  }

  type OgImage {
    url: String!
    width: Int!
    height: Int!
  }

  type Breadcrumb {
    name: String!
    path: String!
  }

  type PageMeta {
    route: String!
    title: String!
    description: String!
    keywords: String!
    ogImage: OgImage!
    ogTitle: String!
    ogDescription: String!
    breadcrumbs: [Breadcrumb!]!
    preventIndexing: Boolean!
    locale: String!
    fallback: Boolean!
  }

  "A block of a post's body: type is heading, paragraph, list (items) or quote (text, cite)."
  type ContentBlock {
    type: String!
    text: String
    items: [String!]
    cite: String
  }

  type BlogPostSummary {
    slug: String!
    title: String!
    "ISO date, yyyy-mm-dd."
    date: String!
    author: String!
    excerpt: String!
    image: ContentImage!
  }

  type BlogPost {
    slug: String!
    title: String!
    "ISO date, yyyy-mm-dd."
    date: String!
    author: String!
    excerpt: String!
    body: [ContentBlock!]!
    image: ContentImage!
    locale: String!
    fallback: Boolean!
  }

  type BlogPage {
    posts: [BlogPostSummary!]!
    page: Int!
    pageCount: Int!
    total: Int!
    pageSize: Int!
    locale: String!
    fallback: Boolean!
  }
`;
