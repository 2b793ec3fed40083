/**
 * Checkout details of an order, applied inside the caller's transaction: guest,
 * timeslot (reserved under the slot's lock), delivery details and address, and tip. Values arrive
 * already checked (service.prepareDetails); only the timeslot needs the database to decide.
 */
import type { WireGuest, WireTipInput } from '@/domain/wire/orders';
import type { Database } from '@/server/db/client';
import type { OrderDeliveryAddress } from '@/server/db/schema';
import type { StoreRow } from '@/server/modules/locations';
import { reserveTimeslot } from '@/server/modules/timeslots';
import type { NewOrderRow, OrderRow } from './repository';
import { slotFactsOf, type StoreFacts, type StoreFactsCache } from './store-facts';

export type PreparedDetails = {
  guest?: WireGuest;
  /** null removes the tip. */
  tip?: WireTipInput | null;
  timeslot?: string;
  aptSuitBldg?: string | null;
  deliveryInstructions?: string | null;
  deliveryAddress?: OrderDeliveryAddress;
};

/** `deviceHash`: the calling browser's device (./device.ts), or null; `facts`: the store's facts (./store-facts.ts) and their cache. */
type Context = { order: OrderRow; store: StoreRow; now: Date; deviceHash?: string | null; facts: { cache: StoreFactsCache; store: StoreFacts } };

const clean = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/**
 * The order's fields the details set, for the caller to write with the totals (one statement);
 * a timeslot is reserved here, under the slot's lock.
 */
export async function applyDetails(tx: Database, { order, store, now, deviceHash, facts }: Context, details: PreparedDetails): Promise<Partial<NewOrderRow>> {
  const changes: Partial<NewOrderRow> = {};
  if (details.guest) changes.guest = details.guest;
  // The device that gives the guest or takes the time is the order's device from then on.
  if (deviceHash && (details.guest || details.timeslot !== undefined)) changes.deviceHash = deviceHash;
  if (details.tip !== undefined) {
    changes.tipKind = details.tip?.kind ?? null;
    changes.tipValue = details.tip?.value ?? null;
  }
  if (details.aptSuitBldg !== undefined) changes.aptSuitBldg = clean(details.aptSuitBldg);
  if (details.deliveryInstructions !== undefined) changes.deliveryInstructions = clean(details.deliveryInstructions);
  if (details.deliveryAddress) changes.deliveryAddress = details.deliveryAddress;
  if (details.timeslot !== undefined) {
    // The guest and device of the same change are who takes the slot (the cap per guest counts them).
    const taker = { ...order, guest: changes.guest ?? order.guest, deviceHash: changes.deviceHash ?? order.deviceHash };
    const known = await slotFactsOf(facts.cache, tx, facts.store, order, now);
    const slot = await reserveTimeslot(tx, { order: taker, store, hours: facts.store.hours, now, known }, details.timeslot);
    changes.timeslotStart = slot.start;
    changes.timeslotAsap = slot.asap;
  }
  return changes;
}
