/**
 * The kitchen screen's contract with the API (under /online-ordering), for a store's tablet:
 *
 * - GET /staff/stores/:storeId/kitchen → WireKitchenBoard: the open tickets in the order they
 *   must start (domain/kitchen/ticket-order.ts), the ready ones that may be recalled, and the
 *   all-day count of what is still to make.
 * - GET /staff/stores/:storeId/kitchen/events: the same board as server-sent `board` events, the
 *   first at once and another whenever the store's orders change.
 * - POST /staff/stores/:storeId/kitchen/tickets/:orderId/bump → WireKitchenTicketMove: the order
 *   is ready (the diner is told); an order ready already is a 409.
 * - POST /staff/stores/:storeId/kitchen/tickets/:orderId/recall: a ready order goes back to the
 *   kitchen; one that is not ready is a 409.
 */
import type { HandoffValue } from '@/domain/ordering/handoffs';
import type { WeightUnit } from '../menu/weight-units';
import type { WireOrderVehicle } from './handoffs';
import type { WireOrderStatus } from './orders';

export const KITCHEN_PATHS = {
  board: '/staff/stores/:storeId/kitchen',
  events: '/staff/stores/:storeId/kitchen/events',
  bump: '/staff/stores/:storeId/kitchen/tickets/:orderId/bump',
  recall: '/staff/stores/:storeId/kitchen/tickets/:orderId/recall',
} as const;

export type WireKitchenLine = {
  /** The menu item; null for a line of a catering estimate (written by staff, no menu item). */
  itemId: number | null;
  quantity: number;
  title: string;
  /** A meat sold by weight: the weight its quantity counts in the store's market; else null. */
  weightUnit: WeightUnit | null;
  /** The chosen options' titles, in the console's language. */
  options: string[];
  specialInstructions: string | null;
  /** Whose line it is in a group order (the guest's name); null otherwise. */
  label: string | null;
};

export type WireKitchenTicket = {
  orderId: string;
  number: string;
  status: WireOrderStatus;
  handoff: HandoffValue;
  /** 'Ada P.', or null. */
  customerName: string | null;
  /** The promised handoff time (UTC ISO), and as 'HH:MM' in the store's time zone. */
  promisedAt: string;
  promisedTime: string;
  /** The diner asked for as soon as possible (the promised time is the quoted one). */
  asap: boolean;
  /** The slowest item's make-time, and when the ticket must start (promised time minus it). */
  makeMinutes: number;
  startAt: string;
  startTime: string;
  lines: WireKitchenLine[];
  vehicle: WireOrderVehicle | null;
  tableNumber: number | null;
  /** A curbside diner said "I'm here", as 'HH:MM' in the store's time zone; else null. */
  arrivedTime: string | null;
  /** The diner's note for a delivery driver; null otherwise. */
  deliveryInstructions: string | null;
  updatedAt: string;
};

export type WireKitchenAllDay = { itemId: number | null; title: string; quantity: number; weightUnit: WeightUnit | null };

export type WireKitchenBoard = {
  store: { id: number; title: string; timeZone: string };
  /** The API's time when the board was read (UTC ISO): timers count from it. */
  now: string;
  /** Received or cooking, in the order they must start. */
  tickets: WireKitchenTicket[];
  /** Ready and not yet handed off, the latest bumped first (recall puts one back). */
  ready: WireKitchenTicket[];
  allDay: WireKitchenAllDay[];
};

export type WireKitchenTicketMove = { orderId: string; number: string; status: WireOrderStatus; updatedAt: string };
