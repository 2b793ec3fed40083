/** The survey tables: writing a submission, finding the store and quote it names, and the staff's pages of them. */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { cateringContestEntries, cateringFeedback, cateringLeads, locations } from '@/server/db/schema';

export type FeedbackRow = typeof cateringFeedback.$inferSelect;
export type ContestEntryRow = typeof cateringContestEntries.$inferSelect;
export type SurveyStore = { id: number; title: string };

/** The brand's store, or undefined. */
export async function findBrandStore(db: Database, brandId: number, storeId: number): Promise<SurveyStore | undefined> {
  const [row] = await db.select({ id: locations.id, title: locations.title }).from(locations).where(and(eq(locations.id, storeId), eq(locations.brandId, brandId)));
  return row;
}

/** The brand's quote of that number whose buyer wrote from `email` (compared lower-cased), or undefined. */
export async function findQuoteOf(db: Database, brandId: number, number: number, email: string) {
  const [row] = await db
    .select({ id: cateringLeads.id, number: cateringLeads.number, locationId: cateringLeads.locationId })
    .from(cateringLeads)
    .where(and(eq(cateringLeads.brandId, brandId), eq(cateringLeads.number, number), sql`lower(${cateringLeads.contact}->>'email') = ${email.toLowerCase()}`));
  return row;
}

/** The feedback written; undefined when its quote already has one. */
export async function insertFeedback(db: Database, row: typeof cateringFeedback.$inferInsert): Promise<FeedbackRow | undefined> {
  const [written] = await db.insert(cateringFeedback).values(row).onConflictDoNothing().returning();
  return written;
}

/** The entry written; undefined when the email already entered this season. */
export async function insertContestEntry(db: Database, row: typeof cateringContestEntries.$inferInsert): Promise<ContestEntryRow | undefined> {
  const [written] = await db.insert(cateringContestEntries).values(row).onConflictDoNothing().returning();
  return written;
}

/** Which stores a page may show: every store of the brand (null) or these. */
export type StoreFilter = { brandId: number; storeIds: number[] | null };

type Page = { page: number; pageSize: number };

function storeCondition(column: typeof cateringFeedback.locationId | typeof cateringContestEntries.locationId, filter: StoreFilter): SQL | undefined {
  if (filter.storeIds === null) return undefined;
  return filter.storeIds.length > 0 ? inArray(column, filter.storeIds) : sql`false`;
}

export async function feedbackPage(db: Database, filter: StoreFilter, { page, pageSize }: Page) {
  const where = and(eq(cateringFeedback.brandId, filter.brandId), storeCondition(cateringFeedback.locationId, filter));
  const rows = await db
    .select({ feedback: cateringFeedback, store: { id: locations.id, title: locations.title } })
    .from(cateringFeedback)
    .leftJoin(locations, eq(locations.id, cateringFeedback.locationId))
    .where(where)
    .orderBy(desc(cateringFeedback.createdAt), desc(cateringFeedback.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: count() }).from(cateringFeedback).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function contestPage(db: Database, filter: StoreFilter, { page, pageSize }: Page) {
  const where = and(eq(cateringContestEntries.brandId, filter.brandId), storeCondition(cateringContestEntries.locationId, filter));
  const rows = await db
    .select({ entry: cateringContestEntries, store: { id: locations.id, title: locations.title } })
    .from(cateringContestEntries)
    .leftJoin(locations, eq(locations.id, cateringContestEntries.locationId))
    .where(where)
    .orderBy(desc(cateringContestEntries.createdAt), desc(cateringContestEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: count() }).from(cateringContestEntries).where(where);
  return { rows, total: counted?.total ?? 0 };
}
