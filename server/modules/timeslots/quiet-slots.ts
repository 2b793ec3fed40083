/**
 * A quieter time earns points (domain/kitchen/quiet-slots.ts): the slot list marks each quiet slot
 * with the brand's bonus, and choosing a time keeps the bonus its slot earned on the order's
 * reservation (service.ts), for the loyalty ledger to post once the order is paid
 * (loyalty/quiet-slot-bonus.ts). A brand without the points program earns no bonus.
 */
import { quietSlotBonus, type QuietSlotSettings } from '@/domain/kitchen/quiet-slots';

type SlotLoad = { booked: Readonly<Record<string, number>>; capacity: number };

/** The bonus of the slot starting at `start` (UTC ISO) under the brand's rule, from the make-load booked there. */
export function bonusOfSlot(start: string, make: SlotLoad, rule: QuietSlotSettings): number {
  return quietSlotBonus(make.booked[start] ?? 0, make.capacity, rule);
}
