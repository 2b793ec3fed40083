/**
 * What an order's life does to the kitchen's capacity, inside the transaction that changes the
 * order: paid (as a cart), its timeslot hold is made permanent; when the hold had expired and
 * the slot filled up meanwhile, 409 "This time slot is full" and the payment rolls back. A
 * quote's order has no slot of its own (the event's time is the lead's).
 * It has the shape of an in-transaction listener of the order lifecycle (orders/lifecycle.ts)
 * without importing orders, which import timeslots to hold a slot.
 */
import type { Database } from '@/server/db/client';
import { storeOf, type StoreRow } from '@/server/modules/locations';
import type { SlotOrder } from './repository';
import { confirmTimeslot } from './service';

type PaidOrder = SlotOrder & { locationId: number };

export const timeslotListener = {
  name: 'kitchen-capacity',
  events: ['paid'] as const,
  async run(tx: Database, { order, store, now, asQuote, guestCap }: { order: PaidOrder; store?: StoreRow; now: Date; asQuote?: boolean; guestCap?: number | null }): Promise<void> {
    if (asQuote) return;
    await confirmTimeslot(tx, order, store ?? (await storeOf(tx, order.locationId)), now, guestCap);
  },
};
