/**
 * What a signed-in customer keeps: delivery addresses, curbside vehicles, saved
 * cards, favourite locations and notifications. Referrals need no table: the referred customer
 * row carries the code it signed up with (accounts.ts).
 *
 * - Every row belongs to one customer and goes with it (ON DELETE CASCADE). Queries always
 *   filter by the customer id as well as the row id, so another customer's row is "not found".
 * - At most one primary address per customer (partial unique index).
 * - A saved card is a gateway token plus what may be shown: brand, last 4, expiry. Never a
 *   card number. `tokenHash` makes saving the same token twice a no-op.
 * - One notification per (customer, kind, order): creating them is idempotent.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { customers } from './accounts';
import { locations } from './catalog';
import { orders } from './orders';

const owner = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: owner(),
    /** Address kinds: home 1, work 2, other 3. */
    kindId: smallint('kind_id').notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }),
    zip: varchar('zip', { length: 20 }).notNull(),
    aptSuitBldg: varchar('apt_suit_bldg', { length: 80 }),
    deliveryInstructions: varchar('delivery_instructions', { length: 500 }),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer').on(t.customerId, t.id),
    uniqueIndex('customer_addresses_one_primary').on(t.customerId).where(sql`${t.isPrimary}`),
  ],
);

export const customerVehicles = pgTable(
  'customer_vehicles',
  {
    id: serial('id').primaryKey(),
    customerId: owner(),
    make: varchar('make', { length: 40 }).notNull(),
    model: varchar('model', { length: 40 }).notNull(),
    colour: varchar('colour', { length: 30 }).notNull(),
    /** Optional licence plate, upper case. */
    plate: varchar('plate', { length: 12 }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('customer_vehicles_customer').on(t.customerId, t.id)],
);

export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    customerId: owner(),
    token: text('token').notNull(),
    /** SHA-256 of the token (hex), for the one-row-per-token rule. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    brand: varchar('brand', { length: 16 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_cards_customer_token').on(t.customerId, t.tokenHash)],
);

export const favoriteLocations = pgTable(
  'favorite_locations',
  {
    customerId: owner(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.locationId] })],
);

export type NotificationKind = 'order-paid' | 'order-ready';

export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: serial('id').primaryKey(),
    customerId: owner(),
    kind: varchar('kind', { length: 40 }).$type<NotificationKind>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_notifications_kind_order').on(t.customerId, t.kind, t.orderId),
    index('customer_notifications_customer').on(t.customerId, t.createdAt),
  ],
);
