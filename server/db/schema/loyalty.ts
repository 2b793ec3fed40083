/**
 * Loyalty: the points ledger, the wallet of rewards and the rewards store.
 *
 * - The ledger is append-only: every grant and spend of points is a row with a reason, and a
 *   customer's balance is the sum of their rows. `key` is unique, so a credit keyed by what
 *   caused it (the order, the survey answer) happens once however often it is attempted.
 * - A wallet reward belongs to one customer: a loyalty item bought with points (kind 1, no
 *   source), a mystery reward, a coupon or a serialized coupon (kinds 2-4, sources 1-5). It is
 *   in the wallet, on an open order (with the order line it made free), used, or expired.
 *   `grantKey` (unique when set) makes a job's or a rule's grant happen once.
 * - The rewards store lists, per brand, the menu items a diner may buy with points.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { PointsReason, RewardKindId, RewardSourceId, RewardStatusId, RewardTypeId } from '@/domain/loyalty/constants';
import { customers } from './accounts';
import { items } from './catalog';
import { instant } from './columns';
import { orderItems, orders } from './orders';

export const loyaltyStoreItems = pgTable(
  'loyalty_store_items',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    points: integer('points').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loyalty_store_items_brand_item').on(t.brandId, t.itemId), check('loyalty_store_items_points', sql`${t.points} > 0`)],
);

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: varchar('reason', { length: 32 }).$type<PointsReason>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The wallet reward a store redemption bought. */
    rewardId: uuid('reward_id'),
    /** What caused the entry, unique: 'order-earned:<orderId>', 'survey:<answerId>'. */
    key: varchar('key', { length: 200 }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_ledger_key').on(t.key),
    index('points_ledger_customer').on(t.customerId, t.createdAt),
    index('points_ledger_order').on(t.orderId),
    check('points_ledger_points_nonzero', sql`${t.points} <> 0`),
    check(
      'points_ledger_reason',
      sql`${t.reason} in ('order_earned', 'order_reversed', 'store_redeemed', 'survey', 'adjustment', 'reward_returned', 'running_late', 'quiet_slot')`,
    ),
  ],
);

export const walletRewards = pgTable(
  'wallet_rewards',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 3 loyalty, 7 mystery. */
    rewardTypeId: smallint('reward_type_id').$type<RewardTypeId>().notNull(),
    /** 1 mystery, 2 birthday, 3 achievement, 4 anniversary, 5 referral; null when bought in the store. */
    rewardSourceId: smallint('reward_source_id').$type<RewardSourceId>(),
    /** 1 loyalty item, 2 mystery reward, 3 coupon, 4 serialized coupon. */
    rewardKindId: smallint('reward_kind_id').$type<RewardKindId>().notNull(),
    /** The free item of an item reward. */
    itemId: integer('item_id').references(() => items.id),
    /** The store listing it was bought from, and for how many points. */
    storeItemId: integer('store_item_id').references(() => loyaltyStoreItems.id),
    pointsSpent: integer('points_spent'),
    /** The coupon of a coupon reward, and the code of a serialized one. */
    couponId: integer('coupon_id'),
    couponCode: varchar('coupon_code', { length: 64 }),
    /** A display title when the reward is not an item (a mystery reward's prize, a coupon's name). */
    title: varchar('title', { length: 160 }),
    /** 1 in wallet, 2 on order, 3 used, 4 expired. */
    statusId: smallint('status_id').$type<RewardStatusId>().notNull().default(1),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order line the reward made free while on an order. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** True when the reward added its line; false when it made a line the diner ordered free (taking it off keeps that line). */
    lineAdded: boolean('line_added').notNull().default(true),
    /** Unique when set: what makes a job's or a rule's grant happen once ('birthday:42:2026'). */
    grantKey: varchar('grant_key', { length: 200 }),
    expiresAt: instant('expires_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_rewards_customer').on(t.customerId, t.statusId),
    index('wallet_rewards_order').on(t.orderId),
    uniqueIndex('wallet_rewards_grant_key').on(t.grantKey),
    uniqueIndex('wallet_rewards_order_item').on(t.orderItemId),
    check('wallet_rewards_type', sql`${t.rewardTypeId} in (3, 7)`),
    check('wallet_rewards_source', sql`${t.rewardSourceId} is null or ${t.rewardSourceId} between 1 and 5`),
    check('wallet_rewards_kind', sql`${t.rewardKindId} between 1 and 4`),
    check('wallet_rewards_status', sql`${t.statusId} between 1 and 4`),
    check('wallet_rewards_item_kind', sql`${t.rewardKindId} <> 1 or ${t.itemId} is not null`),
    check('wallet_rewards_on_order', sql`${t.statusId} <> 2 or ${t.orderId} is not null`),
  ],
);
