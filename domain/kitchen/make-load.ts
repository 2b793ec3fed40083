/**
 * The kitchen's make load. Each item takes make-minutes of a cook's time, and a store's kitchen
 * can start a number of make-minutes per 15-minute slot (its make capacity).
 *
 * - An order's load is the sum of quantity × make-minutes of its lines; a per-guest catering line's
 *   quantity is its guests, so a tray for 40 weighs 40 servings.
 * - An order's load is booked in the slot it is promised for. An order heavier than a whole slot
 *   takes the whole slot (its load counts as the capacity): it goes only into a slot nobody else
 *   booked, and the kitchen starts it earlier (ticket start, below). So a slot's booked load never
 *   exceeds the capacity.
 * - A ticket must start at its promised time minus the largest make-minutes among its items.
 * - The kitchen is behind by the tickets still open after their start: clearing their load at the
 *   make capacity's pace takes 15 × load ÷ capacity minutes, and an ASAP quote grows by that.
 */
export const MAKE_SLOT_MINUTES = 15;

/** Limits of the make-times and capacity, defined once for the consoles' forms and the API (the column's CHECK is 0..240). */
export const MAKE_LIMITS = {
  makeMinutes: { min: 0, max: 240 },
  capacityMinutes: { min: 1, max: 10_000 },
} as const;

/** Whether `value` is an item's make-time the consoles and the API accept: whole minutes, 0 to 240. */
export function isMakeMinutes(value: number): boolean {
  return Number.isInteger(value) && value >= MAKE_LIMITS.makeMinutes.min && value <= MAKE_LIMITS.makeMinutes.max;
}

export type LoadLine = { quantity: number; makeMinutes: number };

/** The make-minutes an order takes: Σ quantity × make-minutes (a per-guest line's quantity is its guests). */
export function orderLoad(lines: readonly LoadLine[]): number {
  return lines.reduce((sum, line) => sum + Math.max(0, line.quantity) * Math.max(0, line.makeMinutes), 0);
}

/** The longest make-time among the order's lines (0 for none). */
export function largestMakeMinutes(lines: readonly LoadLine[]): number {
  return lines.reduce((largest, line) => (line.quantity > 0 ? Math.max(largest, line.makeMinutes) : largest), 0);
}

/** What one booking weighs in its slot: its load, or the whole slot for an order heavier than it. */
export function chargedLoad(load: number, capacity: number): number {
  return Math.min(Math.max(0, load), capacity);
}

/** The load booked in a slot from its bookings' loads. */
export function bookedLoad(loads: readonly number[], capacity: number): number {
  return loads.reduce((sum, load) => sum + chargedLoad(load, capacity), 0);
}

/** Whether an order of `load` still fits a slot where `booked` make-minutes are booked already. */
export function fitsSlot(booked: number, load: number, capacity: number): boolean {
  return booked + chargedLoad(load, capacity) <= capacity;
}

/** When a ticket must start: its promised time minus its largest make-time. */
export function ticketStartsAt(promisedAt: Date, largestMake: number): Date {
  return new Date(promisedAt.getTime() - largestMake * 60_000);
}

export type OpenTicket = { promisedAt: Date; largestMakeMinutes: number; load: number };

/** Minutes the kitchen needs to clear the open tickets already past their start at `now`, at its make capacity's pace. */
export function backlogMinutes(tickets: readonly OpenTicket[], now: Date, capacity: number): number {
  const overdue = tickets
    .filter((ticket) => ticketStartsAt(ticket.promisedAt, ticket.largestMakeMinutes).getTime() <= now.getTime())
    .reduce((sum, ticket) => sum + Math.max(0, ticket.load), 0);
  if (overdue === 0) return 0;
  return Math.ceil((MAKE_SLOT_MINUTES * overdue) / Math.max(1, capacity));
}

/** A lead time of a day or more (catering, holiday pre-orders) is planned past today's backlog. */
const PLANNED_LEAD_MINUTES = 24 * 60;

/**
 * The soonest an order can be promised, in minutes from now: the handoff's lead time grown by the
 * kitchen's backlog (a lead of a day or more is not), and never sooner than the kitchen can clear
 * its backlog and make the order's longest item.
 */
export function quotedLeadMinutes(leadMinutes: number, largestMake: number, backlog: number): number {
  const grown = leadMinutes < PLANNED_LEAD_MINUTES ? leadMinutes + backlog : leadMinutes;
  return Math.max(grown, largestMake + backlog);
}
