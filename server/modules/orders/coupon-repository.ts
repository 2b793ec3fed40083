/** The coupons applied to an order (its order_coupons rows with their coupon), as pricing reads them. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { coupons, orderCoupons } from '@/server/db/schema';

/** `code`: the code the diner gave (a single-use code, or the coupon's own); `couponCodeId` for a single-use one. */
export type OrderCouponRow = { coupon: typeof coupons.$inferSelect; couponCodeId: number | null; code: string };

/** The coupons on an order, in the order they were applied. */
export async function couponsOfOrder(db: Database, orderId: string): Promise<OrderCouponRow[]> {
  return db
    .select({ coupon: coupons, couponCodeId: orderCoupons.couponCodeId, code: orderCoupons.code })
    .from(orderCoupons)
    .innerJoin(coupons, eq(coupons.id, orderCoupons.couponId))
    .where(eq(orderCoupons.orderId, orderId))
    .orderBy(asc(orderCoupons.appliedAt), asc(orderCoupons.couponId));
}
