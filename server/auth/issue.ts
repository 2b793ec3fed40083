/**
 * Signs a customer in: a new session row and the JWT that names it, both expiring after the
 * configured time to live.
 */
import type { Database } from '@/server/db/client';
import { createJwtSigner, type JwtSigner } from './jwt';
import { createSession } from './repository';

export type IssuedToken = { token: string; expiresAt: Date; sessionId: string };

export type SessionIssuer = (customerId: number) => Promise<IssuedToken>;

export type SessionIssuerDeps = { db: Database; jwtSecret: string; ttlSeconds: number; now: () => Date; signer?: JwtSigner };

export function createSessionIssuer({ db, jwtSecret, ttlSeconds, now, signer }: SessionIssuerDeps): SessionIssuer {
  const jwt = signer ?? createJwtSigner(jwtSecret);
  return async (customerId) => {
    const at = now();
    const expiresAt = new Date(at.getTime() + ttlSeconds * 1000);
    const sessionId = await createSession(db, customerId, expiresAt, at);
    const token = await jwt.sign({ customerId, sessionId }, expiresAt, at);
    return { token, expiresAt, sessionId };
  };
}
