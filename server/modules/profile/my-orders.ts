/**
 * The customer's orders: the history (newest first, every status; an order sent as a catering
 * quote is listed with the quotes, not here), the claim of a guest order
 * by its access token, and the owner check the other order routes share. Another customer's
 * order and an unknown one answer the same 404.
 */
import type { LocaleTag } from '@/domain/markets';
import type { WireOrder } from '@/domain/wire/orders';
import type { WireMyOrders, WireOrderSummary } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { mayAccess, orderNotFound, presentTimeslot, findOrder, type OrderRow, type OrderService } from '@/server/modules/orders';
import { deliveryOrPickup } from '@/domain/ordering';
import { statusName } from '@/domain/ordering/order-status';
import { claimGuestOrder, orderHistoryCount, orderHistoryPage, type SummaryRow } from './order-repository';

export function presentSummary({ order, location }: SummaryRow): WireOrderSummary {
  return {
    id: order.id,
    number: String(order.number),
    status: statusName(order.statusId),
    statusId: order.statusId,
    handoff: deliveryOrPickup(order.handoffId),
    handoffId: order.handoffId,
    categoryId: order.categoryId,
    location: { id: location.id, slug: location.slug, title: location.title },
    itemCount: order.itemCount,
    total: order.total,
    currency: order.currency.toUpperCase(),
    timeslot: presentTimeslot(order.timeslotStart, order.timeslotAsap, location.timeZone),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
  };
}

/** The order when the customer owns it; the same 404 as an unknown order otherwise. */
export async function ownOrder(db: Database, customerId: number, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || order.customerId !== customerId) throw orderNotFound(orderId);
  return order;
}

export function createMyOrdersService(db: Database, orderService: OrderService) {
  return {
    async list(customerId: number, page: number, pageSize: number): Promise<WireMyOrders> {
      const rows = await orderHistoryPage(db, customerId, page, pageSize);
      const total = await orderHistoryCount(db, customerId);
      return { data: rows.map(presentSummary), total, page, pageSize };
    },

    /**
     * A signed-in customer takes over a guest order by presenting its access token. Claiming
     * one's own order again answers it again; an order someone else claimed is "not found".
     */
    async claim(customerId: number, orderId: string, token: string | undefined, locale: LocaleTag): Promise<WireOrder> {
      const order = await findOrder(db, orderId);
      if (!order || !mayAccess({ accessTokenHash: order.accessTokenHash, customerId: null }, { token })) throw orderNotFound(orderId);
      if (order.customerId !== null && order.customerId !== customerId) throw orderNotFound(orderId);
      if (order.customerId === null && !(await claimGuestOrder(db, customerId, orderId))) await ownOrder(db, customerId, orderId);
      return orderService.get(orderId, { customerId }, locale);
    },
  };
}

export type MyOrdersService = ReturnType<typeof createMyOrdersService>;
