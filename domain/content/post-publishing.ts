/**
 * Where a blog post stands, from when it goes public: a draft has no time, a scheduled post a
 * later one, a published post one that has come. The public reads serve a post only when
 * published at their own `now`, so a scheduled post appears without a job.
 */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;

export type PostStatus = (typeof POST_STATUSES)[number];

export function postStatus(publishedAt: Date | null, now: Date): PostStatus {
  if (publishedAt === null) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export function isPublic(publishedAt: Date | null, now: Date): boolean {
  return postStatus(publishedAt, now) === 'published';
}
