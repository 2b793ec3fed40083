/**
 * Bearer tokens: HS256 JWTs signed with JWT_SECRET (jose). A token names its holder (`sub`) and
 * the session row (`sid`) that backs it; checking the row is repository.ts's job. The audience
 * says who holds it: customers' tokens are for the storefront, staff tokens for the staff
 * console, and each kind is refused where the other is expected. The clock is passed in, so
 * expiry is testable without waiting.
 */
import { SignJWT, jwtVerify, errors } from 'jose';

export const JWT_ISSUER = 'hickory-ordering-api';
export const JWT_AUDIENCE = 'hickory-storefront';
export const STAFF_JWT_AUDIENCE = 'hickory-staff-console';
/** A sign-in halfway: the password was right and the second factor is still to come. It opens no staff route. */
export const STAFF_CHALLENGE_AUDIENCE = 'hickory-staff-second-factor';

export type TokenClaims = { customerId: number; sessionId: string };
export type StaffTokenClaims = { staffId: number; sessionId: string };

type Signer<C> = {
  sign(claims: C, expiresAt: Date, now: Date): Promise<string>;
  /** The claims of a well-formed, correctly signed, unexpired token of this audience; null otherwise. */
  verify(token: string, now: Date): Promise<C | null>;
};

export type JwtSigner = Signer<TokenClaims>;
export type StaffJwtSigner = Signer<StaffTokenClaims>;

type Subject = { subject: number; sessionId: string };

function createSigner(secret: string, audience: string): Signer<Subject> {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ subject, sessionId }, expiresAt, now) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(subject))
        .setIssuer(JWT_ISSUER)
        .setAudience(audience)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
          audience,
          currentDate: now,
          requiredClaims: ['sub', 'sid', 'exp'],
        });
        const subject = /^\d{1,10}$/.test(payload.sub ?? '') ? Number.parseInt(payload.sub!, 10) : NaN;
        const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
        if (!Number.isSafeInteger(subject) || !UUID.test(sessionId)) return null;
        return { subject, sessionId };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

export function createJwtSigner(secret: string): JwtSigner {
  const signer = createSigner(secret, JWT_AUDIENCE);
  return {
    sign: ({ customerId, sessionId }, expiresAt, now) => signer.sign({ subject: customerId, sessionId }, expiresAt, now),
    verify: async (token, now) => {
      const claims = await signer.verify(token, now);
      return claims && { customerId: claims.subject, sessionId: claims.sessionId };
    },
  };
}

export function createStaffJwtSigner(secret: string): StaffJwtSigner {
  const signer = createSigner(secret, STAFF_JWT_AUDIENCE);
  return {
    sign: ({ staffId, sessionId }, expiresAt, now) => signer.sign({ subject: staffId, sessionId }, expiresAt, now),
    verify: async (token, now) => {
      const claims = await signer.verify(token, now);
      return claims && { staffId: claims.subject, sessionId: claims.sessionId };
    },
  };
}

export type StaffChallengeClaims = { staffId: number; challengeId: string };
export type StaffChallengeSigner = Signer<StaffChallengeClaims>;

export function createStaffChallengeSigner(secret: string): StaffChallengeSigner {
  const signer = createSigner(secret, STAFF_CHALLENGE_AUDIENCE);
  return {
    sign: ({ staffId, challengeId }, expiresAt, now) => signer.sign({ subject: staffId, sessionId: challengeId }, expiresAt, now),
    verify: async (token, now) => {
      const claims = await signer.verify(token, now);
      return claims && { staffId: claims.subject, challengeId: claims.sessionId };
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
