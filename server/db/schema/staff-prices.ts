/**
 * Price changes of the back office planned for later: a brand admin's bulk change (which items,
 * what change, which stores) that the scheduled job applies at `run_at`, unless cancelled first.
 * The change itself (the new store prices) is written only when it runs, with its audit row.
 */
import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import type { PriceChangeSpec, PriceChangeStatus } from '@/domain/pricing/bulk-change';
import { brands } from './catalog';
import { instant } from './columns';
import { staffAccounts } from './staff';

export const scheduledPriceChanges = pgTable(
  'scheduled_price_changes',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    /** 'pending' until it runs ('applied') or an admin cancels it ('cancelled'). */
    status: varchar('status', { length: 16 }).$type<PriceChangeStatus>().notNull().default('pending'),
    runAt: instant('run_at').notNull(),
    /** Which items, what change, which stores: the same request a change applied at once takes. */
    spec: jsonb('spec').$type<PriceChangeSpec>().notNull(),
    /** How many prices moved in the preview the admin saw when planning it. */
    previewCount: integer('preview_count').notNull(),
    /** How many prices moved when it ran (prices may have changed in between). */
    appliedCount: integer('applied_count'),
    createdBy: integer('created_by').notNull().references(() => staffAccounts.id),
    createdAt: instant('created_at').notNull(),
    doneAt: instant('done_at'),
  },
  (t) => [index('scheduled_price_changes_due').on(t.status, t.runAt)],
);
