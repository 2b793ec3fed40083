/**
 * Wire types of handoffs beyond carryout and delivery.
 *
 * - GET /locations/search?handoff=curbside: only stores offering it; each result lists `handoffs`.
 * - GET /locations/:locationId/handoffs → WireStoreHandoffs
 * - PUT /orders/:orderId { vehicle?, tableNumber? } beside the checkout details:
 *   a curbside order's vehicle (a saved one by id, or typed, optionally saved to the account),
 *   a dine-in order's table number (null clears it).
 * - POST /orders/:orderId/arrival → WireOrderHandoffDetails: the curbside diner is here (once;
 *   a replay answers the first arrival).
 */
import type { HandoffValue } from '@/domain/ordering/handoffs';

export type WireStoreHandoff = { handoffId: number; handoff: HandoffValue; leadMinutes: number };

export type WireStoreHandoffs = { locationId: number; handoffs: WireStoreHandoff[] };

type WireOrderVehicleInput =
  | { vehicleId: number }
  | { make: string; model: string; colour: string; plate?: string | null; save?: boolean };

export type WireOrderVehicle = { vehicleId: number | null; make: string; model: string; colour: string; plate: string | null };

export type WireOrderHandoffDetails = {
  handoff: HandoffValue;
  vehicle: WireOrderVehicle | null;
  tableNumber: number | null;
  /** When the curbside diner said "I'm here" (UTC ISO); null before. */
  arrivedAt: string | null;
  /** Staff queue only: the arrival as 'HH:MM' in the store's time zone. */
  arrivedTime?: string | null;
  /** Curbside: where to park; null when the store says nothing. */
  instructions: string | null;
};

export type WireHandoffUpdate = { vehicle?: WireOrderVehicleInput; tableNumber?: number | null };
