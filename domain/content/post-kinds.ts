/**
 * The kinds of post one editor writes: a blog post (/press/blog) or a press release hosted on the
 * site (listed on /press, read at /press/releases/[slug]). Both are written, previewed, published,
 * scheduled and unpublished alike; a slug is unique in its locale whatever the kind.
 */
export const POST_KINDS = ['blog', 'press'] as const;

export type PostKind = (typeof POST_KINDS)[number];

export function isPostKind(value: unknown): value is PostKind {
  return typeof value === 'string' && (POST_KINDS as readonly string[]).includes(value);
}

/** Where diners read a post of `kind` (the storefront's path, before any market prefix). */
export function postPath(kind: PostKind, slug: string): string {
  return kind === 'press' ? `/press/releases/${encodeURIComponent(slug)}` : `/press/blog/${encodeURIComponent(slug)}`;
}
