/**
 * What the kitchen screen does to a ticket. Bump: a received or cooking order is ready (the
 * order's `ready` event, as the queue's move to ready). Recall: a ready order goes back to
 * cooking (a bump made by mistake; the diner is not told twice). Each refusal is a reason.
 */
import type { WireOrderStatus } from '@/domain/wire/orders';

/** The statuses of a ticket still to make (on the screen, in the all-day count). */
export const OPEN_TICKET_STATUSES: readonly WireOrderStatus[] = ['paid', 'preparing'];
/** The statuses the screen shows: open tickets and the ready ones that may be recalled. */
export const SHOWN_TICKET_STATUSES: readonly WireOrderStatus[] = [...OPEN_TICKET_STATUSES, 'ready'];

export type TicketMove = 'bump' | 'recall';
export type TicketMoveRefusal = 'already-ready' | 'not-ready' | 'closed';
export type TicketMoveCheck = { ok: true; to: WireOrderStatus } | { ok: false; reason: TicketMoveRefusal };

export function checkTicketMove(move: TicketMove, from: WireOrderStatus): TicketMoveCheck {
  if (move === 'bump') {
    if (OPEN_TICKET_STATUSES.includes(from)) return { ok: true, to: 'ready' };
    return { ok: false, reason: from === 'ready' ? 'already-ready' : 'closed' };
  }
  if (from === 'ready') return { ok: true, to: 'preparing' };
  return { ok: false, reason: OPEN_TICKET_STATUSES.includes(from) ? 'not-ready' : 'closed' };
}
