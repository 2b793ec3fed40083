/**
 * The cookies of the order in progress (the stored key `handoff`, plus ours):
 *  - `orderId` and `orderToken`: the guest's order (an unguessable id and its access token, sent
 *    as `X-Order-Token` on every order call);
 *  - `handoff`: the handoff the diner chose in the start-order dialog (carryout or delivery);
 *  - `deliveryAddress`: the address the finder checked, used when the order is created.
 * All live at path / for ROOT_PATH_COOKIE_MAX_AGE (six hours). The order pages import the names from here.
 */
import { COOKIE_NAMES, ROOT_COOKIE_PATH, ROOT_PATH_COOKIE_MAX_AGE } from '@/domain/constants';
import { parseHandoffTypeParam, type HandoffTypeParam } from '@/domain/ordering/handoffs';
import { cookieFromHeader, readCookie, removeCookie, writeCookie } from './cookies';
import { forgetCoupon } from './coupon-cookies';
import { ORDER_ID_COOKIE } from './order-id-cookie';
import { ORDER_TOKEN_COOKIE, orderTokenHeaders } from './order-token';

export { ORDER_ID_COOKIE, orderTokenHeaders };
const HANDOFF_COOKIE = COOKIE_NAMES.handoff;
const DELIVERY_ADDRESS_COOKIE = 'deliveryAddress';

export type DeliveryAddress = {
  street: string;
  aptSuitBldg: string;
  city: string;
  state: string;
  zip: string;
};

type OrderCookies = {
  orderId: string | null;
  orderToken: string | null;
  handoff: HandoffTypeParam | null;
  deliveryAddress: DeliveryAddress | null;
};

const OPTIONS = { path: ROOT_COOKIE_PATH, maxAge: ROOT_PATH_COOKIE_MAX_AGE, sameSite: 'Lax' as const };
const ADDRESS_FIELDS: (keyof DeliveryAddress)[] = ['street', 'aptSuitBldg', 'city', 'state', 'zip'];

/** A stored delivery address, or null when the cookie is missing or not one. */
export function parseDeliveryAddress(value: string | null | undefined): DeliveryAddress | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    if (!ADDRESS_FIELDS.every((field) => typeof record[field] === 'string')) return null;
    const address = {} as DeliveryAddress;
    for (const field of ADDRESS_FIELDS) address[field] = record[field] as string;
    return address;
  } catch {
    return null;
  }
}

function fromReader(read: (name: string) => string | undefined): OrderCookies {
  return {
    orderId: read(ORDER_ID_COOKIE) || null,
    orderToken: read(ORDER_TOKEN_COOKIE) || null,
    handoff: parseHandoffTypeParam(read(HANDOFF_COOKIE)),
    deliveryAddress: parseDeliveryAddress(read(DELIVERY_ADDRESS_COOKIE)),
  };
}

/** The order cookies of a request's Cookie header (server side: `api.cookie` of a loader). */
export function orderCookiesFromHeader(header: string | null | undefined): OrderCookies {
  return fromReader((name) => cookieFromHeader(header, name));
}

/** The order cookies of the current page (browser; all null on the server). */
export function readOrderCookies(): OrderCookies {
  return fromReader((name) => readCookie(name));
}

/** Remembers the guest's order after POST /orders. */
export function writeOrderCookies(orderId: string, orderToken: string): void {
  writeCookie(ORDER_ID_COOKIE, orderId, OPTIONS);
  writeCookie(ORDER_TOKEN_COOKIE, orderToken, OPTIONS);
}

/** Forgets the order (after payment, or when it can no longer be changed), and the coupon it carried. */
export function clearOrderCookies(): void {
  removeCookie(ORDER_ID_COOKIE, { path: ROOT_COOKIE_PATH });
  removeCookie(ORDER_TOKEN_COOKIE, { path: ROOT_COOKIE_PATH });
  forgetCoupon();
}

/** Choosing carryout or delivery stores the active handoff. */
export function writeHandoff(handoff: HandoffTypeParam): void {
  writeCookie(HANDOFF_COOKIE, handoff, OPTIONS);
}

/** Visiting a quote or get-a-quote link clears the handoff cookie at path /. */
export function clearHandoff(): void {
  removeCookie(HANDOFF_COOKIE, { path: ROOT_COOKIE_PATH });
}

export function writeDeliveryAddress(address: DeliveryAddress): void {
  writeCookie(DELIVERY_ADDRESS_COOKIE, JSON.stringify(address), OPTIONS);
}
