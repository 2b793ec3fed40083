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

/** How far behind `now` a chosen publishing time may fall: the console's field picks a minute, not a second. */
export const SCHEDULE_GRACE_MS = 60_000;

/**
 * Whether a chosen publishing time is usable for a post or an entry: a real instant that has not
 * passed (within the minute the form picks). "Publish now" chooses no time and is always usable.
 */
export function scheduleProblem(at: Date, now: Date): 'publishAtInvalid' | 'publishAtPast' | null {
  if (Number.isNaN(at.getTime())) return 'publishAtInvalid';
  return at.getTime() < now.getTime() - SCHEDULE_GRACE_MS ? 'publishAtPast' : null;
}
