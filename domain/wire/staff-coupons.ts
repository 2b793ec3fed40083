/**
 * The console's coupons (under /online-ordering, brand admins only): the brand's coupons with
 * their status and uses, a page at a time and filtered (GET coupons?status=&market=&q=&page=&pageSize=),
 * one coupon, a new coupon, an edit of one (PUT coupon), pause, resume and end, a batch of
 * single-use codes, and the codes as a CSV file.
 */
import type { CouponDraft, CouponStatus } from '@/domain/staff/staff-coupons';

export const STAFF_COUPON_PATHS = {
  coupons: '/admin/coupons',
  coupon: '/admin/coupons/:couponId',
  pause: '/admin/coupons/:couponId/pause',
  resume: '/admin/coupons/:couponId/resume',
  end: '/admin/coupons/:couponId/end',
  codes: '/admin/coupons/:couponId/codes',
  codesCsv: '/admin/coupons/:couponId/codes.csv',
} as const;

export const staffCouponPath = (path: string, couponId: number) => path.replace(':couponId', String(couponId));

export type WireStaffCouponStatus = CouponStatus;

export type WireStaffCoupon = {
  id: number;
  code: string;
  title: string;
  typeId: number;
  /** The amount or percentage as stored ("15.00"); "0.00" for a free item. */
  value: string;
  singleUse: boolean;
  /** Null: every market of the brand. */
  countryCode: string | null;
  currency: string | null;
  minimumAmount: string | null;
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  status: WireStaffCouponStatus;
  /** Redemptions (paid orders), every diner. */
  uses: number;
  createdAt: string;
};

export type WireStaffCouponTarget = { id: number; title: string };

/** A coupon with what it targets by name and its single-use codes' counts. */
export type WireStaffCouponDetail = WireStaffCoupon & {
  items: WireStaffCouponTarget[];
  subcategories: WireStaffCouponTarget[];
  handoffIds: number[];
  codes: { total: number; used: number };
};

/** What a new coupon may target and where: the brand's markets, items and menu sections. */
export type WireStaffCouponChoices = {
  markets: { countryCode: string; currency: string }[];
  items: WireStaffCouponTarget[];
  subcategories: WireStaffCouponTarget[];
  handoffIds: number[];
};

/** A page of the brand's coupons (newest first) matching the query, how many match, and the choices of a coupon. */
export type WireStaffCoupons = { coupons: WireStaffCoupon[]; total: number; page: number; pageSize: number; choices: WireStaffCouponChoices };

/** The list's query: a status, the market diners use it in, a text in the code or title, and the page. */
export type WireStaffCouponsQuery = { status?: CouponStatus; market?: string; q?: string; page?: number; pageSize?: number };

export type WireStaffCouponCreate = Omit<CouponDraft, 'itemIds' | 'subcategoryIds' | 'handoffIds'> & { itemIds: number[]; subcategoryIds: number[]; handoffIds: number[] };

/** An edit sends the coupon whole, as a new coupon does; its code and type stay once diners used it. */
export type WireStaffCouponUpdate = WireStaffCouponCreate;

export type WireStaffCouponBatch = { count: number; prefix: string };
export type WireStaffCouponBatchResult = { created: number; codes: { total: number; used: number } };
