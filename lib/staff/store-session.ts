/**
 * Storing the staff console's session once a sign-in step hands over a token: the `staff_token`
 * cookie (./session.ts) with the sign-in cookie's rules (path /, SameSite=Lax, Secure over HTTPS,
 * as long as the token lives). Apart from ./session.ts so the console's other pages do not ship
 * those rules.
 */
import { sessionCookieOptions, type SessionGrant } from '@/lib/auth/session-cookie';
import { writeCookie } from '@/lib/cookies';
import { STAFF_TOKEN_COOKIE } from './session';

export function storeStaffSession(grant: SessionGrant, nowMs: number = Date.now()): void {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  writeCookie(STAFF_TOKEN_COOKIE, grant.token, sessionCookieOptions(grant, nowMs, secure));
}
