/**
 * Staff sessions: who a staff token names, and the issuer of a token with its session row (one per
 * sign-in, apart from customers' sessions; the rows are read and revoked in ./repository.ts).
 */
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@/domain/wire/staff';
import type { Database } from '@/server/db/client';
import { createStaffJwtSigner, type StaffJwtSigner } from './jwt';
import { insertStaffSession } from './repository';

export type StaffIdentity = {
  id: number;
  email: string;
  role: StaffRole;
  brandId: number;
  mustChangePassword: boolean;
  /** A brand admin without a confirmed second factor: the console opens once it is enrolled. */
  mustEnrolSecondFactor: boolean;
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
    await insertStaffSession(deps.db, { id: sessionId, staffId, createdAt: at, expiresAt });
    const token = await jwt.sign({ staffId, sessionId }, expiresAt, at);
    return { token, expiresAt, sessionId };
  };
}
