/** The contact forms' tables: writing a submission, the brand's slug, and the staff's pages of them. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { countOf, pageOf, type PageRequest, type StoreFilter } from '@/server/db/page';
import { brands, generalFeedback, talkToSubmissions } from '@/server/db/schema';
import { surveyPage, type SurveyStore } from './repository';

export type TalkToRow = typeof talkToSubmissions.$inferSelect;
export type GeneralFeedbackRow = typeof generalFeedback.$inferSelect;

/** The {brand} of the brand's talk-to path ('whitlocks'), or undefined for an unknown brand. */
export async function brandSlugOf(db: Database, brandId: number): Promise<string | undefined> {
  const [row] = await db.select({ slug: brands.folderPath }).from(brands).where(eq(brands.id, brandId));
  return row?.slug;
}

export async function insertTalkTo(db: Database, row: typeof talkToSubmissions.$inferInsert): Promise<TalkToRow> {
  const [written] = await db.insert(talkToSubmissions).values(row).returning();
  return written!;
}

export async function insertGeneralFeedback(db: Database, row: typeof generalFeedback.$inferInsert): Promise<GeneralFeedbackRow> {
  const [written] = await db.insert(generalFeedback).values(row).returning();
  return written!;
}

/** A page of talk-to submissions the filter shows, newest first, each with its store, and how many there are in all. */
export async function talkToPage(db: Database, filter: StoreFilter, page: PageRequest) {
  const { rows, total } = await surveyPage<TalkToRow>(db, talkToSubmissions, filter, page);
  // A talk-to message always names a store (a required reference), so its store is never null.
  return { rows: rows as { row: TalkToRow; store: SurveyStore }[], total };
}

/** A page of the brand's general feedback, newest first, and how much there is in all. */
export async function generalFeedbackPage(db: Database, brandId: number, page: PageRequest) {
  const where = eq(generalFeedback.brandId, brandId);
  const query = db.select().from(generalFeedback).where(where).orderBy(desc(generalFeedback.createdAt), desc(generalFeedback.id)).$dynamic();
  return pageOf(query, page, countOf(db, generalFeedback, where));
}
