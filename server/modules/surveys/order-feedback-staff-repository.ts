/** The staff's pages of order ratings: each with its order's number, its store and the restaurant review-us named. */
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { countOf, inStores, pageOf, type Page, type PageRequest, type StoreFilter } from '@/server/db/page';
import { locations, orderFeedback, orders } from '@/server/db/schema';

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
export async function orderFeedbackPage(db: Database, filter: StoreFilter, page: PageRequest): Promise<Page<StaffOrderFeedbackRow>> {
  const f = orderFeedback;
  const reviewStore = alias(locations, 'review_store');
  const where = inStores(f, filter);
  const query = db
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
    .$dynamic();
  return pageOf(query, page, countOf(db, f, where));
}
