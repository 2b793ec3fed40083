/**
 * The kitchen screen's keyboard. The tickets (the open ones, then the ready ones) are one stop of
 * the Tab order (a roving tabindex: the ticket last focused holds it); on a ticket, the arrow
 * keys move to the next or previous ticket, Home and End to the first and last, B bumps an open
 * ticket and R recalls a ready one. The letters act only while a ticket has focus (WCAG 2.1.4: a
 * character shortcut active only on focus), and never with Ctrl, Alt or Meta, so a screen
 * reader's own single-letter keys (browse mode) and the browser's are never taken. Each ticket's
 * button still works by Tab, Enter, Space and touch.
 */
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { KitchenTicket } from '@/lib/api/staff-kitchen';
import type { KitchenMove } from './use-kitchen-board';

export type TicketKeyAction = { kind: 'focus'; index: number } | { kind: 'move'; move: KitchenMove } | null;

/** What a key pressed on the ticket at `index` of `count` does; `open`: that ticket is still to make. */
export function ticketKeyAction(key: string, at: { index: number; count: number; open: boolean }, modified: boolean): TicketKeyAction {
  if (modified || at.count === 0) return null;
  const last = at.count - 1;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return { kind: 'focus', index: Math.min(at.index + 1, last) };
    case 'ArrowUp':
    case 'ArrowLeft':
      return { kind: 'focus', index: Math.max(at.index - 1, 0) };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: last };
    case 'b':
    case 'B':
      return at.open ? { kind: 'move', move: 'bump' } : null;
    case 'r':
    case 'R':
      return at.open ? null : { kind: 'move', move: 'recall' };
    default:
      return null;
  }
}

/** The element id of a ticket's card. */
export const ticketCardId = (orderId: string) => `kitchen-card-${orderId}`;

/** The props each ticket card takes: its place in the Tab order, its keys, and the shortcuts it announces. */
export type TicketCardKeys = {
  id: string;
  tabIndex: number;
  'aria-keyshortcuts': string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
};

export function useTicketKeys(tickets: readonly KitchenTicket[], onMove: (ticket: KitchenTicket, move: KitchenMove) => void) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const rovingId = tickets.some((ticket) => ticket.orderId === focusedId) ? focusedId : (tickets[0]?.orderId ?? null);

  return (ticket: KitchenTicket, index: number): TicketCardKeys => {
    const open = ticket.status !== 'ready';
    return {
      id: ticketCardId(ticket.orderId),
      tabIndex: ticket.orderId === rovingId ? 0 : -1,
      'aria-keyshortcuts': `ArrowUp ArrowDown Home End ${open ? 'B' : 'R'}`,
      onFocus: () => setFocusedId(ticket.orderId),
      onKeyDown: (event) => {
        const action = ticketKeyAction(event.key, { index, count: tickets.length, open }, event.ctrlKey || event.altKey || event.metaKey);
        if (!action) return;
        event.preventDefault();
        if (action.kind === 'move') onMove(ticket, action.move);
        else document.getElementById(ticketCardId(tickets[action.index]!.orderId))?.focus();
      },
    };
  };
}
