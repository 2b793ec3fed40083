/**
 * The order a kitchen starts its tickets in. A ticket must start at its order's promised time
 * minus its make-time, the largest make-time (minutes) among its lines' items: the slowest item
 * sets when cooking begins, the others are made alongside it. Tickets start earliest first; at
 * the same start, the earlier promise, then the lower order number, goes first.
 */

const MINUTE_MS = 60_000;

/** What the order of tickets reads of a ticket. */
export type TicketTiming = { promisedAt: Date; makeMinutes: number; number: number };

/** The make-time of an order: its slowest line's item (0 for an order without lines). */
export function ticketMakeMinutes(lines: readonly { makeMinutes: number }[]): number {
  return lines.reduce((largest, line) => Math.max(largest, line.makeMinutes), 0);
}

/** When the kitchen must start the ticket: its promised time minus its make-time. */
export function ticketStartAt(ticket: Pick<TicketTiming, 'promisedAt' | 'makeMinutes'>): Date {
  return new Date(ticket.promisedAt.getTime() - ticket.makeMinutes * MINUTE_MS);
}

/** The tickets in the order they must start (a new array; the given one is left as it was). */
export function orderTickets<T extends TicketTiming>(tickets: readonly T[]): T[] {
  return [...tickets].sort(
    (a, b) => ticketStartAt(a).getTime() - ticketStartAt(b).getTime() || a.promisedAt.getTime() - b.promisedAt.getTime() || a.number - b.number,
  );
}
