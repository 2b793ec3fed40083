/**
 * Staff review of held orders (store managers and brand admins; store staff get 403):
 * - the list: the unresolved holds of the member's stores, the longest waiting first;
 * - release: the order joins the kitchen queue;
 * - cancel: the order moves to cancelled through the order lifecycle, as a staff cancellation
 *   does (its points taken back, its slot freed); the money goes back with the order's Refund
 *   action (refunds/), never here.
 * Each decision takes a note and commits with its audit row under the order's lock. Another
 * store's order answers as an unknown one (404); an order not waiting for review answers 409.
 */
import { interpolate } from '@/domain/interpolate';
import { checkStatusMove } from '@/domain/ordering/status-moves';
import { deliveryOrPickup } from '@/domain/ordering/handoffs';
import { statusName } from '@/domain/ordering/order-status';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import { accountAgeDays, REVIEWING_ROLES } from '@/domain/staff/review-holds';
import type { WireReviewDecision, WireReviewDecisionRequest, WireReviewHolds } from '@/domain/wire/review-holds';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import type { ReviewHoldResolution } from '@/server/db/schema';
import { BadRequestError, ConflictError, ForbiddenError } from '@/server/errors';
import { lockOrder, moveOrderStatus, orderNotFound, type OrderLifecycle, type OrderRow } from '@/server/modules/orders';
import { cardChecksOfOrders } from '@/server/modules/payments';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { storeOf } from '../repository';
import { staffStoreFilter } from '../store-filter';
import { lockPendingReviewHold, pendingReviewHolds, resolveReviewHold, type ReviewHoldRow } from './repository';

export type ReviewDeps = { db: Database; lifecycle: Pick<OrderLifecycle, 'publish' | 'nudge'>; now: () => Date };

export function assertMayReview(staff: StaffIdentity): void {
  if (!REVIEWING_ROLES.includes(staff.role)) throw new ForbiddenError(STAFF_MESSAGES.reviewHoldManagersOnly, { code: 'review_hold_managers_only' });
}

function noteOf(body: WireReviewDecisionRequest): string {
  const note = body.note.trim();
  if (!note) throw new BadRequestError(STAFF_MESSAGES.reviewHoldNoteRequired, undefined, { code: 'review_hold_note_required' });
  return note;
}

export async function listReviewHolds(db: Database, staff: StaffIdentity): Promise<WireReviewHolds> {
  assertMayReview(staff);
  const rows = await pendingReviewHolds(db, await staffStoreFilter(db, staff));
  const checks = await cardChecksOfOrders(db, rows.map(({ order }) => order.id));
  return {
    holds: rows.map(({ hold, order, store }) => {
      const paidAt = order.paidAt ?? hold.heldAt;
      return {
        orderId: order.id,
        number: String(order.number),
        store,
        total: order.total,
        currency: order.currency,
        reason: hold.reason,
        accountAgeDays: hold.accountCreatedAt ? accountAgeDays(hold.accountCreatedAt, paidAt) : null,
        cardChecks: checks.get(order.id) ?? null,
        paidAt: paidAt.toISOString(),
        heldAt: hold.heldAt.toISOString(),
      };
    }),
  };
}

/** The member's held order and its hold, both locked in `tx`: 404 beside the member's stores, 409 when it is not waiting for review. */
async function heldOrder(tx: Database, staff: StaffIdentity, orderId: string): Promise<{ order: OrderRow; hold: ReviewHoldRow }> {
  const order = await lockOrder(tx, orderId);
  if (!order || !(await storeOf(tx, staff, order.locationId))) throw orderNotFound(orderId);
  const hold = await lockPendingReviewHold(tx, orderId);
  if (!hold) {
    const number = String(order.number);
    throw new ConflictError(interpolate(STAFF_MESSAGES.reviewHoldNotHeld, { number }), { code: 'review_hold_not_held', params: { number } });
  }
  return { order, hold };
}

type Decision = { deps: ReviewDeps; caller: StaffCaller; staff: StaffIdentity; orderId: string; body: WireReviewDecisionRequest };

async function decide({ deps, caller, staff, orderId, body }: Decision, resolution: ReviewHoldResolution): Promise<WireReviewDecision> {
  assertMayReview(staff);
  const note = noteOf(body);
  const now = deps.now();
  const { order, published } = await deps.db.transaction(async (tx) => {
    const { order, hold } = await heldOrder(tx, staff, orderId);
    const from = statusName(order.statusId);
    let published = false;
    if (resolution === 'cancelled') {
      if (!checkStatusMove(from, 'cancelled', deliveryOrPickup(order.handoffId)).ok) {
        const params = { number: String(order.number), status: from };
        throw new ConflictError(interpolate(STAFF_MESSAGES.reviewHoldNotCancellable, params), { code: 'review_hold_not_cancellable', params });
      }
      published = (await moveOrderStatus(deps.lifecycle, tx, order, 'cancelled', now)).event !== null;
    }
    await resolveReviewHold(tx, orderId, { resolution, resolvedAt: now, resolvedBy: staff.id, note });
    await recordAudit(tx, {
      staffId: staff.id,
      action: resolution === 'released' ? 'review-hold-release' : 'review-hold-cancel',
      subjectType: 'order',
      subjectId: orderId,
      locationId: order.locationId,
      before: { held: hold.reason, heldAt: hold.heldAt.toISOString(), status: from },
      after: { resolution, note, status: resolution === 'cancelled' ? 'cancelled' : from },
      requestId: caller.requestId,
      clientAddress: caller.ip,
      at: now,
    });
    return { order, published };
  });
  if (published) await deps.lifecycle.nudge(orderId);
  return { orderId, number: String(order.number), resolution, resolvedAt: now.toISOString() };
}

/** Releases a held order into the kitchen queue. */
export const releaseHeldOrder = (decision: Decision) => decide(decision, 'released');

/** Cancels a held order through the order lifecycle; its refund is the order's Refund action. */
export const cancelHeldOrder = (decision: Decision) => decide(decision, 'cancelled');
