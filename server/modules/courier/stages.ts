/**
 * A delivery's stage moves, whoever reports it (the network's webhook, the dispatch job, the
 * sandbox read at the request's clock), in one transaction under the order's row lock, through
 * the order's events: a courier who picked the food up moves the order out for delivery, one who
 * dropped it off completes it (the lifecycle's `delivered`). A report older than the stage it
 * finds is ignored (domain/dispatch/stages.ts). A courier cancelled keeps the order as it is, with
 * the network's reason, for the store and the diner to decide.
 */
import { movesStage, type DispatchStage } from '@/domain/dispatch/stages';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { Database } from '@/server/db/client';
import { lockOrder, moveOrderStatus, type OrderLifecycle } from '@/server/modules/orders';
import { deliveryOfOrder, updateDelivery, type DeliveryRow } from './repository';

export type StageReport = {
  stage: DispatchStage | null;
  trackingUrl?: string | null;
  providerRef?: string | null;
  failure?: string | null;
  /** The booking this report is the answer to (the dispatch job's). */
  bookedAt?: Date;
};

/** Order statuses before the handoff: a courier may still be booked, picked up, or replaced by a choice. */
export const BEFORE_HANDOFF: ReadonlySet<number> = new Set<number>([ORDER_STATUS.paid, ORDER_STATUS.preparing, ORDER_STATUS.ready]);

/** Applies `report` to the order's delivery inside `tx`; answers the delivery as it then stands. */
export async function applyStage(tx: Database, lifecycle: Pick<OrderLifecycle, 'publish'>, orderId: string, report: StageReport, now: Date): Promise<{ row: DeliveryRow; moved: boolean }> {
  const order = await lockOrder(tx, orderId);
  const current = await deliveryOfOrder(tx, orderId);
  if (!order || !current) throw new Error(`Order ${orderId} has no delivery to move`);
  // A second booking of the same delivery (two bookers at once) is not recorded over the first.
  if (report.bookedAt && current.bookedAt) return { row: current, moved: false };
  const moves = report.stage !== null && movesStage(current.stage, report.stage);
  const changes = {
    ...(moves && { stage: report.stage! }),
    ...(report.trackingUrl && { trackingUrl: report.trackingUrl }),
    ...(report.providerRef && { providerRef: report.providerRef }),
    ...(moves && report.failure && { failure: report.failure.slice(0, 300) }),
    ...(report.bookedAt && !current.bookedAt && { bookedAt: report.bookedAt }),
  };
  if (Object.keys(changes).length === 0) return { row: current, moved: false };
  const row = await updateDelivery(tx, orderId, { ...changes, updatedAt: now });
  // A drop-off heard without its pickup (a report lost, the sandbox read late) passes through it.
  let moved = order;
  if (moves && (report.stage === 'picked_up' || report.stage === 'dropped_off') && BEFORE_HANDOFF.has(moved.statusId)) {
    moved = (await moveOrderStatus(lifecycle, tx, moved, 'delivering', now)).row;
  }
  if (moves && report.stage === 'dropped_off' && moved.statusId === ORDER_STATUS.delivering) await moveOrderStatus(lifecycle, tx, moved, 'completed', now);
  return { row, moved: moves };
}
