/**
 * An order's status moves here, under its row lock in the caller's transaction, with the
 * lifecycle's event of the move: cancelled and ready as themselves, delivering as out-for-delivery,
 * completed as delivered or
 * picked up by the handoff; a move that only tracks the kitchen publishes nothing. Whoever moves
 * it (staff) has checked the move first (domain/ordering/status-moves.ts).
 */
import { deliveryOrPickup } from '@/domain/ordering/handoffs';
import type { WireOrderStatus } from '@/domain/wire/orders';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { Database } from '@/server/db/client';
import type { OrderEvent, OrderLifecycle } from './lifecycle';
import { updateOrder, type OrderRow } from './repository';

/** The order lifecycle's event of a move to `to`; none for a move that only tracks the kitchen. */
function eventOfMove(to: WireOrderStatus, handoff: 'delivery' | 'pickup'): OrderEvent | null {
  if (to === 'cancelled' || to === 'ready') return to;
  if (to === 'delivering') return 'out-for-delivery';
  if (to === 'completed') return handoff === 'delivery' ? 'delivered' : 'picked-up';
  return null;
}

export async function moveOrderStatus(
  lifecycle: Pick<OrderLifecycle, 'publish'>,
  tx: Database,
  order: OrderRow,
  to: WireOrderStatus,
  now: Date,
): Promise<{ row: OrderRow; event: OrderEvent | null }> {
  const row = await updateOrder(tx, order.id, { statusId: ORDER_STATUS[to], updatedAt: now });
  const event = eventOfMove(to, deliveryOrPickup(order.handoffId));
  if (event) await lifecycle.publish(tx, event, row, now);
  return { row, event };
}
