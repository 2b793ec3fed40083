/**
 * The privacy module's own rows: the requests (stored, found, claimed once, given their outcome,
 * listed for a brand) and the do-not-sell opt-outs, and the brand title its emails are signed with.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { LocaleTag } from '@/domain/markets';
import { brands, privacyOptOuts, privacyRequests, type PrivacyOutcome } from '@/server/db/schema';
import { countOf, pageOf, type PageRequest } from '@/server/db/page';
import type { Db } from './person-records-repository';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
export type NewPrivacyRequest = typeof privacyRequests.$inferInsert;

export async function insertRequest(db: Db, row: NewPrivacyRequest): Promise<void> {
  await db.insert(privacyRequests).values(row);
}

export async function findRequest(db: Db, requestId: string): Promise<PrivacyRequestRow | undefined> {
  const [request] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId));
  return request;
}

/** Marks a request awaiting confirmation as completed; false when it no longer awaits (another confirmation got there first). */
export async function claimRequest(
  tx: Db,
  requestId: string,
  now: Date,
  download: { hash: string; expiresAt: Date } | null,
): Promise<boolean> {
  const claimed = await tx
    .update(privacyRequests)
    .set({ status: 'completed', confirmedAt: now, completedAt: now, exportTokenHash: download?.hash ?? null, exportExpiresAt: download?.expiresAt ?? null })
    .where(and(eq(privacyRequests.id, requestId), eq(privacyRequests.status, 'awaitingConfirmation')))
    .returning({ id: privacyRequests.id });
  return claimed.length > 0;
}

export async function setOutcome(db: Db, requestId: string, outcome: PrivacyOutcome): Promise<void> {
  await db.update(privacyRequests).set({ outcome }).where(eq(privacyRequests.id, requestId));
}

/** A page of a brand's requests, newest first, and how many it has in all. */
export async function brandRequests(db: Db, brandId: number, page: PageRequest) {
  const where = eq(privacyRequests.brandId, brandId);
  const query = db.select().from(privacyRequests).where(where).orderBy(desc(privacyRequests.receivedAt), desc(privacyRequests.id)).$dynamic();
  return pageOf(query, page, countOf(db, privacyRequests, where));
}

export type OptOutRow = { brandId: number; emailKey: string; firstName: string; lastName: string; source: 'form' | 'request'; locale: LocaleTag };

/** Inserts the opt-out, or touches the one the email already has at the brand (keeping its date); answers its id. */
export async function upsertOptOut(db: Db, optOut: OptOutRow, now: Date): Promise<string> {
  const [row] = await db
    .insert(privacyOptOuts)
    .values({ id: randomUUID(), ...optOut, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [privacyOptOuts.brandId, privacyOptOuts.emailKey], set: { updatedAt: now } })
    .returning({ id: privacyOptOuts.id });
  return row!.id;
}

export async function brandTitle(db: Db, brandId: number): Promise<string | undefined> {
  const [brand] = await db.select({ title: brands.title }).from(brands).where(eq(brands.id, brandId));
  return brand?.title;
}
