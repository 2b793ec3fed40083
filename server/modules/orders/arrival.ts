/**
 * "I'm here": a curbside diner tells the store they have arrived. Only for a placed curbside
 * order that is not finished, only on the order's day in the store's time zone, and once: a
 * replay answers the first arrival unchanged. The staff queue shows the arrival with the vehicle.
 */
import { HANDOFF, handoffParams, handoffText } from '@/domain/ordering';
import { storeDateOf } from '@/domain/ordering/order-day';
import { ORDER_STATUS, statusName } from '@/domain/ordering/order-status';
import type { WireOrderHandoffDetails } from '@/domain/wire/handoffs';
import type { Database } from '@/server/db/client';
import { ConflictError } from '@/server/errors';
import { storeOf } from '@/server/modules/locations';
import { mayAccess, orderNotFound, type OrderCaller } from './access';
import { handoffDetailsOf } from './handoff-details';
import { handoffDetailsRow, upsertHandoffDetails } from './handoff-details-repository';
import { lockOrder, type OrderRow } from './repository';

/** The local day the order is for: its timeslot's, else the day it was paid. */
export function orderDayOf(order: Pick<OrderRow, 'timeslotStart' | 'paidAt' | 'createdAt'>, timeZone: string): string {
  return storeDateOf(order.timeslotStart ?? order.paidAt ?? order.createdAt, timeZone);
}

function refusal(name: 'arrivalCurbsideOnly' | 'arrivalNotPlaced' | 'arrivalNotToday' | 'arrivalOrderDone', params: Record<string, string | number> = {}): ConflictError {
  const code = ({
    arrivalCurbsideOnly: 'handoff_arrival_curbside_only',
    arrivalNotPlaced: 'handoff_arrival_not_placed',
    arrivalNotToday: 'handoff_arrival_not_today',
    arrivalOrderDone: 'handoff_arrival_order_done',
  } as const)[name];
  const all = handoffParams(name, params);
  return new ConflictError(handoffText(name, all), { code, params: all });
}

export async function markArrived(db: Database, orderId: string, caller: OrderCaller, now: Date): Promise<WireOrderHandoffDetails> {
  const order = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || !mayAccess(locked, caller)) throw orderNotFound(orderId);
    if (locked.handoffId !== HANDOFF.curbside) throw refusal('arrivalCurbsideOnly');
    const details = await handoffDetailsRow(tx, locked.id);
    if (details?.arrivedAt) return locked;
    if (locked.statusId === ORDER_STATUS.open) throw refusal('arrivalNotPlaced');
    if (locked.statusId === ORDER_STATUS.completed || locked.statusId === ORDER_STATUS.cancelled) {
      throw refusal('arrivalOrderDone', { number: String(locked.number), status: statusName(locked.statusId) });
    }
    const store = await storeOf(tx, locked.locationId);
    const day = orderDayOf(locked, store.timeZone);
    if (storeDateOf(now, store.timeZone) !== day) throw refusal('arrivalNotToday', { date: day });
    await upsertHandoffDetails(tx, locked.id, { arrivedAt: now });
    return locked;
  });
  return (await handoffDetailsOf(db, order))!;
}
