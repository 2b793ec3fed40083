/**
 * The browser's device id (domain/ordering/device-id.ts) on the storefront: created in the
 * browser the first time an ordering call needs it, kept in the first-party `hickory_device`
 * cookie for a year (SameSite=Lax, Secure on an https page) and reused after. The server never
 * sets it (a shared page carries no Set-Cookie, lib/security/shared-pages.ts); on the server the
 * request's own cookie is only read. Ordering calls send it as X-Device-Id, so the API can count
 * one guest's orders in a time slot; nothing else reads it.
 */
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, DEVICE_HEADER, parseDeviceId } from '@/domain/ordering/device-id';
import { cookieFromHeader, readCookie, writeCookie } from '@/lib/cookies';

/** The calls that carry the device: the order's own (create, details and time, lines, quotes). */
const ORDERING_CALL = /^\/online-ordering\/orders(?:[/?]|$)/;

export function isOrderingCall(path: string): boolean {
  return ORDERING_CALL.test(path);
}

/** A random version-4 UUID from the browser's crypto (randomUUID needs a secure page; getRandomValues does not). */
function newDeviceId(): string | null {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  if (typeof crypto?.getRandomValues !== 'function') return null;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This browser's device id: the cookie's when it holds one, else a new one written to the cookie.
 * Null on the server, and when the browser keeps no cookie (a fresh id per call would count nothing).
 */
export function ensureDeviceId(): string | null {
  if (typeof document === 'undefined') return null;
  const kept = parseDeviceId(readCookie(DEVICE_COOKIE));
  if (kept) return kept;
  const id = newDeviceId();
  if (!id) return null;
  writeCookie(DEVICE_COOKIE, id, { maxAge: DEVICE_COOKIE_MAX_AGE, sameSite: 'Lax', secure: window.location.protocol === 'https:' });
  return parseDeviceId(readCookie(DEVICE_COOKIE));
}

/** The device id of a server-rendered request's Cookie header, or null (never created there). */
function deviceIdFromCookieHeader(cookie: string | undefined): string | null {
  return parseDeviceId(cookieFromHeader(cookie, DEVICE_COOKIE));
}

/**
 * X-Device-Id for an ordering call: on the server (a context with the request's `cookie`) the
 * request's hickory_device cookie; in the browser (a context without a token) the browser's id,
 * created on first need. Other calls carry none.
 */
export function deviceHeaders(ctx: { token?: string | null; cookie?: string }, path: string): Record<string, string> {
  if (!isOrderingCall(path)) return {};
  const id = ctx.cookie !== undefined ? deviceIdFromCookieHeader(ctx.cookie) : ctx.token === undefined ? ensureDeviceId() : null;
  return id ? { [DEVICE_HEADER]: id } : {};
}
