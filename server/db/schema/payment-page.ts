/**
 * The payment page check's alerts: each difference the daily check found between what the
 * payment pages serve and their approved scripts and security headers.
 *
 * - `fingerprint` names the difference (page, kind, script or header, what was seen): while an
 *   alert is open the same difference seen again adds nothing, so it is mailed once.
 * - An alert closes (`resolved_at`) when a later check no longer sees it; the same difference
 *   coming back opens a new alert.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FindingKind } from '@/domain/payment-page/compare';
import { instant } from './columns';

export const paymentPageAlerts = pgTable(
  'payment_page_alerts',
  {
    id: serial('id').primaryKey(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    route: varchar('route', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 24 }).$type<FindingKind>().notNull(),
    /** The script's address ('inline' for an inline script), the header or the page's URL. */
    subject: varchar('subject', { length: 2000 }).notNull(),
    /** What was seen: the script's hash, the header's weak value; empty when nothing more. */
    detail: varchar('detail', { length: 2000 }).notNull(),
    detectedAt: instant('detected_at').notNull(),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [
    uniqueIndex('payment_page_alerts_open_fingerprint').on(t.fingerprint).where(sql`${t.resolvedAt} is null`),
    index('payment_page_alerts_detected').on(t.detectedAt),
  ],
);

export type PaymentPageAlertRow = typeof paymentPageAlerts.$inferSelect;
