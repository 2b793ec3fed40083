/**
 * Today's smoke: what a store smoked of each meat for a business day (its own date), as a ledger.
 * - `smoke_days`: one row per store, meat and day, the row every change of that day's ledger
 *   locks first (so two checkouts for the last rack are served one after the other), with how
 *   the meat is counted and whether the manager entered the day's smoke (a day without an entry
 *   sells without limit; its sales are still written, so tomorrow's entry includes them).
 * - `smoke_ledger`: signed rows in the units the meat is sold by (racks, pieces, or the market's
 *   weight unit: lb, 100 g or kg): 'smoked' (+, the manager's entry or its correction), 'sold'
 *   (−, an order paid) and 'returned' (+, that order cancelled or refunded); 'held' (−, a
 *   payment's reservation: a card, PayPal or gift card attempt's, written before money is taken,
 *   or a PayPal order's, written when it is created, before the diner approves it) and 'released'
 *   (+, that hold given back when the payment fails, is cancelled or lapses, or turned into
 *   'sold' when the order is paid). What is left is the sum.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid, varchar, boolean } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { items, locations } from './catalog';
import { orders } from './orders';
import { paymentAttempts, paypalOrders } from './payments';
import { staffAccounts } from './staff';

export const smokeDays = pgTable(
  'smoke_days',
  {
    locationId: integer('location_id').notNull().references(() => locations.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    /** The store's business day, on its own clock. */
    day: date('day', { mode: 'string' }).notNull(),
    /** 'rack', 'piece' or 'weight' (domain/kitchen/smoke-units.ts). */
    countedAs: varchar('counted_as', { length: 8 }).notNull(),
    /** The manager entered this day's smoke: sales are limited to what is left. */
    entered: boolean('entered').notNull().default(false),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.itemId, t.day] }),
    check('smoke_days_counted_as', sql`${t.countedAs} IN ('rack', 'piece', 'weight')`),
  ],
);

export const smokeLedger = pgTable(
  'smoke_ledger',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id').notNull().references(() => locations.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'smoked' (+), 'sold' (−), 'returned' (+), 'held' (−), 'released' (+). */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Signed, in the units the meat is sold by. */
    quantity: integer('quantity').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** A hold's payment attempt: each attempt holds a meat once and releases it once. */
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'set null' }),
    /** A hold's PayPal order (held from its creation until it is captured, cancelled or lapses): held once, released once. */
    paypalOrderId: text('paypal_order_id').references(() => paypalOrders.paypalOrderId, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('smoke_ledger_day').on(t.locationId, t.itemId, t.day),
    /** An order draws a meat once and gets it back once, however often its events are published. */
    uniqueIndex('smoke_ledger_order_once').on(t.orderId, t.itemId, t.kind).where(sql`${t.orderId} IS NOT NULL AND ${t.kind} IN ('sold', 'returned')`),
    uniqueIndex('smoke_ledger_attempt_once').on(t.attemptId, t.itemId, t.kind).where(sql`${t.attemptId} IS NOT NULL`),
    uniqueIndex('smoke_ledger_paypal_once').on(t.paypalOrderId, t.itemId, t.kind).where(sql`${t.paypalOrderId} IS NOT NULL`),
    index('smoke_ledger_order').on(t.orderId),
    check('smoke_ledger_kind', sql`${t.kind} IN ('smoked', 'sold', 'returned', 'held', 'released')`),
    check(
      'smoke_ledger_sign',
      sql`(${t.kind} IN ('sold', 'held') AND ${t.quantity} < 0) OR (${t.kind} IN ('returned', 'released') AND ${t.quantity} > 0) OR ${t.kind} = 'smoked'`,
    ),
  ],
);
