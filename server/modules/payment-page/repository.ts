/** The payment page alerts' rows, and the addresses of the brand admins they are mailed to. */
import { and, asc, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Finding } from '@/domain/payment-page/compare';
import type { Database } from '@/server/db/client';
import { paymentPageAlerts, staffAccounts, type PaymentPageAlertRow } from '@/server/db/schema';

export type { PaymentPageAlertRow };

/** Opens an alert for each finding without an open one; returns the alerts opened now. */
export async function openAlerts(db: Database, findings: readonly Finding[], at: Date): Promise<PaymentPageAlertRow[]> {
  if (findings.length === 0) return [];
  const values = findings.map(({ fingerprint, route, kind, subject, detail }) => ({ fingerprint, route, kind, subject: subject.slice(0, 2000), detail: detail.slice(0, 2000), detectedAt: at }));
  return db.insert(paymentPageAlerts).values(values).onConflictDoNothing().returning();
}

/** Closes the open alerts whose difference is no longer seen; returns how many. */
export async function resolveAlertsNotIn(db: Database, fingerprints: readonly string[], at: Date): Promise<number> {
  const open = isNull(paymentPageAlerts.resolvedAt);
  const rows = await db
    .update(paymentPageAlerts)
    .set({ resolvedAt: at })
    .where(fingerprints.length > 0 ? and(open, notInArray(paymentPageAlerts.fingerprint, [...fingerprints])) : open)
    .returning({ id: paymentPageAlerts.id });
  return rows.length;
}

export async function listOpenAlerts(db: Database, limit: number): Promise<PaymentPageAlertRow[]> {
  return db.select().from(paymentPageAlerts).where(isNull(paymentPageAlerts.resolvedAt)).orderBy(desc(paymentPageAlerts.detectedAt), asc(paymentPageAlerts.id)).limit(limit);
}

/** Every brand admin's address (demo accounts only while the API runs in demo mode). */
export async function brandAdminEmails(db: Database, includeDemo: boolean): Promise<string[]> {
  const admin = eq(staffAccounts.role, 'brand_admin');
  const rows = await db
    .select({ email: staffAccounts.email })
    .from(staffAccounts)
    .where(includeDemo ? admin : and(admin, eq(staffAccounts.isDemo, false)))
    .orderBy(asc(staffAccounts.email));
  return rows.map((row) => row.email);
}
