/**
 * A group's order is paid only once its guests can add nothing more: locked by the host, or past
 * its deadline. Paying earlier would let a guest add a line after the money was taken, so every
 * payment of an open group's order is refused (409) before the processor hears of it, whichever
 * page or client sends it. Runs in the payment's transaction with the order row locked; the group
 * is read without a lock: it only ever goes from open to closed, so a closed group stays closed.
 */
import { takesItems } from '@/domain/group-orders/rules';
import type { PayableCheck } from '@/server/modules/orders';
import { groupRefusal } from './errors';
import { groupOfOrder } from './repository';

export const assertGroupClosed: PayableCheck = async (tx, priced, validAt) => {
  const group = await groupOfOrder(tx, priced.order.id);
  if (group && takesItems(group, validAt)) throw groupRefusal(409, 'stillOpen');
};
