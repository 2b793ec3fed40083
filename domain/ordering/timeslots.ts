/**
 * Handoff timeslots: 15-minute slots inside a store's weekly hours, in the
 * store's own time zone, no earlier than now + the lead time, each with a capacity.
 *
 * - The open intervals of each day come from store-hours.ts: several per weekday (a lunch gap
 *   offers no slot), an interval may end after midnight, and a dated exception replaces the
 *   weekday's intervals (a closed day offers no slot).
 * - An inactive day, a day without times, or a by-appointment-only day offers no slots.
 * - A slot must end by closing time: a store closing at 21:00 offers 20:45 last.
 * - Slots start on the local 15-minute grid and step in real time, so a DST change neither
 *   invents nor loses an hour of service. Slots are grouped by the local date of their start
 *   (a 00:30 slot after Friday's late close belongs to Saturday).
 * - `taken` counts bookings per slot, keyed by the slot's UTC ISO start.
 * - `make`, when given, also leaves out a slot whose booked make-minutes leave no room for the
 *   order's load (domain/kitchen/make-load.ts).
 * - `notBefore`, when given (a store's pause), moves the earliest slot to that instant plus the
 *   lead time, and no ASAP is offered before it.
 */
import { fitsSlot } from '../kitchen/make-load';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { HANDOFF, HandoffId, isCateringCategory, ORDER_CATEGORY, OrderCategoryId } from './handoffs';
import { isDayInRange, type DateRange } from './holiday-periods';
import { ORDERING_MESSAGES } from './messages';
import { intervalMinutes, intervalsOn, isOpenAt, type HoursException, type StoreSchedule, type WeeklyHoursEntry } from './store-hours';
import { addDays, formatLocalDate, formatLocalTime, isoWeekday, LocalDate, toLocal, zonedToUtc } from './zoned-time';

export const SLOT_MINUTES = 15;
export const DEFAULT_TIMESLOT_DAYS = 7;
const MINUTE = 60_000;

export type { WeeklyHoursEntry } from './store-hours';

export type TimeslotRequest = {
  hours: readonly WeeklyHoursEntry[];
  /** Dated exceptions: closed days and replacement intervals. */
  exceptions?: readonly HoursException[];
  timeZone: string;
  now: Date;
  leadMinutes: number;
  capacity: number;
  taken?: Readonly<Record<string, number>>;
  /** Local days offered, today first. */
  days?: number;
  /**
   * Pick-up days a pre-order may choose ('YYYY-MM-DD', both ends included): slots on other days
   * are left out, and null leaves out every slot. Unset: no such bound.
   */
  pickupDays?: DateRange | null;
  /** The kitchen's make capacity per slot, the make-minutes booked per slot (UTC ISO start) and the order's load. */
  make?: { capacity: number; booked: Readonly<Record<string, number>>; load: number };
  /** No order is taken for a time before this instant plus the lead (a pause of online orders). */
  notBefore?: Date;
};

export type Timeslot = { start: string; label: string; remaining: number };
export type TimeslotDay = { date: string; weekday: number; slots: Timeslot[] };

/**
 * Lead times (ours; none are given): catering and get-a-quote 24 h, holiday preorders 24 h;
 * otherwise delivery 45 min, pickup and curbside 20 min, drive-through and dine-in 15 min.
 */
export function leadTimeMinutes(handoffId: HandoffId, categoryId: OrderCategoryId): number {
  if (isCateringCategory(categoryId) || categoryId === ORDER_CATEGORY.holiday) return 24 * 60;
  if (handoffId === HANDOFF.delivery) return 45;
  if (handoffId === HANDOFF.pickup || handoffId === HANDOFF.curbside) return 20;
  return 15;
}

function assertWhole(value: number, field: string, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new RangeError(`"${field}" must be a whole number ${range}, got ${value}`);
  }
}

function assertRequest({ leadMinutes, capacity, days = DEFAULT_TIMESLOT_DAYS, now }: TimeslotRequest): void {
  assertWhole(leadMinutes, 'leadMinutes', 0);
  assertWhole(capacity, 'capacity', 0);
  assertWhole(days, 'days', 1, 366);
  if (Number.isNaN(now.getTime())) throw new RangeError('"now" must be a valid date');
}

/** `start`: the first slot on the 15-minute grid; `end`: closing time. */
type Window = { start: number; end: number };

/** The slot windows of the business day `date`, one per open interval, as instants. */
export function slotWindowsOn(date: LocalDate, schedule: StoreSchedule): Window[] {
  return intervalsOn(date, schedule.hours, schedule.exceptions).map((interval) => {
    const { open, close } = intervalMinutes(interval);
    const firstSlot = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES;
    return { start: zonedToUtc(date, firstSlot, schedule.timeZone), end: zonedToUtc(date, close, schedule.timeZone) };
  });
}

/** Every slot start (instant) of the business days from yesterday to the horizon, in order. */
function slotStarts(request: TimeslotRequest, today: LocalDate, days: number): number[] {
  const starts = new Set<number>();
  for (let offset = -1; offset < days; offset += 1) {
    for (const window of slotWindowsOn(addDays(today, offset), request)) {
      for (let start = window.start; start + SLOT_MINUTES * MINUTE <= window.end; start += SLOT_MINUTES * MINUTE) {
        starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/** The store's wall clock at `instant`: the local date ('2026-03-15') and time ('18:30') a slot carries. */
export function slotClock(instant: number, timeZone: string): { date: string; label: string } {
  const local = toLocal(instant, timeZone);
  return { date: formatLocalDate(local), label: formatLocalTime(local) };
}

type DatedSlot = Timeslot & { date: string; weekday: number };

/** Every bookable-in-time slot, full ones included. */
function listSlots(request: TimeslotRequest): DatedSlot[] {
  assertRequest(request);
  const { timeZone, now, leadMinutes, capacity, taken = {}, days = DEFAULT_TIMESLOT_DAYS } = request;
  const nowLocal = toLocal(now.getTime(), timeZone);
  const today: LocalDate = { year: nowLocal.year, month: nowLocal.month, day: nowLocal.day };
  const dates = new Set(Array.from({ length: days }, (_, offset) => formatLocalDate(addDays(today, offset))));
  const earliest = Math.max(now.getTime(), request.notBefore?.getTime() ?? 0) + leadMinutes * MINUTE;
  const takenAt = new Map(Object.entries(taken).map(([start, count]) => [Date.parse(start), count]));
  const { make } = request;
  return slotStarts(request, today, days)
    .filter((start) => start >= earliest)
    .map((start) => {
      const local = toLocal(start, timeZone);
      const iso = new Date(start).toISOString();
      const kitchenFits = !make || fitsSlot(make.booked[iso] ?? 0, make.load, make.capacity);
      const remaining = kitchenFits ? Math.max(0, capacity - (takenAt.get(start) ?? 0)) : 0;
      return { start: iso, label: formatLocalTime(local), remaining, date: formatLocalDate(local), weekday: isoWeekday(local) };
    })
    .filter((slot) => dates.has(slot.date) && (request.pickupDays === undefined || isDayInRange(slot.date, request.pickupDays)));
}

/** The slots a diner may choose, by local day; full slots and days without slots are left out. */
export function generateTimeslots(request: TimeslotRequest): TimeslotDay[] {
  const days: TimeslotDay[] = [];
  for (const { date, weekday, ...slot } of listSlots(request)) {
    if (slot.remaining <= 0) continue;
    const last = days[days.length - 1];
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, weekday, slots: [slot] });
  }
  return days;
}

/** Whether the store is inside one of its open intervals at `now`. */
export function isStoreOpen(
  hours: readonly WeeklyHoursEntry[],
  timeZone: string,
  now: Date,
  exceptions: readonly HoursException[] = [],
): boolean {
  return isOpenAt({ hours, timeZone, exceptions }, now);
}

/** ASAP: the store is open now and the first free slot starts within one slot of now + lead. */
export function isAsapAvailable(request: TimeslotRequest): boolean {
  if (request.notBefore && request.notBefore.getTime() > request.now.getTime()) return false;
  if (!isStoreOpen(request.hours, request.timeZone, request.now, request.exceptions)) return false;
  const first = generateTimeslots({ ...request, days: 2 })[0]?.slots[0];
  if (!first) return false;
  const ready = request.now.getTime() + request.leadMinutes * MINUTE;
  return Date.parse(first.start) < ready + SLOT_MINUTES * MINUTE;
}

type SlotRefusal =
  | typeof VALIDATION_MESSAGES.timeRequired
  | typeof VALIDATION_MESSAGES.invalidTime
  | typeof ORDERING_MESSAGES.slotFull;
export type SlotCheck = { ok: true; slot: Timeslot } | { ok: false; reason: SlotRefusal };

/** Whether the diner may book `start` (a UTC ISO instant, any offset accepted). */
export function validateSlot(request: TimeslotRequest & { start: string | null | undefined }): SlotCheck {
  if (!request.start?.trim()) return { ok: false, reason: VALIDATION_MESSAGES.timeRequired };
  const wanted = Date.parse(request.start);
  if (Number.isNaN(wanted)) return { ok: false, reason: VALIDATION_MESSAGES.invalidTime };
  const found = listSlots(request).find((slot) => Date.parse(slot.start) === wanted);
  if (!found) return { ok: false, reason: VALIDATION_MESSAGES.invalidTime };
  if (found.remaining <= 0) return { ok: false, reason: ORDERING_MESSAGES.slotFull };
  return { ok: true, slot: { start: found.start, label: found.label, remaining: found.remaining } };
}
