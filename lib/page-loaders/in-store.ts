/** The thank-you page's in-store handoff part: the order's table, vehicle and arrival, and its day and today in the store's time zone. */
import { HANDOFF } from '@/domain/ordering/handoffs';
import { storeDateOf } from '@/domain/ordering/order-day';
import type { ApiContext } from '@/lib/api/client';
import type { OrderHandoffDetails } from '@/lib/api/handoffs';
import { fetchOrder, type OrderAccess } from '@/lib/api/ordering';

/** An in-store handoff's details, with the order's day and today ('YYYY-MM-DD') in the store's time zone. */
export type InStoreView = { handoffId: number; details: OrderHandoffDetails; orderDay: string; today: string };

export async function loadInStore(ctx: ApiContext, access: OrderAccess, timeZone: string, now: Date = new Date()): Promise<InStoreView | null> {
  const order = await fetchOrder(ctx, access).catch(() => null);
  if (!order?.handoffDetails || order.handoffId === HANDOFF.pickup || order.handoffId === HANDOFF.delivery) return null;
  const day = new Date(order.timeslot?.start ?? order.paidAt ?? order.createdAt);
  return { handoffId: order.handoffId, details: order.handoffDetails, orderDay: storeDateOf(day, timeZone), today: storeDateOf(now, timeZone) };
}
