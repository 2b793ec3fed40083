/**
 * Timeslots of an order: 15-minute slots from the store's hours in its own time
 * zone, the lead time of the handoff and category, and the store's capacity per slot, with
 * the places other orders hold taken out. Reserving checks the slot again under its row lock.
 * One guest (the same account, normalised email, phone or browser device:
 * domain/ordering/diner-identity.ts) may hold at most the brand's cap of open and paid orders in
 * one slot, checked under the same lock when the slot is taken and again when payment holds it for
 * good (the guest's details may have come after the time): over it, 409 slot_guest_limit.
 * The kitchen has its say too (kitchen.ts): a slot is offered only while the order's make load
 * fits the store's make capacity there, the quoted lead grows when tickets run past their start,
 * and a paused handoff offers no ASAP and no time before the pause ends. Reserving and paying
 * check the make capacity again under the slot's lock (409 slot_kitchen_full) and the pause (409 store_paused).
 * A quiet slot (quiet-slots.ts) is listed with the bonus points it earns, and choosing it keeps that
 * bonus on the reservation for the payment to post.
 */
import { VALIDATION_MESSAGES } from '@/domain/messages';
import {
  daysThrough,
  deliveryOrPickup,
  DEFAULT_TIMESLOT_DAYS,
  generateTimeslots,
  HOLIDAY_PREORDER_CODES,
  HOLIDAY_PREORDER_MESSAGES,
  isDayInRange,
  ORDER_CATEGORY,
  slotClock,
  isAsapAvailable,
  orderLeadMinutes,
  ORDERING_MESSAGES,
  SLOT_MINUTES,
  validateSlot,
  type HandoffId,
  type OrderCategoryId,
  type TimeslotDay,
  type TimeslotRequest,
} from '@/domain/ordering';
import { quietSlotBonus, type QuietSlotSettings } from '@/domain/kitchen/quiet-slots';
import type { StoreSchedule } from '@/domain/ordering/store-hours';
import { dinerIdentity, sameDiner, slotCapReached } from '@/domain/ordering/diner-identity';
import { interpolate } from '@/domain/interpolate';
import type { WireTimeslots } from '@/domain/wire/orders';
import type { Database } from '@/server/db/client';
import { BadRequestError, ConflictError } from '@/server/errors';
import { pickupDaysOf } from '@/server/modules/holiday';
import { storeLeadMinutes, type HoursRow, scheduleOf, type StoreRow } from '@/server/modules/locations';
import { bonusOfSlot } from './quiet-slots';
import { quietSlotRule } from './quiet-slots-repository';
import { assertKitchenRoom, assertKitchenRoomIn, assertNotPaused, kitchenView, type KitchenView } from './kitchen';
import { accountEmailOf, guestSlotCapOf, holdersAt, lockSlot, reservationOf, saveReservation, takenAt, type SlotHolder, type SlotOrder } from './repository';
import { slotWindowOf } from './slot-window-repository';

export const SLOT_GUEST_LIMIT_MESSAGE = 'You already have [max] orders for this time: pick another time, or add to an order you placed';

/** How long an unpaid order holds its slot. Paying makes the hold permanent. */
export const RESERVATION_HOLD_MINUTES = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `known`: what the caller has read already of the store and brand (orders' store facts cache),
 * so it is not read again: the schedule from two days before `now`, the store's own lead time for
 * the order's handoff (null: the default), the brand's guest cap per slot and quiet-time rule.
 */
type SlotContext = {
  order: SlotOrder;
  store: StoreRow;
  hours: HoursRow[];
  now: Date;
  known?: { schedule: StoreSchedule; leadMinutes: number | null; guestCap: number | null; quietRule: QuietSlotSettings };
};

/** The first day of the dated exceptions a slot request reads ('YYYY-MM-DD'): two days before `now`. */
export function scheduleSince(now: Date): string {
  return new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A holiday pre-order is picked up on the season's pick-up days only (none outside the
 * pre-order period), so its horizon reaches the last of them; other orders see the next days.
 */
async function preorderBounds(db: Database, { order, store, now }: SlotContext): Promise<Pick<TimeslotRequest, 'days' | 'pickupDays'>> {
  if (order.categoryId !== ORDER_CATEGORY.holiday) return { days: DEFAULT_TIMESLOT_DAYS };
  const pickupDays = await pickupDaysOf(db, { id: store.id, brandId: order.brandId, timeZone: store.timeZone }, now);
  return { days: pickupDays ? daysThrough(now, store.timeZone, pickupDays.end) : 1, pickupDays };
}

async function slotRequest(db: Database, context: SlotContext): Promise<TimeslotRequest & Pick<KitchenView, 'pause'>> {
  const { order, store, hours, now, known } = context;
  const bounds = await preorderBounds(db, context);
  const days = bounds.days ?? DEFAULT_TIMESLOT_DAYS;
  // Business days may start the day before (after-midnight closes) and end a day after the horizon.
  const from = new Date(now.getTime() - DAY_MS);
  const to = new Date(now.getTime() + (days + 1) * DAY_MS);
  const schedule = known?.schedule ?? (await scheduleOf(db, store, scheduleSince(now), hours));
  const storeLead = known ? known.leadMinutes : await storeLeadMinutes(db, store.id, order.handoffId);
  const handoffLead = orderLeadMinutes(order.handoffId as HandoffId, order.categoryId as OrderCategoryId, storeLead);
  // The kitchen's parts and the places taken, read in one statement.
  const window = await slotWindowOf(db, { locationId: store.id, orderId: order.id, from, to, now, capacity: store.makeCapacityMinutes, full: true });
  const kitchen = kitchenView(window, { orderId: order.id, handoffId: order.handoffId, store, now }, handoffLead);
  return {
    ...bounds,
    ...schedule,
    ...kitchen,
    now,
    capacity: store.slotCapacity,
    taken: window.taken,
  };
}

/** The slots by day, each quiet one marked with the points it earns (`quietBonus`, left out when none). */
function markQuietSlots(days: TimeslotDay[], request: TimeslotRequest, rule: QuietSlotSettings): WireTimeslots['days'] {
  const make = request.make;
  if (!make) return days;
  return days.map((day) => ({
    ...day,
    slots: day.slots.map((slot) => {
      const quietBonus = bonusOfSlot(slot.start, make, rule);
      return quietBonus > 0 ? { ...slot, quietBonus } : slot;
    }),
  }));
}

export async function listTimeslots(db: Database, context: SlotContext): Promise<WireTimeslots> {
  const request = await slotRequest(db, context);
  const rule = context.known?.quietRule ?? (await quietSlotRule(db, context.order.brandId));
  return {
    orderId: context.order.id,
    timeZone: context.store.timeZone,
    handoff: deliveryOrPickup(context.order.handoffId),
    leadMinutes: request.leadMinutes,
    ...(request.pause ? { pausedUntil: request.pause.until?.toISOString() ?? null } : {}),
    slotMinutes: SLOT_MINUTES,
    asapAvailable: isAsapAvailable(request),
    days: markQuietSlots(generateTimeslots(request), request, rule),
  };
}

/** A holiday pre-order's pick-up day must be one of the season's pick-up days: 409 with a human message otherwise. */
function assertPreorderDay({ pickupDays, timeZone }: TimeslotRequest, wanted: string): void {
  if (pickupDays === undefined) return;
  if (pickupDays === null) throw new ConflictError(HOLIDAY_PREORDER_MESSAGES.closed, { code: HOLIDAY_PREORDER_CODES.closed });
  const instant = Date.parse(wanted);
  if (Number.isNaN(instant) || isDayInRange(slotClock(instant, timeZone).date, pickupDays)) return;
  const { start, end } = pickupDays;
  const message = HOLIDAY_PREORDER_MESSAGES.dateOutside.replace('[start]', start).replace('[end]', end);
  throw new ConflictError(message, { code: HOLIDAY_PREORDER_CODES.dateOutside, params: { start, end } });
}

/** The slot a diner asked for, checked against the hours, the lead time and the capacity seen now. */
function chooseSlot(request: TimeslotRequest, wanted: string): { start: Date; asap: boolean } {
  assertPreorderDay(request, wanted);
  if (wanted.trim().toLowerCase() === 'asap') {
    const first = isAsapAvailable(request) ? generateTimeslots({ ...request, days: 2 })[0]?.slots[0] : undefined;
    if (!first) throw new ConflictError(VALIDATION_MESSAGES.invalidTime, { code: 'invalid_time' });
    return { start: new Date(first.start), asap: true };
  }
  // The make capacity is checked under the slot's lock (kitchen.ts), with its own code.
  const check = validateSlot({ ...request, make: undefined, start: wanted });
  if (!check.ok && check.reason === VALIDATION_MESSAGES.timeRequired) throw new BadRequestError(check.reason, undefined, { code: 'time_required' });
  if (!check.ok) throw new ConflictError(check.reason, { code: check.reason === ORDERING_MESSAGES.slotFull ? 'slot_full' : 'invalid_time' });
  return { start: new Date(check.slot.start), asap: false };
}

const identityOf = (holder: SlotHolder) =>
  dinerIdentity({ customerId: holder.customerId, email: holder.accountEmail ?? holder.guest?.email, phone: holder.guest?.phone, device: holder.deviceHash });

/** 409 slot_guest_limit when the order's diner already holds the brand's cap of orders in the slot (call with the slot locked). */
async function assertGuestCap(tx: Database, order: SlotOrder, store: StoreRow, slotStart: Date, now: Date, knownCap?: number | null): Promise<void> {
  const cap = knownCap !== undefined ? knownCap : await guestSlotCapOf(tx, order.brandId);
  if (cap === null) return;
  const holders = await holdersAt(tx, store.id, slotStart, now, order.id);
  if (holders.length < cap) return;
  const accountEmail = await accountEmailOf(tx, order.customerId);
  const me = identityOf({ customerId: order.customerId, accountEmail, guest: order.guest, deviceHash: order.deviceHash });
  const held = holders.filter((holder) => sameDiner(me, identityOf(holder))).length;
  if (slotCapReached(held, cap)) {
    throw new ConflictError(interpolate(SLOT_GUEST_LIMIT_MESSAGE, { max: cap }), { code: 'slot_guest_limit', params: { max: cap } });
  }
}

/** The instant a diner's time names, or null for ASAP and what names no instant. */
function askedStart(wanted: string): Date | null {
  if (wanted.trim().toLowerCase() === 'asap') return null;
  const instant = Date.parse(wanted);
  return Number.isNaN(instant) ? null : new Date(instant);
}

/**
 * Reserves `wanted` (a slot start or 'asap') for the order, inside the caller's transaction with
 * the order row locked. 409 "Please select valid time" or "This time slot is full".
 */
export async function reserveTimeslot(tx: Database, context: SlotContext, wanted: string): Promise<{ start: Date; asap: boolean }> {
  const { order, store, now } = context;
  // A time asked for by its start is locked before anything is counted, so the one count, taken
  // under the lock, decides. ASAP's slot is known only once the slots are counted: it is counted
  // again under its lock.
  const asked = askedStart(wanted);
  if (asked) await lockSlot(tx, store.id, asked);
  const request = await slotRequest(tx, context);
  assertNotPaused(request, request.pause, wanted);
  const chosen = chooseSlot(request, wanted);
  let booked: number;
  if (asked?.getTime() === chosen.start.getTime()) {
    // chooseSlot refused a full slot on the count taken under the lock.
    booked = assertKitchenRoomIn(request, chosen.start);
  } else {
    await lockSlot(tx, store.id, chosen.start);
    if ((await takenAt(tx, store.id, chosen.start, now, order.id)) >= store.slotCapacity) {
      throw new ConflictError(ORDERING_MESSAGES.slotFull, { code: 'slot_full' });
    }
    booked = await assertKitchenRoom(tx, { orderId: order.id, handoffId: order.handoffId, store, now }, chosen.start);
  }
  await assertGuestCap(tx, order, store, chosen.start, now, context.known?.guestCap);
  const expiresAt = new Date(now.getTime() + RESERVATION_HOLD_MINUTES * 60_000);
  // Quiet or not is decided now, with the slot locked, and kept: a rush booked later takes nothing away.
  // ASAP is no choice of a quieter time, so it earns no bonus.
  const quietBonusPoints = chosen.asap ? 0 : quietSlotBonus(booked, store.makeCapacityMinutes, context.known?.quietRule ?? (await quietSlotRule(tx, order.brandId)));
  await saveReservation(tx, { orderId: order.id, locationId: store.id, slotStart: chosen.start, expiresAt, quietBonusPoints });
  return chosen;
}

/**
 * Makes the order's hold permanent (at payment). An expired hold is taken again if the slot still
 * has room; otherwise 409 "This time slot is full" and the diner picks another time. `knownCap`:
 * the brand's guest cap when the caller read it already (store facts); read here otherwise.
 */
export async function confirmTimeslot(tx: Database, order: SlotOrder, store: StoreRow, now: Date, knownCap?: number | null): Promise<void> {
  const reservation = await reservationOf(tx, order.id);
  if (!reservation || !order.timeslotStart || reservation.slotStart.getTime() !== order.timeslotStart.getTime()) {
    throw new ConflictError(VALIDATION_MESSAGES.timeRequired, { code: 'time_required' });
  }
  if (reservation.expiresAt === null) return;
  if (reservation.slotStart.getTime() <= now.getTime()) throw new ConflictError(VALIDATION_MESSAGES.invalidTime, { code: 'invalid_time' });
  await lockSlot(tx, store.id, reservation.slotStart);
  if (reservation.expiresAt.getTime() <= now.getTime()) {
    if ((await takenAt(tx, store.id, reservation.slotStart, now, order.id)) >= store.slotCapacity) {
      throw new ConflictError(ORDERING_MESSAGES.slotFull, { code: 'slot_full' });
    }
  }
  // The cart may have grown since its time was chosen: its load must still fit the slot.
  await assertKitchenRoom(tx, { orderId: order.id, handoffId: order.handoffId, store, now }, reservation.slotStart);
  await assertGuestCap(tx, order, store, reservation.slotStart, now, knownCap);
  await saveReservation(tx, { ...reservation, expiresAt: null });
}
