/**
 * Catering lead queries. Every function takes the executor it runs on: the database, or the
 * `tx` of the caller's transaction. Inside a transaction pass only `tx`.
 */
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { countOf, pageOf } from '@/server/db/page';
import { brands, cateringEstimates, cateringLeadHistory, cateringLeads, locations, paymentAttempts, payments } from '@/server/db/schema';

export type LeadRow = typeof cateringLeads.$inferSelect;
export type NewLeadRow = typeof cateringLeads.$inferInsert;
export type EstimateRow = typeof cateringEstimates.$inferSelect;
export type NewEstimateRow = typeof cateringEstimates.$inferInsert;
export type HistoryRow = typeof cateringLeadHistory.$inferSelect;
export type NewHistoryRow = typeof cateringLeadHistory.$inferInsert;

export async function insertLead(tx: Database, row: NewLeadRow): Promise<LeadRow> {
  const [inserted] = await tx.insert(cateringLeads).values(row).returning();
  return inserted!;
}

export async function findLead(db: Database, leadId: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(cateringLeads).where(eq(cateringLeads.id, leadId)).limit(1);
  return row;
}

export async function findLeadByNumber(db: Database, number: number): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(cateringLeads).where(eq(cateringLeads.number, number)).limit(1);
  return row;
}

export async function findLeadOfOrder(db: Database, orderId: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(cateringLeads).where(eq(cateringLeads.orderId, orderId)).limit(1);
  return row;
}

/** The lead row, locked until the transaction ends: every change to a lead goes through here. */
export async function lockLead(tx: Database, leadId: string): Promise<LeadRow | undefined> {
  const [row] = await tx.select().from(cateringLeads).where(eq(cateringLeads.id, leadId)).for('update');
  return row;
}

export async function updateLead(tx: Database, leadId: string, changes: Partial<NewLeadRow>): Promise<LeadRow> {
  const [row] = await tx.update(cateringLeads).set(changes).where(eq(cateringLeads.id, leadId)).returning();
  return row!;
}

export async function insertHistory(tx: Database, row: NewHistoryRow): Promise<void> {
  await tx.insert(cateringLeadHistory).values(row);
}

export async function historyOf(db: Database, leadId: string): Promise<HistoryRow[]> {
  return db.select().from(cateringLeadHistory).where(eq(cateringLeadHistory.leadId, leadId)).orderBy(asc(cateringLeadHistory.id));
}

export async function insertEstimate(tx: Database, row: NewEstimateRow): Promise<EstimateRow> {
  const [inserted] = await tx.insert(cateringEstimates).values(row).returning();
  return inserted!;
}

/** The estimate last sent, if any. */
export async function latestEstimate(db: Database, leadId: string): Promise<EstimateRow | undefined> {
  const [row] = await db
    .select()
    .from(cateringEstimates)
    .where(eq(cateringEstimates.leadId, leadId))
    .orderBy(desc(cateringEstimates.version))
    .limit(1);
  return row;
}

/** The latest estimate of each lead in `leadIds`. */
export async function latestEstimates(db: Database, leadIds: readonly string[]): Promise<Map<string, EstimateRow>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(cateringEstimates)
    .where(inArray(cateringEstimates.leadId, [...leadIds]))
    .orderBy(asc(cateringEstimates.leadId), desc(cateringEstimates.version));
  const latest = new Map<string, EstimateRow>();
  for (const row of rows) if (!latest.has(row.leadId)) latest.set(row.leadId, row);
  return latest;
}

/** The store fields a lead is shown, mailed and held with. */
export async function leadLocation(db: Database, locationId: number) {
  const [row] = await db
    .select({
      id: locations.id,
      slug: locations.slug,
      title: locations.title,
      phone: locations.phone,
      timeZone: locations.timeZone,
      slotCapacity: locations.slotCapacity,
      brandTitle: brands.title,
    })
    .from(locations)
    .innerJoin(brands, eq(brands.id, locations.brandId))
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!row) throw new Error(`Location ${locationId} of a catering lead is missing`);
  return row;
}

export type LeadLocation = Awaited<ReturnType<typeof leadLocation>>;

/** The lead of each order in `orderIds` that has one: its id, order and number. */
export async function leadsOfOrders(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ id: cateringLeads.id, orderId: cateringLeads.orderId, number: cateringLeads.number })
    .from(cateringLeads)
    .where(inArray(cateringLeads.orderId, [...orderIds]));
}

/** A customer's leads, newest first, a page at a time. */
export async function leadsOfCustomer(db: Database, customerId: number, page: number, pageSize: number) {
  const mine = eq(cateringLeads.customerId, customerId);
  const query = db.select().from(cateringLeads).where(mine).orderBy(desc(cateringLeads.createdAt), desc(cateringLeads.number)).$dynamic();
  return pageOf(query, { page, pageSize }, countOf(db, cateringLeads, mine));
}

/**
 * The leads time may act on at `now`: every lead not yet final, and completed ones whose
 * feedback request may still be due (event within the last `feedbackDays`). Oldest event first.
 */
export async function leadsForSchedule(db: Database, openStatuses: readonly number[], completedStatus: number, since: Date, limit: number) {
  return db
    .select()
    .from(cateringLeads)
    .where(
      or(
        inArray(cateringLeads.statusId, [...openStatuses]),
        and(eq(cateringLeads.statusId, completedStatus), isNull(cateringLeads.feedbackRequestedAt), gte(cateringLeads.eventStartsAt, since)),
      ),
    )
    .orderBy(asc(cateringLeads.eventStartsAt), asc(cateringLeads.id))
    .limit(limit);
}

/**
 * Marks a reminder as sent unless it already is; true when this call marked it (so exactly one
 * run sends it).
 */
export async function claimReminder(db: Database, leadId: string, daysBefore: number): Promise<boolean> {
  const rows = await db
    .update(cateringLeads)
    .set({ remindersSent: sql`${cateringLeads.remindersSent} || ${JSON.stringify([daysBefore])}::jsonb` })
    .where(and(eq(cateringLeads.id, leadId), sql`not (${cateringLeads.remindersSent} @> ${JSON.stringify([daysBefore])}::jsonb)`))
    .returning({ id: cateringLeads.id });
  return rows.length > 0;
}

/** Marks the feedback request as sent unless it already is; true when this call marked it. */
export async function claimFeedback(db: Database, leadId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(cateringLeads)
    .set({ feedbackRequestedAt: now })
    .where(and(eq(cateringLeads.id, leadId), isNull(cateringLeads.feedbackRequestedAt)))
    .returning({ id: cateringLeads.id });
  return rows.length > 0;
}

export type NewPaymentRow = typeof payments.$inferInsert;

/** A payment of the quote's order, written in the caller's transaction (which holds the order lock). */
export async function insertOrderPayment(tx: Database, row: NewPaymentRow): Promise<string> {
  const [inserted] = await tx.insert(payments).values(row).returning({ id: payments.id });
  return inserted!.id;
}

/** Whether a buyer's payment of the order is in flight (a card attempt the gateway has not answered). */
export async function paymentInFlight(tx: Database, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')))
    .limit(1);
  return row !== undefined;
}
