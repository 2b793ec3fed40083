/**
 * The sandbox courier's timeline: where a sandbox delivery booked at `bookedAt` stands at `now`
 * (the demo clock in demo mode, so a journey sees it move by setting the clock). A courier is
 * assigned as it is booked, picks the food up SANDBOX_PICKUP_MINUTES after booking and drops it
 * off SANDBOX_DROPOFF_MINUTES after booking. A delivery booked as one the courier cancels
 * (see SANDBOX_CANCEL_INSTRUCTION) is cancelled at its pickup minute instead.
 */
import type { DispatchStage } from './stages';

export const SANDBOX_PICKUP_MINUTES = 12;
export const SANDBOX_DROPOFF_MINUTES = 30;
/** A quote holds this long, as DoorDash's do. */
export const SANDBOX_QUOTE_VALID_MINUTES = 5;
/** The sandbox's fee for any delivery it can carry, in the order's currency. */
export const SANDBOX_FEE = '6.49';
/** A drop-off address containing this word is out of the sandbox courier's reach (its quote is refused). */
export const SANDBOX_UNREACHABLE_WORD = 'Nowhere';
/** Drop-off instructions containing this make the sandbox courier cancel at pickup. */
export const SANDBOX_CANCEL_INSTRUCTION = 'sandbox: courier cancels';

const MINUTE_MS = 60_000;

export function minutesAfter(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * MINUTE_MS);
}

export function sandboxStageAt(booking: { bookedAt: Date; cancels: boolean }, now: Date): DispatchStage {
  const elapsed = now.getTime() - booking.bookedAt.getTime();
  if (elapsed < SANDBOX_PICKUP_MINUTES * MINUTE_MS) return 'assigned';
  if (booking.cancels) return 'cancelled';
  if (elapsed < SANDBOX_DROPOFF_MINUTES * MINUTE_MS) return 'picked_up';
  return 'dropped_off';
}
