/**
 * What a diner may do once the courier network refused or cancelled their delivery: have the
 * whole order refunded, or collect it at the store (carryout), the delivery fee refunded. One
 * choice per delivery; a second answers 409 whatever it asks.
 */
import type { DispatchStage } from './stages';

export const DELIVERY_CHOICES = ['refund', 'carryout'] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];

/** Why a choice is refused: the courier did not fail, the diner chose already, or the order is over. */
export type ChoiceRefusal = 'notFailed' | 'alreadyChosen' | 'orderClosed';

export function choiceRefusal(delivery: { stage: DispatchStage; choice: DeliveryChoice | null }, orderOpen: boolean): ChoiceRefusal | null {
  if (delivery.choice !== null) return 'alreadyChosen';
  if (delivery.stage !== 'cancelled') return 'notFailed';
  if (!orderOpen) return 'orderClosed';
  return null;
}

/** When a carryout can be collected: the order's promised time, or `now` when that has passed. */
export function carryoutPickupAt(readyAt: Date | null, now: Date): Date {
  return readyAt && readyAt.getTime() > now.getTime() ? readyAt : now;
}
