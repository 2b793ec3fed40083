/** Reads and writes of the list entries (deals, FAQ questions, press releases) for the content console: every entry, whatever its status. */
import { and, asc, eq, max } from 'drizzle-orm';
import type { EntryKind } from '@/domain/content/entry-fields';
import type { Database } from '@/server/db/client';
import { contentEntries, type ContentEntryRow } from '@/server/db/schema';

/** One list's entries in their order. */
export async function listEntries(db: Database, kind: EntryKind, locale: string): Promise<ContentEntryRow[]> {
  return db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.locale, locale)))
    .orderBy(asc(contentEntries.position));
}

/** Every entry of `kind`, in every locale (the pictures the deals use). */
export async function entriesOfKind(db: Database, kind: EntryKind): Promise<ContentEntryRow[]> {
  return db.select().from(contentEntries).where(eq(contentEntries.kind, kind)).orderBy(asc(contentEntries.locale), asc(contentEntries.position));
}

export async function findEntry(db: Database, id: number): Promise<ContentEntryRow | null> {
  const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, id)).limit(1);
  return row ?? null;
}

/** Whether any entry of `kind` is stored at all (content/'s are loaded once, into an empty list). */
export async function hasEntries(db: Database, kind: EntryKind): Promise<boolean> {
  const [row] = await db.select({ id: contentEntries.id }).from(contentEntries).where(eq(contentEntries.kind, kind)).limit(1);
  return row !== undefined;
}

export type EntryValues = { kind: EntryKind; locale: string; data: Record<string, unknown>; publishedAt: Date | null; position?: number };

/** A new entry; without a position, last in its list. */
export async function insertEntry(tx: Database, values: EntryValues, now: Date): Promise<ContentEntryRow> {
  const position = values.position ?? (await nextPosition(tx, values.kind, values.locale));
  const [row] = await tx
    .insert(contentEntries)
    .values({ kind: values.kind, locale: values.locale, position, data: values.data, publishedAt: values.publishedAt, updatedAt: now })
    .returning();
  return row!;
}

/** Entries of content/'s lists, each in the place it names. */
export async function insertEntries(tx: Database, rows: (EntryValues & { position: number })[], now: Date): Promise<void> {
  if (rows.length > 0) await tx.insert(contentEntries).values(rows.map((row) => ({ ...row, updatedAt: now })));
}

async function nextPosition(tx: Database, kind: EntryKind, locale: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(contentEntries.position) })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.locale, locale)));
  return (row?.last ?? 0) + 1;
}

export async function updateEntry(tx: Database, id: number, values: { data?: Record<string, unknown>; publishedAt?: Date | null }, now: Date): Promise<ContentEntryRow> {
  const [row] = await tx
    .update(contentEntries)
    .set({ ...values, updatedAt: now })
    .where(eq(contentEntries.id, id))
    .returning();
  return row!;
}

/** The list of `row`'s kind and locale, locked in its order, for a move or a new last entry. */
export async function lockList(tx: Database, row: Pick<ContentEntryRow, 'kind' | 'locale'>): Promise<ContentEntryRow[]> {
  return tx
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, row.kind), eq(contentEntries.locale, row.locale)))
    .orderBy(asc(contentEntries.position))
    .for('update');
}

/** Swaps the places of two entries of one list (through a free place: each place is unique in its list). */
export async function swapPositions(tx: Database, first: ContentEntryRow, second: ContentEntryRow, now: Date): Promise<void> {
  await tx.update(contentEntries).set({ position: -1 }).where(eq(contentEntries.id, first.id));
  await tx.update(contentEntries).set({ position: first.position, updatedAt: now }).where(eq(contentEntries.id, second.id));
  await tx.update(contentEntries).set({ position: second.position, updatedAt: now }).where(eq(contentEntries.id, first.id));
}
