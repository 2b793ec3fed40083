/**
 * A catering event's kitchen capacity in the slot ledger the timeslots use: a sent estimate
 * holds its window's places until the estimate's valid-until, accepting books them for good, and
 * a lead that stops holding (rejected, expired, cancelled, declined...) gives them back.
 * Placing a hold locks the window's slot rows in slot order and counts under the lock, so two
 * estimates racing for the last places are served one after the other and only one gets them.
 */
import { kitchenHold } from '@/domain/catering/capacity';
import { LEAD_STATUS, type LeadStatusId } from '@/domain/catering/lead-status';
import { SLOT_MINUTES } from '@/domain/ordering/timeslots';
import type { Database } from '@/server/db/client';
import { ConflictError } from '@/server/errors';
import { slotClock } from '@/domain/ordering/timeslots';
import { lockSlots, takenBetween } from '@/server/modules/timeslots';
import { insertHolds, releaseHold } from './capacity-repository';
import type { LeadRow } from './repository';

/** Statuses in which a lead keeps its kitchen hold: an estimate is out, accepted, paid or booked. */
export const HOLDING_STATUSES: readonly LeadStatusId[] = [
  LEAD_STATUS.awaitingCustomer,
  LEAD_STATUS.awaitingPayment,
  LEAD_STATUS.acknowledgedPaidEvent,
  LEAD_STATUS.awaitingStoreConfirmation,
  LEAD_STATUS.bookedAtStore,
  LEAD_STATUS.upcomingSale7PlusDays,
  LEAD_STATUS.upcomingSale4To7Days,
  LEAD_STATUS.upcomingSale2To3Days,
];

export const KITCHEN_FULL_CODE = 'catering_kitchen_full';

type HoldLead = Pick<LeadRow, 'id' | 'number' | 'orderId' | 'locationId' | 'eventStartsAt' | 'headcount' | 'timeZone'>;

function kitchenFull(lead: HoldLead, slotStart: Date, free: number, places: number): ConflictError {
  const { date, label: time } = slotClock(slotStart.getTime(), lead.timeZone);
  const message = `The kitchen has ${free} of the ${places} places quote ${lead.number} needs at ${time} on ${date}: choose another time or fewer guests`;
  return new ConflictError(message, { code: KITCHEN_FULL_CODE, params: { number: lead.number, date, time, free, places } });
}

/**
 * Holds the event's window for the lead until `expiresAt` (null: for good), replacing any hold it
 * had; 409 `catering_kitchen_full` when a slot of the window lacks the places. Inside the caller's
 * transaction, with the lead locked.
 */
export async function placeHold(tx: Database, lead: HoldLead, slotCapacity: number, expiresAt: Date | null, now: Date): Promise<void> {
  const hold = kitchenHold(lead.eventStartsAt, lead.headcount, slotCapacity);
  await lockSlots(tx, lead.locationId, hold.slotStarts);
  await releaseHold(tx, lead.id);
  const first = hold.slotStarts[0]!;
  const end = new Date(hold.slotStarts[hold.slotStarts.length - 1]!.getTime() + SLOT_MINUTES * 60_000);
  const taken = await takenBetween(tx, lead.locationId, first, end, now, lead.orderId);
  for (const slotStart of hold.slotStarts) {
    const free = Math.max(0, slotCapacity - (taken[slotStart.toISOString()] ?? 0));
    if (free < hold.places) throw kitchenFull(lead, slotStart, free, hold.places);
  }
  await insertHolds(tx, lead, hold.slotStarts, hold.places, expiresAt);
}
