/**
 * What payments need from orders, in one place, delegating to the orders module:
 * open an order with the caller's token, lock it as payable (404 / 409 paid / 422 blockers,
 * repriced total), and mark it paid inside the payment's transaction (which also makes the
 * timeslot hold permanent, and may refuse with 409 when the slot filled up meanwhile).
 */
import type { Database } from '@/server/db/client';
import { callerOf, mayAccess, orderNotFound, type OrderCaller } from '@/server/modules/orders/access';
import { lockPayableOrder, markOrderPaid, type PayableOrder } from '@/server/modules/orders/mark-paid';
import { findOrder, lockOrder, storeOf, type OrderRow } from '@/server/modules/orders/repository';

export type { OrderCaller, OrderRow, PayableOrder };
export { callerOf, lockPayableOrder, markOrderPaid };

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
