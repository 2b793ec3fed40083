/**
 * What a signed-in customer keeps: delivery addresses, curbside vehicles, saved
 * cards, favourite locations and notifications. Referrals need no table: the referred customer
 * row carries the code it signed up with (accounts.ts).
 *
 * - Every row belongs to one customer and goes with it (ON DELETE CASCADE). Queries always
 *   filter by the customer id as well as the row id, so another customer's row is "not found".
 * - At most one primary address per customer (partial unique index).
 * - A saved card is the processor's customer and payment method (references, never a token or
 *   a card number) plus what may be shown: brand, last 4, expiry. `tokenHash`, the hash of the
 *   token it was saved from, makes saving the same token twice a no-op. A customer is created at
 *   a processor once (`processor_customers`), and each card saved there is attached to it.
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
    /** The processor the card is saved at: `sandbox` or `stripe`. */
    processor: varchar('processor', { length: 16 }).$type<CardProcessor>().notNull(),
    /** The processor's customer (`cus_...`) the payment method is attached to. */
    customerRef: text('customer_ref').notNull(),
    /** The processor's payment method (`pm_...`): what a payment with the saved card names. */
    paymentMethodRef: text('payment_method_ref').notNull(),
    /** SHA-256 of the token the card was saved from (hex), for the one-row-per-token rule. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    brand: varchar('brand', { length: 16 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_cards_customer_token').on(t.customerId, t.tokenHash),
    uniqueIndex('saved_cards_payment_method').on(t.processor, t.paymentMethodRef),
  ],
);

export type CardProcessor = 'sandbox' | 'stripe';

/** A Hickory customer's customer at a card processor, created once and reused for every card saved there. */
export const processorCustomers = pgTable(
  'processor_customers',
  {
    customerId: owner(),
    processor: varchar('processor', { length: 16 }).$type<CardProcessor>().notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /**
     * When the account was erased: the customer is to be deleted at the processor, and the row
     * goes once the processor confirmed it (retried by a job while the processor cannot be reached).
     */
    erasedAt: instant('erased_at'),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.processor] })],
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
