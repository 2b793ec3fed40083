/**
 * Holiday and pre-order periods: one row for a brand (location_id null) and at most one per
 * store, which replaces its brand's row as a whole. Dates are calendar days, both ends included,
 * read on the store's own calendar.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands, locations } from './catalog';

export const holidaySettings = pgTable(
  'holiday_settings',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    /** Null: the brand's own row; else the store whose row replaces the brand's. */
    locationId: integer('location_id').references(() => locations.id),
    holidayStart: date('holiday_start', { mode: 'string' }).notNull(),
    holidayEnd: date('holiday_end', { mode: 'string' }).notNull(),
    /** The days pre-orders are taken. */
    preorderStart: date('preorder_start', { mode: 'string' }).notNull(),
    preorderEnd: date('preorder_end', { mode: 'string' }).notNull(),
    /** The days a pre-order may be picked up (timeslots are generated only on them). */
    timeslotGenStart: date('timeslot_gen_start', { mode: 'string' }).notNull(),
    timeslotGenEnd: date('timeslot_gen_end', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('holiday_settings_brand').on(t.brandId).where(sql`${t.locationId} is null`),
    uniqueIndex('holiday_settings_location').on(t.locationId),
    check('holiday_settings_holiday_order', sql`${t.holidayStart} <= ${t.holidayEnd}`),
    check('holiday_settings_preorder_order', sql`${t.preorderStart} <= ${t.preorderEnd}`),
    check('holiday_settings_timeslot_gen_order', sql`${t.timeslotGenStart} <= ${t.timeslotGenEnd}`),
  ],
);
