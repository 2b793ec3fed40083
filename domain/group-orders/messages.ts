/**
 * The texts of refused group-order requests and the code the API sends with each
 * (`group_order_…`); the storefront has a text for each code (groupOrders.error.<code>).
 */
import { interpolate } from '../interpolate';

export const GROUP_ORDER_MESSAGES = {
  notFound: 'This group order link is not valid: ask the host for the link again',
  guestNotFound: 'Type your name to join this group order again',
  locked: 'This group order is locked: the host is checking out, so no more items can be added',
  overLimit: 'Each person may spend up to [amount] in this group order: remove an item or choose a smaller one',
  full: 'This group order already has [max] people in it',
  nameRequired: 'Type your name so the host knows whose items these are',
  limitInvalid: 'A per-person limit is an amount from [min] to [max], with at most 2 decimals',
  deadlineInvalid: 'Choose a deadline from [min] to [max] minutes from now',
  deliveryNotOffered: 'A group order is collected at the restaurant: choose carryout or another in-store handoff',
  stillOpen: 'Your group order is still open: lock it on the group order page before you pay, so nobody adds an item after the payment',
} as const;

export type GroupOrderMessageName = keyof typeof GROUP_ORDER_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type GroupOrderErrorCode = `group_order_${Snake<GroupOrderMessageName>}`;

export function groupOrderErrorCode(name: GroupOrderMessageName): GroupOrderErrorCode {
  return `group_order_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as GroupOrderErrorCode;
}

export const GROUP_ORDER_ERROR_CODES: readonly GroupOrderErrorCode[] = (Object.keys(GROUP_ORDER_MESSAGES) as GroupOrderMessageName[]).map(groupOrderErrorCode);

/** A group-order text in English with `params` filled in. */
export function groupOrderText(name: GroupOrderMessageName, params: Record<string, string | number> = {}): string {
  return interpolate(GROUP_ORDER_MESSAGES[name], params);
}
