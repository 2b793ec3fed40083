/**
 * The audit rows: one written, those of a subject, and the brand's, newest first, with the member and the store they name. A row is the
 * brand's when its member is (or, for a refused sign-in of an unknown address, when it was tried
 * on the brand's console). A person is an account id, or an email: the account's, or one tried.
 */
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { locations, staffAccounts, staffAuditLog } from '@/server/db/schema';
import { pageOf, type PageRequest } from '@/server/db/page';
import type { AuditSubjectType } from './audit';

export async function insertAuditRow(db: Database, row: typeof staffAuditLog.$inferInsert): Promise<void> {
  await db.insert(staffAuditLog).values(row);
}

/** The rows of one subject, oldest first. */
export async function auditOf(db: Database, subjectType: AuditSubjectType, subjectId: string) {
  return db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.subjectType, subjectType), eq(staffAuditLog.subjectId, subjectId)))
    .orderBy(asc(staffAuditLog.id));
}

export type AuditPerson = { staffId: number } | { email: string };

export type AuditLogFilter = { brandId: number; person: AuditPerson | null; storeId: number | null; from: Date | null; until: Date | null };

export type AuditLogRow = {
  entry: typeof staffAuditLog.$inferSelect;
  staff: { id: number; firstName: string; lastName: string; email: string } | null;
  store: { id: number; title: string } | null;
};

function whereOf(filter: AuditLogFilter): SQL | undefined {
  const person = filter.person;
  return and(
    eq(sql`coalesce(${staffAccounts.brandId}, ${staffAuditLog.brandId})`, filter.brandId),
    person && 'staffId' in person ? eq(staffAuditLog.staffId, person.staffId) : undefined,
    person && 'email' in person ? or(eq(staffAccounts.email, person.email), eq(staffAuditLog.email, person.email)) : undefined,
    filter.storeId !== null ? eq(staffAuditLog.locationId, filter.storeId) : undefined,
    filter.from ? gte(staffAuditLog.createdAt, filter.from) : undefined,
    filter.until ? lt(staffAuditLog.createdAt, filter.until) : undefined,
  );
}

export async function auditLogPage(db: Database, filter: AuditLogFilter, page: PageRequest): Promise<{ rows: AuditLogRow[]; total: number }> {
  const where = whereOf(filter);
  const query = db
    .select({
      entry: staffAuditLog,
      staffId: staffAccounts.id,
      firstName: staffAccounts.firstName,
      lastName: staffAccounts.lastName,
      email: staffAccounts.email,
      storeId: locations.id,
      storeTitle: locations.title,
    })
    .from(staffAuditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
    .leftJoin(locations, eq(locations.id, staffAuditLog.locationId))
    .where(where)
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .$dynamic();
  // The count joins the member too: the filter reads the member's brand and email.
  const counted = db.select({ total: count() }).from(staffAuditLog).leftJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId)).where(where);
  const found = await pageOf(query, page, counted);
  const rows = found.rows.map((row) => ({
    entry: row.entry,
    staff: row.staffId !== null ? { id: row.staffId, firstName: row.firstName!, lastName: row.lastName!, email: row.email! } : null,
    store: row.storeId !== null ? { id: row.storeId, title: row.storeTitle! } : null,
  }));
  return { rows, total: found.total };
}
