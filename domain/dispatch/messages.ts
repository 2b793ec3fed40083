/**
 * The texts of refused courier requests and the code the API sends with each (`courier_…`);
 * the storefront has a text for each code (courier.error.<code>).
 */
import { interpolate } from '../interpolate';

export const COURIER_MESSAGES = {
  off: 'Delivery by a courier is not offered for order [number]',
  deliveryOnly: 'Order [number] is not a delivery order',
  addressNeeded: 'To order delivery, please enter the full delivery address',
  unreachable: 'No courier can reach this address from the restaurant right now: choose carryout or another address',
  unavailable: 'The courier network did not answer: try again in a moment',
  quoteNeeded: 'The delivery fee of order [number] has not been quoted yet: get a quote before paying',
  quoteExpired: 'The delivery quote has expired: get a fresh delivery fee, then pay',
  notOffered: 'Order [number] has no delivery to change',
  notFailed: 'The courier of order [number] has not failed: there is nothing to choose instead',
  alreadyChosen: 'Order [number] already made its choice after its courier failed: it cannot be changed',
  orderClosed: 'Order [number] is already closed: there is nothing to choose instead of its courier',
  webhookUnverified: 'This webhook did not come from the courier network',
  webhookUnreadable: 'This webhook does not read as a delivery event',
} as const;

export type CourierMessageName = keyof typeof COURIER_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type CourierErrorCode = `courier_${Snake<CourierMessageName>}`;

export function courierErrorCode(name: CourierMessageName): CourierErrorCode {
  return `courier_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as CourierErrorCode;
}

export const COURIER_ERROR_CODES: readonly CourierErrorCode[] = (Object.keys(COURIER_MESSAGES) as CourierMessageName[]).map(courierErrorCode);

/** A courier text in English with `params` filled in. */
export function courierText(name: CourierMessageName, params: Record<string, string | number> = {}): string {
  return interpolate(COURIER_MESSAGES[name], params);
}
