/**
 * The share token of the group order this browser hosts: the group's order is the host's cart, so
 * the checkout reads it to tell the host, while guests can still add, to lock the group first (with
 * a link to the group's page). Strictly necessary for the host's own order; it lives a day, the
 * longest a group stays open, and a new group replaces it.
 */
import { ROOT_COOKIE_PATH } from '@/domain/constants';
import { cookieFromHeader, writeCookie } from './cookies';

const COOKIE = 'groupHost';
const MAX_AGE_SECONDS = 24 * 60 * 60;

/** The hosted group's share token from a request's Cookie header (server side), or null. */
export function hostedGroupFromHeader(header: string | null | undefined): string | null {
  return cookieFromHeader(header, COOKIE) || null;
}

export function writeHostedGroup(shareToken: string): void {
  writeCookie(COOKIE, shareToken, { path: ROOT_COOKIE_PATH, maxAge: MAX_AGE_SECONDS, sameSite: 'Lax' });
}
