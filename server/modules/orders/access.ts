/**
 * Who may see and change an order. Guests hold the order's access token, handed out once by
 * POST /orders and sent back as X-Order-Token; only its SHA-256 hash is stored. Anyone else
 * gets the same 404 as for an unknown order, so an order's existence never leaks.
 * Issue 5 adds the signed-in owner: `customerId` matching the order's customer_id.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { NotFoundError } from '@/server/errors';

export const ORDER_TOKEN_HEADER = 'x-order-token';
/** A catering quote's link token (its emails' link carries it), which also opens its order for payment. */
export const QUOTE_TOKEN_HEADER = 'x-quote-token';
export const MAX_TOKEN_LENGTH = 128;

export type OrderCaller = { token?: string; customerId?: number | null };

export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function orderNotFound(orderId: string): NotFoundError {
  return new NotFoundError(`Order ${orderId} was not found`);
}

/** Whether the caller may act on an order with this token hash and owner. */
export function mayAccess(order: { accessTokenHash: string; customerId: number | null }, caller: OrderCaller): boolean {
  if (caller.customerId != null && order.customerId != null && caller.customerId === order.customerId) return true;
  if (!caller.token || caller.token.length > MAX_TOKEN_LENGTH) return false;
  const given = Buffer.from(hashToken(caller.token), 'hex');
  const stored = Buffer.from(order.accessTokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The caller of a request: its X-Order-Token, and the signed-in customer of its bearer token if any. */
export function callerOf(headers: Record<string, string | string[] | undefined>, customer?: { id: number } | null): OrderCaller {
  const raw = headers[ORDER_TOKEN_HEADER];
  const token = Array.isArray(raw) ? raw[0] : raw;
  return { token: token?.trim() || undefined, customerId: customer?.id ?? null };
}
