/**
 * Rewards beside the points: mystery rewards revealed and the birthdays diners give.
 *
 * - A mystery reveal is the n-th mystery reward a diner earned (one per MYSTERY_REWARD_EVERY
 *   paid orders): (customer, sequence) is unique, so revealing the same one twice keeps one row.
 *   It holds the drawn prize until the diner accepts it; one reroll replaces the prize; accepting
 *   puts a wallet reward in the wallet (its grant key is the reveal's id) and closes the reveal.
 * - Achievement, birthday, anniversary and referral grants need no table of their own: each is a
 *   wallet reward whose unique grant key names its cause ('achievement:42:first-order',
 *   'birthday:42:2026', 'anniversary:42:2026', 'referral:7:referrer').
 * - A birthday is a month and a day, no year.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { instant } from './columns';
import { walletRewards } from './loyalty';

export const mysteryReveals = pgTable(
  'mystery_reveals',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 1 for the first mystery reward the diner earned, 2 for the next... */
    sequence: integer('sequence').notNull(),
    /** The key of the drawn prize (domain/loyalty/mystery-rewards.ts). */
    prizeKey: varchar('prize_key', { length: 64 }).notNull(),
    rerolls: smallint('rerolls').notNull().default(0),
    acceptedAt: instant('accepted_at'),
    walletRewardId: uuid('wallet_reward_id').references(() => walletRewards.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mystery_reveals_customer_sequence').on(t.customerId, t.sequence),
    check('mystery_reveals_sequence', sql`${t.sequence} >= 1`),
    check('mystery_reveals_rerolls', sql`${t.rerolls} between 0 and 1`),
  ],
);

export const customerBirthdays = pgTable(
  'customer_birthdays',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    month: smallint('month').notNull(),
    day: smallint('day').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('customer_birthdays_day', sql`${t.month} between 1 and 12 and ${t.day} between 1 and 31`)],
);
