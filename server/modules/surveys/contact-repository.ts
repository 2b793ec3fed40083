/** The contact forms' tables: writing a submission, the brand's slug, and the staff's pages of them. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { brands, generalFeedback, locations, talkToSubmissions } from '@/server/db/schema';
import type { StoreFilter, SurveyStore } from './repository';

export type TalkToRow = typeof talkToSubmissions.$inferSelect;
export type GeneralFeedbackRow = typeof generalFeedback.$inferSelect;

type Page = { page: number; pageSize: number };

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
export async function talkToPage(db: Database, filter: StoreFilter, { page, pageSize }: Page) {
  const t = talkToSubmissions;
  const stores = filter.storeIds === null ? undefined : filter.storeIds.length > 0 ? inArray(t.locationId, filter.storeIds) : sql`false`;
  const where = and(eq(t.brandId, filter.brandId), stores);
  const rows = await db
    .select({ row: t, store: { id: locations.id, title: locations.title } })
    .from(t)
    .innerJoin(locations, eq(locations.id, t.locationId))
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: count() }).from(t).where(where);
  return { rows: rows as { row: TalkToRow; store: SurveyStore }[], total: counted?.total ?? 0 };
}

/** A page of the brand's general feedback, newest first, and how much there is in all. */
export async function generalFeedbackPage(db: Database, brandId: number, { page, pageSize }: Page) {
  const where = eq(generalFeedback.brandId, brandId);
  const rows = await db
    .select()
    .from(generalFeedback)
    .where(where)
    .orderBy(desc(generalFeedback.createdAt), desc(generalFeedback.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: count() }).from(generalFeedback).where(where);
  return { rows, total: counted?.total ?? 0 };
}
