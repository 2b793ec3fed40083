/**
 * A quieter time earns points.
 *
 * - `brand_quiet_slot_settings`: a brand's threshold (a percentage of the make capacity under which
 *   a slot's booked load is quiet) and bonus points; a missing row means the defaults
 *   (domain/kitchen/quiet-slots.ts), and 0 in either turns the bonus off.
 * - The bonus an order's chosen slot earned is kept on its timeslot reservation
 *   (`timeslot_reservations.quiet_bonus_points`), decided when the time was chosen.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';

export const brandQuietSlotSettings = pgTable(
  'brand_quiet_slot_settings',
  {
    brandId: integer('brand_id').primaryKey(),
    thresholdPercent: integer('threshold_percent').notNull().default(30),
    bonusPoints: integer('bonus_points').notNull().default(50),
  },
  (t) => [
    check('brand_quiet_slot_settings_threshold', sql`${t.thresholdPercent} between 0 and 100`),
    check('brand_quiet_slot_settings_points', sql`${t.bonusPoints} between 0 and 10000`),
  ],
);
