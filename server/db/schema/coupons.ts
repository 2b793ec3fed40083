/**
 * Coupons: codes a diner types in the cart, their discount (one of the nine discount types) and
 * conditions, the orders they are applied to, and the uses they were redeemed for.
 *
 * - A code belongs to one brand and is stored in upper case; the diner's input is compared
 *   upper-cased. `countryCode` null means every market of the brand.
 * - A serialized coupon (reward kind 4) is used through its single-use codes in `coupon_codes`;
 *   its own `code` only names it. A single-use code is redeemed at most once (unique index).
 * - `coupon_redemptions` is the ledger of uses: one row per paid order and coupon, written inside
 *   the payment's transaction with the coupon row locked, so the overall and per-customer limits
 *   (the count of rows) are never exceeded. `customer_key` is `c:<customer id>` or `e:<email>`;
 *   a diner's uses are the rows of their account or of their normalised email (`email_key`), so
 *   an account and the guest orders placed with its email count together.
 * - `order_coupons` holds what the diner applied to an open order; it reserves nothing.
 * - A paused coupon (`paused_at`) is refused until resumed; an ended one (`ended_at`) for good.
 */
import type { CountryCode } from '@/domain/markets';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant, money } from './columns';
import { orders } from './orders';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    countryCode: varchar('country_code', { length: 2 }).$type<CountryCode>(),
    code: varchar('code', { length: 40 }).notNull(),
    /** What the cart shows beside the code ("$5 off your order"), in the brand's main language. */
    title: varchar('title', { length: 120 }).notNull(),
    serialized: boolean('serialized').notNull().default(false),
    /** Discount types 1 to 9 (domain/ordering/discounts.ts). */
    typeId: smallint('type_id').notNull(),
    /** An amount ("5.00") for amount types, a percentage ("15.00") for percentage types; unused by type 9. */
    value: numeric('value', { precision: 12, scale: 2 }).notNull().default('0.00'),
    itemIds: jsonb('item_ids').$type<number[]>().notNull().default([]),
    subcategoryIds: jsonb('subcategory_ids').$type<number[]>().notNull().default([]),
    handoffIds: jsonb('handoff_ids').$type<number[]>().notNull().default([]),
    /** The pre-tax amount the cart must reach, after the order's other discounts. */
    minimumAmount: money('minimum_amount'),
    validFrom: instant('valid_from'),
    validTo: instant('valid_to'),
    perCustomerLimit: integer('per_customer_limit'),
    usageLimit: integer('usage_limit'),
    /** Paused by a brand admin: refused at checkout until resumed. */
    pausedAt: instant('paused_at'),
    /** Ended by a brand admin: refused at checkout for good. */
    endedAt: instant('ended_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_brand_code').on(t.brandId, t.code),
    check('coupons_type', sql`${t.typeId} between 1 and 9`),
    check('coupons_value', sql`${t.value} >= 0`),
    check('coupons_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check('coupons_limits', sql`coalesce(${t.perCustomerLimit}, 1) > 0 and coalesce(${t.usageLimit}, 1) > 0`),
  ],
);

export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id').notNull().references(() => coupons.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull(),
    code: varchar('code', { length: 40 }).notNull(),
  },
  (t) => [
    uniqueIndex('coupon_codes_brand_code').on(t.brandId, t.code),
    index('coupon_codes_coupon').on(t.couponId),
    check('coupon_codes_code_upper_case', sql`${t.code} = upper(${t.code})`),
  ],
);

export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    couponCodeId: integer('coupon_code_id').references(() => couponCodes.id),
    /** The code as the diner applied it (upper case). */
    code: varchar('code', { length: 40 }).notNull(),
    appliedAt: instant('applied_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.couponId] })],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    couponCodeId: integer('coupon_code_id').references(() => couponCodes.id),
    orderId: uuid('order_id').notNull().references(() => orders.id),
    customerKey: varchar('customer_key', { length: 300 }).notNull(),
    /** The account that paid, when signed in. */
    customerId: integer('customer_id'),
    /** The diner's email normalised (domain/ordering/diner-identity.ts): the account's, else the guest's. */
    emailKey: varchar('email_key', { length: 254 }),
    discount: money('discount').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_coupon').on(t.orderId, t.couponId),
    uniqueIndex('coupon_redemptions_code').on(t.couponCodeId),
    index('coupon_redemptions_customer').on(t.couponId, t.customerKey),
    index('coupon_redemptions_account').on(t.couponId, t.customerId),
    index('coupon_redemptions_email').on(t.couponId, t.emailKey),
  ],
);
