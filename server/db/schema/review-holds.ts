/**
 * Orders held for staff review when they were paid (domain/staff/review-holds.ts): one row per
 * held order, with why and against which threshold. A held order stays out of the kitchen queue
 * until a store manager or brand admin resolves it: 'released' (it joins the queue) or
 * 'cancelled' (its `cancelled` event published), with who, when and their note.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { REVIEW_NOTE_MAX, type ReviewHoldReason } from '../../../domain/staff/review-holds';
import { instant, money } from './columns';
import { orders } from './orders';
import { staffAccounts } from './staff';

export type ReviewHoldResolution = 'released' | 'cancelled';

export const orderReviewHolds = pgTable(
  'order_review_holds',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 16 }).$type<ReviewHoldReason>().notNull(),
    /** The brand's threshold when the order was held; null when the brand had none (a postal code hold). */
    threshold: money('threshold'),
    /** The paying account's creation; null for a guest. */
    accountCreatedAt: instant('account_created_at'),
    heldAt: instant('held_at').notNull(),
    resolution: varchar('resolution', { length: 16 }).$type<ReviewHoldResolution>(),
    resolvedAt: instant('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => staffAccounts.id),
    note: varchar('note', { length: REVIEW_NOTE_MAX }),
  },
  (t) => [
    index('order_review_holds_pending').on(t.heldAt).where(sql`${t.resolvedAt} is null`),
    check('order_review_holds_reason', sql`${t.reason} in ('guest', 'new-account', 'postal-code')`),
    check('order_review_holds_resolution', sql`(${t.resolution} is null) = (${t.resolvedAt} is null)`),
  ],
);
