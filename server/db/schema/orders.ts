/**
 * Orders: guest orders and their lines, per-location ordering settings, timeslot
 * reservations, and the stored answers of Idempotency-Key requests.
 *
 * - An order is addressed by a UUID and, for guests, an access token of which only the SHA-256
 *   hash is stored. `customerId` is the seam for signed-in owners (no table yet).
 * - Totals are a cache of priceOrder(lines, ...) written in the same transaction as every change.
 * - A reservation holds one place in a 15-minute slot. `timeslot_slots` holds one row per
 *   (location, slot) that reservers lock FOR UPDATE, so capacity is checked and taken atomically.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { instant, money } from './columns';
import { items, locations, options } from './catalog';

export type OrderGuest = { firstName: string; lastName: string; email: string; phone: string };
export type OrderDeliveryAddress = {
  address: string;
  city: string;
  state: string | null;
  zip: string;
  latitude: number;
  longitude: number;
};
export type OrderTaxLine = { code: string; rate: string; amount: string };


export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 100001 }).notNull(),
    brandId: integer('brand_id').notNull(),
    /** The store's country, alpha-2 in upper case like countries.code: 'US', 'CA'. */
    countryCode: varchar('country_code', { length: 2 }).$type<CountryCode>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    locationId: integer('location_id').notNull().references(() => locations.id),
    categoryId: smallint('category_id').notNull(),
    handoffId: smallint('handoff_id').notNull(),
    /** 1 open, 2 paid, 3 preparing, 4 ready, 5 completed, 6 cancelled, 7 out for delivery. */
    statusId: smallint('status_id').notNull().default(1),
    accessTokenHash: varchar('access_token_hash', { length: 64 }).notNull(),
    /** The signed-in owner; null for guests. */
    customerId: integer('customer_id'),
    /** The diner's locale when the order was created ('fr-ca'): the language of its later emails. */
    locale: varchar('locale', { length: 16 }).$type<LocaleTag>().notNull().default('en-us'),
    guest: jsonb('guest').$type<OrderGuest>(),
    /**
     * SHA-256 (hex) of the browser's device id (the X-Device-Id header) when the order was created
     * or its guest or time was set; used only to count one guest's orders in a time slot.
     */
    deviceHash: varchar('device_hash', { length: 64 }),
    deliveryAddress: jsonb('delivery_address').$type<OrderDeliveryAddress>(),
    aptSuitBldg: varchar('apt_suit_bldg', { length: 80 }),
    deliveryInstructions: varchar('delivery_instructions', { length: 500 }),
    timeslotStart: instant('timeslot_start'),
    timeslotAsap: boolean('timeslot_asap').notNull().default(false),
    tipKind: varchar('tip_kind', { length: 8 }),
    tipValue: money('tip_value'),
    subtotal: money('subtotal').notNull().default('0.00'),
    discountTotal: money('discount_total').notNull().default('0.00'),
    deliveryFee: money('delivery_fee').notNull().default('0.00'),
    taxes: jsonb('taxes').$type<OrderTaxLine[]>().notNull().default([]),
    taxTotal: money('tax_total').notNull().default('0.00'),
    tip: money('tip').notNull().default('0.00'),
    total: money('total').notNull().default('0.00'),
    itemCount: integer('item_count').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    index('orders_location').on(t.locationId),
    index('orders_customer').on(t.customerId),
    check('orders_country_code_upper_case', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().references(() => items.id),
    sectionId: integer('section_id'),
    quantity: integer('quantity').notNull(),
    /** The item's price at the store when added (without options). */
    unitPrice: money('unit_price').notNull(),
    specialInstructions: varchar('special_instructions', { length: 500 }),
    /** Whose line this is, printed on the ticket and receipt: a group order's guest name; null otherwise. */
    label: varchar('label', { length: 40 }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

export const orderItemOptions = pgTable(
  'order_item_options',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').notNull().references(() => options.id),
    groupId: integer('group_id').notNull(),
    priceDelta: money('price_delta').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderItemId, t.optionId] })],
);

/**
 * Per location and order-menu category: the delivery radius (0 = no delivery) and cart-limit
 * overrides. A missing row or a null column means the default (locations.delivery_radius_km,
 * domain/ordering DEFAULT_CART_LIMITS).
 */
export const locationCategorySettings = pgTable(
  'location_category_settings',
  {
    locationId: integer('location_id').notNull().references(() => locations.id),
    categoryId: smallint('category_id').notNull(),
    deliveryRadiusKm: doublePrecision('delivery_radius_km'),
    minItemQuantity: integer('min_item_quantity'),
    minAmount: money('min_amount'),
    minItems: integer('min_items'),
    maxItems: integer('max_items'),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.categoryId] })],
);

/** One lockable row per (location, slot start); reservers lock it FOR UPDATE before counting. */
export const timeslotSlots = pgTable(
  'timeslot_slots',
  {
    locationId: integer('location_id').notNull().references(() => locations.id),
    slotStart: instant('slot_start').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.slotStart] })],
);

/** One place in a slot per order. `expiresAt` null: held for good (the order is paid). */
export const timeslotReservations = pgTable(
  'timeslot_reservations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull(),
    slotStart: instant('slot_start').notNull(),
    expiresAt: instant('expires_at'),
    /** The points the slot earns the order's diner: its quiet-time bonus when the time was chosen (domain/kitchen/quiet-slots.ts), else 0. */
    quietBonusPoints: integer('quiet_bonus_points').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('timeslot_reservations_slot').on(t.locationId, t.slotStart), check('timeslot_reservations_quiet_bonus', sql`${t.quietBonusPoints} >= 0`)],
);

/** The first answer to each (scope, Idempotency-Key); see server/idempotency. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: varchar('scope', { length: 200 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    /** The API process (api_instances.id) running the first request; null from older versions. */
    ownerInstance: varchar('owner_instance', { length: 64 }),
    createdAt: instant('created_at').notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);
