/** Reads and writes of the content documents (one per kind and locale): the content service's first load, and the console's edits. */
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { contentDocuments } from '@/server/db/schema';

export type DocumentValues = { kind: string; locale: string; data: unknown; checksum: string };
export type DocumentRow = typeof contentDocuments.$inferSelect;

export async function hasDocuments(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: contentDocuments.id }).from(contentDocuments).limit(1);
  return row !== undefined;
}

/** content/'s documents, published from `now` on. */
export async function insertDocuments(tx: Database, rows: DocumentValues[], now: Date): Promise<void> {
  if (rows.length > 0) await tx.insert(contentDocuments).values(rows.map((row) => ({ ...row, publishedAt: now, updatedAt: now })));
}

/** Every stored document of one locale, whatever its status. */
export async function documentsOfLocale(db: Database, locale: string): Promise<DocumentRow[]> {
  return db.select().from(contentDocuments).where(eq(contentDocuments.locale, locale)).orderBy(asc(contentDocuments.kind));
}

export async function findDocument(db: Database, kind: string, locale: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.locale, locale)))
    .limit(1);
  return row ?? null;
}

/** The document of `kind` and `locale`, locked for the rest of the transaction. */
export async function lockDocument(tx: Database, kind: string, locale: string): Promise<DocumentRow | null> {
  const [row] = await tx
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.locale, locale)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export type DocumentChange = Partial<Pick<DocumentRow, 'data' | 'publishedAt' | 'draft' | 'draftPublishAt' | 'checksum'>>;

export async function updateDocument(tx: Database, id: number, values: DocumentChange, now: Date): Promise<DocumentRow> {
  const [row] = await tx
    .update(contentDocuments)
    .set({ ...values, updatedAt: now })
    .where(eq(contentDocuments.id, id))
    .returning();
  return row!;
}

/** A locale's first text of a document (a translation started from the English), not published. */
export async function insertDraftDocument(tx: Database, values: DocumentValues & { draft: unknown }, now: Date): Promise<DocumentRow> {
  const [row] = await tx
    .insert(contentDocuments)
    .values({ ...values, publishedAt: null, draftPublishAt: null, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? (await lockDocument(tx, values.kind, values.locale))!;
}

/** The documents whose scheduled draft is due by `now` (the job that settles them), locked. */
export async function lockDueDocuments(tx: Database, now: Date): Promise<DocumentRow[]> {
  return tx
    .select()
    .from(contentDocuments)
    .where(and(isNotNull(contentDocuments.draftPublishAt), lte(contentDocuments.draftPublishAt, now)))
    .for('update');
}
