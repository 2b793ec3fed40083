/**
 * The order lifecycle's transactional outbox: one row per after-commit listener of an order
 * event, written in the transaction that changed the order, so the work after the commit (an
 * email, a notice) is never lost to a crash and never done for a change that rolled back.
 *
 * - `listener` names the after-commit listener, `event` the order event ('paid', 'ready'...),
 *   `payload` what the listener needs besides the order (the diner's locale, the event's time).
 * - A deliverer claims a row (`claimed_until`, a lease), runs its listener, and sets
 *   `delivered_at`; a failure keeps the row with its `last_error` and `attempts` for a later run.
 * - One row per (order, event, listener, occurrence): publishing the same event again writes
 *   nothing. `occurrence` is '' for events that happen once; an event an order may see several
 *   times (each refund) names its occurrence, so each gets its own row.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { orders } from './orders';

export const orderOutbox = pgTable(
  'order_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 20 }).notNull(),
    listener: varchar('listener', { length: 60 }).notNull(),
    occurrence: varchar('occurrence', { length: 40 }).notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull().defaultNow(),
    claimedUntil: instant('claimed_until'),
    deliveredAt: instant('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 300 }),
  },
  (t) => [
    uniqueIndex('order_outbox_order_event_listener').on(t.orderId, t.event, t.listener, t.occurrence),
    index('order_outbox_undelivered').on(t.id).where(sql`${t.deliveredAt} is null`),
  ],
);
