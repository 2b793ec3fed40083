/**
 * Order feedback: one answer per paid order (the order id is the key), with its rating (whole
 * stars from 1 to 5) and comment, who gave it (the signed-in owner, or null for a guest), and the
 * language its confirmation went out in. After a high rating the diner may review a restaurant:
 * the last one chosen, how it was found (search or position) and when are kept on the same row.
 */
import type { LocaleTag } from '@/domain/markets';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { locations } from './catalog';
import { instant } from './columns';
import { orders } from './orders';

export type ReviewLocatedBy = 'search' | 'position';

export const orderFeedback = pgTable(
  'order_feedback',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    customerId: integer('customer_id'),
    locale: varchar('locale', { length: 35 }).$type<LocaleTag>().notNull(),
    rating: smallint('rating').notNull(),
    comment: varchar('comment', { length: 1000 }),
    createdAt: instant('created_at').notNull().defaultNow(),
    reviewLocationId: integer('review_location_id').references(() => locations.id),
    reviewLocatedBy: varchar('review_located_by', { length: 8 }).$type<ReviewLocatedBy>(),
    reviewRequestedAt: instant('review_requested_at'),
  },
  (t) => [
    index('order_feedback_location').on(t.locationId, t.createdAt),
    index('order_feedback_customer').on(t.customerId),
    check('order_feedback_rating', sql`${t.rating} between 1 and 5`),
    check('order_feedback_review_located_by', sql`${t.reviewLocatedBy} in ('search', 'position')`),
  ],
);
