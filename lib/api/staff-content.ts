/**
 * The content console's calls (contract: domain/wire/staff-content.ts): the posts (blog posts and
 * press releases) with their status, one post (the editor and the preview), create, edit, publish now or at a time, unpublish.
 * Each takes a staff context (lib/staff/session.ts).
 */
import { POST_KINDS, type PostKind } from '@/domain/content/post-kinds';
import {
  CONTENT_LOCALES,
  STAFF_CONTENT_PATHS as PATHS,
  staffContentPostPath,
  type ContentLocale,
  type WireContentPost,
  type WireContentPostRequest,
  type WireContentPosts,
  type WireContentPostSummary,
} from '@/domain/wire/staff-content';
import { apiGet, apiPost, apiPut, type ApiContext } from './client';

export type StaffContentPosts = WireContentPosts;
export type StaffContentPost = WireContentPost;
export type StaffContentPostSummary = WireContentPostSummary;
export type StaffContentPostChange = WireContentPostRequest;
export type StaffContentLocale = ContentLocale;
export type StaffPostStatus = WireContentPostSummary['status'];
export type StaffPostKind = PostKind;
export type StaffContentFilters = { kind?: PostKind; locale?: ContentLocale; status?: StaffPostStatus };

export const STAFF_CONTENT_LOCALES: readonly ContentLocale[] = CONTENT_LOCALES;
export const STAFF_POST_STATUSES: readonly StaffPostStatus[] = ['draft', 'scheduled', 'published'];
export const STAFF_POST_KINDS: readonly PostKind[] = POST_KINDS;

const path = (relative: string) => `/online-ordering${relative}`;

/** A query value as a filter, or undefined when it names none. */
export function contentFiltersOf(query: Record<string, string | string[] | undefined>): StaffContentFilters {
  const locale = STAFF_CONTENT_LOCALES.find((candidate) => candidate === query.locale);
  const status = STAFF_POST_STATUSES.find((candidate) => candidate === query.status);
  const kind = STAFF_POST_KINDS.find((candidate) => candidate === query.kind);
  return { ...(kind ? { kind } : {}), ...(locale ? { locale } : {}), ...(status ? { status } : {}) };
}

export function fetchStaffPosts(ctx: ApiContext, filters: StaffContentFilters = {}): Promise<StaffContentPosts> {
  const query = new URLSearchParams(filters as Record<string, string>).toString();
  return apiGet(ctx, path(PATHS.posts) + (query ? `?${query}` : ''));
}

export function fetchStaffPost(ctx: ApiContext, postId: number): Promise<StaffContentPost> {
  return apiGet(ctx, path(staffContentPostPath(PATHS.post, postId)));
}

export function createStaffPost(ctx: ApiContext, body: StaffContentPostChange): Promise<StaffContentPost> {
  return apiPost(ctx, path(PATHS.posts), body);
}

export function changeStaffPost(ctx: ApiContext, postId: number, body: StaffContentPostChange): Promise<StaffContentPost> {
  return apiPut(ctx, path(staffContentPostPath(PATHS.post, postId)), body);
}

/** `at`: an ISO instant; absent, now. */
export function publishStaffPost(ctx: ApiContext, postId: number, at?: string): Promise<StaffContentPost> {
  return apiPost(ctx, path(staffContentPostPath(PATHS.publish, postId)), at ? { at } : {});
}

export function unpublishStaffPost(ctx: ApiContext, postId: number): Promise<StaffContentPost> {
  return apiPost(ctx, path(staffContentPostPath(PATHS.unpublish, postId)), undefined);
}
