/** The reads and writes of review holds: the brand's threshold, the account's age, the holds themselves. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { brands, customers, locations, orderReviewHolds, orders, type ReviewHoldResolution } from '@/server/db/schema';
import type { StaffStoreFilter } from '../store-filter';

export type ReviewHoldRow = typeof orderReviewHolds.$inferSelect;

/** The brand's review hold threshold (a decimal string), or null: no holds. */
export async function reviewThresholdOf(db: Database, brandId: number): Promise<string | null> {
  const [row] = await db.select({ threshold: brands.reviewHoldThreshold }).from(brands).where(eq(brands.id, brandId));
  return row?.threshold ?? null;
}

/** When the account was created; null when it is gone. */
export async function accountCreatedAtOf(db: Database, customerId: number): Promise<Date | null> {
  const [row] = await db.select({ createdAt: customers.createdAt }).from(customers).where(eq(customers.id, customerId));
  return row?.createdAt ?? null;
}

/** Holds an order; an order already held keeps its first row. */
export async function insertReviewHold(db: Database, hold: typeof orderReviewHolds.$inferInsert): Promise<void> {
  await db.insert(orderReviewHolds).values(hold).onConflictDoNothing();
}

/** The unresolved holds of the stores in `filter`, the longest waiting first, 200 at most. */
export async function pendingReviewHolds(db: Database, filter: StaffStoreFilter) {
  const stores = filter.storeIds === null ? [] : [inArray(orders.locationId, filter.storeIds.length > 0 ? filter.storeIds : [-1])];
  return db
    .select({
      hold: orderReviewHolds,
      order: { id: orders.id, number: orders.number, total: orders.total, currency: orders.currency, paidAt: orders.paidAt, createdAt: orders.createdAt },
      store: { id: locations.id, title: locations.title },
    })
    .from(orderReviewHolds)
    .innerJoin(orders, eq(orders.id, orderReviewHolds.orderId))
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(and(isNull(orderReviewHolds.resolvedAt), eq(orders.brandId, filter.brandId), ...stores))
    .orderBy(asc(orderReviewHolds.heldAt), asc(orders.number))
    .limit(200);
}

/** Whether the order waits for review (held, neither released nor cancelled yet). */
export async function isHeldForReview(db: Database, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: orderReviewHolds.orderId })
    .from(orderReviewHolds)
    .where(and(eq(orderReviewHolds.orderId, orderId), isNull(orderReviewHolds.resolvedAt)));
  return row !== undefined;
}

/** The order's unresolved hold, locked for the caller's transaction; undefined when it has none. */
export async function lockPendingReviewHold(tx: Database, orderId: string): Promise<ReviewHoldRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderReviewHolds)
    .where(and(eq(orderReviewHolds.orderId, orderId), isNull(orderReviewHolds.resolvedAt)))
    .for('update');
  return row;
}

export async function resolveReviewHold(
  tx: Database,
  orderId: string,
  resolution: { resolution: ReviewHoldResolution; resolvedAt: Date; resolvedBy: number; note: string },
): Promise<void> {
  await tx.update(orderReviewHolds).set(resolution).where(eq(orderReviewHolds.orderId, orderId));
}
