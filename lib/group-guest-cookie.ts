/**
 * A group-order guest's secret, kept in a cookie of its own per group (named after the start of
 * the group's share token), so one phone can be a guest of two groups. It is sent as
 * X-Group-Guest on the guest's calls and lives a day, the longest a group stays open.
 */
import { ROOT_COOKIE_PATH } from '@/domain/constants';
import { cookieFromHeader, readCookie, removeCookie, writeCookie } from './cookies';

const MAX_AGE_SECONDS = 24 * 60 * 60;

function cookieName(shareToken: string): string {
  return `groupGuest_${shareToken.slice(0, 16).replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/** The guest's secret for the group from a request's Cookie header (server side), or null. */
export function groupGuestFromHeader(header: string | null | undefined, shareToken: string): string | null {
  return cookieFromHeader(header, cookieName(shareToken)) || null;
}

/** The guest's secret for the group in this browser, or null. */
export function readGroupGuest(shareToken: string): string | null {
  return readCookie(cookieName(shareToken)) || null;
}

export function writeGroupGuest(shareToken: string, secret: string): void {
  writeCookie(cookieName(shareToken), secret, { path: ROOT_COOKIE_PATH, maxAge: MAX_AGE_SECONDS, sameSite: 'Lax' });
}

/** Forgets a secret the API no longer knows (the guest then types their name again). */
export function forgetGroupGuest(shareToken: string): void {
  removeCookie(cookieName(shareToken), { path: ROOT_COOKIE_PATH });
}
