/**
 * Group orders: a host's open order that guests fill from a shared link, each under their own name.
 *
 * - The group's lines are the order's own lines (order_items); group_order_lines says which guest
 *   added each, and order_items.label carries the guest's name to the ticket and receipt.
 * - The share link's token and each guest's secret are stored only as SHA-256 hashes.
 * - Every write to a group's lines locks its group_orders row first (then the order row), so a
 *   guest's add and the host's lock are ordered: an add commits before the lock or is refused.
 */
import { index, integer, pgTable, serial, uniqueIndex, uuid, varchar, boolean } from 'drizzle-orm/pg-core';
import { instant, money } from './columns';
import { orderItems, orders } from './orders';

export const groupOrders = pgTable(
  'group_orders',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shareTokenHash: varchar('share_token_hash', { length: 64 }).notNull(),
    /** Guests add items until this instant (real time), or until the host locks the group. */
    deadline: instant('deadline').notNull(),
    /** The most one person's lines may come to, in the order's currency; null: no limit. */
    perPersonLimit: money('per_person_limit'),
    lockedAt: instant('locked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('group_orders_order').on(t.orderId), uniqueIndex('group_orders_share_token').on(t.shareTokenHash)],
);

export const groupOrderGuests = pgTable(
  'group_order_guests',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupOrders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    isHost: boolean('is_host').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('group_order_guests_group').on(t.groupId), uniqueIndex('group_order_guests_secret').on(t.secretHash)],
);

/** Which guest added each line of a group's order. */
export const groupOrderLines = pgTable(
  'group_order_lines',
  {
    orderItemId: integer('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => groupOrderGuests.id, { onDelete: 'cascade' }),
  },
  (t) => [index('group_order_lines_guest').on(t.guestId)],
);
