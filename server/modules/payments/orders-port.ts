/**
 * What payments need from orders, in one place, delegating to the orders module:
 * open an order with the caller's token, lock it as payable (404 / 409 paid / 422 blockers,
 * repriced total), and mark it paid inside the payment's transaction (which also makes the
 * timeslot hold permanent, and may refuse with 409 when the slot filled up meanwhile).
 * The order of an accepted catering quote owes its estimate's deposit instead of its cart's total,
 * and paying it moves the quote on (server/modules/catering/payment.ts).
 */
import type { Database } from '@/server/db/client';
import { callerOf, mayAccess, orderNotFound, type OrderCaller } from '@/server/modules/orders/access';
import { leadOfOrder, quotePayable, settleQuotePayment } from '@/server/modules/catering/payment';
import { lockPayableOrder as lockOrderPayable, markOrderPaid as markOrderRowPaid, type PayableOrder } from '@/server/modules/orders/mark-paid';
import { findOrder, lockOrder, storeOf, type OrderRow } from '@/server/modules/orders/repository';
import { assertOpen } from '@/server/modules/orders/rules';
import { paidTotal } from './repository';

export type { OrderCaller, OrderRow, PayableOrder };
export { callerOf };

/** The locked, open, payable order and what it owes: its repriced total, or a quote's deposit. */
export async function lockPayableOrder(tx: Database, orderId: string, caller: OrderCaller, now: Date): Promise<PayableOrder> {
  const order = await lockOrder(tx, orderId);
  if (!order || !mayAccess(order, caller)) throw orderNotFound(orderId);
  assertOpen(order);
  const quote = await quotePayable(tx, order, now);
  if (!quote) return lockOrderPayable(tx, orderId, caller);
  const store = await storeOf(tx, order.locationId);
  const { lead, total } = quote;
  return { order, store, id: order.id, number: String(order.number), total, currency: order.currency, email: lead.contact.email };
}

/** Marks the order paid: its timeslot held for good, or for a quote's order, the quote moved on. */
export async function markOrderPaid(tx: Database, target: Pick<PayableOrder, 'order' | 'store'>, now: Date): Promise<OrderRow> {
  const lead = await leadOfOrder(tx, target.order);
  if (!lead) return markOrderRowPaid(tx, target, now);
  return settleQuotePayment(tx, target.order, lead, await paidTotal(tx, target.order.id), now);
}

/** The order when the caller may see it; otherwise the same 404 as an unknown order. */
export async function openOrder(db: Database, orderId: string, caller: OrderCaller): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || !mayAccess(order, caller)) throw orderNotFound(orderId);
  return order;
}

export type PaidTarget = Pick<PayableOrder, 'order' | 'store'>;

/** Re-locks an order whose payment was checked before the gateway call, to settle it. */
export async function relockOrder(tx: Database, orderId: string): Promise<PaidTarget> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw orderNotFound(orderId);
  return { order, store: await storeOf(tx, order.locationId) };
}

export async function findOrderRow(db: Database, orderId: string): Promise<OrderRow | undefined> {
  return findOrder(db, orderId);
}

/** Whether the order is a catering quote's: its emails are the quote's own, not an order confirmation. */
export async function isQuoteOrder(db: Database, orderId: string): Promise<boolean> {
  const order = await findOrder(db, orderId);
  return Boolean(order && (await leadOfOrder(db, order)));
}
