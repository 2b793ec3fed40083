/**
 * The staff console's session in the browser: the API's staff token in its own `staff_token`
 * cookie (path /, SameSite=Lax, Secure over HTTPS, as long as the token lives), apart from the
 * diner's `jwt_token`. Staff calls send it as their bearer token; the server reads it from the
 * request while rendering the console. Storing a new session is ./store-session.ts: only the
 * sign-in screens need its cookie rules.
 */
import type { ApiContext } from '@/lib/api/context';
import { cookieFromHeader, readCookie, removeCookie } from '@/lib/cookies';
import { ROOT_COOKIE_PATH } from '@/domain/constants';

export const STAFF_TOKEN_COOKIE = 'staff_token';

export function clearStaffSession(): void {
  removeCookie(STAFF_TOKEN_COOKIE, { path: ROOT_COOKIE_PATH });
}

/** The staff token of a request's Cookie header (server), or null. */
export function staffTokenFromHeader(cookie: string | null | undefined): string | null {
  return cookieFromHeader(cookie, STAFF_TOKEN_COOKIE) || null;
}

/** The context of a staff call: the staff token instead of the diner's (the cookie's in the browser). */
export function staffContext(ctx: Pick<ApiContext, 'locale'>, token?: string | null): ApiContext {
  return { locale: ctx.locale, token: token === undefined ? (readCookie(STAFF_TOKEN_COOKIE) ?? null) : token };
}
