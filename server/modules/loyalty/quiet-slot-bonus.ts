/**
 * The quiet-time bonus (domain/kitchen/quiet-slots.ts) posted to the points ledger: when an order
 * is paid, the bonus its chosen slot earned (kept on its timeslot reservation) goes to its
 * signed-in diner, once per order (the ledger key is the order's); a guest earns nothing, and a
 * replayed payment credits nothing more. A cancellation takes it back with the order's points.
 */
import type { Database } from '@/server/db/client';
import { quietBonusOf } from '@/server/modules/timeslots';
import { creditPoints } from './ledger';

export const quietSlotKey = (orderId: string) => `quiet-slot:${orderId}`;

type PaidOrder = { id: string; customerId: number | null };

/** Returns the points credited now (0 when none, or when they were credited before). */
export async function postQuietSlotBonus(tx: Database, order: PaidOrder, now: Date): Promise<number> {
  if (order.customerId === null) return 0;
  const points = await quietBonusOf(tx, order.id);
  if (points <= 0) return 0;
  const { credited } = await creditPoints(tx, { customerId: order.customerId, points, reason: 'quiet_slot', orderId: order.id, key: quietSlotKey(order.id), at: now });
  return credited ? points : 0;
}

/** The quiet-time bonus as a listener of the order lifecycle, after the kitchen's slot is held for good. */
export const quietSlotListener = {
  name: 'quiet-slot-bonus',
  events: ['paid'] as const,
  async run(tx: Database, { order, now, asQuote }: { order: PaidOrder; now: Date; asQuote?: boolean }): Promise<void> {
    if (asQuote) return;
    await postQuietSlotBonus(tx, order, now);
  },
};
