/**
 * Cookies of the storefront (the stored keys; names in domain/constants.ts).
 * In the browser: read, write and remove through `document.cookie`. On the server: parse the
 * request's Cookie header, and build Set-Cookie values. Values are URI-encoded.
 */
import { ROOT_COOKIE_PATH, type CookieName } from '@/domain/constants';

export type CookieOptions = {
  /** Lifetime in seconds; without it (and without expires) the cookie lasts for the session. */
  maxAge?: number;
  expires?: Date;
  /** Defaults to '/'. */
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
};

/** Cookie names this project writes, or any other name read from elsewhere. */
export type AnyCookieName = CookieName | (string & {});

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Parses a Cookie header ("a=1; b=2") into a record. The first of two equal names wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    if (!name || Object.prototype.hasOwnProperty.call(cookies, name)) continue;
    let value = part.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    cookies[name] = decode(value);
  }
  return cookies;
}

/** One cookie of a Cookie header, or undefined. */
export function cookieFromHeader(header: string | null | undefined, name: AnyCookieName): string | undefined {
  const cookies = parseCookies(header);
  return Object.prototype.hasOwnProperty.call(cookies, name) ? cookies[name] : undefined;
}

/** A cookie as `document.cookie` or a Set-Cookie header takes it. */
export function serializeCookie(name: AnyCookieName, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? ROOT_COOKIE_PATH}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A Set-Cookie value that deletes the cookie at `path` (and `domain`). */
export function expiredCookie(name: AnyCookieName, options: Pick<CookieOptions, 'path' | 'domain'> = {}): string {
  return serializeCookie(name, '', { ...options, maxAge: 0, expires: new Date(0) });
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

/** A cookie of the current page, or undefined (always undefined on the server). */
export function readCookie(name: AnyCookieName): string | undefined {
  return hasDocument() ? cookieFromHeader(document.cookie, name) : undefined;
}

/** Stores a cookie in the browser; does nothing on the server. */
export function writeCookie(name: AnyCookieName, value: string, options: CookieOptions = {}): void {
  if (hasDocument()) document.cookie = serializeCookie(name, value, options);
}

/** Removes a cookie in the browser at `path` (default '/'); does nothing on the server. */
export function removeCookie(name: AnyCookieName, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  if (hasDocument()) document.cookie = expiredCookie(name, options);
}
