/**
 * What payments need from orders, in one place, delegating to the orders module:
 * open an order with the caller's token, lock it as payable (404 / 409 paid / 422 blockers,
 * repriced total), and mark it paid inside the payment's transaction through the order
 * lifecycle (whose listeners make the timeslot hold permanent, and may refuse with 409 when the
 * slot filled up meanwhile).
 * The order of an accepted catering quote owes its estimate's deposit (or its whole total, as the
 * buyer chose) instead of its cart's total, may be opened with the quote's link token as well, and
 * paying it moves the quote on (catering's order listener); catering answers through quote-port.ts.
 * Coupon validity at payment is judged at the real time (`realClock`), whatever the demo clock says.
 */
import type { QuotePaymentPart } from '@/domain/catering';
import type { LocaleTag } from '@/domain/markets';
import { realClock } from '@/server/clock';
import type { Database } from '@/server/db/client';
import {
  QUOTE_TOKEN_HEADER,
  callerOf,
  hashToken,
  mayAccess,
  orderNotFound,
  type OrderCaller as OrdersCaller,
  type OrderLifecycle,
  type PayableCheck,
  markOrderPaid as markOrderRowPaid,
  payableOf,
  type PayableOrder,
  findOrder,
  findOrderWithPayments,
  lockOrder,
  type OrderRow,
  assertOpen,
  storeOfOrder,
  storeFactsOf,
  deferNudges,
  type StoreFactsCache,
} from '@/server/modules/orders';
import type { QuotePayments } from './quote-port';

export { deferNudges, findOrderWithPayments, storeFactsOf };
import { paidTotal } from './repository';

/**
 * Who pays: the order's token or its signed-in owner, as for every order call; `quoteOrderId`
 * when the request's quote link token was checked and opens that (quote's) order.
 */
export type OrderCaller = OrdersCaller & { quoteOrderId?: string };

export type { OrderRow, PayableOrder };
export { callerOf };

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** The caller of a payment request on `orderId`: its order token, owner, and a quote link token that opens the order. */
export async function paymentCallerOf(
  quotes: QuotePayments,
  db: Database,
  linkSecret: string,
  orderId: string,
  headers: Record<string, string | string[] | undefined>,
  customer?: { id: number } | null,
): Promise<OrderCaller> {
  const caller = callerOf(headers, customer);
  const quoteToken = firstHeader(headers[QUOTE_TOKEN_HEADER]);
  if (!quoteToken || !(await quotes.linkOpens(db, linkSecret, orderId, quoteToken))) return caller;
  return { ...caller, quoteOrderId: orderId };
}

/**
 * Who the caller is to an order it may pay: its account when it owns the order, else its order
 * token, else its quote link (each token as a digest). Replays of a payment are scoped by it, so
 * one caller never reads the answer another caller's request got.
 */
export function payerIdentity(order: OrderRow, caller: OrderCaller, headers: Record<string, string | string[] | undefined>): string {
  if (caller.customerId != null && order.customerId === caller.customerId) return `account:${caller.customerId}`;
  const digest = (token: string) => hashToken(token).slice(0, 32);
  if (caller.token && mayAccess(order, { token: caller.token })) return `token:${digest(caller.token)}`;
  return `quote:${digest(firstHeader(headers[QUOTE_TOKEN_HEADER]) ?? '')}`;
}

function mayPay(order: OrderRow, caller: OrderCaller): boolean {
  return mayAccess(order, caller) || caller.quoteOrderId === order.id;
}

/**
 * The locked, open, payable order and what it owes: its repriced total, or for a quote's order
 * the part of its estimate the buyer chose (`part`, refused with 422 on any other order). A cart's
 * `checks` (the lifecycle's payableChecks: its coupons still usable) refuse before money is taken.
 */
export async function lockPayableOrder(
  quotes: QuotePayments,
  tx: Database,
  orderId: string,
  caller: OrderCaller,
  now: Date,
  part: QuotePaymentPart | undefined,
  checks: readonly PayableCheck[],
  facts?: StoreFactsCache,
): Promise<PayableOrder & { asQuote?: true }> {
  const order = await lockOrder(tx, orderId);
  if (!order || !mayPay(order, caller)) throw orderNotFound(orderId);
  assertOpen(order);
  const quote = await quotes.payable(tx, order, now, part);
  if (quote) {
    const store = await storeOfOrder(tx, order, facts);
    return { order, store, id: order.id, number: String(order.number), total: quote.total, currency: order.currency, email: quote.email, asQuote: true };
  }
  if (part !== undefined) throw quotes.partRefused(order);
  // Any other order is paid as a cart: a quote's link token does not open it.
  if (!mayAccess(order, caller)) throw orderNotFound(orderId);
  return payableOf(tx, order, now, realClock(), checks, facts);
}

/**
 * Marks the order paid through the order lifecycle (`paid`, orders/lifecycle.ts): a cart's
 * coupons redeemed (valid at the real time) and its timeslot held for good, or for a quote's
 * order, the quote moved on; its rewards used and its diner's points earned (once per order);
 * its confirmation email queued for after the commit, in the diner's `locale`.
 */
export async function markOrderPaid(lifecycle: OrderLifecycle, quotes: QuotePayments, tx: Database, target: PaidTarget, now: Date, locale: LocaleTag): Promise<OrderRow> {
  const asQuote = await quotes.isQuoteOrder(tx, target.order);
  const amountPaid = asQuote ? await paidTotal(tx, target.order.id) : undefined;
  const known = target.guestCap !== undefined ? { guestCap: target.guestCap } : {};
  return markOrderRowPaid(lifecycle, tx, target, now, { validAt: realClock(), paidBy: 'diner', asQuote, amountPaid, locale, ...known });
}

/** The order when the caller may see it; otherwise the same 404 as an unknown order. */
export async function openOrder(db: Database, orderId: string, caller: OrderCaller): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || !mayPay(order, caller)) throw orderNotFound(orderId);
  return order;
}

/** `guestCap`: the brand's cap of one guest's orders per slot, when read already from the store facts. */
export type PaidTarget = Pick<PayableOrder, 'order' | 'store'> & { guestCap?: number | null };

/** Re-locks an order whose payment was checked before the gateway call, to settle it (with the store facts: its brand's guest cap too). */
export async function relockOrder(tx: Database, orderId: string, facts?: StoreFactsCache): Promise<PaidTarget> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw orderNotFound(orderId);
  if (!facts) return { order, store: await storeOfOrder(tx, order) };
  return { order, store: await storeOfOrder(tx, order, facts), guestCap: (await facts.brand(tx, order.brandId)).guestCap };
}

