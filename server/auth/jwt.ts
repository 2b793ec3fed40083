/**
 * Customers' bearer tokens: HS256 JWTs signed with JWT_SECRET (jose). A token names the
 * customer (`sub`) and the session row (`sid`) that backs it; checking the row is sessions.ts's
 * job. The clock is passed in, so expiry is testable without waiting.
 */
import { SignJWT, jwtVerify, errors } from 'jose';

export const JWT_ISSUER = 'hickory-ordering-api';
export const JWT_AUDIENCE = 'hickory-storefront';

export type TokenClaims = { customerId: number; sessionId: string };

export type JwtSigner = {
  sign(claims: TokenClaims, expiresAt: Date, now: Date): Promise<string>;
  /** The claims of a well-formed, correctly signed, unexpired token; null otherwise. */
  verify(token: string, now: Date): Promise<TokenClaims | null>;
};

export function createJwtSigner(secret: string): JwtSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ customerId, sessionId }, expiresAt, now) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(customerId))
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          currentDate: now,
          requiredClaims: ['sub', 'sid', 'exp'],
        });
        const customerId = /^\d{1,10}$/.test(payload.sub ?? '') ? Number.parseInt(payload.sub!, 10) : NaN;
        const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
        if (!Number.isSafeInteger(customerId) || !UUID.test(sessionId)) return null;
        return { customerId, sessionId };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
