/**
 * Handoffs beyond the kitchen door: which handoffs each store offers with their lead times, and
 * what an in-store order carries for its handoff (the curbside vehicle and arrival, the dine-in table).
 *
 * - A store without a row for a handoff offers pickup and delivery (delivery within its radius)
 *   and none of dine-in, curbside and drive-through. A row says yes or no and may set the lead time.
 * - `instructions` is what the diner needs to find the handoff: for curbside, where to park.
 * - One handoff-details row per order, written at checkout; `arrivedAt` is set once, by "I'm here".
 * - A store's pause of online orders: one row per store and handoff while paused, until `until`
 *   (null: until a manager resumes, which deletes the row); who paused it is in the audit log too.
 */
import { boolean, index, integer, pgTable, primaryKey, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { locations } from './catalog';
import { orders } from './orders';
import { customerVehicles } from './profile';
import { staffAccounts } from './staff';

export const locationHandoffs = pgTable(
  'location_handoffs',
  {
    locationId: integer('location_id').notNull().references(() => locations.id),
    handoffId: smallint('handoff_id').notNull(),
    offered: boolean('offered').notNull(),
    /** Minutes from now to the first slot; null: the handoff's default. */
    leadMinutes: integer('lead_minutes'),
    instructions: varchar('instructions', { length: 300 }),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.handoffId] })],
);

export const orderHandoffDetails = pgTable(
  'order_handoff_details',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The saved vehicle it was copied from; the copy stays when the vehicle is deleted. */
    vehicleId: integer('vehicle_id').references(() => customerVehicles.id, { onDelete: 'set null' }),
    vehicleMake: varchar('vehicle_make', { length: 40 }),
    vehicleModel: varchar('vehicle_model', { length: 40 }),
    vehicleColour: varchar('vehicle_colour', { length: 30 }),
    vehiclePlate: varchar('vehicle_plate', { length: 12 }),
    tableNumber: integer('table_number'),
    arrivedAt: instant('arrived_at'),
  },
  (t) => [index('order_handoff_details_vehicle').on(t.vehicleId)],
);

export const storePauses = pgTable(
  'store_pauses',
  {
    locationId: integer('location_id').notNull().references(() => locations.id, { onDelete: 'cascade' }),
    handoffId: smallint('handoff_id').notNull(),
    /** Orders are taken again from this instant; null: until a manager resumes. */
    until: instant('until'),
    pausedAt: instant('paused_at').notNull().defaultNow(),
    pausedBy: integer('paused_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.handoffId] })],
);
