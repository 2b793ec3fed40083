/**
 * What text alerts read and write: the order with its store and brand, the diner's consent, the
 * numbers that said STOP, and the texts themselves (one row per order and kind, claimed before
 * sending so each goes out once).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { brands, locations, orders, smsConsents, smsMessages, smsOptOuts } from '@/server/db/schema';

export type AlertOrder = NonNullable<Awaited<ReturnType<typeof alertOrderOf>>>;

export async function alertOrderOf(db: Database, orderId: string) {
  const [row] = await db
    .select({ order: orders, store: locations.title, storePhone: locations.phone, timeZone: locations.timeZone, brand: brands.title })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .innerJoin(brands, eq(brands.id, orders.brandId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export type ConsentRow = typeof smsConsents.$inferSelect;

export async function consentOf(db: Database, orderId: string): Promise<ConsentRow | null> {
  const [row] = await db.select().from(smsConsents).where(eq(smsConsents.orderId, orderId));
  return row ?? null;
}

/** The order's one consent: a new agreement replaces the previous one (another number, the wording of another language). */
export async function saveConsent(db: Database, consent: Omit<ConsentRow, 'id'>): Promise<ConsentRow> {
  const [row] = await db
    .insert(smsConsents)
    .values(consent)
    .onConflictDoUpdate({ target: smsConsents.orderId, set: { phone: consent.phone, locale: consent.locale, wording: consent.wording, consentedAt: consent.consentedAt } })
    .returning();
  return row!;
}

export async function deleteConsent(db: Database, orderId: string): Promise<void> {
  await db.delete(smsConsents).where(eq(smsConsents.orderId, orderId));
}

export async function isOptedOut(db: Database, phone: string): Promise<boolean> {
  const [row] = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone)).limit(1);
  return row !== undefined;
}

export async function optOut(db: Database, brandId: number, phone: string, at: Date): Promise<void> {
  await db.insert(smsOptOuts).values({ brandId, phone, optedOutAt: at }).onConflictDoNothing();
}

export async function optBackIn(db: Database, phone: string): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}

/** The brand whose text `phone` last got (whom a STOP answers); null when we never texted it. */
export async function lastBrandTexting(db: Database, phone: string): Promise<{ brandId: number; brand: string } | null> {
  const [row] = await db
    .select({ brandId: smsMessages.brandId, brand: brands.title })
    .from(smsMessages)
    .innerJoin(brands, eq(brands.id, smsMessages.brandId))
    .where(eq(smsMessages.toPhone, phone))
    .orderBy(desc(smsMessages.id))
    .limit(1);
  return row ?? null;
}

export type TextRow = typeof smsMessages.$inferSelect;
export type NewText = Pick<TextRow, 'brandId' | 'orderId' | 'kind' | 'toPhone' | 'body'>;

/** The order's text of this kind: the new row, or the one a previous delivery wrote. */
export async function claimText(db: Database, text: NewText): Promise<{ row: TextRow; fresh: boolean }> {
  const [inserted] = await db.insert(smsMessages).values(text).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, fresh: true };
  const [existing] = await db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.orderId, text.orderId!), eq(smsMessages.kind, text.kind)));
  return { row: existing!, fresh: false };
}

/** A text with no order (the answer to STOP or HELP): one row each time. */
export async function insertReply(db: Database, text: Omit<NewText, 'orderId'>): Promise<TextRow> {
  const [row] = await db.insert(smsMessages).values({ ...text, orderId: null }).returning();
  return row!;
}

export async function markText(db: Database, id: number, outcome: Pick<TextRow, 'status'> & Partial<Pick<TextRow, 'providerId' | 'error' | 'sentAt'>>): Promise<void> {
  await db.update(smsMessages).set({ error: null, ...outcome }).where(eq(smsMessages.id, id));
}

export async function listTexts(db: Database, page: number, pageSize: number, orderId?: string) {
  const where = orderId ? eq(smsMessages.orderId, orderId) : undefined;
  const rows = await db
    .select()
    .from(smsMessages)
    .where(where)
    .orderBy(desc(smsMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(smsMessages).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The language the number last agreed to texts in; null when it never did. */
export async function lastConsentLocale(db: Database, phone: string) {
  const [row] = await db.select({ locale: smsConsents.locale }).from(smsConsents).where(eq(smsConsents.phone, phone)).orderBy(desc(smsConsents.consentedAt)).limit(1);
  return row?.locale ?? null;
}
