/**
 * Item availability beyond a store's assortment:
 * - `location_item_sold_out`: an item a store marked sold out today, until `until` (the start of
 *   the store's next business day); a row that has passed means nothing and is replaced or
 *   deleted by the next change. The menu read's version counts these rows, so a change shows at once.
 * - `item_dayparts`: an item's serving times on the store's clock (breakfast 07:00–11:00); an
 *   item without any is served whenever the store is open.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, time } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { items, locations } from './catalog';
import { staffAccounts } from './staff';

export const locationItemSoldOut = pgTable(
  'location_item_sold_out',
  {
    locationId: integer('location_id').notNull().references(() => locations.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    until: instant('until').notNull(),
    markedBy: integer('marked_by').references(() => staffAccounts.id),
    markedAt: instant('marked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.itemId] })],
);

export const itemDayparts = pgTable(
  'item_dayparts',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id').notNull().references(() => items.id),
    starts: time('starts').notNull(),
    ends: time('ends').notNull(),
  },
  (t) => [index('item_dayparts_item').on(t.itemId), check('item_dayparts_order', sql`${t.starts} < ${t.ends}`)],
);
