/**
 * Staff session rows behind staff tokens, one per sign-in, apart from customers' sessions. A
 * staff token works while its row exists, is not revoked and has not expired.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { staffAccounts, staffSessions } from '@/server/db/schema';
import { createStaffJwtSigner, type StaffJwtSigner } from './jwt';

export type StaffIdentity = {
  id: number;
  email: string;
  role: 'store_staff' | 'brand_admin';
  brandId: number;
  mustChangePassword: boolean;
  sessionId: string;
};

export type IssuedStaffToken = { token: string; expiresAt: Date; sessionId: string };
export type StaffSessionIssuer = (staffId: number) => Promise<IssuedStaffToken>;

export function createStaffSessionIssuer(deps: { db: Database; jwtSecret: string; ttlSeconds: number; now: () => Date; signer?: StaffJwtSigner }): StaffSessionIssuer {
  const jwt = deps.signer ?? createStaffJwtSigner(deps.jwtSecret);
  return async (staffId) => {
    const at = deps.now();
    const expiresAt = new Date(at.getTime() + deps.ttlSeconds * 1000);
    const sessionId = randomUUID();
    await deps.db.insert(staffSessions).values({ id: sessionId, staffId, createdAt: at, expiresAt });
    const token = await jwt.sign({ staffId, sessionId }, expiresAt, at);
    return { token, expiresAt, sessionId };
  };
}

export async function findActiveStaffSession(db: Database, staffId: number, sessionId: string, now: Date): Promise<StaffIdentity | null> {
  const [row] = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      brandId: staffAccounts.brandId,
      mustChangePassword: staffAccounts.mustChangePassword,
      sessionId: staffSessions.id,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)));
  return row ?? null;
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
