/**
 * The sign-in session in the browser (the stored key `jwt_token`): the API's JWT kept in
 * the `jwt_token` cookie at path /, SameSite=Lax, Secure whenever the page is served over HTTPS
 * (every production site; a development server on http://localhost could not store a Secure
 * cookie), for as long as the token itself is valid (the API's `expiresAt`, else the JWT's `exp`). lib/api sends it as
 * `Authorization: Bearer` on every call, and the server forwards it while rendering pages.
 */
import { COOKIE_NAMES, ROOT_COOKIE_PATH } from '@/domain/constants';
import { readCookie, removeCookie, serializeCookie, writeCookie, type CookieOptions } from '@/lib/cookies';

/** Used when a token carries no readable `exp`: the API's default lifetime, 7 days. */
const FALLBACK_SESSION_MAX_AGE = 7 * 24 * 60 * 60;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  // atob, not Buffer: both the browser and Node have it, and naming Buffer would bundle its polyfill.
  return decodeURIComponent(
    Array.from(atob(padded), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
  );
}

/** The `exp` claim (seconds since the epoch) of a JWT, read without checking it; null when unreadable. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** A session as the API hands it over: the token and, when known, the ISO instant it expires. */
export type SessionGrant = { token: string; expiresAt?: string | null };

/** The expiry in seconds since the epoch: `expiresAt` when readable, else the token's `exp`. */
function expirySeconds({ token, expiresAt }: SessionGrant): number | null {
  const fromApi = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return Number.isFinite(fromApi) ? fromApi / 1000 : tokenExpiry(token);
}

/** Seconds the cookie should live: until the token expires (0 when it already has). */
export function sessionMaxAge(grant: SessionGrant, nowMs: number): number {
  const exp = expirySeconds(grant);
  if (exp === null) return FALLBACK_SESSION_MAX_AGE;
  return Math.max(0, Math.floor(exp - nowMs / 1000));
}

export function sessionCookieOptions(grant: SessionGrant, nowMs: number, secure: boolean): CookieOptions {
  return { path: ROOT_COOKIE_PATH, sameSite: 'Lax', secure, maxAge: sessionMaxAge(grant, nowMs) };
}

/** The Set-Cookie value of a session (for a server answer, or a test). */
export function sessionCookie(grant: SessionGrant, nowMs: number, secure: boolean): string {
  return serializeCookie(COOKIE_NAMES.jwtToken, grant.token, sessionCookieOptions(grant, nowMs, secure));
}

const servedOverHttps = (): boolean => typeof window !== 'undefined' && window.location.protocol === 'https:';

/** Stores the token after a sign-in (browser only). */
export function storeSession(grant: SessionGrant, nowMs: number = Date.now()): void {
  writeCookie(COOKIE_NAMES.jwtToken, grant.token, sessionCookieOptions(grant, nowMs, servedOverHttps()));
}

/** Forgets the token (browser only). */
export function clearSession(): void {
  removeCookie(COOKIE_NAMES.jwtToken, { path: ROOT_COOKIE_PATH });
}

export function hasSession(): boolean {
  return Boolean(readCookie(COOKIE_NAMES.jwtToken));
}
