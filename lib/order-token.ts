/**
 * The guest order's access token: kept in the `orderToken` cookie beside the order id
 * (./order-cookies.ts writes and clears both), and sent as `X-Order-Token` on every order call.
 * A file of its own, so a page that only sends the token does not ship the other order cookies.
 */
import { readCookie } from './cookies';

export const ORDER_TOKEN_COOKIE = 'orderToken';
/** The header that carries the guest's order token on every order call. */
const ORDER_TOKEN_HEADER = 'X-Order-Token';

/** The guest order's token of the current page (browser; null on the server or when there is none). */
export function readOrderToken(): string | null {
  return readCookie(ORDER_TOKEN_COOKIE) || null;
}

/** The order-call headers of the guest's order: X-Order-Token when a token is known. */
export function orderTokenHeaders(orderToken: string | null | undefined): Record<string, string> {
  return orderToken ? { [ORDER_TOKEN_HEADER]: orderToken } : {};
}
