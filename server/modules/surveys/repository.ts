/** The survey tables: writing a submission, finding the store and quote it names, the staff's pages of them, and the brand title the confirmations are signed with. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { countOf, inStores, pageOf, type PageRequest, type StoreFilter } from '@/server/db/page';
import { brands, cateringContestEntries, cateringFeedback, cateringLeads, locations, talkToSubmissions } from '@/server/db/schema';

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

/** A table of a form's submissions that may name one of the brand's stores. */
type SurveyTable = typeof cateringFeedback | typeof cateringContestEntries | typeof talkToSubmissions;

/** A page of a survey table's rows, newest first, each with its store, and how many rows there are in all. */
export async function surveyPage<Row>(db: Database, table: SurveyTable, filter: StoreFilter, page: PageRequest) {
  const where = inStores(table, filter);
  const query = db
    .select({ row: table, store: { id: locations.id, title: locations.title } })
    .from(table)
    .leftJoin(locations, eq(locations.id, table.locationId))
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .$dynamic();
  const { rows, total } = await pageOf(query, page, countOf(db, table, where));
  return { rows: rows as { row: Row; store: SurveyStore | null }[], total };
}

export function feedbackPage(db: Database, filter: StoreFilter, page: PageRequest) {
  return surveyPage<FeedbackRow>(db, cateringFeedback, filter, page);
}

export function contestPage(db: Database, filter: StoreFilter, page: PageRequest) {
  return surveyPage<ContestEntryRow>(db, cateringContestEntries, filter, page);
}

export async function brandTitle(db: Database, brandId: number): Promise<string | undefined> {
  const [brand] = await db.select({ title: brands.title }).from(brands).where(eq(brands.id, brandId));
  return brand?.title;
}
