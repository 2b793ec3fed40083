/**
 * The staff audit log: one row per staff action, with who, when, what, on which subject, and
 * the state before and after. Written in the transaction of the change it records, so a change
 * without its row (or a row without its change) never commits.
 */
import { asc, eq, and } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { staffAuditLog, type StaffAuditAction } from '@/server/db/schema';

export type AuditEntry = {
  staffId: number;
  action: StaffAuditAction;
  subjectType: 'order' | 'staff' | 'lead';
  subjectId: string;
  locationId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  requestId?: string | null;
  at: Date;
};

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    locationId: entry.locationId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
    createdAt: entry.at,
  });
}

export async function auditOf(db: Database, subjectType: AuditEntry['subjectType'], subjectId: string) {
  return db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.subjectType, subjectType), eq(staffAuditLog.subjectId, subjectId)))
    .orderBy(asc(staffAuditLog.id));
}
