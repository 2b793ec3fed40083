/**
 * Text alerts and running late.
 *
 * - `sms_consents`: a diner's opt-in at checkout to texts about one order, with the number
 *   (E.164), the language, the exact wording they were shown and when they agreed. One per order.
 * - `sms_opt_outs`: numbers that answered STOP to a brand; nothing more is texted to them until
 *   they answer START.
 * - `sms_messages`: every text, one per order and kind (the unique row makes each go out once);
 *   in demo mode without Twilio it is the sandbox outbox the dev page lists.
 * - `order_late_notices`: an order not ready by its promised time plus the brand's grace, told a
 *   new ready time once, and credited once past the second threshold (one row per order).
 * - `brand_late_settings`: a brand's grace and credit; a missing row means the defaults.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, numeric, pgTable, primaryKey, serial, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { LocaleTag } from '@/domain/markets';
import { instant } from './columns';
import { orders } from './orders';

export const smsConsents = pgTable(
  'sms_consents',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull(),
    phone: varchar('phone', { length: 16 }).notNull(),
    locale: varchar('locale', { length: 16 }).$type<LocaleTag>().notNull(),
    /** The consent text exactly as the checkout showed it. */
    wording: varchar('wording', { length: 1000 }).notNull(),
    consentedAt: instant('consented_at').notNull(),
  },
  (t) => [uniqueIndex('sms_consents_order').on(t.orderId), check('sms_consents_phone_e164', sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`)],
);

export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    brandId: integer('brand_id').notNull(),
    phone: varchar('phone', { length: 16 }).notNull(),
    optedOutAt: instant('opted_out_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.phone] })],
);

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** 'ready', 'on-the-way', 'running-late', 'credit'. */
    kind: varchar('kind', { length: 20 }).notNull(),
    toPhone: varchar('to_phone', { length: 16 }).notNull(),
    body: varchar('body', { length: 1600 }).notNull(),
    /** outbox (the sandbox kept it), sent, failed, opted-out (STOP came first: not sent). */
    status: varchar('status', { length: 12 }).$type<'outbox' | 'sent' | 'failed' | 'opted-out'>().notNull().default('outbox'),
    providerId: varchar('provider_id', { length: 64 }),
    error: varchar('error', { length: 300 }),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (t) => [uniqueIndex('sms_messages_order_kind').on(t.orderId, t.kind), index('sms_messages_created').on(t.createdAt)],
);

export const orderLateNotices = pgTable(
  'order_late_notices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promisedAt: instant('promised_at').notNull(),
    newReadyAt: instant('new_ready_at').notNull(),
    noticedAt: instant('noticed_at').notNull(),
    /** How the diner was told: a text, an email, or neither (no contact). */
    channel: varchar('channel', { length: 8 }).$type<'sms' | 'email' | 'none'>().notNull(),
    creditedAt: instant('credited_at'),
    creditKind: varchar('credit_kind', { length: 8 }).$type<'points' | 'coupon'>(),
    creditPoints: integer('credit_points'),
    couponCode: varchar('coupon_code', { length: 40 }),
  },
  (t) => [index('order_late_notices_uncredited').on(t.noticedAt).where(sql`${t.creditedAt} is null`)],
);

export const brandLateSettings = pgTable(
  'brand_late_settings',
  {
    brandId: integer('brand_id').primaryKey(),
    graceMinutes: integer('grace_minutes').notNull().default(10),
    creditAfterMinutes: integer('credit_after_minutes').notNull().default(30),
    creditPoints: integer('credit_points').notNull().default(100),
    couponPercent: numeric('coupon_percent', { precision: 5, scale: 2 }).notNull().default('15.00'),
  },
  (t) => [
    check('brand_late_settings_grace', sql`${t.graceMinutes} between 0 and 240`),
    check('brand_late_settings_credit_after', sql`${t.creditAfterMinutes} > ${t.graceMinutes} and ${t.creditAfterMinutes} <= 480`),
    check('brand_late_settings_points', sql`${t.creditPoints} between 1 and 100000`),
    check('brand_late_settings_coupon', sql`${t.couponPercent} > 0 and ${t.couponPercent} <= 100`),
  ],
);
