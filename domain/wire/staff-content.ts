/**
 * The content console's contract (under /online-ordering, brand admins only): the posts (blog
 * posts and press releases hosted on the site, domain/content/post-kinds.ts) of every content locale with where each stands (draft, scheduled, published), one post with
 * its body, create and edit, publish now or at a chosen time, and unpublish.
 * The body travels as the text staff type (domain/content/post-body.ts) and is stored as blocks.
 */
import type { PostKind } from '@/domain/content/post-kinds';
import type { PostStatus } from '@/domain/content/post-publishing';
import type { ContentBlock, ContentImage } from '@/domain/content/types';

export const STAFF_CONTENT_PATHS = {
  posts: '/admin/content/posts',
  post: '/admin/content/posts/:postId',
  publish: '/admin/content/posts/:postId/publish',
  unpublish: '/admin/content/posts/:postId/unpublish',
} as const;

export const staffContentPostPath = (path: string, postId: number) => path.replace(':postId', String(postId));

/** The content locales posts are written in: English, and the translations the site serves. */
export const CONTENT_LOCALES = ['en', 'fr-ca', 'es-mx', 'ja-jp', 'pt-br'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export type WireContentPostSummary = {
  id: number;
  /** blog (/press/blog) or press (a release on /press). */
  kind: PostKind;
  locale: ContentLocale;
  slug: string;
  title: string;
  /** The date the post shows, yyyy-mm-dd. */
  date: string;
  status: PostStatus;
  /** When diners may read it (ISO instant); null for a draft. */
  publishedAt: string | null;
  updatedAt: string;
};

export type WireContentPost = WireContentPostSummary & {
  author: string;
  excerpt: string;
  /** The body as staff type it: blocks separated by a blank line. */
  bodyText: string;
  /** The body as the storefront renders it. */
  body: ContentBlock[];
  image: ContentImage;
};

export type WireContentPosts = { posts: WireContentPostSummary[]; images: ContentImage[] };

export type WireContentPostRequest = {
  /** Absent: a new post is a blog post, an edited one keeps its kind. */
  kind?: PostKind;
  locale: ContentLocale;
  title: string;
  slug: string;
  date: string;
  author: string;
  excerpt: string;
  bodyText: string;
  /** One of the pictures the list offers (`images`). */
  imageUrl: string;
  imageAlt: string;
};

/** `at`: an ISO instant to publish at (scheduled when later than now); absent, now. */
export type WireContentPublishRequest = { at?: string };
