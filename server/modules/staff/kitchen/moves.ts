/**
 * Bump and recall on the kitchen screen. The order must be one of the store's (else 404, as an
 * unknown ticket), not held for review, and the move one of domain/kitchen/ticket-moves.ts (else
 * 409 in words). The status moves through the order lifecycle as the queue's moves do
 * (orders' moveOrderStatus): a bump publishes `ready`, so the diner's order page follows it and
 * the ready email goes out after the commit; a recall publishes nothing (a later bump does not
 * tell the diner twice, the lifecycle keeps one `ready` per order). Each move commits with its
 * audit row, an order-status row like the queue's, under the order's lock, so a replayed bump
 * finds the order ready and is refused.
 */
import { interpolate } from '@/domain/interpolate';
import { checkTicketMove, type TicketMove, type TicketMoveRefusal } from '@/domain/kitchen/ticket-moves';
import { KITCHEN_MESSAGES, kitchenErrorCode, type KitchenMessageName } from '@/domain/kitchen/ticket-messages';
import { statusName } from '@/domain/ordering/order-status';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import type { WireKitchenTicketMove } from '@/domain/wire/kitchen-tickets';
import type { WireOrderStatus } from '@/domain/wire/orders';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { ConflictError, NotFoundError } from '@/server/errors';
import { lockOrder, moveOrderStatus, statusLabel, type OrderLifecycle } from '@/server/modules/orders';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { staffStore } from '../queue';
import { isHeldForReview } from '../review-holds/repository';

export type KitchenDeps = { db: Database; lifecycle: OrderLifecycle; now: () => Date };

export function ticketNotFound(orderId: string): NotFoundError {
  return new NotFoundError(interpolate(KITCHEN_MESSAGES.ticketNotFound, { orderId }), { code: kitchenErrorCode('ticketNotFound'), params: { orderId } });
}

const REFUSALS: Record<TicketMoveRefusal, KitchenMessageName> = {
  'already-ready': 'ticketAlreadyReady',
  'not-ready': 'ticketNotReady',
  closed: 'ticketClosed',
};

function refusal(reason: TicketMoveRefusal, number: number, from: WireOrderStatus): ConflictError {
  const name = REFUSALS[reason];
  const text = interpolate(KITCHEN_MESSAGES[name], { number: String(number), status: statusLabel(from, 'en-us').toLowerCase() });
  return new ConflictError(text, { code: kitchenErrorCode(name), params: { number: String(number), status: from } });
}

type MoveRequest = { staff: StaffIdentity; caller: StaffCaller; storeId: number; orderId: string; move: TicketMove };

export async function moveTicket(deps: KitchenDeps, { staff, caller, storeId, orderId, move }: MoveRequest): Promise<WireKitchenTicketMove> {
  const store = await staffStore(deps.db, staff, storeId);
  const now = deps.now();
  const { row, event } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.locationId !== store.id) throw ticketNotFound(orderId);
    if (await isHeldForReview(tx, order.id)) {
      const number = String(order.number);
      throw new ConflictError(interpolate(STAFF_MESSAGES.reviewHoldPending, { number }), { code: 'review_hold_pending', params: { number } });
    }
    const from = statusName(order.statusId);
    const check = checkTicketMove(move, from);
    if (!check.ok) throw refusal(check.reason, order.number, from);
    const moved = await moveOrderStatus(deps.lifecycle, tx, order, check.to, now);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'order-status',
      subjectType: 'order',
      subjectId: order.id,
      locationId: order.locationId,
      before: { status: from, statusId: order.statusId },
      after: { status: check.to, statusId: moved.row.statusId, via: `kitchen-${move}` },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
    return moved;
  });
  if (event) await deps.lifecycle.nudge(row.id);
  return { orderId: row.id, number: String(row.number), status: statusName(row.statusId), updatedAt: row.updatedAt.toISOString() };
}
