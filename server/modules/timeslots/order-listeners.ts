/**
 * What an order's life does to the kitchen's capacity, inside the transaction that changes the
 * order: paid (as a cart), its timeslot hold is made permanent; when the hold had expired and
 * the slot filled up meanwhile, 409 "This time slot is full" and the payment rolls back. A
 * quote's order has no slot of its own (the event's time is the lead's).
 */
import type { InTransactionListener } from '@/server/modules/orders/lifecycle';
import { storeOf } from '@/server/modules/locations/store-repository';
import { confirmTimeslot } from './service';

export const timeslotListener: InTransactionListener = {
  name: 'kitchen-capacity',
  events: ['paid'],
  async run(tx, { order, store, now, asQuote }) {
    if (asQuote) return;
    await confirmTimeslot(tx, order, store ?? (await storeOf(tx, order.locationId)), now);
  },
};
