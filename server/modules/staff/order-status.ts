/**
 * Staff move an order's status: PUT /orders/:orderId/status/:statusId. The order must be of a
 * store the member sees (else 404, as for an unknown order), the move must be one of
 * domain/ordering/status-moves.ts (else 409 with the reason), and the change and its audit row
 * commit together under the order's lock, with the order lifecycle's event of the move (cancelled:
 * its points taken back; ready: the diner is told after the commit, by the ready notice's listener).
 * An order held for review does not move here (409): a store manager releases or cancels it first
 * (review-holds/).
 */
import { interpolate } from '@/domain/interpolate';
import { checkStatusMove, type StatusMoveRefusal } from '@/domain/ordering/status-moves';
import { deliveryOrPickup } from '@/domain/ordering/handoffs';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import type { WireOrderStatus } from '@/domain/wire/orders';
import type { WireOrderStatusChange } from '@/domain/wire/staff';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { ErrorCode } from '@/domain/error-codes';
import { BadRequestError, ConflictError } from '@/server/errors';
import { lockOrder, moveOrderStatus, orderNotFound, statusLabel } from '@/server/modules/orders';
import { statusName } from '@/domain/ordering/order-status';
import { recordAudit } from './audit';
import type { StaffCaller, StaffDeps } from './deps';
import { storeOf } from './repository';
import { isHeldForReview } from './review-holds/repository';
import { statusOfId } from './status-ids';

const REFUSALS: Record<StatusMoveRefusal, { code: ErrorCode; message: string }> = {
  'same-status': { code: 'status_unchanged', message: STAFF_MESSAGES.statusUnchanged },
  'final-status': { code: 'status_final', message: STAFF_MESSAGES.statusFinal },
  'not-placed': { code: 'order_not_placed', message: STAFF_MESSAGES.orderNotPlaced },
  'not-allowed': { code: 'status_move_refused', message: STAFF_MESSAGES.statusMoveRefused },
};

function refusal(reason: StatusMoveRefusal, number: number, from: WireOrderStatus, to: WireOrderStatus): ConflictError {
  const { code, message } = REFUSALS[reason];
  const params = { number: String(number), status: from, from, to };
  const label = (status: WireOrderStatus) => statusLabel(status, 'en-us').toLowerCase();
  const text = interpolate(message, { number: String(number), status: label(from), from: label(from), to: label(to) });
  return new ConflictError(text, { code, params });
}

export async function changeOrderStatus(
  deps: StaffDeps,
  caller: StaffCaller,
  staff: StaffIdentity,
  orderId: string,
  statusId: number,
): Promise<WireOrderStatusChange> {
  const to = statusOfId(statusId);
  if (!to) throw new BadRequestError(interpolate(STAFF_MESSAGES.unknownStatus, { statusId }), undefined, { code: 'unknown_status', params: { statusId } });
  const now = deps.now();
  const { changed, event } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !(await storeOf(tx, staff, order.locationId))) throw orderNotFound(orderId);
    const from = statusName(order.statusId);
    if (await isHeldForReview(tx, order.id)) {
      const number = String(order.number);
      throw new ConflictError(interpolate(STAFF_MESSAGES.reviewHoldPending, { number }), { code: 'review_hold_pending', params: { number } });
    }
    const check = checkStatusMove(from, to, deliveryOrPickup(order.handoffId));
    if (!check.ok) throw refusal(check.reason, order.number, from, to);
    const { row, event } = await moveOrderStatus(deps.lifecycle, tx, order, to, now);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'order-status',
      subjectType: 'order',
      subjectId: order.id,
      locationId: order.locationId,
      before: { status: from, statusId: order.statusId },
      after: { status: to, statusId: row.statusId },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
    return { changed: row, event };
  });
  if (event) await deps.lifecycle.nudge(changed.id);
  return { orderId: changed.id, number: String(changed.number), status: to, statusId: changed.statusId, updatedAt: changed.updatedAt.toISOString() };
}
