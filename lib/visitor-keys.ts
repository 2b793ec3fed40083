/**
 * The cookies that say whose shell a shared page shows: the session and the open order. Kept
 * apart from lib/visitor.ts so the shell can watch them without loading the API client, which
 * it loads only when there is something to read. The order cookie's name comes from its own file,
 * not from lib/order-cookies, whose order-writing code the shell does not need.
 */
import { COOKIE_NAMES } from '@/domain/constants';
import { readCookie } from './cookies';
import { ORDER_ID_COOKIE } from './order-id-cookie';

/** The session cookie the browser holds now ('' when none). */
export function sessionKey(): string {
  return readCookie(COOKIE_NAMES.jwtToken) ?? '';
}

/** The order cookie the browser holds now ('' when none). */
export function orderKey(): string {
  return readCookie(ORDER_ID_COOKIE) ?? '';
}
