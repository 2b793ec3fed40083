/** The staff's pages of order ratings: each with its order's number, its store and the restaurant review-us named. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { locations, orderFeedback, orders } from '@/server/db/schema';
import type { StoreFilter } from './repository';

type Page = { page: number; pageSize: number };

export type StaffOrderFeedbackRow = {
  orderId: string;
  orderNumber: number;
  store: { id: number; title: string };
  rating: number;
  comment: string | null;
  reviewStoreId: number | null;
  reviewStoreTitle: string | null;
  locale: string;
  createdAt: Date;
};

/** A page of the ratings the filter allows, newest first, and how many there are in all. */
export async function orderFeedbackPage(db: Database, filter: StoreFilter, { page, pageSize }: Page) {
  const f = orderFeedback;
  const reviewStore = alias(locations, 'review_store');
  const stores = filter.storeIds === null ? undefined : filter.storeIds.length > 0 ? inArray(f.locationId, filter.storeIds) : sql`false`;
  const where = and(eq(f.brandId, filter.brandId), stores);
  const rows: StaffOrderFeedbackRow[] = await db
    .select({
      orderId: f.orderId,
      orderNumber: orders.number,
      store: { id: locations.id, title: locations.title },
      rating: f.rating,
      comment: f.comment,
      reviewStoreId: reviewStore.id,
      reviewStoreTitle: reviewStore.title,
      locale: f.locale,
      createdAt: f.createdAt,
    })
    .from(f)
    .innerJoin(orders, eq(orders.id, f.orderId))
    .innerJoin(locations, eq(locations.id, f.locationId))
    .leftJoin(reviewStore, eq(reviewStore.id, f.reviewLocationId))
    .where(where)
    .orderBy(desc(f.createdAt), desc(f.orderId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: count() }).from(f).where(where);
  return { rows, total: counted?.total ?? 0 };
}
