/**
 * Session rows behind the JWTs: one per sign-in. A token works while its row exists, is not
 * revoked and has not expired, and its customer still exists.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, customerSessions } from '@/server/db/schema';

export type SessionCustomer = { id: number; email: string; firstName: string; sessionId: string };

export async function createSession(db: Database, customerId: number, expiresAt: Date, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insert(customerSessions).values({ id, customerId, createdAt: now, expiresAt });
  return id;
}

export async function findActiveSession(
  db: Database,
  customerId: number,
  sessionId: string,
  now: Date,
): Promise<SessionCustomer | null> {
  const [row] = await db
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName, sessionId: customerSessions.id })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.id, sessionId),
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
}

/** Revokes every session of the customer, except `keep` when given (the caller's own). */
export async function revokeOtherSessions(db: Database, customerId: number, now: Date, keep?: string): Promise<void> {
  const conditions = [eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)];
  if (keep) conditions.push(ne(customerSessions.id, keep));
  await db.update(customerSessions).set({ revokedAt: now }).where(and(...conditions));
}
