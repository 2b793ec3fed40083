/**
 * What the kitchen says about an order's times: its load against the make capacity per slot, the
 * backlog of tickets past their start (which grows the quoted lead), and a pause of the order's
 * handoff (no time before its end). The rules are domain/kitchen's; this reads what they need.
 */
import { backlogMinutes, fitsSlot, largestMakeMinutes, orderLoad, quotedLeadMinutes } from '@/domain/kitchen/make-load';
import { activePause, takingOrdersFrom, type StorePause } from '@/domain/kitchen/store-pause';
import { slotClock, type TimeslotRequest } from '@/domain/ordering/timeslots';
import { addDays, toLocal, zonedToUtc } from '@/domain/ordering/zoned-time';
import type { Database } from '@/server/db/client';
import { ConflictError } from '@/server/errors';
import type { StoreRow } from '@/server/modules/locations';
import { slotWindowOf, type SlotWindow } from './slot-window-repository';

export const KITCHEN_FULL_MESSAGE = 'The kitchen is fully booked at this time: pick another time';
export const STORE_PAUSED_MESSAGE = 'This store is not taking orders until [time]: pick a later time';
export const STORE_PAUSED_TODAY_MESSAGE = 'This store is not taking any more orders today: pick a time on another day';

type KitchenContext = { orderId: string; handoffId: number; store: StoreRow; now: Date };

/** The start of the store's next local day, where a pause until resumed lets orders in again. */
function nextDayStart(now: Date, timeZone: string): Date {
  const local = toLocal(now.getTime(), timeZone);
  return new Date(zonedToUtc(addDays({ year: local.year, month: local.month, day: local.day }, 1), 0, timeZone));
}

export type KitchenView = Pick<TimeslotRequest, 'make' | 'notBefore' | 'leadMinutes'> & { pause?: StorePause };

/** The slot request's kitchen parts for an order, from the handoff's lead time and the store's window of slots read (slotWindowOf, full). */
export function kitchenView(window: SlotWindow, context: KitchenContext, leadMinutes: number): KitchenView {
  const { handoffId, store, now } = context;
  const capacity = store.makeCapacityMinutes;
  const { lines, booked } = window;
  const backlog = backlogMinutes(window.tickets, now, capacity);
  const pause = activePause(window.pauses, handoffId, now);
  return {
    leadMinutes: quotedLeadMinutes(leadMinutes, largestMakeMinutes(lines), backlog),
    make: { capacity, booked, load: orderLoad(lines) },
    notBefore: takingOrdersFrom(pause, nextDayStart(now, store.timeZone)),
    pause,
  };
}

/** 409 store_paused (or store_paused_today) when `wanted` is ASAP or a time before the pause's end plus the lead. */
export function assertNotPaused(request: TimeslotRequest, pause: StorePause | undefined, wanted: string): void {
  const { notBefore } = request;
  if (!pause || !notBefore || notBefore.getTime() <= request.now.getTime()) return;
  const asap = wanted.trim().toLowerCase() === 'asap';
  const instant = Date.parse(wanted);
  if (!asap && !Number.isNaN(instant) && instant >= notBefore.getTime() + request.leadMinutes * 60_000) return;
  if (!pause.until) throw new ConflictError(STORE_PAUSED_TODAY_MESSAGE, { code: 'store_paused_today' });
  const time = slotClock(pause.until.getTime(), request.timeZone).label;
  throw new ConflictError(STORE_PAUSED_MESSAGE.replace('[time]', time), { code: 'store_paused', params: { time, until: pause.until.toISOString() } });
}

const kitchenFull = () => new ConflictError(KITCHEN_FULL_MESSAGE, { code: 'slot_kitchen_full' });

/**
 * assertKitchenRoom on a kitchen view read with the slot already locked (its bookings are the
 * slot's under the lock): 409 slot_kitchen_full unless the order's load fits; answers the load
 * booked there by other orders.
 */
export function assertKitchenRoomIn(view: Pick<KitchenView, 'make'>, slotStart: Date): number {
  const make = view.make!;
  const booked = make.booked[slotStart.toISOString()] ?? 0;
  if (!fitsSlot(booked, make.load, make.capacity)) throw kitchenFull();
  return booked;
}

/** 409 slot_kitchen_full unless the order's load fits what is booked in the slot (call with the slot locked); answers the load booked there by other orders. */
export async function assertKitchenRoom(tx: Database, context: KitchenContext, slotStart: Date): Promise<number> {
  const { orderId, store, now } = context;
  const capacity = store.makeCapacityMinutes;
  const end = new Date(slotStart.getTime() + 1);
  // The order's lines and the slot's bookings in one read.
  const window = await slotWindowOf(tx, { locationId: store.id, orderId, from: slotStart, to: end, now, capacity });
  const booked = window.booked[slotStart.toISOString()] ?? 0;
  if (!fitsSlot(booked, orderLoad(window.lines), capacity)) {
    throw kitchenFull();
  }
  return booked;
}
