/**
 * The console's coupon calls (contract: domain/wire/staff-coupons.ts): the brand's coupons, one
 * coupon, a new coupon, pause, resume and end, a batch of single-use codes and their CSV file.
 * Each takes a staff context (lib/staff/session.ts).
 */
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
} from '@/domain/wire/staff-coupons';
import { apiGet, apiPost, type ApiContext } from './client';

export type StaffCoupon = WireStaffCoupon;
export type StaffCouponDetail = WireStaffCouponDetail;
export type StaffCouponChoices = WireStaffCouponChoices;
export type StaffCoupons = WireStaffCoupons;
export type StaffCouponCreate = WireStaffCouponCreate;
export type StaffCouponBatch = WireStaffCouponBatch;
export type StaffCouponStatus = WireStaffCouponStatus;
export type StaffCouponMove = 'pause' | 'resume' | 'end';

const path = (relative: string) => `/online-ordering${relative}`;

export function fetchStaffCoupons(ctx: ApiContext): Promise<StaffCoupons> {
  return apiGet(ctx, path(PATHS.coupons));
}

export function fetchStaffCoupon(ctx: ApiContext, couponId: number): Promise<StaffCouponDetail> {
  return apiGet(ctx, path(staffCouponPath(PATHS.coupon, couponId)));
}

export function createStaffCoupon(ctx: ApiContext, body: StaffCouponCreate): Promise<StaffCouponDetail> {
  return apiPost(ctx, path(PATHS.coupons), body);
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
