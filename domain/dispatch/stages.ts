/**
 * A courier delivery's stage, whoever carries it. The sandbox moves through quoted → assigned →
 * picked_up → dropped_off; DoorDash adds `requested` (booked, no Dasher yet). `cancelled` is the
 * end of a delivery that will not reach the diner (cancelled by the network, or returned).
 */
export const DISPATCH_STAGES = ['quoted', 'requested', 'assigned', 'picked_up', 'dropped_off', 'cancelled'] as const;
export type DispatchStage = (typeof DISPATCH_STAGES)[number];

const ORDER: Record<DispatchStage, number> = { quoted: 0, requested: 1, assigned: 2, picked_up: 3, dropped_off: 4, cancelled: 4 };

/** Whether a delivery at `stage` has ended: dropped off or cancelled. */
export function isFinalStage(stage: DispatchStage): boolean {
  return stage === 'dropped_off' || stage === 'cancelled';
}

/**
 * Whether a report of stage `next` moves a delivery now at `current`: forward only, and never out
 * of a final stage. Couriers' webhooks arrive late and out of order; an older one is ignored.
 */
export function movesStage(current: DispatchStage, next: DispatchStage): boolean {
  if (isFinalStage(current)) return false;
  return next === 'cancelled' || ORDER[next] > ORDER[current];
}
