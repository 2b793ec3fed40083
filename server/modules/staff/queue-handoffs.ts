/**
 * The handoff details of a store's queued orders: a dine-in order's table, a curbside order's
 * vehicle and when the diner said "I'm here", and the store's instructions for the handoff.
 */
import { HANDOFF, handoffValueOf, type HandoffId } from '@/domain/ordering';
import { storeTimeOf } from '@/domain/ordering/order-day';
import type { WireOrderHandoffDetails } from '@/domain/wire/handoffs';
import type { Database } from '@/server/db/client';
import { handoffSettingsOf } from '@/server/modules/locations';
import { presentVehicleOf } from '@/server/modules/orders';
import { handoffDetailsOf } from './queue-repository';

type QueuedOrder = { id: string; handoffId: number };

export async function queueHandoffDetails(db: Database, store: { id: number; timeZone: string }, orders: readonly QueuedOrder[]): Promise<Map<string, WireOrderHandoffDetails>> {
  const inStore = orders.filter((order) => order.handoffId !== HANDOFF.pickup && order.handoffId !== HANDOFF.delivery);
  const byOrder = new Map<string, WireOrderHandoffDetails>();
  if (inStore.length === 0) return byOrder;
  const rows = await handoffDetailsOf(db, inStore.map((order) => order.id));
  const rowOf = new Map(rows.map((row) => [row.orderId, row]));
  const settings = await handoffSettingsOf(db, store.id);
  for (const order of inStore) {
    const row = rowOf.get(order.id);
    byOrder.set(order.id, {
      handoff: handoffValueOf(order.handoffId as HandoffId),
      vehicle: presentVehicleOf(row),
      tableNumber: row?.tableNumber ?? null,
      arrivedAt: row?.arrivedAt ? row.arrivedAt.toISOString() : null,
      arrivedTime: row?.arrivedAt ? storeTimeOf(row.arrivedAt, store.timeZone) : null,
      instructions: settings.find((setting) => setting.handoffId === order.handoffId)?.instructions ?? null,
    });
  }
  return byOrder;
}
