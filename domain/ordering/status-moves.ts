/**
 * Which status an order may move to, as staff move it along the kitchen queue. The moves are
 * data (`STATUS_MOVES`); `checkStatusMove` judges one move for an order's handoff.
 *
 * - Received (paid) → in the kitchen, or cancelled.
 * - In the kitchen → ready, or cancelled.
 * - Ready → completed (picked up), out for delivery (delivery orders only), or cancelled.
 * - Out for delivery → completed.
 * - A cart that is not paid yet, a completed and a cancelled order do not move.
 */
import type { WireHandoff, WireOrderStatus } from '@/domain/wire/orders';

type StatusMove = { to: WireOrderStatus; handoffs: readonly WireHandoff[] };

const BOTH: readonly WireHandoff[] = ['pickup', 'delivery'];

export const STATUS_MOVES: Readonly<Record<WireOrderStatus, readonly StatusMove[]>> = {
  open: [],
  paid: [
    { to: 'preparing', handoffs: BOTH },
    { to: 'cancelled', handoffs: BOTH },
  ],
  preparing: [
    { to: 'ready', handoffs: BOTH },
    { to: 'cancelled', handoffs: BOTH },
  ],
  ready: [
    { to: 'delivering', handoffs: ['delivery'] },
    { to: 'completed', handoffs: ['pickup'] },
    { to: 'cancelled', handoffs: BOTH },
  ],
  delivering: [{ to: 'completed', handoffs: ['delivery'] }],
  completed: [],
  cancelled: [],
};

/** The statuses staff work with in the queue, in queue order (the cart status is not one). */
export const QUEUE_STATUSES: readonly WireOrderStatus[] = ['paid', 'preparing', 'ready', 'delivering', 'completed', 'cancelled'];

/** Where an order in `from` with this handoff may go next, in the order of STATUS_MOVES. */
export function nextStatuses(from: WireOrderStatus, handoff: WireHandoff): WireOrderStatus[] {
  return STATUS_MOVES[from].filter((move) => move.handoffs.includes(handoff)).map((move) => move.to);
}

export type StatusMoveRefusal = 'same-status' | 'final-status' | 'not-placed' | 'not-allowed';
type StatusMoveCheck = { ok: true } | { ok: false; reason: StatusMoveRefusal };

/** Whether staff may move an order from `from` to `to`, and why not. */
export function checkStatusMove(from: WireOrderStatus, to: WireOrderStatus, handoff: WireHandoff): StatusMoveCheck {
  if (from === to) return { ok: false, reason: 'same-status' };
  if (from === 'open') return { ok: false, reason: 'not-placed' };
  if (STATUS_MOVES[from].length === 0) return { ok: false, reason: 'final-status' };
  return nextStatuses(from, handoff).includes(to) ? { ok: true } : { ok: false, reason: 'not-allowed' };
}
