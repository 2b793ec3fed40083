/**
 * The staff lead console's rows: a page of the leads of some stores, the names of staff in a lead's
 * history, and a lead's refunds (written, settled, retried) with their payments.
 */
import { and, asc, count, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { cateringLeads, cateringRefunds, payments, staffAccounts } from '@/server/db/schema';

export type RefundRow = typeof cateringRefunds.$inferSelect;

/** 'Sam S.' for each staff id. */
export async function staffNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffAccounts.id, firstName: staffAccounts.firstName, lastName: staffAccounts.lastName })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName.slice(0, 1)}.`.trim()]));
}

/** The lead's refunds, oldest first, each with the label and tender of the payment it gives back to. */
export async function refundsOf(db: Database, leadId: string) {
  return db
    .select({ refund: cateringRefunds, label: payments.label, tender: payments.tender })
    .from(cateringRefunds)
    .innerJoin(payments, eq(payments.id, cateringRefunds.paymentId))
    .where(eq(cateringRefunds.leadId, leadId))
    .orderBy(asc(cateringRefunds.id));
}

export type LeadFilter = { storeIds: number[]; statusIds: number[]; from?: string; to?: string; q?: string };

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A lead number, or part of the buyer's name, email or company. */
function search(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (/^\d{1,9}$/.test(text)) return sql`${cateringLeads.number} = ${Number(text)}`;
  const pattern = likeText(text);
  return or(
    sql`(${cateringLeads.contact}->>'firstName') || ' ' || (${cateringLeads.contact}->>'lastName') ilike ${pattern}`,
    sql`${cateringLeads.contact}->>'email' ilike ${pattern}`,
    ilike(cateringLeads.company, pattern),
  );
}

/** A page of the leads of those stores, filtered, by event then number, and how many match in all. */
export async function leadsPage(db: Database, filter: LeadFilter, { page, pageSize }: { page: number; pageSize: number }) {
  const where = and(
    inArray(cateringLeads.locationId, filter.storeIds),
    filter.statusIds.length > 0 ? inArray(cateringLeads.statusId, filter.statusIds) : undefined,
    filter.from ? gte(cateringLeads.eventDate, filter.from) : undefined,
    filter.to ? lte(cateringLeads.eventDate, filter.to) : undefined,
    search(filter.q),
  );
  const rows = await db
    .select()
    .from(cateringLeads)
    .where(where)
    .orderBy(asc(cateringLeads.eventStartsAt), asc(cateringLeads.number))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ value: total } = { value: 0 }] = await db.select({ value: count() }).from(cateringLeads).where(where);
  return { rows, total };
}

export async function insertRefund(tx: Database, refund: typeof cateringRefunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(cateringRefunds).values(refund).returning();
  return row!;
}

/** Records how a refund went, settled now. */
export async function settleRefundRow(db: Database, id: number, changes: Partial<RefundRow>, now: Date): Promise<void> {
  await db.update(cateringRefunds).set({ ...changes, settledAt: now }).where(eq(cateringRefunds.id, id));
}

/** Takes the lead's failed refunds back to pending for a retry; only the caller that moved a row retries it. */
export async function claimFailedRefunds(db: Database, leadId: string): Promise<RefundRow[]> {
  return db
    .update(cateringRefunds)
    .set({ status: 'pending', failureMessage: null, settledAt: null })
    .where(and(eq(cateringRefunds.leadId, leadId), eq(cateringRefunds.status, 'failed')))
    .returning();
}

export async function refundRowsOf(db: Database, leadId: string): Promise<RefundRow[]> {
  return db.select().from(cateringRefunds).where(eq(cateringRefunds.leadId, leadId));
}
