/**
 * A ticket's timer on the kitchen screen: minutes since it had to start (negative before), and
 * its colour. It is calm until the ticket nears its promised time, amber from
 * TICKET_AMBER_MINUTES_BEFORE_DUE minutes before it, and red from TICKET_RED_MINUTES_AFTER_DUE
 * minutes after it (the diner is waiting). `now` is passed in.
 */
import { ticketStartAt, type TicketTiming } from './ticket-order';

/** Amber from this many minutes before the promised time. */
export const TICKET_AMBER_MINUTES_BEFORE_DUE = 3;
/** Red from this many minutes after the promised time. */
export const TICKET_RED_MINUTES_AFTER_DUE = 0;

export type TicketUrgency = 'waiting' | 'cooking' | 'amber' | 'red';
export type TicketTimer = { urgency: TicketUrgency; /** Whole minutes since the start (negative: starts in that many). */ minutesSinceStart: number };

const MINUTE_MS = 60_000;

export function ticketTimer(ticket: Pick<TicketTiming, 'promisedAt' | 'makeMinutes'>, now: Date): TicketTimer {
  const sinceStartMs = now.getTime() - ticketStartAt(ticket).getTime();
  const sinceDueMs = now.getTime() - ticket.promisedAt.getTime();
  const minutesSinceStart = sinceStartMs >= 0 ? Math.floor(sinceStartMs / MINUTE_MS) : -Math.ceil(-sinceStartMs / MINUTE_MS);
  if (sinceDueMs >= TICKET_RED_MINUTES_AFTER_DUE * MINUTE_MS) return { urgency: 'red', minutesSinceStart };
  if (sinceDueMs >= -TICKET_AMBER_MINUTES_BEFORE_DUE * MINUTE_MS) return { urgency: 'amber', minutesSinceStart };
  return { urgency: sinceStartMs >= 0 ? 'cooking' : 'waiting', minutesSinceStart };
}
