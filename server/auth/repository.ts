/**
 * Session rows behind the tokens, one per sign-in: customers' sessions, and staff sessions apart
 * from them. A token works while its row exists, is not revoked and has not expired, and its
 * customer still exists.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { secondFactorRequired } from '@/domain/staff/second-factor';
import { customers, customerSessions, staffAccounts, staffSecondFactors, staffSessions } from '@/server/db/schema';
import type { StaffIdentity } from './staff-sessions';

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

export async function insertStaffSession(db: Database, session: { id: string; staffId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(staffSessions).values(session);
}

export async function findActiveStaffSession(db: Database, staffId: number, sessionId: string, now: Date): Promise<StaffIdentity | null> {
  const [row] = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      brandId: staffAccounts.brandId,
      mustChangePassword: staffAccounts.mustChangePassword,
      confirmedAt: staffSecondFactors.confirmedAt,
      sessionId: staffSessions.id,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.staffId, staffAccounts.id))
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), isNull(staffAccounts.deactivatedAt)));
  if (!row) return null;
  const { confirmedAt, ...staff } = row;
  return { ...staff, mustEnrolSecondFactor: secondFactorRequired(staff.role) && !confirmedAt };
}

export async function revokeStaffSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Revokes every session of the member but `keep` (the caller's own). */
export async function revokeOtherStaffSessions(db: Database, staffId: number, now: Date, keep: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), ne(staffSessions.id, keep)));
}
