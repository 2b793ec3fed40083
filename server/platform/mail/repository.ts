/** The outbox table: one row per mail, newest first when listed. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { outboxEmails } from '@/server/db/schema';

export type OutboxRow = typeof outboxEmails.$inferSelect;
export type NewOutboxMail = Pick<
  typeof outboxEmails.$inferInsert,
  'kind' | 'orderId' | 'toAddress' | 'fromAddress' | 'subject' | 'text' | 'html'
>;

/** Inserts the mail; undefined when this kind of mail already exists for the order. */
export async function insertMail(db: Database, mail: NewOutboxMail): Promise<OutboxRow | undefined> {
  const [row] = await db.insert(outboxEmails).values(mail).onConflictDoNothing().returning();
  return row;
}

export async function markMail(db: Database, id: number, outcome: { sent: true } | { sent: false; error: string }) {
  await db
    .update(outboxEmails)
    .set(outcome.sent ? { status: 'sent', sentAt: new Date(), error: null } : { status: 'failed', error: outcome.error.slice(0, 300) })
    .where(eq(outboxEmails.id, id));
}

export async function listMail(db: Database, page: number, pageSize: number, orderId?: string) {
  const where = orderId ? eq(outboxEmails.orderId, orderId) : undefined;
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(where)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(outboxEmails).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findMail(db: Database, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row;
}
