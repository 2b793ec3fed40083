/**
 * The refunds of a paid order: one row per payment a refund touches, with the amount, who gave it
 * and why. A staff refund's row is written 'pending' before the money moves and settled once it
 * has: 'succeeded' with the processor's refund id (or the gift card ledger row, or the store's
 * word), 'failed' with the processor's reason when nothing moved. A refund made in the processor's
 * own dashboard is written 'succeeded' from its webhook, with no staff member and the processor's
 * refund id, once per refund id. What a payment may still give back is its amount minus its rows
 * that are not 'failed'.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { REFUND_REASON_MAX } from '../../../domain/payments/refunds';
import { instant, money } from './columns';
import { orders } from './orders';
import { payments } from './payments';

export type OrderRefundStatus = 'pending' | 'succeeded' | 'failed';


export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).$type<OrderRefundStatus>().notNull().default('pending'),
    reason: varchar('reason', { length: REFUND_REASON_MAX }).notNull(),
    /** The processor's refund id, the gift card ledger row's id, or the store's word. */
    reference: text('reference'),
    failureMessage: varchar('failure_message', { length: 300 }),
    /** Who gave it; null for a refund made in the processor's dashboard. */
    staffId: integer('staff_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    index('order_refunds_order').on(t.orderId),
    index('order_refunds_payment').on(t.paymentId),
    // A processor's refund is recorded once, however often its webhook comes.
    uniqueIndex('order_refunds_processor_refund').on(t.reference).where(sql`${t.staffId} is null`),
    check('order_refunds_amount_positive', sql`${t.amount} > 0`),
    check('order_refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
