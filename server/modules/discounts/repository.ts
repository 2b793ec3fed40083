/**
 * Coupon rows: finding a code (a coupon's own code or one of its single-use codes), applying and
 * removing the coupons of an order, their use counts from the redemption ledger, and the ledger's
 * rows. Reading the coupons on an order is the orders module's (pricing needs it).
 * Inside a transaction every query takes `tx`.
 */
import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { couponCodes, couponRedemptions, coupons, customers, orderCoupons } from '@/server/db/schema';
import type { CouponDiner } from './coupon-model';

export type CouponRow = typeof coupons.$inferSelect;
export type FoundCode = { coupon: CouponRow; couponCodeId: number | null; code: string };

export async function couponById(db: Database, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/** The coupon a code opens for the brand: a plain coupon by its code, a serialized one only by a single-use code. */
export async function findCode(db: Database, brandId: number, code: string): Promise<FoundCode | undefined> {
  const [plain] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.brandId, brandId), eq(coupons.code, code), eq(coupons.serialized, false)))
    .limit(1);
  if (plain) return { coupon: plain, couponCodeId: null, code };
  const [single] = await db
    .select({ coupon: coupons, couponCodeId: couponCodes.id })
    .from(couponCodes)
    .innerJoin(coupons, eq(coupons.id, couponCodes.couponId))
    .where(and(eq(couponCodes.brandId, brandId), eq(couponCodes.code, code)))
    .limit(1);
  return single && { coupon: single.coupon, couponCodeId: single.couponCodeId, code };
}

export async function addOrderCoupon(tx: Database, row: typeof orderCoupons.$inferInsert): Promise<void> {
  await tx.insert(orderCoupons).values(row).onConflictDoNothing();
}

/** Removes one coupon (or every coupon when `couponId` is undefined) from the order. */
export async function removeOrderCoupons(tx: Database, orderId: string, couponId?: number): Promise<void> {
  const where = couponId === undefined ? eq(orderCoupons.orderId, orderId) : and(eq(orderCoupons.orderId, orderId), eq(orderCoupons.couponId, couponId));
  await tx.delete(orderCoupons).where(where);
}

/** Locks the coupon rows (in id order, so two payments never wait on each other crosswise). */
export async function lockCoupons(tx: Database, couponIds: readonly number[]): Promise<void> {
  if (couponIds.length === 0) return;
  await tx.select({ id: coupons.id }).from(coupons).where(inArray(coupons.id, [...couponIds])).orderBy(asc(coupons.id)).for('update');
}

/** The email of the account, or null for a guest order. */
export async function accountEmailOf(db: Database, customerId: number | null): Promise<string | null> {
  if (customerId === null) return null;
  const [row] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  return row?.email ?? null;
}

/** Uses recorded for the diner: their account's, or their normalised email's (an account's guest orders too). */
function byDiner(diner: CouponDiner) {
  const matches = [
    ...(diner.customerId !== null ? [eq(couponRedemptions.customerId, diner.customerId)] : []),
    ...(diner.emailKey !== null ? [eq(couponRedemptions.emailKey, diner.emailKey)] : []),
  ];
  return or(...matches);
}

/** The redeemed uses of a coupon by every other order, by this diner, and of the single-use code. */
export async function usageOf(db: Database, target: { couponId: number; couponCodeId: number | null; diner: CouponDiner | null; orderId: string }) {
  const others = and(eq(couponRedemptions.couponId, target.couponId), ne(couponRedemptions.orderId, target.orderId));
  const [total] = await db.select({ n: count() }).from(couponRedemptions).where(others);
  const [mine] = target.diner
    ? await db.select({ n: count() }).from(couponRedemptions).where(and(others, byDiner(target.diner)))
    : [undefined];
  const [code] = target.couponCodeId
    ? await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponCodeId, target.couponCodeId), ne(couponRedemptions.orderId, target.orderId)))
    : [undefined];
  return { total: total?.n ?? 0, byCustomer: mine ? mine.n : null, codeUsed: (code?.n ?? 0) > 0 };
}

export async function redeemedCouponIds(tx: Database, orderId: string): Promise<number[]> {
  const rows = await tx.select({ couponId: couponRedemptions.couponId }).from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
  return rows.map((row) => row.couponId);
}

export async function insertRedemption(tx: Database, row: typeof couponRedemptions.$inferInsert): Promise<void> {
  await tx.insert(couponRedemptions).values(row);
}
