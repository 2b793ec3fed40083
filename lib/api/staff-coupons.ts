/**
 * The console's coupon calls (contract: domain/wire/staff-coupons.ts): a page of the brand's
 * coupons, filtered, one coupon, a new coupon, an edit, pause, resume and end, a batch of
 * single-use codes and their CSV file.
 * Each takes a staff context (lib/staff/session.ts).
 */
import { COUPON_LIST_PAGE_SIZE, NO_COUPON_FILTERS, type CouponListFilters } from '@/domain/staff/coupon-list';
import {
  STAFF_COUPON_PATHS as PATHS,
  staffCouponPath,
  type WireStaffCoupon,
  type WireStaffCouponBatch,
  type WireStaffCouponBatchResult,
  type WireStaffCouponChoices,
  type WireStaffCouponCreate,
  type WireStaffCouponDetail,
  type WireStaffCoupons,
  type WireStaffCouponStatus,
  type WireStaffCouponUpdate,
} from '@/domain/wire/staff-coupons';
import { apiGet, apiPost, apiPut, type ApiContext } from './client';

export type StaffCoupon = WireStaffCoupon;
export type StaffCouponDetail = WireStaffCouponDetail;
export type StaffCouponChoices = WireStaffCouponChoices;
export type StaffCoupons = WireStaffCoupons;
export type StaffCouponCreate = WireStaffCouponCreate;
export type StaffCouponUpdate = WireStaffCouponUpdate;
export type StaffCouponFilters = CouponListFilters;
/** A page of the list, with how many pages the filters give. */
export type StaffCouponsPage = { coupons: StaffCoupon[]; total: number; page: number; pageCount: number };
export type StaffCouponBatch = WireStaffCouponBatch;
export type StaffCouponStatus = WireStaffCouponStatus;
export type StaffCouponMove = 'pause' | 'resume' | 'end';

const path = (relative: string) => `/online-ordering${relative}`;

/** The list's query: only the filters that are set. */
function couponsQuery(filters: StaffCouponFilters): Record<string, string | number | undefined> {
  const search = filters.search.trim();
  return { status: filters.status ?? undefined, market: filters.countryCode ?? undefined, q: search || undefined, page: filters.page, pageSize: COUPON_LIST_PAGE_SIZE };
}

/** A page of the brand's coupons matching `filters` (the first page of all of them by default), and the choices of a coupon. */
export function fetchStaffCoupons(ctx: ApiContext, filters: StaffCouponFilters = NO_COUPON_FILTERS): Promise<StaffCoupons> {
  return apiGet(ctx, path(PATHS.coupons), { query: couponsQuery(filters) });
}

export function toStaffCouponsPage(wire: StaffCoupons): StaffCouponsPage {
  return { coupons: wire.coupons, total: wire.total, page: wire.page, pageCount: Math.max(1, Math.ceil(wire.total / wire.pageSize)) };
}

export async function fetchStaffCouponsPage(ctx: ApiContext, filters: StaffCouponFilters): Promise<StaffCouponsPage> {
  return toStaffCouponsPage(await fetchStaffCoupons(ctx, filters));
}

export function fetchStaffCoupon(ctx: ApiContext, couponId: number): Promise<StaffCouponDetail> {
  return apiGet(ctx, path(staffCouponPath(PATHS.coupon, couponId)));
}

export function createStaffCoupon(ctx: ApiContext, body: StaffCouponCreate): Promise<StaffCouponDetail> {
  return apiPost(ctx, path(PATHS.coupons), body);
}

export function updateStaffCoupon(ctx: ApiContext, couponId: number, body: StaffCouponUpdate): Promise<StaffCouponDetail> {
  return apiPut(ctx, path(staffCouponPath(PATHS.coupon, couponId)), body);
}

export function moveStaffCoupon(ctx: ApiContext, couponId: number, move: StaffCouponMove): Promise<StaffCouponDetail> {
  return apiPost(ctx, path(staffCouponPath(PATHS[move], couponId)), undefined);
}

export function addStaffCouponCodes(ctx: ApiContext, couponId: number, body: StaffCouponBatch): Promise<WireStaffCouponBatchResult> {
  return apiPost(ctx, path(staffCouponPath(PATHS.codes, couponId)), body);
}

/** The codes file's text (text/csv). */
export function fetchStaffCouponCodesCsv(ctx: ApiContext, couponId: number): Promise<string> {
  return apiGet(ctx, path(staffCouponPath(PATHS.codesCsv, couponId)));
}
