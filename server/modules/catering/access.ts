/**
 * Who may see and answer a catering quote: its signed-in owner, whoever holds its link token
 * (sent as X-Quote-Token; the same token every email's link carries), and on the order's own
 * routes whoever holds the order's X-Order-Token. The link token is a keyed hash (HMAC-SHA-256
 * with the server's secret) of the lead's id and its nonce, so it is never stored and any email
 * can carry it again. Anyone else gets the same 404 as for an unknown quote.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotFoundError } from '@/server/errors';
import { mayAccess, MAX_TOKEN_LENGTH, ORDER_TOKEN_HEADER, QUOTE_TOKEN_HEADER } from '@/server/modules/orders';
import type { LeadRow } from './repository';

export type QuoteCaller = { quoteToken?: string; orderToken?: string; customerId: number | null };

export function linkToken(secret: string, lead: Pick<LeadRow, 'id' | 'linkNonce'>): string {
  return createHmac('sha256', secret).update(`catering-lead:${lead.id}:${lead.linkNonce}`, 'utf8').digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether the caller may see the lead; `order` is given on the order's routes only. */
export function mayAccessLead(
  secret: string,
  lead: Pick<LeadRow, 'id' | 'linkNonce' | 'customerId'>,
  caller: QuoteCaller,
  order?: { accessTokenHash: string; customerId: number | null },
): boolean {
  if (caller.customerId != null && lead.customerId != null && caller.customerId === lead.customerId) return true;
  const token = caller.quoteToken;
  if (token && token.length <= MAX_TOKEN_LENGTH && sameText(token, linkToken(secret, lead))) return true;
  return order !== undefined && caller.orderToken !== undefined && mayAccess({ ...order, customerId: null }, { token: caller.orderToken });
}

export function quoteNotFound(what: string): NotFoundError {
  return new NotFoundError(`Quote ${what} was not found`);
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** The caller of a request: its quote and order tokens, and the signed-in customer if any. */
export function quoteCallerOf(headers: Record<string, string | string[] | undefined>, customer?: { id: number } | null): QuoteCaller {
  return { quoteToken: first(headers[QUOTE_TOKEN_HEADER]), orderToken: first(headers[ORDER_TOKEN_HEADER]), customerId: customer?.id ?? null };
}
